import { parse } from 'cookie';
import { type LanguageCode } from '@estancia/resort-contract';
import { SITE_LANGUAGES } from './site-addresses.ts';

/**
 * What a visitor chose in their browser and the website keeps in a cookie too, so that the server
 * paints the page they will see (client/src/components/layout/cookie-consent.ts and
 * client/src/i18n/languages.ts write them, each next to the same choice in local storage).
 */
export const CONSENT_COOKIE = 'cookie-consent';
export const LANGUAGE_COOKIE = 'lang';

export type CookieConsent = 'all' | 'necessary';

function cookies(header: string | null | undefined): Record<string, string | undefined> {
  if (!header) return {};
  try {
    return parse(header);
  } catch {
    return {};
  }
}

/** The cookie choice (spec 000 §1 "cookie consent banner"), or null when none was made. */
export function cookieConsentOf(header: string | null | undefined): CookieConsent | null {
  const value = cookies(header)[CONSENT_COOKIE];
  return value === 'all' || value === 'necessary' ? value : null;
}

/** The language the visitor reads in (spec 000 §4), or null when the cookie names no site language. */
export function languageCookieOf(header: string | null | undefined): LanguageCode | null {
  const value = cookies(header)[LANGUAGE_COOKIE]?.trim().toLowerCase();
  return SITE_LANGUAGES.find((code) => code === value) ?? null;
}
