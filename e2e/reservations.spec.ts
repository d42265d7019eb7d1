import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/csp.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { accountMenuButton, alertDialog, at, registerAccount, signIn } from './support/accounts.ts';
import { dismissCampaignPopup } from './support/campaign.ts';
import { atOrigin } from './support/live-page.ts';
import { t } from './support/locales.ts';
import { cartButton, DEFAULT_TIMER, ENTRANCE_TICKET, lisbonDay, rt, SERVICES, setTimerSettings, slots, slotsOfPeriod, type Language } from './support/reservations-data.ts';
import { st } from './support/shop-data.ts';
import { HOLD_CHANNEL_OPERATIONS, watchSubscriptions } from './support/subscriptions.ts';


/**
 * Counts the page's loads: every `visit` is one the test asked for; any other load is the site
 * reloading itself, which timed reservations never do (the old site reloaded on every channel event).
 */
function loadCounter(page: Page) {
  let loads = 0;
  let asked = 0;
  page.on('load', () => loads++);
  return {
    visit: async (path: string) => {
      asked++;
      await page.goto(path);
    },
    reloadsBySite: () => loads - asked,
  };
}

const DAY = lisbonDay(1);
const servicePath = (id: number) => `/reservation/service/${id}?date=${DAY}`;
const seatsText = (language: Language, count: number) => rt(language, 'service.seats', { count });

test.beforeEach(({ page }) => dismissCampaignPopup(page));
test.afterAll(() => setTimerSettings(DEFAULT_TIMER));

test.describe('reservations as a visitor', () => {
  test('lists, a service with its calendar and slots, entrance tickets and the cart pass axe in pt and en; a slot asks to log in', async ({ page }) => {
    test.setTimeout(120_000);
    await atOrigin(page);
    for (const language of ['pt', 'en'] as const) {
      await page.evaluate((lang) => window.localStorage.setItem('lang', lang), language);

      await page.goto('/reservation/service');
      await expect(page.getByRole('heading', { level: 1, name: rt(language, 'services.title') })).toBeVisible();
      const date = page.getByLabel(rt(language, 'services.date'), { exact: true });
      await expect(date).toHaveAttribute('min', lisbonDay(0));
      await date.fill(DAY);
      await expect(page).toHaveURL(new RegExp(`date=${DAY}`));
      await expect(page.getByRole('link', { name: language === 'pt' ? SERVICES.thermalCircuit.name : SERVICES.thermalCircuit.en, exact: true })).toHaveAttribute('href', servicePath(SERVICES.thermalCircuit.id));
      await expectNoAxeViolations(page);

      await page.goto('/reservation/wellness');
      await expect(page.getByRole('heading', { level: 1, name: rt(language, 'wellness.title') })).toBeVisible();
      await expect(page.getByRole('link', { name: rt(language, 'wellness.bookLabel', { name: language === 'pt' ? SERVICES.relaxingMassage.name : SERVICES.relaxingMassage.en }) })).toBeVisible();
      await expectNoAxeViolations(page);

      // spec 002 §2: WEL slots in a morning and an afternoon row.
      await page.goto(servicePath(SERVICES.relaxingMassage.id));
      await expect(slotsOfPeriod(page, 'morning').first()).toBeVisible();
      await expect(slotsOfPeriod(page, 'afternoon').first()).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: rt(language, 'service.afternoon') })).toBeVisible();

      await page.goto(servicePath(SERVICES.thermalCircuit.id));
      const first = slots(page).first();
      await expect(first).toContainText(rt(language, 'service.book'));
      await expect(first).toContainText('10:00');
      await expectNoAxeViolations(page);
      // spec 002 §2, §5: a visitor's choice of a slot opens the login modal, by keyboard too.
      await first.focus();
      await page.keyboard.press('Enter');
      const login = page.getByRole('dialog', { name: at(language, 'login.title') });
      await expect(login).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(login).toBeHidden();

      await page.goto('/reservation/entrance');
      await expect(page.getByRole('heading', { level: 1, name: rt(language, 'entrance.title') })).toBeVisible();
      const name = language === 'pt' ? ENTRANCE_TICKET.name : ENTRANCE_TICKET.en;
      const add = page.getByRole('button', { name: st(language, 'stepper.add', { name }), exact: true });
      await add.click();
      await expect(page.getByRole('group', { name: st(language, 'stepper.quantity', { name }), exact: true }).getByTestId('quantity')).toHaveText('1');
      await expectNoAxeViolations(page);

      // The header's panel: the ticket's line with its unit price (spec 002 §2: two decimals, comma, euro in pt).
      const menu = cartButton(page, st(language, 'cart.menu', { count: 1 }));
      await menu.click();
      const panel = page.getByRole('region', { name: rt(language, 'panel.title') });
      await expect(panel.getByTestId('cart-line')).toContainText(name);
      if (language === 'pt') await expect(panel.getByTestId('cart-line')).toContainText(ENTRANCE_TICKET.price.replace(' ', '\u00a0'));
      await expectNoAxeViolations(page);
      await panel.getByRole('link', { name: rt(language, 'panel.goToCart') }).click();

      // The language chosen earlier stays in the address (?lang=, spec 000 §4).
      await expect(page).toHaveURL(new RegExp(`/reservation/cart${language === 'pt' ? '' : '\\?lang=en'}$`));
      await expect(page.getByRole('table')).toContainText(name);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: st(language, 'cart.next') }).click();
      await expect(page.getByRole('alert')).toContainText(st(language, 'messages.confirm_login_error'));
      await page.evaluate(() => window.localStorage.removeItem('cart'));
    }
  });
});

test.describe('reservations as a customer', () => {
  test('holds slots with a live countdown, a warning and an extension, is refused a 4th timed item, adds tickets and pays by card; another browser sees the seats drop; nothing reloads', async ({ page, browser }) => {
    test.setTimeout(240_000);
    const customer = { email: `reservas-${Date.now()}@example.pt`, password: 'Reservas#2026', name: 'Rita Reservas' };
    await registerAccount(page, customer);
    await signIn(page, customer.email, customer.password);
    // A hold lasts 63 s: its warning (60 s before the end) comes 3 s after holding, while the steps
    // below look at the hold; it is extended long before its end.
    await setTimerSettings({ ...DEFAULT_TIMER, time_count_down: 1.05 });

    const counter = loadCounter(page);
    await counter.visit(servicePath(SERVICES.thermalCircuit.id));

    // A second browser, a visitor, watches the same slot.
    const { watcher, close } = await openWatcher(browser);
    const watched = slots(watcher).first();
    const before = Number(/\d+/.exec((await watched.getByTestId('seats').innerText()) ?? '')?.[0]);
    expect(before).toBeGreaterThan(0);
    let watcherLoads = 0;
    watcher.on('load', () => watcherLoads++);

    await slots(page).first().click();
    await expect(page.getByRole('status').filter({ hasText: rt('pt', 'service.held', { name: SERVICES.thermalCircuit.name, start: '10:00' }) })).toBeVisible();
    await expect(cartButton(page, st('pt', 'cart.menu', { count: 1 }))).toBeVisible();
    // spec 002 §2: the seats change live in the other browser, without a reload.
    await expect(watched.getByTestId('seats')).toHaveText(seatsText('pt', before - 1));
    expect(watcherLoads).toBe(0);
    await close();

    // The panel's countdown ticks (mm:ss from the server's expiry).
    await cartButton(page, st('pt', 'cart.menu', { count: 1 })).click();
    const panel = page.getByRole('region', { name: rt('pt', 'panel.title') });
    const countdown = panel.getByTestId('countdown').locator('time');
    await expect(countdown).toHaveText(/^0[01]:\d\d$/);
    const first = await countdown.innerText();
    await expect(countdown).not.toHaveText(first, { timeout: 3000 });
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');

    // Holds and renewals from now on last 5 minutes.
    await setTimerSettings(DEFAULT_TIMER);
    const warning = page.getByTestId('hold-warning');
    await expect(warning).toContainText(rt('pt', 'live.warning', { name: SERVICES.thermalCircuit.name }), { timeout: 30_000 });
    // The warning speaks through a polite live region and leaves the focus where it was.
    await expect(page.getByRole('status').filter({ has: warning })).toHaveAttribute('aria-live', 'polite');
    const extend = warning.getByRole('button', { name: rt('pt', 'live.extend', { name: SERVICES.thermalCircuit.name }) });
    await expect(extend).not.toBeFocused();
    await expect(warning.getByRole('button', { name: rt('pt', 'live.dismiss') })).toBeVisible();
    await expectNoAxeViolations(page);
    // By keyboard: the extension is a button like any other.
    await extend.focus();
    await page.keyboard.press('Enter');
    await expect(warning).toBeHidden();
    await cartButton(page, st('pt', 'cart.menu', { count: 1 })).click();
    await expect(countdown).toHaveText(/^0[45]:\d\d$/);
    await page.keyboard.press('Escape');

    // A WEL afternoon slot, then a third timed item; a fourth is refused with the maximum named.
    await counter.visit(servicePath(SERVICES.relaxingMassage.id));
    // Booking works by keyboard alone: Tab reaches each slot, Enter holds it.
    await slotsOfPeriod(page, 'afternoon').first().focus();
    await page.keyboard.press('Enter');
    await expect(cartButton(page, st('pt', 'cart.menu', { count: 2 }))).toBeVisible();
    await counter.visit(servicePath(SERVICES.pilates.id));
    await slotsOfPeriod(page, 'morning').first().click();
    await expect(cartButton(page, st('pt', 'cart.menu', { count: 3 }))).toBeVisible();
    await counter.visit(servicePath(SERVICES.yoga.id));
    await slotsOfPeriod(page, 'morning').first().click();
    const refusal = alertDialog(page, rt('pt', 'errors.title'));
    await expect(refusal).toContainText(rt('pt', 'errors.TIMED_ITEM_LIMIT', { max: 3 }));
    await refusal.getByRole('button').click();
    await expect(cartButton(page, st('pt', 'cart.menu', { count: 3 }))).toBeVisible();

    // Two entrance tickets, then the cart through the header's panel.
    await counter.visit('/reservation/entrance');
    const add = page.getByRole('button', { name: st('pt', 'stepper.add', { name: ENTRANCE_TICKET.name }), exact: true });
    await add.click();
    await add.click();
    await cartButton(page, st('pt', 'cart.menu', { count: 5 })).click();
    await expect(panel.getByTestId('cart-line')).toHaveCount(4);
    await panel.getByRole('link', { name: rt('pt', 'panel.goToCart') }).click();
    await expect(page).toHaveURL(/\/reservation\/cart$/);
    const rows = page.getByRole('table').locator('tbody tr');
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(0)).toContainText(SERVICES.thermalCircuit.name);
    await expect(rows.nth(3)).toContainText(ENTRANCE_TICKET.name);
    await expectNoAxeViolations(page);
    const shownTotal = (await page.getByRole('table').locator('tfoot td').innerText()).trim();

    await page.getByRole('button', { name: st('pt', 'cart.next') }).click();
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: st('pt', 'cart.next') }).click();
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(st('pt', 'cart.step.payment')) })).toBeFocused();
    // The server's total of the order is the one the cart showed.
    await expect(page.getByText(`${rt('pt', 'cart.grandTotal')}: ${shownTotal}`)).toBeVisible();
    await expectNoAxeViolations(page);
    expect(counter.reloadsBySite()).toBe(0);

    await page.getByRole('radio', { name: st('pt', 'payment.CARD') }).check();
    await page.getByRole('button', { name: st('pt', 'payment.pay') }).click();
    // The payment sandbox stands in for the card provider's hosted page.
    await expect(page).toHaveURL(/\/sandbox\/card\//);
    await page.getByRole('button', { name: 'Aprovar pagamento' }).click();
    await expect(page).toHaveURL(/\/payment\/[\w-]+$/);
    await expect(page.getByRole('status')).toHaveText(st('pt', 'result.PAID'));
    // Sold: the timed cart is empty, the tickets left the browser cart.
    await expect(page.getByRole('banner').getByRole('button', { name: /Carrinho/ })).toHaveCount(0);
  });
});

test.describe('holds that end early', () => {
  test('a removal asks first and gives the seat back; a lapse leaves the cart with a message naming the product; the page does not reload', async ({ page }) => {
    test.setTimeout(90_000);
    const customer = { email: `lapso-${Date.now()}@example.pt`, password: 'Reservas#2026', name: 'Lia Lapso' };
    await registerAccount(page, customer);
    await signIn(page, customer.email, customer.password);
    const counter = loadCounter(page);
    await counter.visit(servicePath(SERVICES.thermalCircuit.id));

    // spec 002 §4 "Cart removal": a confirmation first, then the seat goes back at once.
    const removed = slots(page).nth(2);
    const free = Number(/\d+/.exec(await removed.getByTestId('seats').innerText())?.[0]);
    await removed.click();
    await expect(removed.getByTestId('seats')).toHaveText(seatsText('pt', free - 1));
    await cartButton(page, st('pt', 'cart.menu', { count: 1 })).click();
    await page.getByRole('region', { name: rt('pt', 'panel.title') }).getByRole('button', { name: rt('pt', 'panel.remove', { name: SERVICES.thermalCircuit.name }) }).click();
    const confirm = alertDialog(page, rt('pt', 'panel.confirmTitle'));
    await expect(confirm).toContainText(rt('pt', 'panel.confirmText', { name: SERVICES.thermalCircuit.name }));
    await confirm.getByRole('button', { name: rt('pt', 'panel.confirm') }).click();
    await expect(removed.getByTestId('seats')).toHaveText(seatsText('pt', free));
    await expect(cartButton(page, st('pt', 'cart.menu', { count: 1 }))).toHaveCount(0);

    // A hold of 6 s: held, shown and counted well within it, then left to lapse.
    await setTimerSettings({ ...DEFAULT_TIMER, time_count_down: 0.1 });
    const slot = slots(page).nth(1);
    const before = Number(/\d+/.exec(await slot.getByTestId('seats').innerText())?.[0]);
    await slot.click();
    await expect(cartButton(page, st('pt', 'cart.menu', { count: 1 }))).toBeVisible();
    await expect(slot.getByTestId('seats')).toHaveText(seatsText('pt', before - 1));
    // spec 002 §4: at 00:00 the line goes, a warning names the product; the seat comes back.
    await expect(page.getByText(rt('pt', 'live.expired', { name: SERVICES.thermalCircuit.name }))).toBeVisible({ timeout: 30_000 });
    await expect(cartButton(page, st('pt', 'cart.menu', { count: 1 }))).toHaveCount(0);
    await expect(slot.getByTestId('seats')).toHaveText(seatsText('pt', before));
    expect(counter.reloadsBySite()).toBe(0);
    await setTimerSettings(DEFAULT_TIMER);
  });
});

test.describe('the hold channel, only where it is needed', () => {
  test('a signed-in customer on the home page opens no hold channel; a visitor on the same service and day sees a seat go when the customer holds it and come back when they release it from the home page; the channel then closes; nothing reloads', async ({ page, browser }) => {
    test.setTimeout(90_000);
    const customer = { email: `canal-${Date.now()}@example.pt`, password: 'Reservas#2026', name: 'Carla Canal' };
    await setTimerSettings(DEFAULT_TIMER);
    await registerAccount(page, customer);
    await signIn(page, customer.email, customer.password);
    const subscriptions = watchSubscriptions(page);
    const channelOpen = () => HOLD_CHANNEL_OPERATIONS.map((name) => subscriptions.running(name));
    const counter = loadCounter(page);
    // The customer's device runs 3 minutes slow: countdowns still follow the server's clock.
    await page.clock.install({ time: Date.now() - 180_000 });

    // Home, signed in, nothing held: the header knows it from the page's query, with no subscription.
    await counter.visit('/');
    await expect(accountMenuButton(page, customer.name)).toBeVisible();
    await page.waitForLoadState('networkidle');
    for (const name of HOLD_CHANNEL_OPERATIONS) expect(subscriptions.started(name), name).toBe(0);
    await expect(page.getByRole('banner').getByTestId('cart-badge')).toHaveCount(0);

    // A visitor in a second browser watches the same service and day.
    const { watcher, close } = await openWatcher(browser);
    let watcherLoads = 0;
    watcher.on('load', () => watcherLoads++);
    const watched = slots(watcher).nth(3);
    const free = Number(/\d+/.exec(await watched.getByTestId('seats').innerText())?.[0]);
    expect(free).toBeGreaterThan(0);

    // The service page makes holds: the channel opens there, before anything is held.
    await counter.visit(servicePath(SERVICES.thermalCircuit.id));
    await expect.poll(channelOpen).toEqual([1, 1]);
    // Started once each, here: the home page, left long before, never started them.
    for (const name of HOLD_CHANNEL_OPERATIONS) expect(subscriptions.started(name), name).toBe(1);
    await slots(page).nth(3).click();
    await expect(cartButton(page, st('pt', 'cart.menu', { count: 1 }))).toBeVisible();
    await expect(watched.getByTestId('seats')).toHaveText(seatsText('pt', free - 1));

    // Home through the header's link (no page load): the hold and its countdown (5 minutes on the
    // server's clock, not 8 on the device's) come along.
    await page.getByRole('banner').getByRole('link', { name: t('pt', 'site.homeLink') }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByRole('region', { name: t('pt', 'slideshow.label') })).toBeVisible();
    await cartButton(page, st('pt', 'cart.menu', { count: 1 })).click();
    const panel = page.getByRole('region', { name: rt('pt', 'panel.title') });
    await expect(panel.getByTestId('countdown').locator('time')).toHaveText(/^0[45]:\d\d$/);
    await expect.poll(channelOpen).toEqual([1, 1]);

    // Released from the home page's panel: the seat comes back in the other browser at once.
    await panel.getByRole('button', { name: rt('pt', 'panel.remove', { name: SERVICES.thermalCircuit.name }) }).click();
    await alertDialog(page, rt('pt', 'panel.confirmTitle')).getByRole('button', { name: rt('pt', 'panel.confirm') }).click();
    await expect(cartButton(page, st('pt', 'cart.menu', { count: 1 }))).toHaveCount(0);
    await expect(watched.getByTestId('seats')).toHaveText(seatsText('pt', free));

    // Nothing held off the booking pages: the channel closes a few seconds later.
    await expect.poll(channelOpen, { timeout: 15_000 }).toEqual([0, 0]);
    expect(watcherLoads).toBe(0);
    expect(counter.reloadsBySite()).toBe(0);
    await close();
  });
});

/** A visitor in a browser of their own, on the thermal circuit's day. */
async function openWatcher(browser: Browser) {
  const context = await browser.newContext();
  const watcher = await context.newPage();
  await dismissCampaignPopup(watcher);
  await watcher.goto(servicePath(SERVICES.thermalCircuit.id));
  await expect(slots(watcher).first()).toBeVisible();
  return { watcher, close: () => context.close() };
}
