/** Where the visitor's cookie choice is kept (spec 000 §1 "cookie consent banner"). */
export const COOKIE_CONSENT_KEY = 'cookie-consent';

export type CookieConsent = 'all' | 'necessary';

const listeners = new Set<() => void>();

/** Calls `onChange` when the choice is made in this page; returns the unsubscribe. */
export function subscribeCookieConsent(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

export function readCookieConsent(): CookieConsent | null {
  try {
    const value = localStorage.getItem(COOKIE_CONSENT_KEY);
    return value === 'all' || value === 'necessary' ? value : refused;
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
  for (const listener of listeners) listener();
}

/** The choice of this page when the browser refused to store it. */
let refused: CookieConsent | null = null;
