/**
 * The error reporting's public face: the start-up installs it, the error boundary reports through it.
 * Other features and the pages import this feature only through this file (.dependency-cruiser.cjs,
 * feature-face); what it does not export stays the feature's own.
 */
export { installGlobalErrorReporting, reportClientError } from './client-error-reporter.ts';
