/**
 * The cookies that carry a visitor's choices to the server (the language, the cookie choice), kept
 * beside the same choices in local storage so that the server paints the page the visitor will see
 * (gateway/src/http/site-html/visitor-choices.ts reads them). They hold a word each, nothing
 * personal, and are written by the page itself: readable by its scripts, sent to this site only.
 */

/** A year: as long as the choice in local storage, which does not expire. */
export const CHOICE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

/** The value of cookie `name` in a `document.cookie` string, or null. */
export function readCookie(cookies: string, name: string): string | null {
  for (const pair of cookies.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(at + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/** The `document.cookie` assignment that keeps one choice for the whole site. */
export function choiceCookie(name: string, value: string, secure: boolean): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${CHOICE_COOKIE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
