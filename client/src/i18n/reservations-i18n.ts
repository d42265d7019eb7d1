import { useTranslation } from 'react-i18next';
import { loadTexts } from './i18n.ts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages.ts';
import { reservationsMessages } from './reservations-resources.ts';

// Evaluated when the first reservation screen (or the header's cart panel) loads: its texts
// download in the visitor's language alongside it (i18n.ts).
loadTexts('reservations', reservationsMessages);

/** The `reservations` namespace's `t`, and the site language prices and times are written in. */
export function useReservationsTranslation() {
  const translation = useTranslation('reservations');
  const language: Language = isLanguage(translation.i18n.language) ? translation.i18n.language : DEFAULT_LANGUAGE;
  return { ...translation, language };
}
