import type { Language } from '../../i18n/languages.ts';
import { LOCALES, RESORT_TIME_ZONE } from '../../shared/time.ts';


function localeOf(language: string): string {
  return language in LOCALES ? LOCALES[language as Language] : LOCALES.pt;
}

/**
 * The calendar day of a time stamp in Lisbon, as the site language writes it (`1 de agosto de
 * 2026` in pt, `1 August 2026` in en). An unreadable value is shown as it came.
 */
export function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(localeOf(language), { day: 'numeric', month: 'long', year: 'numeric', timeZone: RESORT_TIME_ZONE }).format(date);
}

/**
 * A path on this site for the router, or null. A server address is trusted only when it is a
 * plain path: `//host` and `javascript:` would leave the site or run code.
 */
export function sitePath(value: string): string | null {
  return /^\/(?![/\\])/.test(value) ? value : null;
}

/** How far the contact map reaches around its centre, in degrees (a few streets each way). */
const MAP_SPAN = 0.008;

/**
 * The OpenStreetMap embed address of a point (spec 000 §2 "Contact page": an embedded map of the
 * resort's location), with a marker on it.
 */
export function mapEmbedUrl(latitude: number, longitude: number): string {
  const bbox = [longitude - MAP_SPAN, latitude - MAP_SPAN, longitude + MAP_SPAN, latitude + MAP_SPAN].map((n) => n.toFixed(5)).join(',');
  const params = new URLSearchParams({ bbox, layer: 'mapnik', marker: `${latitude.toFixed(5)},${longitude.toFixed(5)}` });
  return `https://www.openstreetmap.org/export/embed.html?${params.toString()}`;
}

/** The same point on openstreetmap.org, for people who want a larger map. */
export function mapPageUrl(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude.toFixed(5)}&mlon=${longitude.toFixed(5)}#map=16/${latitude.toFixed(5)}/${longitude.toFixed(5)}`;
}

/**
 * An external address to link to: http(s) as written, a bare host with http:// added (as spec
 * 000 §2 does for press sources), anything else (another scheme, `javascript:`) refused.
 */
export function externalUrl(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `http://${trimmed.replace(/^\/+/, '')}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
