import type pt from './locales/desk-day/pt.json';
import { textSources } from './text-sources.ts';

/**
 * Texts of the desk's day (namespace `deskDay`: the day's bookings per slot and their waiting
 * lines, the check-in by the receipt's code, the refund at the counter). They load with the day's
 * screen only, not with the desk's sale screens: see `desk-day-i18n.ts`. keys.test.ts checks the four languages.
 */
export type DeskDayMessages = typeof pt;

export const deskDayMessages = textSources<DeskDayMessages>(import.meta.glob('./locales/desk-day/*.json'));
