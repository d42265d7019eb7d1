import type { TimerSettings } from '@estancia/resort-contract';

/** What the timer settings mean for holds (spec 002 §3, §4); they are read by timer-settings.repository.ts. */
const MINUTE_MS = 60_000;

/** When a hold taken (or extended) at `now` lapses: now + the countdown (minutes, decimals allowed). */
export function holdExpiry(settings: TimerSettings, now: Date): Date {
  return new Date(now.getTime() + Math.round(settings.time_count_down * MINUTE_MS));
}

/**
 * spec 002 §4 "Slot availability for today": a slot can no longer be held once now plus the
 * tolerance is after its start.
 */
export function slotTimePassed(settings: TimerSettings, startsAt: Date, now: Date): boolean {
  return now.getTime() + settings.intervalo_tolerancia * MINUTE_MS > startsAt.getTime();
}
