/** Where the visitor's cookie choice is kept (spec 000 §1 "cookie consent banner"). */
export const COOKIE_CONSENT_KEY = 'cookie-consent';

export type CookieConsent = 'all' | 'necessary';

export function readCookieConsent(): CookieConsent | null {
  try {
    const value = localStorage.getItem(COOKIE_CONSENT_KEY);
    return value === 'all' || value === 'necessary' ? value : null;
  } catch {
    return null;
  }
}

export function storeCookieConsent(choice: CookieConsent): void {
  try {
    localStorage.setItem(COOKIE_CONSENT_KEY, choice);
  } catch {
    // A browser that refuses storage asks again on the next visit.
  }
}
