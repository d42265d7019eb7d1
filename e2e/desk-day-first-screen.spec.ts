import { type Page, type Request } from '@playwright/test';
import { expect, test } from './support/csp.ts';
import { SEEDED, signIn } from './support/accounts.ts';
import { dismissCampaignPopup } from './support/campaign.ts';
import { sellAtDesk, type DeskSale } from './support/desk-day-data.ts';
import { ddt } from './support/desk-data.ts';
import { lisbonDay, SERVICES, slots } from './support/reservations-data.ts';

/**
 * /desk/day's first screen: the server paints it with the clerk's data (the day's slots and their
 * bookings), readable before any script runs, and the browser takes that markup over without a
 * GraphQL request; at the desk's screen widths the check-in panel stands beside the bookings list,
 * never over it.
 */

test.beforeEach(({ page }) => dismissCampaignPopup(page));

const DAY = lisbonDay(1);

/** The GraphQL requests a page makes over HTTP from now on (the live list's socket is not one). */
function graphqlRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') requests.push(request);
  });
  return requests;
}

/** A clerk signed in (the session cookie in the page's jar) with a sale of tomorrow's first thermal circuit slot, seeded through the API. */
async function clerkWithSale(page: Page): Promise<DeskSale> {
  await signIn(page, SEEDED.staff.email, SEEDED.staff.password);
  await page.goto(`/reservation/service/${SERVICES.thermalCircuit.id}?date=${DAY}`);
  const slotId = await slots(page).first().getAttribute('data-slot-id');
  if (!slotId) throw new Error('no slot to sell');
  return sellAtDesk(page, { slotId, seats: 1, date: DAY, name: 'Rita Primeira' });
}

test("the desk's day comes painted from the server with the clerk's bookings, readable without scripts, and comes alive without asking for data", async ({ browser, page }) => {
  const sale = await clerkWithSale(page);
  const address = `/desk/day?date=${DAY}`;

  // Without JavaScript (a slow counter computer still loading the scripts) the day is there.
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  const still = await withoutScripts.newPage();
  const painted = await still.goto(address);
  expect(painted?.headers()['cache-control']).toBe('private, no-store');
  await expect(still.getByRole('heading', { level: 1, name: ddt('pt', 'day.title') })).toBeVisible();
  await expect(still.locator(`tr[data-order="${sale.number}"]`)).toBeVisible();
  await expect(still.getByRole('region', { name: ddt('pt', 'checkIn.title') })).toBeVisible();
  await withoutScripts.close();

  // With scripts: the server's markup is taken over, with no GraphQL request (data, or a mismatch report).
  const graphql = graphqlRequests(page);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  const response = await page.goto(address);
  expect(await response?.text()).toContain('data-server-rendered="pt"');
  await expect(page.locator(`tr[data-order="${sale.number}"]`)).toBeVisible();
  expect(graphql).toHaveLength(0);
  expect(problems).toEqual([]);
});

test('at 1024, 1280 and 1440 px wide the check-in panel and the day chooser stand in their column beside the bookings list, not over it', async ({ page }) => {
  await clerkWithSale(page);
  for (const width of [1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/desk/day?date=${DAY}`);
    // The list's region is named by its day written in full: found by its heading's id instead.
    const list = await page.locator('section[aria-labelledby="desk-day-list"]').boundingBox();
    const checkIn = await page.getByRole('region', { name: ddt('pt', 'checkIn.title') }).boundingBox();
    const chooser = await page.getByRole('region', { name: ddt('pt', 'day.chooseDay') }).boundingBox();
    if (!list || !checkIn || !chooser) throw new Error(`a box is missing at ${width} px`);
    for (const [name, panel] of [['check-in panel', checkIn], ['day chooser', chooser]] as const) {
      // Side by side, with the layout's gap (1.5rem) between the panel and the list.
      expect(list.x - (panel.x + panel.width), `${name} to the list at ${width} px`).toBeGreaterThanOrEqual(24);
      expect(panel.y, `${name} beside the list at ${width} px`).toBeLessThan(list.y + list.height);
    }
    expect(list.x + list.width, `list's right edge at ${width} px`).toBeLessThanOrEqual(width);
    // What each panel holds stays inside it (the calendar's month, the slot choice), and the page does not scroll sideways.
    const overflowing = await page.evaluate(() =>
      [...document.querySelectorAll('section[aria-labelledby="desk-check-in"], section[aria-labelledby="desk-day-chooser"]')]
        .filter((panel) => panel.scrollWidth > panel.clientWidth || [...panel.querySelectorAll('*')].some((inner) => inner.getBoundingClientRect().right > panel.getBoundingClientRect().right))
        .map((panel) => panel.getAttribute('aria-labelledby')),
    );
    expect(overflowing, `panels whose content overflows at ${width} px`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
});
