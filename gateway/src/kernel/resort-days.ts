import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { RESORT_TIME_ZONE } from '../time.ts';

/**
 * The resort's calendar (Europe/Lisbon, DST included) as every module reads it: which day an
 * instant falls on, when a day begins, day arithmetic, and a range of days asked for at once.
 * Pure: the clock comes in as an argument.
 */

/** spec 002 §2 Service.availableDays: the longest range asked for at once, in days. */
export const MAX_RANGE_DAYS = 92;

const DAY_MS = 24 * 60 * 60_000;

/** The resort's calendar day of an instant, YYYY-MM-DD. */
export function resortDay(instant: Date): string {
  return format(new TZDate(instant.getTime(), RESORT_TIME_ZONE), 'yyyy-MM-dd');
}

/** Days from `from` to `to` (calendar arithmetic on YYYY-MM-DD; no clock or zone involved). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The calendar day `days` after `date`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

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
