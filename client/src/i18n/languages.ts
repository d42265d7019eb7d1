import { choiceCookie, readCookie } from '../start/choice-cookies.ts';

/** The site languages (spec 000 §1): pt is the default and the fallback. */
export const LANGUAGES = ['pt', 'en', 'es', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'pt';

/** spec 000 §4: the site language is kept locally under the key `lang`. */
export const LANGUAGE_STORAGE_KEY = 'lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language kept in local storage, or pt. Values that are not a site language are ignored, and
 * so is a storage the browser refuses to open (privacy modes throw on access).
 */
export function readStoredLanguage(storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage()): Language {
  try {
    const raw = storage?.getItem(LANGUAGE_STORAGE_KEY);
    // Older builds of the site may have stored the value JSON-encoded ("\"en\"").
    const value = raw?.trim().replace(/^"(.*)"$/, '$1').toLowerCase();
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/**
 * Keeps the language in local storage (spec 000 §4) and in a cookie of the same name, which the
 * server reads to send an address that names no language to the one the visitor reads in.
 */
export function storeLanguage(language: Language, storage: Pick<Storage, 'setItem'> | undefined = safeLocalStorage()): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not persisted: the choice still holds for this visit.
  }
  if (typeof document !== 'undefined' && readCookie(document.cookie, LANGUAGE_STORAGE_KEY) !== language) {
    document.cookie = choiceCookie(LANGUAGE_STORAGE_KEY, language, location.protocol === 'https:');
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
