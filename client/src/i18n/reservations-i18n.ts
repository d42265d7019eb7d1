import { useTranslation } from 'react-i18next';
import { i18n } from './i18n.ts';
import { LANGUAGES, DEFAULT_LANGUAGE, isLanguage, type Language } from './languages.ts';
import { reservationsMessages } from './reservations-resources.ts';

// Evaluated when the first reservation screen (or the header's cart panel) loads: adds its texts
// in all four languages, so a language switch needs no request.
for (const language of LANGUAGES) {
  if (!i18n.hasResourceBundle(language, 'reservations')) i18n.addResourceBundle(language, 'reservations', reservationsMessages[language]);
}

/** The `reservations` namespace's `t`, and the site language prices and times are written in. */
export function useReservationsTranslation() {
  const translation = useTranslation('reservations');
  const language: Language = isLanguage(translation.i18n.language) ? translation.i18n.language : DEFAULT_LANGUAGE;
  return { ...translation, language };
}
