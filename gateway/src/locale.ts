import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode, type LanguageId } from '@estancia/resort-contract';

/** The schema's `Locale` enum values. */
export type LocaleEnum = 'PT' | 'EN' | 'ES' | 'FR';

export function localeToCode(locale: LocaleEnum): LanguageCode {
  return locale.toLowerCase() as LanguageCode;
}

export function codeToLocale(code: LanguageCode): LocaleEnum {
  return code.toUpperCase() as LocaleEnum;
}

export function languageIdOf(code: LanguageCode): LanguageId {
  return LANGUAGES.find((l) => l.code === code)?.id ?? 1;
}

/**
 * The request's language from its `Accept-Language` header (the client sends the language kept
 * under `lang`, spec 000 §4): the first offered language the site has, else pt.
 */
export function negotiateLanguage(header: string | null | undefined): LanguageCode {
  if (!header) return DEFAULT_LANGUAGE;
  const offered = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase().split('-')[0] ?? '', q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((o) => o.tag && Number.isFinite(o.q) && o.q > 0)
    .sort((a, b) => b.q - a.q);
  const match = offered.find((o) => LANGUAGES.some((l) => l.code === o.tag));
  return (match?.tag as LanguageCode | undefined) ?? DEFAULT_LANGUAGE;
}

/**
 * The language of a GraphQL request: `?lang=` in its address when it names one the site has (the
 * website puts it there on its GET reads, so a browser's or a CDN's cache keeps each language at
 * its own address), else the `Accept-Language` header.
 */
export function requestLanguage(url: string | undefined, acceptLanguage: string | null | undefined): LanguageCode {
  const query = url?.indexOf('?') ?? -1;
  // Most addresses name no language: only those that do pay for parsing the query.
  if (url && query >= 0 && url.includes('lang=', query)) {
    const named = new URLSearchParams(url.slice(query + 1)).get('lang')?.toLowerCase();
    const language = LANGUAGES.find((l) => l.code === named);
    if (language) return language.code;
  }
  return negotiateLanguage(acceptLanguage);
}

/**
 * A localized text: the translation for `languageId` from the upstream `language` map, or the pt
 * text when that translation is missing or blank (design: "an empty translation falls back to pt").
 */
export function localize<K extends string>(
  ptText: string,
  translations: Record<string, Partial<Record<K, string>> | null | undefined>,
  field: K,
  languageId: LanguageId,
): string {
  if (languageId === 1) return ptText;
  const translated = translations[String(languageId)]?.[field];
  return translated && translated.trim() !== '' ? translated : ptText;
}
