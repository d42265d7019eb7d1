import { choiceCookie, readCookie } from '../../start/choice-cookies.ts';

/**
 * Where the visitor's cookie choice is kept (spec 000 §1 "cookie consent banner"): in local
 * storage, and in a cookie of the same name that the server reads, so that a visitor who has
 * chosen gets pages without the banner (gateway/src/http/site-html/visitor-choices.ts).
 */
export const COOKIE_CONSENT_KEY = 'cookie-consent';

export type CookieConsent = 'all' | 'necessary';

export function isCookieConsent(value: unknown): value is CookieConsent {
  return value === 'all' || value === 'necessary';
}

const listeners = new Set<() => void>();

/** Calls `onChange` when the choice is made in this page; returns the unsubscribe. */
export function subscribeCookieConsent(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

export function readCookieConsent(): CookieConsent | null {
  try {
    const value = localStorage.getItem(COOKIE_CONSENT_KEY);
    return isCookieConsent(value) ? value : refused;
  } catch {
    return refused;
  }
}

export function storeCookieConsent(choice: CookieConsent): void {
  try {
    localStorage.setItem(COOKIE_CONSENT_KEY, choice);
  } catch {
    // A browser that refuses storage asks again on the next visit.
    refused = choice;
  }
  writeConsentCookie(choice);
  for (const listener of listeners) listener();
}

/** The choice of this page when the browser refused to store it. */
let refused: CookieConsent | null = null;

function writeConsentCookie(choice: CookieConsent): void {
  if (typeof document === 'undefined') return;
  if (readCookie(document.cookie, COOKIE_CONSENT_KEY) !== choice) document.cookie = choiceCookie(COOKIE_CONSENT_KEY, choice, location.protocol === 'https:');
}

/**
 * Gives the server the choice this browser made before it kept one in a cookie too, so the next
 * page comes without the banner. Called once as the website starts.
 */
export function keepConsentCookie(): void {
  const choice = readCookieConsent();
  if (choice) writeConsentCookie(choice);
}

/** The choice the server's render of the page knew (entry-server.tsx sets it for its render). */
let rendering: CookieConsent | null = null;

/** Sets the choice the server's render works with; null after it. */
export function renderWithConsent(choice: string | null): void {
  rendering = isCookieConsent(choice) ? choice : null;
}

/**
 * The choice as the server's render of this page saw it: in the server, the one its request
 * carried; in the browser, taking that page over, the same cookie (read now: its request sent it).
 * The banner renders from it first, so the page taken over matches the server's markup.
 */
export function consentSeenByServer(): CookieConsent | null {
  if (typeof document === 'undefined') return rendering;
  const value = readCookie(document.cookie, COOKIE_CONSENT_KEY);
  return isCookieConsent(value) ? value : null;
}
