import { useTranslation } from 'react-i18next';
import { deskDayMessages } from './desk-day-resources.ts';
import { loadTexts } from './i18n.ts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages.ts';

// Evaluated when the desk's day screen loads: its texts download in the visitor's language
// alongside it (i18n.ts), and the desk's sale screens never download them.
loadTexts('deskDay', deskDayMessages);

/** The `deskDay` namespace's `t`, and the site language days and times are written in. */
export function useDeskDayTranslation() {
  const translation = useTranslation('deskDay');
  const language: Language = isLanguage(translation.i18n.language) ? translation.i18n.language : DEFAULT_LANGUAGE;
  return { ...translation, language };
}
