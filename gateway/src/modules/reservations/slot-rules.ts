import { TZDate } from '@date-fns/tz';
import { AFTERNOON_FROM_HOUR, type SlotDetail } from '@estancia/resort-contract';
import { resortDay } from '../../kernel/resort-days.ts';
import { RESORT_TIME_ZONE, parseUpstreamTime } from '../../time.ts';

/**
 * The booking rules of timed reservations (spec 002 §2, §4, §9), pure: the clock and the timer
 * settings come in as arguments. Calendar days are the resort's (kernel/resort-days.ts).
 */

const MINUTE_MS = 60_000;

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
