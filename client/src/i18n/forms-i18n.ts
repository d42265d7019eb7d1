import { useTranslation } from 'react-i18next';
import { formsMessages } from './forms-resources.ts';
import { i18n } from './i18n.ts';
import { LANGUAGES } from './languages.ts';

// Evaluated when the first form loads: adds its texts in all four languages, so a language switch
// needs no request. The error texts (namespace `errors`) come with account-i18n.ts, which the
// shared form fields load.
for (const language of LANGUAGES) {
  if (!i18n.hasResourceBundle(language, 'forms')) i18n.addResourceBundle(language, 'forms', formsMessages[language]);
}

/** The `forms` namespace's `t`, for the contact and testimonial forms. */
export function useFormsTranslation() {
  return useTranslation('forms');
}
