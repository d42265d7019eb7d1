import { useTranslation } from 'react-i18next';
import { loadTexts } from './i18n.ts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages.ts';
import { deskMessages } from './desk-resources.ts';

// Evaluated when the first desk screen loads: its texts download in the visitor's language
// alongside it (i18n.ts).
loadTexts('desk', deskMessages);

/** The `desk` namespace's `t`, and the site language prices and times are written in. */
export function useDeskTranslation() {
  const translation = useTranslation('desk');
  const language: Language = isLanguage(translation.i18n.language) ? translation.i18n.language : DEFAULT_LANGUAGE;
  return { ...translation, language };
}
