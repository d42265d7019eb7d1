import type pt from './locales/content/pt.json';
import { textSources } from './text-sources.ts';

/**
 * Texts of the content pages (namespace `content`: pages, news, press, galleries, the 404 page).
 * They load with the content route, in the visitor's language, not with the start-up code: see
 * `content-i18n.ts`. keys.test.ts checks that the four languages are complete.
 */
export type ContentMessages = typeof pt;

export const contentMessages = textSources<ContentMessages>(import.meta.glob('./locales/content/*.json'));
