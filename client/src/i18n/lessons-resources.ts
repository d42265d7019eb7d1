import type pt from './locales/lessons/pt.json';
import { textSources } from './text-sources.ts';

/**
 * Texts of the lesson scheduling screen (namespace `lessons`, spec 001 §2.7: the order's lessons,
 * the calendar, the time slots, the student or guardian form, the bookings and the cancel dialog).
 * They load with that screen, in the visitor's language, not with the start-up code: see `lessons-i18n.ts`. keys.test.ts
 * checks that the four languages are complete.
 */
export type LessonsMessages = typeof pt;

export const lessonsMessages = textSources<LessonsMessages>(import.meta.glob('./locales/lessons/*.json'));
