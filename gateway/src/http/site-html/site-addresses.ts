import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from '@estancia/resort-contract';

/**
 * Every page has an address in each language: `?lang=en|es|fr`, none for pt, the default (the
 * client reads the same parameter: client/src/i18n/language-address.ts).
 */
export const LANGUAGE_PARAM = 'lang';

export const SITE_LANGUAGES: readonly LanguageCode[] = LANGUAGES.map((language) => language.code);

/** The language an address names, or null when it names none or one the site does not have. */
export function namedLanguage(params: URLSearchParams): LanguageCode | null {
  const value = params.get(LANGUAGE_PARAM)?.trim().toLowerCase();
  return SITE_LANGUAGES.find((code) => code === value) ?? null;
}

/** The language an address names; pt when it names none or one the site does not have. */
export function addressLanguage(params: URLSearchParams): LanguageCode {
  return namedLanguage(params) ?? DEFAULT_LANGUAGE;
}

/**
 * The address of the same page in the language the visitor reads in (spec 000 §4: the address
 * wins, the kept choice applies where it names none), or null when the address is already right.
 * The website's own router does the same (client/src/routes/RootLayout.tsx); the server does it
 * first, so the page comes painted in that language.
 */
export function addressInLanguage(url: URL, kept: LanguageCode | null): string | null {
  if (!kept || kept === DEFAULT_LANGUAGE || namedLanguage(url.searchParams)) return null;
  const params = new URLSearchParams(url.search);
  params.set(LANGUAGE_PARAM, kept);
  return `${url.pathname}?${params.toString()}`;
}

/** The absolute address of a path of the site in a language. */
export function siteAddress(siteUrl: string, path: string, language: LanguageCode): string {
  const base = siteUrl.replace(/\/+$/, '');
  return language === DEFAULT_LANGUAGE ? `${base}${path}` : `${base}${path}?${LANGUAGE_PARAM}=${language}`;
}

/** Open Graph's locale of each language (`og:locale`). */
export const OG_LOCALE: Record<LanguageCode, string> = { pt: 'pt_PT', en: 'en_GB', es: 'es_ES', fr: 'fr_FR' };
