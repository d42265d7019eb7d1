import { describe, expect, it } from 'vitest';
import { localize, negotiateLanguage, requestLanguage } from './locale.ts';

describe('negotiateLanguage', () => {
  it('takes the first offered language the site has, by weight', () => {
    expect(negotiateLanguage('en')).toBe('en');
    expect(negotiateLanguage('fr-FR,fr;q=0.9')).toBe('fr');
    expect(negotiateLanguage('de;q=1, es;q=0.5, en;q=0.8')).toBe('en');
  });

  it('falls back to pt when nothing offered is a site language', () => {
    expect(negotiateLanguage(undefined)).toBe('pt');
    expect(negotiateLanguage('')).toBe('pt');
    expect(negotiateLanguage('de, it;q=0.5')).toBe('pt');
    expect(negotiateLanguage('en;q=0')).toBe('pt');
  });
});

describe('localize', () => {
  const translations = { '2': { title: 'Snow' }, '3': { title: '   ' }, '4': null };

  it('answers the translation for the language id', () => {
    expect(localize('Neve', translations, 'title', 2)).toBe('Snow');
  });

  it('falls back to the pt text when the translation is blank, null or missing', () => {
    expect(localize('Neve', translations, 'title', 3)).toBe('Neve');
    expect(localize('Neve', translations, 'title', 4)).toBe('Neve');
    expect(localize('Neve', {}, 'title', 2)).toBe('Neve');
  });

  it('answers the pt text for pt whatever the map says', () => {
    expect(localize('Neve', { '1': { title: 'other' } }, 'title', 1)).toBe('Neve');
  });
});

describe('requestLanguage', () => {
  it('takes ?lang= from the address when it names a language of the site, else Accept-Language', () => {
    expect(requestLanguage('/graphql?operationName=Q&lang=fr', 'pt-PT,pt;q=0.9')).toBe('fr');
    expect(requestLanguage('http://gateway/graphql?lang=EN', null)).toBe('en');
    expect(requestLanguage('/graphql?lang=de', 'es')).toBe('es');
    expect(requestLanguage('/graphql', 'es')).toBe('es');
    expect(requestLanguage(undefined, undefined)).toBe('pt');
  });
});
