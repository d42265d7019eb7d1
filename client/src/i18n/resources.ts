import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';
import pt from './locales/pt.json';
import type { Language } from './languages.ts';

/** The shape every language file must have: Portuguese is the reference (keys.test.ts checks the rest). */
export type Messages = typeof pt;

export const messages: Record<Language, Messages> = { pt, en, es, fr };
