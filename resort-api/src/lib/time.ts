import { TZDate } from '@date-fns/tz';
import { RESORT_TIME_ZONE, resortDay } from '@estancia/resort-contract';

/**
 * Time stamps leave the API as ISO 8601 with the resort's own offset (spec 000 §9: time stamps
 * are in Europe/Lisbon), e.g. 2025-01-15T10:00:00+00:00 in winter, 2025-07-01T10:00:00+01:00 in
 * summer. The instant is the same either way; the offset is what a reader in the resort expects.
 */
export { RESORT_TIME_ZONE };

/** `2025-07-01T10:00:00+01:00` (milliseconds only when the instant has them). */
export function toResortIso(instant: Date): string {
  // TZDate's ISO string is the wall clock in the zone with its offset, always with milliseconds.
  return new TZDate(instant.getTime(), RESORT_TIME_ZONE).toISOString().replace(/\.000(?=[+-])/, '');
}

/** The same, for a column that may be empty. */
export function toResortIsoOrNull(instant: Date | null): string | null {
  return instant === null ? null : toResortIso(instant);
}

/** The resort's calendar day of an instant, YYYY-MM-DD (an order's `data`, spec 001 §3.4): the contract's. */
export const toResortDate = resortDay;
