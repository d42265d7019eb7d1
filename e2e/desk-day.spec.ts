import { errorMessage } from '@estancia/validation';
import { type Locator } from '@playwright/test';
import { expect, test } from './support/csp.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { at, registerAccount, SEEDED, signIn } from './support/accounts.ts';
import { dismissCampaignPopup } from './support/campaign.ts';
import { tabTo } from './support/keyboard.ts';
import { accountNumber, sellAtDesk } from './support/desk-day-data.ts';
import { ddt, dt } from './support/desk-data.ts';
import { untilLive } from './support/live-page.ts';
import { lisbonDay, rt, SERVICES, slots } from './support/reservations-data.ts';

const seatsOf = async (slot: Locator) => Number(/\d+/.exec(await slot.getByTestId('seats').innerText())?.[0]);

test.beforeEach(({ page }) => dismissCampaignPopup(page));

test('the desk’s day by keyboard: a desk sale under its slot, checked in by its code once, a second sale refunded; a customer sees the seats come back live and the order grey in their history', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const day = lisbonDay(1);

  // A customer, in a browser of their own, has tomorrow's thermal circuit open.
  const context = await browser.newContext();
  const watcher = await context.newPage();
  await dismissCampaignPopup(watcher);
  const customer = { email: `dia-balcao-${Date.now()}@example.pt`, password: 'Reservas#2026', name: 'Clara Chegada' };
  await registerAccount(watcher, customer);
  await signIn(watcher, customer.email, customer.password);
  await watcher.goto(`/reservation/service/${SERVICES.thermalCircuit.id}?date=${day}`);
  const watched = slots(watcher).nth(1);
  const seatsBefore = await seatsOf(watched);
  let watcherLoads = 0;
  watcher.on('load', () => watcherLoads++);

  // 1. Staff sell at the desk (seeded through the desk's own mutations): a slot and an entrance
  // ticket to a walk-in customer, and two seats of the next slot to the customer's account.
  await signIn(page, SEEDED.staff.email, SEEDED.staff.password);
  const first = await sellAtDesk(page, { slotId: (await slots(watcher).nth(0).getAttribute('data-slot-id'))!, seats: 1, tickets: 1, date: day, name: 'Rui Chegada' });
  const second = await sellAtDesk(page, {
    slotId: (await watched.getAttribute('data-slot-id'))!,
    seats: 2,
    date: day,
    name: customer.name,
    customerId: await accountNumber(customer.email, customer.password),
  });
  await expect(watched.getByTestId('seats')).toHaveText(rt('pt', 'service.seats', { count: seatsBefore - 2 }));

  // 2. /desk links to the day; tomorrow is chosen in the calendar with the arrow keys.
  await page.goto('/desk');
  await tabTo(page, page.getByRole('link', { name: dt('pt', 'day.link') }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/desk\/day$/);
  await expect(page.getByRole('heading', { level: 1, name: ddt('pt', 'day.title') })).toBeVisible();
  await tabTo(page, page.getByRole('grid').locator('button[tabindex="0"]'));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/desk/day\\?date=${day}$`));
  const firstSlot = page.getByTestId('desk-slot').filter({ has: page.locator(`tr[data-order="${first.number}"]`) });
  await expect(firstSlot).toHaveCount(1);
  const firstRow = firstSlot.locator(`tr[data-order="${first.number}"]`);
  await expect(firstSlot.getByRole('heading', { level: 4 })).toHaveText(/^10h00 – /);
  await expect(firstSlot).toHaveAccessibleName(new RegExp(`^${SERVICES.thermalCircuit.name} 10h00 – `));
  await expect(firstRow.getByRole('cell').nth(2)).toHaveText(ddt('pt', 'day.origins.DESK'));
  await expect(firstRow.getByTestId('arrival')).toHaveText(ddt('pt', 'day.notArrived'));
  await expect(page.getByTestId('desk-entrance').locator(`tr[data-order="${first.number}"]`)).toHaveCount(1);
  await expectNoAxeViolations(page);

  // 3. Check-in by the receipt's code, typed (as a USB scanner types it) and Enter.
  // The form stands before the calendar, where the focus is.
  await tabTo(page, page.getByLabel(ddt('pt', 'checkIn.code')), { back: true });
  await page.keyboard.type(first.code);
  await page.keyboard.press('Enter');
  const outcome = page.getByTestId('check-in-outcome');
  await expect(outcome).toHaveText(ddt('pt', 'checkIn.done', { customer: 'Rui Chegada', number: first.number, quantity: 2 }));
  await expect(firstRow.getByTestId('arrival')).toHaveText(/\d\d:\d\d/);
  const time = /(\d\d:\d\d)/.exec(await firstRow.getByTestId('arrival').innerText())?.[1] ?? '';
  await expect(firstRow.getByTestId('arrival')).toHaveText(ddt('pt', 'day.arrived', { time, clerk: SEEDED.staff.name }));

  // 4. Again: already checked in, when and by whom; the code stays selected for the next scan.
  await expect(page.getByLabel(ddt('pt', 'checkIn.code'))).toBeFocused();
  await page.keyboard.type(first.code);
  await page.keyboard.press('Enter');
  await expect(outcome).toHaveText(errorMessage('ALREADY_CHECKED_IN', 'pt', { time, clerk: SEEDED.staff.name }));

  // 5. Refund the second sale, with its reason, in the dialog.
  await tabTo(page, page.getByRole('button', { name: ddt('pt', 'day.refundOrder', { number: second.number }) }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: ddt('pt', 'refund.title', { number: second.number }) });
  await expect(dialog.getByLabel(ddt('pt', 'refund.reason'))).toBeFocused();
  await page.keyboard.type('A cliente não pode vir.');
  await tabTo(page, dialog.getByRole('button', { name: ddt('pt', 'refund.submit'), exact: true }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: ddt('pt', 'refund.done', { number: second.number }) })).toBeVisible();
  const secondRow = page.locator(`tr[data-order="${second.number}"]`);
  await expect(secondRow.locator('[data-status="REFUNDED"]')).toHaveText(at('pt', 'orders.statuses.REFUNDED'));
  await expect(secondRow.getByRole('button')).toHaveCount(0);

  // 6. The customer's open listing gets the two seats back, with no reload.
  await expect(watched.getByTestId('seats')).toHaveText(rt('pt', 'service.seats', { count: seatsBefore }));
  expect(watcherLoads).toBe(0);

  // 7. The refunded order is grey "refunded" in the customer's purchase history.
  await watcher.goto('/client/order');
  const badge = watcher.getByRole('table', { name: at('pt', 'orders.caption') }).locator('tr', { hasText: second.number }).locator('[data-status="REFUNDED"]');
  await expect(badge).toHaveText(at('pt', 'orders.statuses.REFUNDED'));
  await expect(badge).toHaveCSS('background-color', 'rgb(236, 239, 241)');
  await context.close();

  // axe on /desk/day in English too.
  await untilLive(page);
  await page.evaluate(() => window.localStorage.setItem('lang', 'en'));
  await page.goto(`/desk/day?date=${day}`);
  await expect(page.getByRole('heading', { level: 1, name: ddt('en', 'day.title') })).toBeVisible();
  await expect(page.locator(`tr[data-order="${second.number}"]`)).toHaveCount(1);
  await expectNoAxeViolations(page);
  await page.evaluate(() => window.localStorage.removeItem('lang'));
});
