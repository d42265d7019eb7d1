import { TZDate } from '@date-fns/tz';
import { daysBetween, RESORT_TIME_ZONE } from '@estancia/resort-contract';

/**
 * The resort's calendar (Europe/Lisbon, DST included) as every module reads it: which day an
 * instant falls on, when a day begins, day arithmetic, and a range of days asked for at once.
 * Pure: the clock comes in as an argument.
 */

/** spec 002 §2 Service.availableDays: the longest range asked for at once, in days. */
export const MAX_RANGE_DAYS = 92;

// The day arithmetic and an instant's day are the contract's (contract/src/resort-days.ts).
export { addDays, daysBetween, resortDay } from '@estancia/resort-contract';

/** The instant a resort day begins (00:00 in Lisbon). */
export function startOfResortDay(date: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(TZDate.tz(RESORT_TIME_ZONE, y, m - 1, d).getTime());
}

/** A range refused: the error catalogue's code (validation/) and its parameters, for the reader's language. */
export type DayRange =
  | { ok: true; from: string; to: string }
  | { ok: false; code: 'DATE_RANGE_REVERSED' | 'DATE_RANGE_TOO_LONG'; params: { max?: number } };

/**
 * The days a range argument reads (`Service.availableDays`, the lesson calendar): `from` to `to`,
 * both included, at most MAX_RANGE_DAYS, `from` not after `to`. Past days are never answered, so
 * the range starts today at the earliest; null when nothing of it is left.
 */
export function dayRange(from: string, to: string, today: string): DayRange | null {
  if (from > to) return { ok: false, code: 'DATE_RANGE_REVERSED', params: {} };
  if (daysBetween(from, to) + 1 > MAX_RANGE_DAYS) return { ok: false, code: 'DATE_RANGE_TOO_LONG', params: { max: MAX_RANGE_DAYS } };
  if (to < today) return null;
  return { ok: true, from: from < today ? today : from, to };
}
