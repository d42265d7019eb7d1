import type pt from './locales/reservations/pt.json';
import { textSources } from './text-sources.ts';

/**
 * Texts of timed reservations (namespace `reservations`: the service, wellness and entrance lists,
 * the service screen with its calendar and slots, the header's cart panel, hold alerts and the
 * reservation cart). They load with those screens, in the visitor's language, not with the start-up code: see
 * `reservations-i18n.ts`. keys.test.ts checks that the four languages are complete.
 */
export type ReservationsMessages = typeof pt;

export const reservationsMessages = textSources<ReservationsMessages>(import.meta.glob('./locales/reservations/*.json'));
