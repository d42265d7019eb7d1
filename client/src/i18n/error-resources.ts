import type { ErrorCode } from '@estancia/validation';
import type { TextSources } from './text-sources.ts';

/**
 * The shared error catalogue (namespace `errors`, the texts of the codes that forms and the gateway
 * report). A form needs it only once it has something to say, so this module itself loads on
 * demand, when the first form shows (account-i18n.ts): the catalogue is on no page's way to its
 * first paint. keys.test.ts checks that the four languages are complete.
 */
export type ErrorMessages = Record<ErrorCode, string>;

// The catalogue's JSON files directly, not the package's index: that would bring zod along to
// screens that show error texts without validating anything (the purchase history).
export const errorMessages: TextSources<ErrorMessages> = {
  pt: () => import('@estancia/validation/messages/pt.json'),
  en: () => import('@estancia/validation/messages/en.json'),
  es: () => import('@estancia/validation/messages/es.json'),
  fr: () => import('@estancia/validation/messages/fr.json'),
};
