import { TZDate } from '@date-fns/tz';
import { AFTERNOON_FROM_HOUR, type SlotDetail } from '@estancia/resort-contract';
import { format } from 'date-fns';
import { RESORT_TIME_ZONE, parseUpstreamTime } from '../../time.ts';

/**
 * The booking rules of timed reservations (spec 002 §2, §4, §9), pure: the clock and the timer
 * settings come in as arguments. Calendar days are the resort's (Europe/Lisbon), DST included.
 */

/** spec 002 §2 Service.availableDays: the longest range asked for at once, in days. */
export const MAX_RANGE_DAYS = 92;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

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

/** spec 002 §2, §9: a slot starting before hour 12 on the resort's clock is a morning slot. */
export function dayPeriod(startsAt: Date): 'MORNING' | 'AFTERNOON' {
  return new TZDate(startsAt.getTime(), RESORT_TIME_ZONE).getHours() < AFTERNOON_FROM_HOUR ? 'MORNING' : 'AFTERNOON';
}

/** The instant a slot starts; null when the resort API sent none that can be read. */
export function slotStart(detail: SlotDetail): Date | null {
  return parseUpstreamTime(detail.inicio);
}

/** spec 002 §4: the latest instant a slot starting at `start` can still be held or sold. */
export function cutoffOf(start: Date, toleranceMinutes: number): Date {
  return new Date(start.getTime() - toleranceMinutes * MINUTE_MS);
}

/**
 * spec 002 §4 "Slot availability for today": the slots of `date` that can still be booked, in
 * start order. A past day has none; a slot whose start is before now plus the tolerance is left
 * out (on today, and just after midnight when the tolerance reaches back into the day before).
 */
export function bookableSlots(details: readonly SlotDetail[], date: string, now: Date, toleranceMinutes: number): SlotDetail[] {
  if (date < resortDay(now)) return [];
  const earliest = now.getTime() + toleranceMinutes * MINUTE_MS;
  return details
    .map((detail) => ({ detail, start: slotStart(detail) }))
    .filter((s): s is { detail: SlotDetail; start: Date } => s.start !== null && s.detail.dia === date && s.start.getTime() >= earliest)
    .sort((a, b) => a.start.getTime() - b.start.getTime() || a.detail.id_event - b.detail.id_event)
    .map((s) => s.detail);
}

/** A range refused: the error catalogue's code (validation/) and its parameters, for the reader's language. */
export type DayRange =
  | { ok: true; from: string; to: string }
  | { ok: false; code: 'DATE_RANGE_REVERSED' | 'DATE_RANGE_TOO_LONG'; params: { max?: number } };

/**
 * The days `Service.availableDays` reads: `from` to `to`, both included, at most MAX_RANGE_DAYS,
 * `from` not after `to`. Past days are never answered, so the range starts today at the earliest;
 * null when nothing of it is left.
 */
export function dayRange(from: string, to: string, today: string): DayRange | null {
  if (from > to) return { ok: false, code: 'DATE_RANGE_REVERSED', params: {} };
  if (daysBetween(from, to) + 1 > MAX_RANGE_DAYS) return { ok: false, code: 'DATE_RANGE_TOO_LONG', params: { max: MAX_RANGE_DAYS } };
  if (to < today) return null;
  return { ok: true, from: from < today ? today : from, to };
}

/** TimerSettings.holdSeconds: the countdown's minutes (decimals allowed) in whole seconds. */
export function holdSecondsOf(countdownMinutes: number): number {
  return Math.round(countdownMinutes * 60);
}

/**
 * Issue "Beyond the old site": Multibanco is offered only when its payment deadline falls before
 * the first reserved start minus the tolerance, so a reservation is never left unpaid when it begins.
 */
export function multibancoFitsBefore(now: Date, paymentWindowMs: number, firstCutoff: Date | null): boolean {
  return firstCutoff === null || now.getTime() + paymentWindowMs <= firstCutoff.getTime();
}
