import type pt from './locales/account/pt.json';
import type { TextSources } from './text-sources.ts';

/**
 * Texts of the account screens (namespace `account`). They load with the account screens, in the
 * visitor's language, not with the start-up code: see `account-i18n.ts`. keys.test.ts checks that
 * the four languages are complete.
 */
export type AccountMessages = typeof pt;

export const accountMessages: TextSources<AccountMessages> = {
  pt: () => import('./locales/account/pt.json'),
  en: () => import('./locales/account/en.json'),
  es: () => import('./locales/account/es.json'),
  fr: () => import('./locales/account/fr.json'),
};
