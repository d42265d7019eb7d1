import en from './locales/content/en.json';
import es from './locales/content/es.json';
import fr from './locales/content/fr.json';
import pt from './locales/content/pt.json';
import type { Language } from './languages.ts';

/**
 * Texts of the content pages (namespace `content`: pages, news, press, galleries, the 404 page).
 * They are bundled with the content route, not with the start-up code: see `content-i18n.ts`.
 * keys.test.ts checks that the four languages are complete.
 */
export type ContentMessages = typeof pt;

export const contentMessages: Record<Language, ContentMessages> = { pt, en, es, fr };
