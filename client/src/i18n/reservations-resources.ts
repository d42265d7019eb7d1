import en from './locales/reservations/en.json';
import es from './locales/reservations/es.json';
import fr from './locales/reservations/fr.json';
import pt from './locales/reservations/pt.json';
import type { Language } from './languages.ts';

/**
 * Texts of timed reservations (namespace `reservations`: the service, wellness and entrance lists,
 * the service screen with its calendar and slots, the header's cart panel, hold alerts and the
 * reservation cart). Bundled with those screens, not with the start-up code: see
 * `reservations-i18n.ts`. keys.test.ts checks that the four languages are complete.
 */
export type ReservationsMessages = typeof pt;

export const reservationsMessages: Record<Language, ReservationsMessages> = { pt, en, es, fr };
