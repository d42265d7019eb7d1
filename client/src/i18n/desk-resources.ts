import type pt from './locales/desk/pt.json';
import { textSources } from './text-sources.ts';

/**
 * Texts of the staff desk's sale screens (namespace `desk`: the desk's product tabs and today at a
 * glance, the desk cart's payment step, the finalized order and its receipt, and the link to the
 * day's screen, whose own texts are the `deskDay` namespace's: desk-day-resources.ts). They load with
 * the desk screens, in the visitor's language, not with the start-up code: see `desk-i18n.ts`.
 * keys.test.ts checks the four languages.
 */
export type DeskMessages = typeof pt;

export const deskMessages = textSources<DeskMessages>(import.meta.glob('./locales/desk/*.json'));
