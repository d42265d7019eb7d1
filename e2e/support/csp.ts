import { test as base, expect } from '@playwright/test';

/** Chromium's own console line for a blocked load, and the line the page script below writes. */
const VIOLATION = /Content Security Policy|securitypolicyviolation/i;

/**
 * Playwright's `test` with one automatic check: no page of the test broke the site's
 * Content-Security-Policy. Chromium reports each blocked script, style, frame or connection on the
 * console; a listener in every page reports the `securitypolicyviolation` events too (they also
 * cover what the console may word differently). A test with a violation fails after its own steps.
 */
export const test = base.extend<{ contentSecurityPolicy: void }>({
  contentSecurityPolicy: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          // axe-core, which the accessibility checks inject, tries eval and falls back without it:
          // an eval from a script that is not one of the site's own files is the test's, not the site's.
          if (event.blockedURI === 'eval' && !event.sourceFile.startsWith(location.origin)) return;
          console.error(`securitypolicyviolation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} from ${event.sourceFile || 'the page'} in ${event.documentURI}`);
        });
      });
      context.on('console', (message) => {
        if (VIOLATION.test(message.text())) violations.push(message.text());
      });
      await use();
      expect(violations, 'Content-Security-Policy violations in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
