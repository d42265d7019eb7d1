import { describe, expect, it } from 'vitest';
import { addressInLanguage } from './site-addresses.ts';
import { cookieConsentOf, languageCookieOf } from './visitor-choices.ts';

const at = (address: string) => new URL(address, 'https://estancia.example');

describe("a visitor's choices, read from their cookies", () => {
  it('reads the cookie choice, and nothing from a value the site never writes', () => {
    expect(cookieConsentOf('estancia_session=abc; cookie-consent=all')).toBe('all');
    expect(cookieConsentOf('cookie-consent=necessary')).toBe('necessary');
    expect(cookieConsentOf('cookie-consent=yes')).toBeNull();
    expect(cookieConsentOf('')).toBeNull();
    expect(cookieConsentOf(undefined)).toBeNull();
  });

  it('reads the language kept, a site language only', () => {
    expect(languageCookieOf('lang=fr')).toBe('fr');
    expect(languageCookieOf('lang=EN')).toBe('en');
    expect(languageCookieOf('lang=de')).toBeNull();
    expect(languageCookieOf('other=1')).toBeNull();
  });

  it('sends an address that names no language to the one kept (spec 000 §4), keeping its other parameters', () => {
    expect(addressInLanguage(at('/store'), 'fr')).toBe('/store?lang=fr');
    expect(addressInLanguage(at('/article/all?page=2'), 'en')).toBe('/article/all?page=2&lang=en');
    // One the site does not have names none.
    expect(addressInLanguage(at('/store?lang=xx'), 'es')).toBe('/store?lang=es');
  });

  it('leaves the address as it is when it names a language, or the visitor reads in pt or chose none', () => {
    expect(addressInLanguage(at('/store?lang=pt'), 'fr')).toBeNull();
    expect(addressInLanguage(at('/store?lang=en'), 'fr')).toBeNull();
    expect(addressInLanguage(at('/store'), 'pt')).toBeNull();
    expect(addressInLanguage(at('/store'), null)).toBeNull();
  });
});
