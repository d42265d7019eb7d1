import type { Page } from '@playwright/test';
import { expect, test } from './support/csp.ts';
import { SEEDED, signIn } from './support/accounts.ts';
import { dismissCampaignPopup } from './support/campaign.ts';
import { t } from './support/locales.ts';
import { startOwnStack, type OwnStack } from './support/own-stack.ts';

/** Short, so the test waits little for cached answers to go past fresh into the stale window. */
const FRESH_SECONDS = 2;
/** The public pages a visitor keeps reading while resort-api is down (issue: stale-if-error). */
const PUBLIC_PAGES = ['/', '/regulamento-interno', '/store'];

let stack: OwnStack;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  stack = await startOwnStack({ PUBLIC_CACHE_SECONDS: String(FRESH_SECONDS), STALE_IF_ERROR_SECONDS: '600' });
});
test.afterAll(async () => {
  await stack?.close();
});
test.beforeEach(({ page }) => dismissCampaignPopup(page));

/** What a visitor reads on the page: the main landmark's text, once everything it asked for came. */
async function mainText(page: Page): Promise<string> {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  return main.innerText();
}

test('with resort-api stopped, visitors keep reading the home page, a content page and the store, marked as possibly out of date; a customer’s orders are never served from the cache', async ({ browser }) => {
  test.setTimeout(90_000);
  const visitor = await browser.newPage({ baseURL: stack.baseURL });
  await dismissCampaignPopup(visitor);
  const customer = await browser.newPage({ baseURL: stack.baseURL });
  await dismissCampaignPopup(customer);

  const seen = new Map<string, string>();
  for (const path of PUBLIC_PAGES) {
    await visitor.goto(path);
    seen.set(path, await mainText(visitor));
    await expect(visitor.getByTestId('stale-notice')).toHaveCount(0);
  }
  await signIn(customer, SEEDED.customer.email, SEEDED.customer.password);
  await customer.goto('/client/order');
  const orders = customer.getByRole('main').getByRole('table');
  await expect(orders).toBeVisible();

  await stack.stopResortApi();
  try {
    // Once the answers' freshness is over (read again until it is), only the stale window keeps them.
    await expect(async () => {
      for (const path of PUBLIC_PAGES) {
        await visitor.goto(path);
        await expect(visitor.getByTestId('stale-notice')).toHaveText(t('pt', 'stale.notice'), { timeout: 2_000 });
        expect(await mainText(visitor), path).toBe(seen.get(path));
      }
    }).toPass({ timeout: FRESH_SECONDS * 1000 + 30_000 });
    // The signed-in reader's private page fails plainly instead of showing anything kept.
    await customer.reload();
    await expect(customer.getByRole('main').getByRole('alert')).toContainText(t('pt', 'error.upstreamUnavailable'));
    await expect(customer.getByRole('main').getByRole('table')).toHaveCount(0);
  } finally {
    await stack.startResortApi();
  }

  // Back to fresh answers as soon as resort-api is back.
  await visitor.goto('/store');
  expect(await mainText(visitor)).toBe(seen.get('/store'));
  await expect(visitor.getByTestId('stale-notice')).toHaveCount(0);
  await customer.reload();
  await expect(customer.getByRole('main').getByRole('table')).toBeVisible();
});
