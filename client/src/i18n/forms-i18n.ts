import { useTranslation } from 'react-i18next';
import { formsMessages } from './forms-resources.ts';
import { loadTexts } from './i18n.ts';

// Evaluated when the first form loads: its texts download in the visitor's language alongside it
// (i18n.ts). The error texts (namespace `errors`) come with account-i18n.ts, which the
// shared form fields load.
loadTexts('forms', formsMessages);

/** The `forms` namespace's `t`, for the contact and testimonial forms. */
export function useFormsTranslation() {
  return useTranslation('forms');
}
