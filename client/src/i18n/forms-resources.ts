import en from './locales/forms/en.json';
import es from './locales/forms/es.json';
import fr from './locales/forms/fr.json';
import pt from './locales/forms/pt.json';
import type { Language } from './languages.ts';

/**
 * Texts of the contact and testimonial forms (namespace `forms`). They are bundled with the forms,
 * which load when a visitor opens one, not with the start-up code: see `forms-i18n.ts`.
 * keys.test.ts checks that the four languages are complete.
 */
export type FormsMessages = typeof pt;

export const formsMessages: Record<Language, FormsMessages> = { pt, en, es, fr };
