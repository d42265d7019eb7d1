import { z } from 'zod';

/**
 * Site languages and their upstream ids (spec 000 §1, §3): pt is the default and the
 * fallback for every empty translation.
 */
export const LANGUAGES = [
  { code: 'pt', id: 1 },
  { code: 'en', id: 2 },
  { code: 'es', id: 3 },
  { code: 'fr', id: 4 },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export type LanguageId = (typeof LANGUAGES)[number]['id'];

export const DEFAULT_LANGUAGE: LanguageCode = 'pt';
export const DEFAULT_LANGUAGE_ID: LanguageId = 1;

export const languageCodeSchema = z.enum(['pt', 'en', 'es', 'fr']);

export function languageId(code: LanguageCode): LanguageId {
  const found = LANGUAGES.find((l) => l.code === code);
  // The enum above and LANGUAGES list the same codes, so this cannot miss.
  return found ? found.id : DEFAULT_LANGUAGE_ID;
}

/**
 * A map of translations keyed by language id ("2", "3", "4"; pt lives in the item's own fields).
 * Any field may be missing or empty: the reader falls back to pt.
 */
export function languageMap<T extends z.ZodRawShape>(fields: T) {
  return z.record(z.string().regex(/^\d+$/), z.object(fields).partial().nullable());
}
