import type { Page } from '@playwright/test';

/**
 * Waits until the page the server rendered has been taken over by the website's scripts
 * (client/src/main.tsx removes the marker), so what the test does next is seen by the live page.
 */
export async function untilLive(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getElementById('root')?.hasAttribute('data-server-rendered') === false);
}
