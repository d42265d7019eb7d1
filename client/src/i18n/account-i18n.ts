import type { ErrorCode } from '@estancia/validation';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { accountMessages } from './account-resources.ts';
import { currentLanguage, i18n, loadTexts, textsOnDemand } from './i18n.ts';

// Evaluated when the first account screen or dialog loads: its texts download in the visitor's
// language alongside it (i18n.ts). The error catalogue is not needed to draw a form, only once it
// has something to say: it downloads when the first form shows (`useErrorText`), after the page
// (error-resources.ts).
loadTexts('account', accountMessages);
textsOnDemand('errors', async () => (await import('./error-resources.ts')).errorMessages);

/** `useErrorText` draws its form at once and its error texts when they have arrived (in an instant). */
const WITHOUT_WAITING = { useSuspense: false } as const;

/** The `account` namespace's `t`, for the account screens and dialogs. */
export function useAccountTranslation() {
  return useTranslation('account');
}

/**
 * The text a person reads for an error code (forms and the gateway's `userErrors`), in the site
 * language. The first form to show starts the catalogue's download; a component using this
 * renders again once it is here.
 */
export function useErrorText(): (code: string | undefined) => string {
  const { t } = useTranslation('errors', WITHOUT_WAITING);
  return useCallback((code) => t(toErrorCode(code)), [t]);
}

/**
 * Whether the error catalogue has arrived (the component renders again when it does). A check made
 * in the browser can fail before it has: its dialog waits for it rather than show a bare code.
 */
export function useErrorTextsReady(): boolean {
  return useTranslation('errors', WITHOUT_WAITING).ready;
}

/**
 * A known error code, or INCORRECT_REQUEST for anything else (a newer gateway's code, a typo). The
 * catalogue is the one in the site language: every language has every code (keys.test.ts), and the
 * forms that report errors have loaded it (`useErrorText`) by the time they have an answer to show.
 */
export function toErrorCode(code: string | undefined): ErrorCode {
  const catalogue: object = i18n.getResourceBundle(currentLanguage(), 'errors') ?? {};
  return code !== undefined && Object.hasOwn(catalogue, code) ? (code as ErrorCode) : 'INCORRECT_REQUEST';
}
