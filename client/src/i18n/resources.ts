import type pt from './locales/pt.json';
import type { TextSources } from './text-sources.ts';

/** The shape every language file must have: Portuguese is the reference (keys.test.ts checks the rest). */
export type Messages = typeof pt;

/** The start-up texts (namespace `translation`: the header, footer, menus and shared labels). */
export const messages: TextSources<Messages> = {
  pt: () => import('./locales/pt.json'),
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
  fr: () => import('./locales/fr.json'),
};
