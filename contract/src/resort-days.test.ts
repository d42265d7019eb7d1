import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isCalendarDay, resortDay } from './resort-days.ts';

describe("the resort's calendar (Europe/Lisbon)", () => {
  it('knows real calendar days', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-04-31')).toBe(false);
    expect(isCalendarDay('2026-4-1')).toBe(false);
    expect(isCalendarDay('not a day')).toBe(false);
  });

  it('counts days across months, years and the clock changes', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-01-01', '2026-12-31')).toBe(364);
    expect(daysBetween('2026-03-30', '2026-03-28')).toBe(-2);
  });

  it("reads an instant's day in Lisbon, not in UTC", () => {
    // 23:30 UTC on 29 March 2026 is already 00:30 on the 30th in Lisbon (summer time, +01:00).
    expect(resortDay(new Date('2026-03-29T23:30:00Z'))).toBe('2026-03-30');
    // In winter Lisbon is on UTC.
    expect(resortDay(new Date('2026-01-15T23:30:00Z'))).toBe('2026-01-15');
  });
});
