import { useTranslation } from 'react-i18next';
import { i18n } from './i18n.ts';
import { LANGUAGES, DEFAULT_LANGUAGE, isLanguage, type Language } from './languages.ts';
import { deskMessages } from './desk-resources.ts';

// Evaluated when the first desk screen loads: adds its texts in all four languages, so a
// language switch needs no request.
for (const language of LANGUAGES) {
  if (!i18n.hasResourceBundle(language, 'desk')) i18n.addResourceBundle(language, 'desk', deskMessages[language]);
}

/** The `desk` namespace's `t`, and the site language prices and times are written in. */
export function useDeskTranslation() {
  const translation = useTranslation('desk');
  const language: Language = isLanguage(translation.i18n.language) ? translation.i18n.language : DEFAULT_LANGUAGE;
  return { ...translation, language };
}
