import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

import { RESORT_TIME_ZONE } from '@estancia/resort-contract';

/** The resort's time zone (contract): time stamps without an offset are local time there (spec 000 §9). */
export { RESORT_TIME_ZONE };

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?)?$/;

/**
 * The instant an upstream time stamp names. ISO strings with an offset are exact; strings without
 * one are wall-clock time in Lisbon, DST included. Null for null or unreadable input.
 */
export function parseUpstreamTime(value: string | null): Date | null {
  if (!value) return null;
  const local = LOCAL.exec(value);
  if (local) {
    const [, y, mo, d, h = '0', mi = '0', s = '0', frac = '0'] = local;
    const ms = Math.round(Number(`0.${frac}`) * 1000);
    const zoned = TZDate.tz(RESORT_TIME_ZONE, Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), ms);
    return new Date(zoned.getTime());
  }
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** The schema's `DateTime`: ISO 8601 in Lisbon time with its offset, e.g. `2026-07-01T10:00:00.000+01:00`. */
export function toDateTime(instant: Date): string {
  return format(new TZDate(instant.getTime(), RESORT_TIME_ZONE), "yyyy-MM-dd'T'HH:mm:ss.SSSxxx");
}

/** An upstream time stamp as the schema's `DateTime`; null when it is missing or unreadable. */
export function upstreamDateTime(value: string | null): string | null {
  const instant = parseUpstreamTime(value);
  return instant ? toDateTime(instant) : null;
}
