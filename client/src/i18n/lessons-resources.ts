import en from './locales/lessons/en.json';
import es from './locales/lessons/es.json';
import fr from './locales/lessons/fr.json';
import pt from './locales/lessons/pt.json';
import type { Language } from './languages.ts';

/**
 * Texts of the lesson scheduling screen (namespace `lessons`, spec 001 §2.7: the order's lessons,
 * the calendar, the time slots, the student or guardian form, the bookings and the cancel dialog).
 * Bundled with that screen, not with the start-up code: see `lessons-i18n.ts`. keys.test.ts
 * checks that the four languages are complete.
 */
export type LessonsMessages = typeof pt;

export const lessonsMessages: Record<Language, LessonsMessages> = { pt, en, es, fr };
