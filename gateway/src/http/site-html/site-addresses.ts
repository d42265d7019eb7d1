import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from '@estancia/resort-contract';

/**
 * Every page has an address in each language: `?lang=en|es|fr`, none for pt, the default (the
 * client reads the same parameter: client/src/i18n/language-address.ts).
 */
export const LANGUAGE_PARAM = 'lang';

export const SITE_LANGUAGES: readonly LanguageCode[] = LANGUAGES.map((language) => language.code);

/** The language an address names; pt when it names none or one the site does not have. */
export function addressLanguage(params: URLSearchParams): LanguageCode {
  const value = params.get(LANGUAGE_PARAM)?.trim().toLowerCase();
  return SITE_LANGUAGES.find((code) => code === value) ?? DEFAULT_LANGUAGE;
}

/** The absolute address of a path of the site in a language. */
export function siteAddress(siteUrl: string, path: string, language: LanguageCode): string {
  const base = siteUrl.replace(/\/+$/, '');
  return language === DEFAULT_LANGUAGE ? `${base}${path}` : `${base}${path}?${LANGUAGE_PARAM}=${language}`;
}

/** Open Graph's locale of each language (`og:locale`). */
export const OG_LOCALE: Record<LanguageCode, string> = { pt: 'pt_PT', en: 'en_GB', es: 'es_ES', fr: 'fr_FR' };
