import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/csp.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { registerAccount, SEEDED, signIn, waitForMail } from './support/accounts.ts';
import { dismissCampaignPopup } from './support/campaign.ts';
import { atOrigin } from './support/live-page.ts';
import { sendOperation } from './support/operations.ts';
import { cartButton, lisbonDay, rt, SERVICES, slots, type Language } from './support/reservations-data.ts';
import { ddt } from './support/desk-data.ts';
import { st } from './support/shop-data.ts';

/**
 * The waiting list of a full slot, walked by two customers in two browsers: A holds the slot's last
 * seats, B joins its line and sees their place, A gives the seats back, and B's open page is told
 * within a second that seats are held for them, with the cart's countdown, and by e-mail in their
 * language; B pays. The desk's day follows B's place in the line as it moves. B's steps are made
 * with the keyboard alone, and every page B sees passes axe.
 */

/** Holds seats as the service page's slot button does, with the page's session (the website's persisted mutation). */
async function holdSeats(page: Page, slotId: string, quantity: number): Promise<void> {
  const data = await sendOperation<{ holdSlot: { userErrors: unknown[] } }>(page, 'useHoldMutationsHoldMutation', { input: { slotId, quantity } });
  expect(data.holdSlot.userErrors).toEqual([]);
}

/** Opens a page in the customer's language, signed in as a newly registered customer. */
async function customerPage(page: Page, language: Language, who: string): Promise<{ email: string; name: string }> {
  const customer = { email: `espera-${who}-${language}-${Date.now()}@example.pt`, password: 'Espera#2026', name: `Cliente ${who.toUpperCase()}` };
  await dismissCampaignPopup(page);
  await atOrigin(page);
  await page.evaluate((lang) => window.localStorage.setItem('lang', lang), language);
  await registerAccount(page, customer);
  await signIn(page, customer.email, customer.password);
  return customer;
}

/** Presses a control with the keyboard: it takes the focus, then Enter (Space for a box or a radio). */
async function press(page: Page, control: Locator, key: 'Enter' | 'Space' = 'Enter'): Promise<void> {
  await control.focus();
  await expect(control).toBeFocused();
  await page.keyboard.press(key);
}

const WALKS: Array<{ language: Language; day: string; service: { id: number; name: string; en?: string } }> = [
  { language: 'pt', day: lisbonDay(8), service: SERVICES.yoga },
  { language: 'en', day: lisbonDay(9), service: SERVICES.yoga },
];

for (const { language, day, service } of WALKS) {
  test(`a customer waits for a full slot, is offered its freed seat on the open page within a second and pays, by keyboard (${language})`, async ({ browser }) => {
    test.setTimeout(180_000);
    // The address names the language, so even the server's first paint speaks it.
    const path = `/reservation/service/${service.id}?date=${day}&lang=${language}`;
    const serviceName = language === 'pt' ? service.name : (service.en ?? service.name);

    // A: holds every seat left of the day's first slot (the last one with them).
    const contextA = await browser.newContext();
    const pageA = await contextA.newPage();
    await customerPage(pageA, language, 'a');
    await pageA.goto(path);
    const slotA = slots(pageA).first();
    const slotId = await slotA.getAttribute('data-slot-id');
    const start = (await slotA.innerText()).match(/\d\d:\d\d/)?.[0] ?? '';
    const free = Number(/\d+/.exec(await slotA.getByTestId('seats').innerText())?.[0]);
    expect(slotId).not.toBeNull();
    expect(free).toBeGreaterThan(0);
    await holdSeats(pageA, slotId!, free);
    await pageA.reload();
    await expect(slots(pageA).first()).toContainText(rt(language, 'service.full'));

    // B: another browser, a full slot, the waiting list joined with the keyboard alone.
    const contextB = await browser.newContext();
    const pageB = await contextB.newPage();
    const customerB = await customerPage(pageB, language, 'b');
    await pageB.goto(path);
    const slotB = pageB.locator('li').filter({ has: pageB.locator(`button[data-slot-id="${slotId}"]`) });
    await expect(slotB.getByRole('button').first()).toContainText(rt(language, 'service.full'));
    await expectNoAxeViolations(pageB);
    const seats = slotB.getByRole('combobox', { name: new RegExp(`^${rt(language, 'waiting.seats')}`) });
    await seats.focus();
    await expect(seats).toHaveValue('1');
    await pageB.keyboard.press('Tab');
    const join = slotB.getByRole('button', { name: new RegExp(`^${rt(language, 'waiting.join')}`) });
    await expect(join).toBeFocused();
    await pageB.keyboard.press('Enter');
    const place = slotB.getByTestId('waiting-entry');
    await expect(place).toContainText(rt(language, 'waiting.place', { place: 1, seats: 1 }));
    await expect(pageB.getByRole('status').filter({ hasText: rt(language, 'waiting.joined', { start, place: 1 }) })).toBeVisible();
    await expectNoAxeViolations(pageB);

    // The desk's day shows B in the slot's line, and follows the line as it moves (once, in pt).
    const desk = language === 'pt' ? await (await browser.newContext()).newPage() : null;
    const deskEntry = desk ? desk.getByTestId('desk-waiting-list').getByRole('row').filter({ hasText: customerB.email }) : null;
    if (desk && deskEntry) {
      await dismissCampaignPopup(desk);
      await signIn(desk, SEEDED.staff.email, SEEDED.staff.password);
      await desk.goto(`/desk/day?date=${day}`);
      await expect(deskEntry.getByRole('cell').nth(0)).toHaveText('1');
      await expect(deskEntry.getByRole('cell').last()).toHaveText(ddt('pt', 'day.waiting.WAITING'));
    }

    // A gives the seats back from the header's cart panel.
    await cartButton(pageA, st(language, 'cart.menu', { count: free })).click();
    await pageA.getByRole('region', { name: rt(language, 'panel.title') }).getByRole('button', { name: rt(language, 'panel.remove', { name: serviceName }) }).click();
    await pageA.getByRole('alertdialog', { name: rt(language, 'panel.confirmTitle') }).getByRole('button', { name: rt(language, 'panel.confirm') }).click();
    await expect(cartButton(pageA, st(language, 'cart.menu', { count: free }))).toHaveCount(0);

    // B's open page: a polite notice that a seat is held for them, with its countdown, within a second.
    const offers = pageB.getByTestId('waiting-offers');
    const notice = offers.getByRole('status');
    await expect(notice).toHaveAttribute('aria-live', 'polite');
    await expect(notice).toContainText(serviceName, { timeout: 1000 });
    await expect(notice).toContainText(start);
    await expect(offers.getByTestId('countdown').locator('time')).toHaveText(/^\d\d:\d\d$/);
    await expect(place).toContainText(rt(language, 'waiting.offeredHere', { seats: 1 }));
    await expect(cartButton(pageB, st(language, 'cart.menu', { count: 1 }))).toBeVisible();
    await expectNoAxeViolations(pageB);
    if (deskEntry) await expect(deskEntry.getByRole('cell').last()).toHaveText(new RegExp(`^${ddt('pt', 'day.waiting.OFFERED', { time: '' })}\\d\\d:\\d\\d$`));

    // B is also told by e-mail (their second, after the registration's), in their language, with a
    // link to their reservation cart.
    const mail = await waitForMail(customerB.email, 2);
    expect(mail.subject).toContain(serviceName);
    expect(mail.html).toContain(`/reservation/cart${language === 'pt' ? '' : `?lang=${language}`}`);

    // B pays the offered seat as any hold, keyboard only.
    await press(pageB, offers.getByRole('link', { name: rt(language, 'waiting.goToCart') }));
    await expect(pageB).toHaveURL(/\/reservation\/cart(\?lang=\w+)?$/);
    const rows = pageB.getByRole('table').locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(serviceName);
    await expect(rows.first().getByTestId('countdown')).toBeVisible();
    await expectNoAxeViolations(pageB);
    await press(pageB, pageB.getByRole('button', { name: st(language, 'cart.next') }));
    await press(pageB, pageB.getByRole('checkbox'), 'Space');
    await press(pageB, pageB.getByRole('button', { name: st(language, 'cart.next') }));
    // The step's own heading ("… Payment"), not the payment methods' below it.
    await expect(pageB.getByRole('heading', { level: 2, name: new RegExp(`${st(language, 'cart.step.payment')}$`) })).toBeFocused();
    await expectNoAxeViolations(pageB);
    await press(pageB, pageB.getByRole('radio', { name: st(language, 'payment.CARD') }), 'Space');
    await press(pageB, pageB.getByRole('button', { name: st(language, 'payment.pay') }));
    // The payment sandbox stands in for the card provider's hosted page.
    await expect(pageB).toHaveURL(/\/sandbox\/card\//);
    await press(pageB, pageB.getByRole('button', { name: 'Aprovar pagamento' }));
    await expect(pageB).toHaveURL(/\/payment\/[\w-]+(\?lang=\w+)?$/);
    await expect(pageB.getByRole('status')).toHaveText(st(language, 'result.PAID'));
    await expectNoAxeViolations(pageB);

    // Bought: B has left the line, and the desk's day shows nobody waiting for the slot.
    if (desk && deskEntry) {
      await expect(deskEntry).toHaveCount(0);
      await desk.context().close();
    }

    await contextA.close();
    await contextB.close();
  });
}
