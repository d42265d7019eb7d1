import { useTranslation } from 'react-i18next';
import { i18n } from './i18n.ts';
import { LANGUAGES, DEFAULT_LANGUAGE, isLanguage, type Language } from './languages.ts';
import { lessonsMessages } from './lessons-resources.ts';

// Evaluated when the lesson scheduling screen loads: adds its texts in all four languages, so a
// language switch needs no request.
for (const language of LANGUAGES) {
  if (!i18n.hasResourceBundle(language, 'lessons')) i18n.addResourceBundle(language, 'lessons', lessonsMessages[language]);
}

/** The `lessons` namespace's `t`, and the site language days and times are written in. */
export function useLessonsTranslation() {
  const translation = useTranslation('lessons');
  const language: Language = isLanguage(translation.i18n.language) ? translation.i18n.language : DEFAULT_LANGUAGE;
  return { ...translation, language };
}
