import { addDays } from '../../shared/time.ts';

/** How far ahead days are offered: the gateway's `lessonDays` answers up to 92 days at once. */
export const LESSON_CALENDAR_DAYS = 92;

/** The first day of the month of an ISO day. */
export function monthOf(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

/** The last day of the month of an ISO day. */
export function lastDayOfMonth(day: string): string {
  const [year, month] = day.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, month ?? 1, 0)).toISOString().slice(0, 10);
}

/** The last day the calendar offers. */
export function lastOfferedDay(today: string): string {
  return addDays(today, LESSON_CALENDAR_DAYS - 1);
}

/**
 * The days of the month of `day` to ask `lessonDays` for: never before today (spec 001 §2.7:
 * past days are blocked) nor past the last offered day. `from` > `to` means nothing to ask.
 */
export function monthRange(day: string, today: string): { from: string; to: string } {
  const first = monthOf(day);
  const last = lastDayOfMonth(day);
  const end = lastOfferedDay(today);
  return { from: first < today ? today : first, to: last > end ? end : last };
}
