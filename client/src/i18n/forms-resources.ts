import type pt from './locales/forms/pt.json';
import type { TextSources } from './text-sources.ts';

/**
 * Texts of the contact and testimonial forms (namespace `forms`). They load with the forms (when a
 * visitor opens one), in the visitor's language, not with the start-up code: see `forms-i18n.ts`.
 * keys.test.ts checks that the four languages are complete.
 */
export type FormsMessages = typeof pt;

export const formsMessages: TextSources<FormsMessages> = {
  pt: () => import('./locales/forms/pt.json'),
  en: () => import('./locales/forms/en.json'),
  es: () => import('./locales/forms/es.json'),
  fr: () => import('./locales/forms/fr.json'),
};
