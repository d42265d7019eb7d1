import { describe, expect, it } from 'vitest';
import { addressLanguage, searchInLanguage } from './language-address.ts';

describe('language addresses', () => {
  it('reads the language an address names, and nothing else', () => {
    expect(addressLanguage('?lang=en')).toBe('en');
    expect(addressLanguage('?page=2&lang=FR')).toBe('fr');
    expect(addressLanguage('?lang=de')).toBeNull();
    expect(addressLanguage('')).toBeNull();
  });

  it('writes the same address in another language, pt without a parameter, other parameters kept', () => {
    expect(searchInLanguage('', 'en')).toBe('?lang=en');
    expect(searchInLanguage('?date=2026-12-24&lang=en', 'es')).toBe('?date=2026-12-24&lang=es');
    expect(searchInLanguage('?date=2026-12-24&lang=en', 'pt')).toBe('?date=2026-12-24');
    expect(searchInLanguage('?lang=fr', 'pt')).toBe('');
  });
});
