import { describe, expect, it } from 'vitest';
import { addDays, dayRange, daysBetween, resortDay, startOfResortDay } from './resort-days.ts';

describe('the resort day (spec 002 §2, §9)', () => {
  it('reads calendar days on the Lisbon clock, summer and winter', () => {
    expect(resortDay(new Date('2026-07-01T23:30:00Z'))).toBe('2026-07-02'); // 00:30 WEST
    expect(resortDay(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31'); // 23:30 WET
  });

  it('starts a day at Lisbon midnight, the DST day included', () => {
    expect(startOfResortDay('2026-03-29').toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(startOfResortDay('2026-03-30').toISOString()).toBe('2026-03-29T23:00:00.000Z');
  });

  it('counts and adds calendar days', () => {
    expect(daysBetween('2026-02-27', '2026-03-02')).toBe(3);
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('the range of availableDays', () => {
  const today = '2026-07-10';
  it('takes at most 92 days, from not after to', () => {
    expect(dayRange('2026-07-10', '2026-10-09', today)).toEqual({ ok: true, from: '2026-07-10', to: '2026-10-09' });
    expect(dayRange('2026-07-10', '2026-10-10', today)).toEqual({ ok: false, code: 'DATE_RANGE_TOO_LONG', params: { max: 92 } });
    expect(dayRange('2026-07-12', '2026-07-11', today)).toEqual({ ok: false, code: 'DATE_RANGE_REVERSED', params: {} });
  });

  it('never answers a past day', () => {
    expect(dayRange('2026-07-01', '2026-07-20', today)).toEqual({ ok: true, from: today, to: '2026-07-20' });
    expect(dayRange('2026-07-01', '2026-07-09', today)).toBeNull();
  });
});
