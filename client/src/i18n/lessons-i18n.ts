import { useTranslation } from 'react-i18next';
import { loadTexts } from './i18n.ts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages.ts';
import { lessonsMessages } from './lessons-resources.ts';

// Evaluated when the lesson scheduling screen loads: its texts download in the visitor's language
// alongside it (i18n.ts).
loadTexts('lessons', lessonsMessages);

/** The `lessons` namespace's `t`, and the site language days and times are written in. */
export function useLessonsTranslation() {
  const translation = useTranslation('lessons');
  const language: Language = isLanguage(translation.i18n.language) ? translation.i18n.language : DEFAULT_LANGUAGE;
  return { ...translation, language };
}
