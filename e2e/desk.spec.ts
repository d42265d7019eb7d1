import { type Locator } from '@playwright/test';
import { expect, test } from './support/csp.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { atOrigin } from './support/live-page.ts';
import { registerAccount, SEEDED, signIn } from './support/accounts.ts';
import { dismissCampaignPopup } from './support/campaign.ts';
import { tabTo } from './support/keyboard.ts';
import { DESK_PATHS, dt } from './support/desk-data.ts';
import { ENTRANCE_TICKET, rt, SERVICES, slots } from './support/reservations-data.ts';
import { st } from './support/shop-data.ts';

const seatsOf = async (slot: Locator) => Number(/\d+/.exec(await slot.getByTestId('seats').innerText())?.[0]);

test.beforeEach(({ page }) => dismissCampaignPopup(page));

test.describe('the staff desk', () => {
  test('staff sell a spa slot and two entrance tickets by keyboard alone, from /desk to the finalized message and home; a customer sees the seat go live', async ({ page, browser }) => {
    test.setTimeout(180_000);
    await signIn(page, SEEDED.staff.email, SEEDED.staff.password);

    // /desk: the groups as tabs, SPA open; the clock and today's next free slots at a glance.
    await page.goto('/desk');
    await expect(page.getByRole('heading', { level: 1, name: dt('pt', 'home.title') })).toBeVisible();
    await expect(page.getByRole('tab', { selected: true })).toHaveCount(1);
    await expect(page.getByRole('heading', { name: dt('pt', 'glance.nextSlots') })).toBeVisible();
    await expect(page.locator('time').first()).toHaveText(/^\d\d:\d\d$/);
    await expectNoAxeViolations(page);

    await tabTo(page, page.getByRole('link', { name: SERVICES.thermalCircuit.name, exact: true }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/desk/service/${SERVICES.thermalCircuit.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: SERVICES.thermalCircuit.name })).toBeVisible();

    // Tomorrow, chosen in the calendar with the arrow keys.
    await tabTo(page, page.getByRole('grid').locator('button[tabindex="0"]'));
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?date=\d{4}-\d\d-\d\d$/);
    const day = new URL(page.url()).searchParams.get('date') ?? '';
    await expectNoAxeViolations(page);

    // A customer, in a browser of their own, watches the same slot.
    const context = await browser.newContext();
    const watcher = await context.newPage();
    await dismissCampaignPopup(watcher);
    const customer = { email: `balcao-${Date.now()}@example.pt`, password: 'Reservas#2026', name: 'Clara Cliente' };
    await registerAccount(watcher, customer);
    await signIn(watcher, customer.email, customer.password);
    await watcher.goto(`/reservation/service/${SERVICES.thermalCircuit.id}?date=${day}`);
    const watched = slots(watcher).first();
    const before = await seatsOf(watched);
    expect(before).toBeGreaterThan(0);
    let watcherLoads = 0;
    watcher.on('load', () => watcherLoads++);

    const slot = slots(page).first();
    await expect(slot.getByTestId('seats')).toHaveText(rt('pt', 'service.seats', { count: before }));
    await tabTo(page, slot);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: rt('pt', 'service.held', { name: SERVICES.thermalCircuit.name, start: '10:00' }) })).toBeVisible();
    // spec 002 §2: the seat leaves the customer's listing live, without a reload.
    await expect(watched.getByTestId('seats')).toHaveText(rt('pt', 'service.seats', { count: before - 1 }));
    expect(watcherLoads).toBe(0);

    // Two entrance tickets from the SPA tab, then the desk cart.
    await tabTo(page, page.getByRole('link', { name: dt('pt', 'service.back') }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/desk$/);
    const add = page.getByRole('button', { name: st('pt', 'stepper.add', { name: ENTRANCE_TICKET.name }), exact: true });
    await tabTo(page, add);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('group', { name: st('pt', 'stepper.quantity', { name: ENTRANCE_TICKET.name }), exact: true }).getByTestId('quantity')).toHaveText('2');
    await tabTo(page, page.getByRole('main').getByRole('link', { name: dt('pt', 'home.goToCart') }));
    await page.keyboard.press('Enter');

    // Step 0: the order table.
    await expect(page).toHaveURL(/\/desk\/cart$/);
    const rows = page.getByRole('table').locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText(SERVICES.thermalCircuit.name);
    await expect(rows.nth(1)).toContainText(ENTRANCE_TICKET.name);
    await expectNoAxeViolations(page);
    await tabTo(page, page.getByRole('button', { name: st('pt', 'cart.next') }));
    await page.keyboard.press('Enter');

    // Step 1: the walk-in customer's billing data (the VAT number stays the final consumer's).
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(st('pt', 'cart.step.personal')) })).toBeFocused();
    await expect(page.getByLabel(st('pt', 'billing.vat'), { exact: true })).toHaveValue('999999990');
    await tabTo(page, page.getByLabel(st('pt', 'billing.name'), { exact: true }));
    await page.keyboard.type('Rui Balcão');
    await tabTo(page, page.getByLabel(st('pt', 'billing.email'), { exact: true }));
    await page.keyboard.type('rui.balcao@example.pt');
    await tabTo(page, page.getByRole('checkbox'));
    await page.keyboard.press('Space');
    await expectNoAxeViolations(page);
    await tabTo(page, page.getByRole('button', { name: st('pt', 'cart.next') }));
    await page.keyboard.press('Enter');

    // Step 2: one button, for the desk; a purchase confirmation first.
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(st('pt', 'cart.step.payment')) })).toBeFocused();
    await expectNoAxeViolations(page);
    await tabTo(page, page.getByRole('button', { name: dt('pt', 'payment.pay') }));
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: dt('pt', 'payment.confirmTitle') });
    await expect(confirm).toBeVisible();
    await tabTo(page, confirm.getByRole('button', { name: dt('pt', 'payment.confirm') }));
    await page.keyboard.press('Enter');

    // spec 002 §4: the finalized message and the receipt, then the home page after 3000 ms.
    await expect(page.getByRole('heading', { level: 2, name: dt('pt', 'receipt.finalized') })).toBeVisible();
    const receipt = page.getByTestId('desk-receipt');
    await expect(receipt).toContainText(SERVICES.thermalCircuit.name);
    await expect(receipt).toContainText(ENTRANCE_TICKET.name);
    await expect(receipt.getByRole('heading', { level: 2 })).toContainText(dt('pt', 'receipt.title'));
    await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
    // The cart is empty: no cart button in the header.
    await expect(page.getByRole('banner').getByRole('button', { name: /Carrinho/ })).toHaveCount(0);
    await expect(watched.getByTestId('seats')).toHaveText(rt('pt', 'service.seats', { count: before - 1 }));
    expect(watcherLoads).toBe(0);
    await context.close();
  });

  test('a visitor and a customer opening the desk pages land on the home page', async ({ page }) => {
    test.setTimeout(60_000);
    for (const who of ['visitor', 'customer'] as const) {
      if (who === 'customer') await signIn(page, SEEDED.customer.email, SEEDED.customer.password);
      for (const path of DESK_PATHS) {
        await page.goto(path);
        await expect(page).toHaveURL(/\/$/);
        await expect(page.getByRole('heading', { level: 1, name: dt('pt', 'home.title') })).toHaveCount(0);
      }
    }
  });

  test('the three desk routes pass axe in English', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, SEEDED.staff.email, SEEDED.staff.password);
    await atOrigin(page);
    await page.evaluate(() => window.localStorage.setItem('lang', 'en'));
    await page.goto('/desk');
    await expect(page.getByRole('heading', { level: 1, name: dt('en', 'home.title') })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: st('en', 'stepper.add', { name: ENTRANCE_TICKET.en }), exact: true }).click();
    await page.goto(`/desk/service/${SERVICES.thermalCircuit.id}`);
    await expect(page.getByRole('heading', { level: 1, name: SERVICES.thermalCircuit.en })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/desk/cart');
    await expect(page.getByRole('table')).toContainText(ENTRANCE_TICKET.en);
    await expectNoAxeViolations(page);
    await page.evaluate(() => window.localStorage.removeItem('cart'));
  });
});
