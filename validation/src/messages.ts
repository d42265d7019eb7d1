import type { ErrorCode } from './codes.ts';
import en from './messages/en.json' with { type: 'json' };
import es from './messages/es.json' with { type: 'json' };
import fr from './messages/fr.json' with { type: 'json' };
import pt from './messages/pt.json' with { type: 'json' };

export type MessageLanguage = 'pt' | 'en' | 'es' | 'fr';

/** The error catalogue in the four site languages (spec 000 §8, spec 001 §8, spec 002 §8). */
export const ERROR_MESSAGES: Record<MessageLanguage, Record<ErrorCode, string>> = { pt, en, es, fr };

/** A value a message names, e.g. `{ max: 3 }` for `{{max}}`. */
export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * The text a person reads for an error code, in their language. A few messages name a value
 * (`{{max}}`, the same placeholders the client's i18next fills): `params` fills them; a
 * placeholder without a value is left as written, so a missing value is visible, not blank.
 */
export function errorMessage(code: ErrorCode, language: MessageLanguage, params: MessageParams = {}): string {
  return ERROR_MESSAGES[language][code].replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}
