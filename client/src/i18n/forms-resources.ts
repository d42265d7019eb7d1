import type pt from './locales/forms/pt.json';
import { textSources } from './text-sources.ts';

/**
 * Texts of the contact and testimonial forms (namespace `forms`). They load with the forms (when a
 * visitor opens one), in the visitor's language, not with the start-up code: see `forms-i18n.ts`.
 * keys.test.ts checks that the four languages are complete.
 */
export type FormsMessages = typeof pt;

export const formsMessages = textSources<FormsMessages>(import.meta.glob('./locales/forms/*.json'));
