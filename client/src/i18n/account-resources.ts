import type pt from './locales/account/pt.json';
import { textSources } from './text-sources.ts';

/**
 * Texts of the account screens (namespace `account`). They load with the account screens, in the
 * visitor's language, not with the start-up code: see `account-i18n.ts`. keys.test.ts checks that
 * the four languages are complete.
 */
export type AccountMessages = typeof pt;

export const accountMessages = textSources<AccountMessages>(import.meta.glob('./locales/account/*.json'));
