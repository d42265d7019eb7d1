import { commitMutation, graphql } from 'relay-runtime';
import { currentLanguage } from '../../i18n/i18n.ts';
import { environmentFor } from '../../relay/environment.ts';
import type { clientErrorReporterMutation } from './__generated__/clientErrorReporterMutation.graphql';
import { ReportBudget, type ErrorSource } from './error-report.ts';

const budget = new ReportBudget();

/**
 * Reports a failure in the browser with the `reportClientError` mutation, within the page view's
 * budget (error-report.ts), with what its source knows besides (`context`). It never throws and never reports its own failure: when the gateway
 * cannot be reached the report is lost, and nothing else happens.
 */
export function reportClientError(error: unknown, source: ErrorSource, context?: Record<string, unknown>): void {
  try {
    const language = currentLanguage();
    const report = budget.take(error, source, window.location.pathname + window.location.search, language, context);
    if (!report) return;
    commitMutation<clientErrorReporterMutation>(environmentFor(language), {
      mutation: graphql`
        mutation clientErrorReporterMutation($input: ReportClientErrorInput!) {
          reportClientError(input: $input) {
            recorded
          }
        }
      `,
      variables: { input: report },
      onError: () => undefined,
    });
  } catch {
    // Reporting is best effort: the page goes on whatever happens here.
  }
}

let installed = false;

/**
 * Reports uncaught errors and unhandled promise rejections of the page (window `error` and
 * `unhandledrejection`). Errors of scripts from other origins arrive without details ("Script
 * error.") and are left out: there is nothing in them to act on.
 */
export function installGlobalErrorReporting(): void {
  if (installed) return;
  installed = true;
  window.addEventListener('error', (event) => {
    if (!event.error && /^script error\.?$/i.test(event.message)) return;
    reportClientError(event.error ?? event.message, 'window');
  });
  window.addEventListener('unhandledrejection', (event) => {
    reportClientError(event.reason, 'promise');
  });
}
