import type { Page } from '@playwright/test';

/**
 * Waits until the page the server rendered has been taken over by the website's scripts
 * (client/src/main.tsx removes the marker), so what the test does next is seen by the live page.
 */
export async function untilLive(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getElementById('root')?.hasAttribute('data-server-rendered') === false);
}

/**
 * Puts the page on the site's origin without loading the website: its robots.txt, plain text with
 * no scripts. For a test that stores something in the browser (local storage) before its first
 * page: no page of the site has to load, go live and be left for it.
 */
export async function atOrigin(page: Page): Promise<void> {
  await page.goto('/robots.txt');
}
