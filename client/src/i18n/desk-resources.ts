import en from './locales/desk/en.json';
import es from './locales/desk/es.json';
import fr from './locales/desk/fr.json';
import pt from './locales/desk/pt.json';
import type { Language } from './languages.ts';

/**
 * Texts of the staff desk (namespace `desk`: the desk's product tabs and today at a glance, the
 * desk cart's payment step, the finalized order and its receipt). Bundled with the desk screens,
 * not with the start-up code: see `desk-i18n.ts`. keys.test.ts checks the four languages.
 */
export type DeskMessages = typeof pt;

export const deskMessages: Record<Language, DeskMessages> = { pt, en, es, fr };
