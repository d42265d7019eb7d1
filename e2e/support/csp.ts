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
  /**
   * A page the server rendered goes live when its scripts have arrived, after it has painted
   * (client/public/first-screen.js). A walk acts as a visitor who has the live page: `goto` and
   * `reload` (waiting for the load, as by default) also wait for that, so a step is never lost to
   * the moment the page is taken over. What shows before it is the first-paint spec's subject.
   */
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const live = async (waitUntil: string | undefined) => {
      if (waitUntil !== undefined && waitUntil !== 'load') return;
      await page.waitForFunction(() => document.getElementById('root')?.hasAttribute('data-server-rendered') !== true);
    };
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await live(options?.waitUntil);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await live(options?.waitUntil);
      return response;
    };
    await use(page);
  },
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
