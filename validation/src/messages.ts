import type { ErrorCode } from './codes.ts';
import en from './messages/en.json' with { type: 'json' };
import es from './messages/es.json' with { type: 'json' };
import fr from './messages/fr.json' with { type: 'json' };
import pt from './messages/pt.json' with { type: 'json' };

export type MessageLanguage = 'pt' | 'en' | 'es' | 'fr';

/** The error catalogue in the four site languages (spec 000 §8, spec 001 §8, spec 002 §8). */
export const ERROR_MESSAGES: Record<MessageLanguage, Record<ErrorCode, string>> = { pt, en, es, fr };

/** The text a person reads for an error code, in their language. */
export function errorMessage(code: ErrorCode, language: MessageLanguage): string {
  return ERROR_MESSAGES[language][code];
}
