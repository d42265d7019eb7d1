import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, readStoredLanguage, storeLanguage, type Language } from './languages.ts';
import { initialLanguage } from './language-address.ts';
import { messages } from './resources.ts';

/**
 * The site's i18next instance. All four languages are bundled (a few KB): switching needs no request.
 * Texts that come from the server (menu, banners) are localized by the gateway instead, from the
 * `accept-language` header the Relay network sends (see relay/network.ts).
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: Object.fromEntries(LANGUAGES.map((language) => [language, { translation: messages[language] }])),
  lng: initialLanguage(readStoredLanguage()),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
  showSupportNotice: false,
});

function reflect(language: string): void {
  if (!isLanguage(language)) return;
  storeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

i18n.on('languageChanged', reflect);
reflect(i18n.language);

/** The language the site shows now. */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** Switches the interface texts, `<html lang>` and the stored `lang`. Server texts follow on revalidation. */
export async function changeLanguage(language: Language): Promise<void> {
  if (language !== currentLanguage()) await i18n.changeLanguage(language);
}
