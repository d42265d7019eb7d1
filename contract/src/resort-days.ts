import { tz } from '@date-fns/tz';
import { addDays as addToDate, differenceInCalendarDays, format, isExists, parseISO } from 'date-fns';

/**
 * The resort's calendar (spec 000 §9: Europe/Lisbon, DST included) as every workspace reads it:
 * its time zone, which day an instant falls on, and day arithmetic on YYYY-MM-DD. Built on date-fns
 * (imported function by function, so a bundle takes only what it uses) and @date-fns/tz.
 */

/** The resort's time zone: its days, hours and time stamps are Lisbon's. */
export const RESORT_TIME_ZONE = 'Europe/Lisbon';

const IN_LISBON = { in: tz(RESORT_TIME_ZONE) };
/** Calendar days as midnights in UTC: day arithmetic with no clock change in between. */
const AS_DAY = { in: tz('UTC') };
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether YYYY-MM-DD names a real calendar day (2026-02-30 does not). */
export function isCalendarDay(day: string): boolean {
  const match = DAY_PATTERN.exec(day);
  return match !== null && isExists(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** The calendar day `days` after (or before, when negative) a day. */
export function addDays(day: string, days: number): string {
  return format(addToDate(parseISO(day, AS_DAY), days, AS_DAY), 'yyyy-MM-dd', AS_DAY);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return differenceInCalendarDays(parseISO(to, AS_DAY), parseISO(from, AS_DAY), AS_DAY);
}

/** The resort's calendar day of an instant, YYYY-MM-DD. */
export function resortDay(instant: Date): string {
  return format(instant, 'yyyy-MM-dd', IN_LISBON);
}
