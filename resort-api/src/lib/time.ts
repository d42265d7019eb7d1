/**
 * Time stamps leave the API as ISO 8601 with the resort's own offset (spec 000 §9: time stamps
 * are in Europe/Lisbon), e.g. 2025-01-15T10:00:00+00:00 in winter, 2025-07-01T10:00:00+01:00 in
 * summer. The instant is the same either way; the offset is what a reader in the resort expects.
 */
export const RESORT_TIME_ZONE = 'Europe/Lisbon';

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: RESORT_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/** `2025-07-01T10:00:00+01:00` (milliseconds only when the instant has them). */
export function toResortIso(instant: Date): string {
  const parts: Record<string, string> = {};
  for (const part of partsFormat.formatToParts(instant)) parts[part.type] = part.value;
  const year = Number(parts.year);
  const month = Number(parts.month);
  const day = Number(parts.day);
  const hour = Number(parts.hour);
  const minute = Number(parts.minute);
  const second = Number(parts.second);
  const ms = instant.getUTCMilliseconds();

  // The offset is what the wall clock reads minus the instant, in whole minutes.
  const wallClockAsUtc = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  const offsetMinutes = Math.round((wallClockAsUtc - instant.getTime()) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const offset = `${sign}${pad(Math.trunc(offsetMinutes / 60))}:${pad(offsetMinutes % 60)}`;
  const fraction = ms === 0 ? '' : `.${pad(ms, 3)}`;

  return `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}${fraction}${offset}`;
}

/** The same, for a column that may be empty. */
export function toResortIsoOrNull(instant: Date | null): string | null {
  return instant === null ? null : toResortIso(instant);
}

const dateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: RESORT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The resort's calendar day of an instant, YYYY-MM-DD (an order's `data`, spec 001 §3.4). */
export function toResortDate(instant: Date): string {
  return dateFormat.format(instant);
}
