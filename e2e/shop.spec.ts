import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/csp.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { accountDialog, at, SEEDED, signIn } from './support/accounts.ts';
import { dismissCampaignPopup } from './support/campaign.ts';
import { atOrigin } from './support/live-page.ts';
import { listedProducts, menuPageText, st, type Language, type ListKind } from './support/shop-data.ts';


/** A list of /store by its heading. */
const list = (page: Page, language: Language, kind: ListKind): Locator => page.getByRole('region', { name: st(language, `lists.${kind}`) });

/** The stepper of a product row, and its quantity. */
function stepper(page: Page, language: Language, product: { name: string; category: string }) {
  const label = `${product.name} · ${product.category}`;
  const group = page.getByRole('group', { name: st(language, 'stepper.quantity', { name: label }), exact: true }).first();
  return {
    add: group.getByRole('button', { name: st(language, 'stepper.add', { name: label }), exact: true }),
    remove: group.getByRole('button', { name: st(language, 'stepper.remove', { name: label }), exact: true }),
    quantity: group.getByTestId('quantity'),
  };
}

const cartMenu = (page: Page, count: number, language: Language = 'pt') => page.getByRole('banner').getByRole('button', { name: st(language, 'cart.menu', { count }) });

/** Writes the browser cart as the site keeps it (spec 001 §3.1), on a page of the site's origin. */
async function setCart(page: Page, cart: { date?: string; forfaits?: Array<{ id: number; quantity: number }>; equipments?: Array<{ id: number; quantity: number }> }) {
  await page.evaluate((value) => window.localStorage.setItem('cart', JSON.stringify({ date: new Date().toISOString(), ...value })), cart);
}

test.beforeEach(({ page }) => dismissCampaignPopup(page));

test.describe('shop lists', () => {
  test('shows the four lists from live data in pt and en, with steppers that never go below 0', async ({ page }) => {
    await page.goto('/store');
    await expect(page.getByRole('heading', { level: 1, name: st('pt', 'store.title') })).toBeVisible();
    // spec 001 §2.1: the intro block the site structure attaches to /store.
    await expect(page.locator('[data-shop-intro]')).toContainText(await menuPageText('/store'));
    for (const kind of ['PASS', 'EQUIPMENT', 'PACK', 'ACTIVITY'] as const) {
      const expected = await listedProducts(kind, 'pt');
      expect(expected.length).toBeGreaterThan(0);
      const rows = list(page, 'pt', kind).locator('tbody tr:not([hidden])');
      await expect(rows).toHaveCount(expected.length);
      for (const [index, product] of expected.entries()) await expect(rows.nth(index)).toContainText(product.name);
    }
    await expect(list(page, 'pt', 'ACTIVITY')).not.toContainText('Aluguer da Pista');

    const [pass] = await listedProducts('PASS', 'pt');
    if (!pass) throw new Error('no pass listed');
    const steps = stepper(page, 'pt', pass);
    await expect(steps.quantity).toHaveText('0');
    await expect(steps.remove).toBeDisabled();
    await expect(cartMenu(page, 1)).toHaveCount(0);
    await steps.add.click();
    await expect(steps.quantity).toHaveText('1');
    await expect(page.getByRole('status').filter({ hasText: st('pt', 'stepper.announce', { name: `${pass.name} · ${pass.category}`, quantity: 1 }) })).toBeAttached();
    await expect(cartMenu(page, 1)).toBeVisible();
    await steps.remove.click();
    await expect(steps.quantity).toHaveText('0');
    await expect(steps.remove).toBeDisabled();
    await expect(cartMenu(page, 1)).toHaveCount(0);
    // A row expands to show the description.
    const disclosure = list(page, 'pt', 'PASS').getByRole('button', { name: new RegExp(`^${pass.name}`) }).first();
    await disclosure.click();
    await expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);

    await page.evaluate(() => window.localStorage.setItem('lang', 'en'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: st('en', 'store.title') })).toBeVisible();
    for (const kind of ['PASS', 'PACK'] as const) {
      const expected = await listedProducts(kind, 'en');
      const rows = list(page, 'en', kind).locator('tbody tr:not([hidden])');
      await expect(rows).toHaveCount(expected.length);
      for (const [index, product] of expected.entries()) await expect(rows.nth(index)).toContainText(product.name);
    }
    await expect(page.getByRole('link', { name: st('en', 'store.finalize') })).toHaveAttribute('href', '/store/cart');
    await expect(page.getByRole('link', { name: st('en', 'store.tariffs') })).toHaveAttribute('href', '/store/tarifas');
  });

  test('keeps the cart over a reload and discards one whose date is old', async ({ page }) => {
    await page.goto('/store');
    const [pass] = await listedProducts('PASS', 'pt');
    if (!pass) throw new Error('no pass listed');
    const steps = stepper(page, 'pt', pass);
    await steps.add.click();
    // The button pressed keeps the focus: a keyboard user presses it again.
    await expect(steps.add).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(steps.quantity).toHaveText('2');
    await page.reload();
    await expect(steps.quantity).toHaveText('2');
    await expect(cartMenu(page, 2)).toBeVisible();

    await setCart(page, { date: new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString(), forfaits: [{ id: pass.id, quantity: 2 }] });
    await page.reload();
    await expect(steps.quantity).toHaveText('0');
    await expect(cartMenu(page, 2)).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('cart'))).toBeNull();
  });

  test('tariffs, a category, the lesson list and a product page', async ({ page }) => {
    await page.goto('/store/tarifas');
    const passes = page.getByRole('main').getByRole('link', { name: 'Forfaits', exact: true });
    await expect(passes).toHaveAttribute('href', '/store/FORFAIT');
    await expectNoAxeViolations(page);
    await passes.click();
    await expect(page).toHaveURL(/\/store\/FORFAIT$/);
    const expected = await listedProducts('PASS', 'pt');
    await expect(page.locator('tbody tr:not([hidden])')).toHaveCount(expected.length);
    await expectNoAxeViolations(page);

    await page.goto('/store/aulas');
    await expect(page.locator('[data-shop-intro]')).toContainText(await menuPageText('/store/aulas'));
    const lessons = await listedProducts('LESSON', 'pt');
    const rows = page.locator('tbody tr:not([hidden])');
    await expect(rows).toHaveCount(lessons.length);
    // spec 001 §2.6: the price comes first.
    await expect(page.locator('thead th').first()).toHaveText(st('pt', 'table.price'));
    await expectNoAxeViolations(page);

    const [pass] = expected;
    if (!pass) throw new Error('no pass listed');
    await page.goto(`/store/product/${pass.id}`);
    await expect(page.getByRole('heading', { level: 1, name: pass.name })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/store/product/999999');
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('cart and checkout', () => {
  test('quotes one slope line per pass and asks a visitor to log in', async ({ page }) => {
    const [pass] = await listedProducts('PASS', 'pt');
    const [equipment] = await listedProducts('EQUIPMENT', 'pt');
    if (!pass || !equipment) throw new Error('no products listed');
    await atOrigin(page);
    await setCart(page, { forfaits: [{ id: pass.id, quantity: 2 }], equipments: [{ id: equipment.id, quantity: 1 }] });
    await page.goto('/store/cart');
    await expect(page.getByRole('navigation', { name: st('pt', 'cart.steps') }).locator('[aria-current="step"]')).toContainText(st('pt', 'cart.step.order'));
    const lines = page.locator('tbody tr');
    await expect(lines).toHaveCount(3);
    await expect(page.locator('tbody tr[data-product-id="90"]')).toHaveCount(1);
    await expect(page.locator('tbody tr[data-product-id="90"] td').nth(1)).toHaveText('2');
    await expect(page.locator(`tbody tr[data-product-id="${pass.id}"]`)).toContainText(pass.name);
    await expect(page.getByTestId('quote-total')).toHaveText(/^\d+,\d{2}\s€$/);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: st('pt', 'cart.next') }).click();
    const alert = page.getByRole('alert').filter({ hasText: st('pt', 'messages.confirm_login_error') });
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: st('pt', 'messages.logIn') }).click();
    await expect(accountDialog(page, 'login')).toBeVisible();
  });

  test('a signed-in customer reaches the payment step with the billing data prefilled', async ({ page }) => {
    const [pass] = await listedProducts('PASS', 'pt');
    if (!pass) throw new Error('no pass listed');
    await signIn(page, SEEDED.customer.email, SEEDED.customer.password);
    await atOrigin(page);
    await setCart(page, { forfaits: [{ id: pass.id, quantity: 1 }] });
    await page.goto('/store/cart');
    await page.getByRole('button', { name: st('pt', 'cart.next') }).click();

    const step1 = page.getByRole('heading', { level: 2, name: new RegExp(st('pt', 'cart.step.personal')) });
    await expect(step1).toBeFocused();
    await expect(page.getByLabel(st('pt', 'billing.name'), { exact: true })).toHaveValue(SEEDED.customer.name);
    await expect(page.getByLabel(st('pt', 'billing.email'), { exact: true })).toHaveValue(SEEDED.customer.email);
    await page.getByLabel(st('pt', 'billing.vat'), { exact: true }).fill('');
    await page.getByRole('button', { name: st('pt', 'cart.next') }).click();
    await expect(page.getByRole('alert').filter({ hasText: st('pt', 'messages.confirm_agree_error') })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: st('pt', 'cart.next') }).click();
    const step2 = page.getByRole('heading', { level: 2, name: new RegExp(st('pt', 'cart.step.payment')) });
    await expect(step2).toBeFocused();
    // spec 001 §5: an empty VAT number is the final consumer's.
    await page.getByRole('button', { name: st('pt', 'cart.previous') }).click();
    await expect(page.getByLabel(st('pt', 'billing.vat'), { exact: true })).toHaveValue('999999990');
    await page.getByRole('button', { name: st('pt', 'cart.next') }).click();
    await expect(step2).toBeFocused();

    await page.getByRole('radio', { name: st('pt', 'payment.MBWAY') }).check();
    const phone = page.getByLabel(st('pt', 'payment.phone'));
    await phone.fill('');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: st('pt', 'payment.pay') }).click();
    // spec 001 §5, §9: the phone is mandatory: the notice shows for 2 s, then the field asks again.
    const notice = page.getByRole('alert').filter({ hasText: st('pt', 'messages.phone_required') });
    await expect(notice).toBeVisible();
    await expect(notice).toBeHidden({ timeout: 4000 });
    await expect(phone).toBeFocused();
  });
});

test.describe('payment result pages', () => {
  test('a key that gives no payment shows Erro17 on page A and Erro18 on page B', async ({ page }) => {
    await page.goto('/store/payment/unknown-key');
    await expect(page.getByRole('alert')).toHaveText(st('pt', 'result.loadError', { code: 'Erro17' }));
    await expectNoAxeViolations(page);
    await page.goto('/payment/unknown-key');
    await expect(page.getByRole('alert')).toHaveText(st('pt', 'result.loadError', { code: 'Erro18' }));
    // Page B: no home link, no site frame.
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

/** ISO 7064 MOD 97-10 over entity, the reference's first 7 digits and the amount in cents, worked here on its own. */
function multibancoCheckDigits(entity: string, base7: string, cents: number): string {
  let remainder = 0;
  for (const digit of `${entity}${base7}${String(cents).padStart(8, '0')}00`) remainder = (remainder * 10 + Number(digit)) % 97;
  return String(98 - remainder).padStart(2, '0');
}

test.describe('buying as a signed-in customer (spec 001 §4)', () => {
  const joao = SEEDED.secondCustomer;

  /** Signs João in, fills the cart with one pass and goes to the payment step. */
  async function toPaymentStep(page: Page) {
    const [pass] = await listedProducts('PASS', 'pt');
    if (!pass) throw new Error('no pass listed');
    await signIn(page, joao.email, joao.password);
    await atOrigin(page);
    await setCart(page, { forfaits: [{ id: pass.id, quantity: 1 }] });
    await page.goto('/store/cart');
    await page.getByRole('button', { name: st('pt', 'cart.next') }).click();
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: st('pt', 'cart.next') }).click();
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(st('pt', 'cart.step.payment')) })).toBeFocused();
  }

  test('by card: through the provider’s page and back to the result page, paid', async ({ page }) => {
    await toPaymentStep(page);
    await page.getByRole('radio', { name: st('pt', 'payment.CARD') }).check();
    await page.getByRole('button', { name: st('pt', 'payment.pay') }).click();
    // The payment sandbox stands in for the card provider's hosted page.
    await expect(page).toHaveURL(/\/sandbox\/card\//);
    await page.getByRole('button', { name: 'Aprovar pagamento' }).click();
    await expect(page).toHaveURL(/\/store\/payment\/[\w-]+$/);
    await expect(page.getByRole('status')).toHaveText(st('pt', 'result.PAID'));
    await expect(page.getByRole('banner')).toBeVisible();
    // The cart was emptied when the order was placed.
    expect((await page.evaluate(() => window.localStorage.getItem('cart'))) ?? '').not.toMatch(/"quantity":[1-9]/);
    await expectNoAxeViolations(page);
  });

  test('by MB WAY: pending, then paid on the page without a reload when the phone approves', async ({ page, context }) => {
    await toPaymentStep(page);
    await page.getByRole('radio', { name: st('pt', 'payment.MBWAY') }).check();
    await page.getByLabel(st('pt', 'payment.phone')).fill('912345678');
    await page.getByRole('button', { name: st('pt', 'payment.pay') }).click();
    const status = page.locator('[data-payment-status]');
    await expect(status).toHaveAttribute('data-payment-status', 'PENDING');
    // The pending message names the phone the request went to.
    await expect(status).toContainText('912345678');
    let reloads = 0;
    page.on('load', () => reloads++);
    // The phone's app: the sandbox page, in another tab.
    const [phone] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: st('pt', 'payment.mbwaySandbox') }).click()]);
    await phone.getByRole('button', { name: 'Aprovar na app' }).click();
    await expect(status).toHaveAttribute('data-payment-status', 'PAID', { timeout: 10_000 });
    await expect(status).toHaveText(st('pt', 'payment.mbwayPaid'));
    expect(reloads).toBe(0);
  });

  test('by Multibanco: entity, reference and amount shown, the check digits right, paid and shown so in the purchase history', async ({ page, request }) => {
    await toPaymentStep(page);
    await page.getByRole('radio', { name: st('pt', 'payment.MULTIBANCO') }).check();
    await page.getByRole('button', { name: st('pt', 'payment.pay') }).click();
    const facts = page.locator('dl');
    await expect(facts).toContainText(st('pt', 'payment.entity'));
    const values = await facts.locator('dd').allInnerTexts();
    const [entity = '', spacedReference = '', amountText = ''] = values.map((v) => v.replace(/\u00a0/g, ' ').trim());
    const reference = spacedReference.replace(/\s/g, '');
    expect(entity).toBe('90150');
    expect(reference).toMatch(/^\d{9}$/);
    expect(amountText).toMatch(/^\d+,\d{2} €$/);
    const cents = Number(amountText.replace(/[^\d]/g, ''));
    expect(reference.slice(7)).toBe(multibancoCheckDigits(entity, reference.slice(0, 7), cents));
    // "Encomenda WEB2026/12": the order's number, to find it in the purchase history.
    const orderNumber = /\S+\/\d+/.exec(await page.locator('p').filter({ hasText: /\S+\/\d+/ }).first().innerText())?.[0] ?? '';
    expect(orderNumber).not.toBe('');

    // Paid at an ATM: the sandbox settles it as the bank network's notification would.
    const apiPort = Number(process.env['E2E_PORT'] ?? 4400) + 1;
    const paid = await request.post(`http://127.0.0.1:${apiPort}/sandbox/multibanco/pay`, {
      data: { rmb_ent: entity, rmb_ref: reference, rmb_pag: (cents / 100).toFixed(2) },
    });
    expect(paid.status()).toBe(200);

    await page.goto('/client/order');
    const row = page.getByRole('table', { name: at('pt', 'orders.caption') }).locator('tbody tr').filter({ hasText: orderNumber });
    await expect(row).toContainText(at('pt', 'orders.statuses.PAID'));
  });
});

