import type { Language } from '../i18n/languages.ts';

/** spec 002 §9: days and times are the resort's, in Europe/Lisbon. */
export const RESORT_TIME_ZONE = 'Europe/Lisbon';

/** spec 002 §2: WEL slots split into a morning and an afternoon row at this hour. */
export const AFTERNOON_HOUR = 12;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Today's calendar day in Lisbon, `YYYY-MM-DD` (the `min` of every date input, spec 002 §2). */
export function lisbonToday(now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: RESORT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Whether a text is a real calendar day written `YYYY-MM-DD`. */
export function isIsoDay(text: string): boolean {
  const match = ISO_DAY.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}

/** The day `days` after an ISO day (calendar arithmetic, no time zone involved). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (date ?? 1) + days)).toISOString().slice(0, 10);
}

/** A day picker's local `Date` (midnight, browser time) for an ISO day, and back. */
export function localDateOf(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1);
}

export function isoDayOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * A day chosen in an address (`?date=`): a real day not before today, else today (spec 002 §2:
 * the minimum date is today).
 */
export function dayFromSearch(value: string | null, today: string = lisbonToday()): string {
  return value && isIsoDay(value) && value >= today ? value : today;
}

/** The locale each site language writes numbers, dates and times in. */
export const LOCALES: Record<Language, string> = { pt: 'pt-PT', en: 'en-GB', es: 'es-ES', fr: 'fr-FR' };

/** An instant as the resort's clock shows it (`14:05`), in the site language. */
export function formatResortTime(instant: Date | string | number, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { hour: '2-digit', minute: '2-digit', timeZone: RESORT_TIME_ZONE }).format(new Date(instant));
}

/** An ISO day as the site language writes it in full (`quarta-feira, 25 de novembro de 2026`). */
export function formatDay(day: string, language: Language): string {
  if (!isIsoDay(day)) return day;
  const [year, month, date] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1)));
}

/** An ISO day written short (`25/11/2026`). */
export function formatShortDay(day: string, language: Language): string {
  if (!isIsoDay(day)) return day;
  const [year, month, date] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1)));
}

/**
 * A start time `HH:mm` of the resort's clock as the cart panel writes it (spec 002 §2): am/pm in
 * English (`3:30 pm`), otherwise hours, `h` and minutes (`15h30`, `9h00`).
 */
export function formatClock(time: string, language: Language): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  const minutes = match[2] ?? '00';
  if (language === 'en') return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < AFTERNOON_HOUR ? 'am' : 'pm'}`;
  return `${hours}h${minutes}`;
}

/**
 * Seconds left on a hold at `now`, the server's time (clock.ts `useNow`), from the server's
 * `expiresAt` (spec 002 §2: the countdown follows the server's expiry and clock, so a throttled
 * background tab, a slow tick or a device clock set wrong never makes it drift); never below 0.
 */
export function secondsLeft(expiresAt: string, now: number): number {
  const end = Date.parse(expiresAt);
  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.ceil((end - now) / 1000));
}

/** A countdown `mm:ss` (spec 002 §2). */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}
