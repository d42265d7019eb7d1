import type { ErrorCode } from '@estancia/validation';
import errorsEn from '@estancia/validation/messages/en.json';
import errorsEs from '@estancia/validation/messages/es.json';
import errorsFr from '@estancia/validation/messages/fr.json';
import errorsPt from '@estancia/validation/messages/pt.json';
import en from './locales/account/en.json';
import es from './locales/account/es.json';
import fr from './locales/account/fr.json';
import pt from './locales/account/pt.json';
import type { Language } from './languages.ts';

/**
 * Texts of the account screens (namespace `account`) and the shared error catalogue (namespace
 * `errors`, the texts of the codes that forms and the gateway report). They are bundled with the
 * account screens, not with the start-up code: see `account-i18n.ts`. keys.test.ts checks that the
 * four languages of both are complete.
 */
export type AccountMessages = typeof pt;
export type ErrorMessages = Record<ErrorCode, string>;

export const accountMessages: Record<Language, AccountMessages> = { pt, en, es, fr };
// The catalogue's JSON files directly, not the package's index: that would bring zod along to
// screens that show error texts without validating anything (the purchase history).
export const errorMessages: Record<Language, ErrorMessages> = { pt: errorsPt, en: errorsEn, es: errorsEs, fr: errorsFr };
