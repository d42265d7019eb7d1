import { describe, expect, it } from 'vitest';
import { lastDayOfMonth, lastOfferedDay, monthOf, monthRange } from './months.ts';

describe('lesson calendar months', () => {
  it('finds the first and last day of a month, leap years included', () => {
    expect(monthOf('2026-11-25')).toBe('2026-11-01');
    expect(lastDayOfMonth('2026-11-25')).toBe('2026-11-30');
    expect(lastDayOfMonth('2028-02-03')).toBe('2028-02-29');
    expect(lastDayOfMonth('2026-12-31')).toBe('2026-12-31');
  });

  it('never asks for a day before today', () => {
    expect(monthRange('2026-11-25', '2026-11-25')).toEqual({ from: '2026-11-25', to: '2026-11-30' });
    expect(monthRange('2026-12-10', '2026-11-25')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('stops at the last offered day (92 days from today)', () => {
    expect(lastOfferedDay('2026-11-25')).toBe('2027-02-24');
    expect(monthRange('2027-02-01', '2026-11-25')).toEqual({ from: '2027-02-01', to: '2027-02-24' });
  });
});
