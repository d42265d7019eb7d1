import type { ErrorCode } from '@estancia/validation';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { accountMessages, errorMessages } from './account-resources.ts';
import { i18n } from './i18n.ts';
import { LANGUAGES } from './languages.ts';

// Evaluated when the first account screen or dialog loads: adds its texts in all four languages,
// so a language switch needs no request.
for (const language of LANGUAGES) {
  if (!i18n.hasResourceBundle(language, 'account')) i18n.addResourceBundle(language, 'account', accountMessages[language]);
  if (!i18n.hasResourceBundle(language, 'errors')) i18n.addResourceBundle(language, 'errors', errorMessages[language]);
}

/** The `account` namespace's `t`, for the account screens and dialogs. */
export function useAccountTranslation() {
  return useTranslation('account');
}

/** The text a person reads for an error code (forms and the gateway's `userErrors`), in the site language. */
export function useErrorText(): (code: string | undefined) => string {
  const { t } = useTranslation('errors');
  return useCallback((code) => t(toErrorCode(code)), [t]);
}

/** A known error code, or INCORRECT_REQUEST for anything else (a newer gateway's code, a typo). */
export function toErrorCode(code: string | undefined): ErrorCode {
  return code !== undefined && Object.hasOwn(errorMessages.pt, code) ? (code as ErrorCode) : 'INCORRECT_REQUEST';
}
