import { TZDate } from '@date-fns/tz';
import { RESORT_TIME_ZONE, toResortDate } from '../lib/time.ts';

/**
 * Slots are set in the resort's wall-clock time (spec 002 §9: Europe/Lisbon). A slot "at 10:00"
 * is 10:00 in Lisbon on its day, whichever offset that day has: 10:00Z in winter, 09:00Z in
 * summer, the change happening on the last Sundays of March and October. The time-zone rules
 * come from the runtime's tz database through @date-fns/tz, never from hand-made offsets.
 */

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^(\d{2}):(\d{2})$/;

// Real calendar days and day arithmetic are the contract's (contract/src/resort-days.ts).
export { addDays, daysBetween, isCalendarDay } from '@estancia/resort-contract';

/** The instant of a Lisbon wall-clock time (HH:mm) on a day (YYYY-MM-DD). */
export function lisbonInstant(day: string, time: string): Date {
  const d = DAY_PATTERN.exec(day);
  const t = TIME_PATTERN.exec(time);
  if (!d || !t) throw new Error(`not a day and a time: ${day} ${time}`);
  const zoned = new TZDate(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]), RESORT_TIME_ZONE);
  return new Date(zoned.getTime());
}

/** The Lisbon wall-clock time of an instant, HH:mm. */
export function lisbonTime(instant: Date): string {
  const zoned = new TZDate(instant.getTime(), RESORT_TIME_ZONE);
  return `${String(zoned.getHours()).padStart(2, '0')}:${String(zoned.getMinutes()).padStart(2, '0')}`;
}

/** The Lisbon calendar day of an instant, YYYY-MM-DD. */
export const lisbonDay = toResortDate;
