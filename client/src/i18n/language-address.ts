import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages.ts';

/**
 * Every page has an address in each language: `?lang=en|es|fr`, and no parameter for pt (the
 * default). The address wins over the language kept in local storage (spec 000 §4), which applies
 * only where the address names none; search engines index each language at its own address.
 */
export const LANGUAGE_PARAM = 'lang';

/** The language an address names, or null when it names none (or one the site does not have). */
export function addressLanguage(search: string): Language | null {
  const value = new URLSearchParams(search).get(LANGUAGE_PARAM)?.trim().toLowerCase();
  return isLanguage(value) ? value : null;
}

/** The same address's query string in another language (the other parameters kept, in order). */
export function searchInLanguage(search: string, language: Language): string {
  const params = new URLSearchParams(search);
  if (language === DEFAULT_LANGUAGE) params.delete(LANGUAGE_PARAM);
  else params.set(LANGUAGE_PARAM, language);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The language of the page the browser opened: its address, else the stored choice. */
export function initialLanguage(stored: Language): Language {
  return (typeof location === 'undefined' ? null : addressLanguage(location.search)) ?? stored;
}
