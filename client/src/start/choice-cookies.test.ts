import { describe, expect, it } from 'vitest';
import { CHOICE_COOKIE_SECONDS, choiceCookie, readCookie } from './choice-cookies.ts';

describe('the cookies that carry a visitor’s choices to the server', () => {
  it('reads one cookie of the page’s cookies', () => {
    expect(readCookie('a=1; lang=fr; cookie-consent=all', 'lang')).toBe('fr');
    expect(readCookie('a=1;cookie-consent=necessary', 'cookie-consent')).toBe('necessary');
    expect(readCookie('xlang=fr', 'lang')).toBeNull();
    expect(readCookie('', 'lang')).toBeNull();
    expect(readCookie('lang=%E0%A4%A', 'lang')).toBeNull();
  });

  it('keeps a choice for the whole site, a year, not sent by other sites, over HTTPS only where the site is', () => {
    expect(choiceCookie('lang', 'en', true)).toBe(`lang=en; Path=/; Max-Age=${CHOICE_COOKIE_SECONDS}; SameSite=Lax; Secure`);
    expect(choiceCookie('cookie-consent', 'all', false)).not.toContain('Secure');
  });
});
