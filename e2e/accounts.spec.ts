import { type Page, type Request } from '@playwright/test';
import { expect, test } from './support/csp.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import {
  accountDialog,
  accountMenuButton,
  alertDialog,
  at,
  errorText,
  logIn,
  loginEntry,
  logOut,
  registerAccount,
  SEEDED,
  signIn,
  storeLink,
  waitForMail,
} from './support/accounts.ts';
import { t } from './support/locales.ts';
import { dismissCampaignPopup } from './support/campaign.ts';

/** Intl writes amounts with no-break spaces: compare with ordinary ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');


function countGraphQL(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') requests.push(request);
  });
  return requests;
}

test.beforeEach(({ page }) => dismissCampaignPopup(page));

test.describe('customer account', () => {
  test('registers, logs in, edits the profile, changes the password, logs out and recovers the password by mail', async ({ page }) => {
    test.setTimeout(120_000);
    const email = `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    const name = 'Inês Teste';
    const firstPassword = 'Primeira#2026';
    const secondPassword = 'Segunda#2026';
    const thirdPassword = 'Terceira#2026';

    await test.step('registers on /regist/client and gets the access-data mail', async () => {
      await page.goto('/regist/client');
      await expect(page.getByRole('heading', { level: 1, name: at('pt', 'register.title') })).toBeVisible();
      const form = page.getByRole('main');
      await form.getByLabel(at('pt', 'fields.name')).fill(name);
      await form.getByLabel(at('pt', 'fields.mobilePhone')).fill('912345678');
      await form.getByLabel(at('pt', 'fields.email')).fill(email);
      await form.getByLabel(at('pt', 'fields.password'), { exact: true }).fill(firstPassword);
      await form.getByLabel(at('pt', 'fields.passwordConfirmation'), { exact: true }).fill(firstPassword);
      // spec 000 §2: marketing consent is unticked by default.
      await expect(form.getByRole('checkbox', { name: at('pt', 'fields.marketingConsent') })).not.toBeChecked();
      await form.getByRole('checkbox', { name: /termos e condições/ }).check();
      await form.getByRole('button', { name: at('pt', 'register.submit') }).click();

      // A confirmation question comes before sending.
      const question = alertDialog(page, at('pt', 'register.confirmTitle'));
      await expect(question).toContainText(at('pt', 'register.confirmQuestion', { email }));
      await question.getByRole('button', { name: at('pt', 'common.confirm') }).click();

      const done = alertDialog(page, at('pt', 'register.doneTitle'));
      await expect(done).toContainText(at('pt', 'register.doneMessage', { email }));
      await done.getByRole('button', { name: at('pt', 'common.ok') }).click();

      const mail = await waitForMail(email);
      expect(mail.html).toContain(email);
    });

    await test.step('logs in: the header shows the account menu; the store link leads to /store', async () => {
      // After registering, the page offers the login modal.
      const dialog = accountDialog(page, 'login');
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: at('pt', 'common.close') }).click();
      await logIn(page, email, firstPassword, name);
      await expect(storeLink(page)).toHaveAttribute('href', '/store');
    });

    await test.step('edits the profile; a reload shows the change', async () => {
      await accountMenuButton(page, name).click();
      await page.getByRole('menuitem', { name: t('pt', 'header.myAccount') }).click();
      await expect(page).toHaveURL(/\/client\/perfil$/);
      const main = page.getByRole('main');
      await expect(main.getByLabel(at('pt', 'fields.username'))).toHaveValue(email);
      await expect(main.getByLabel(at('pt', 'fields.name'), { exact: true })).toHaveValue(name);
      await main.getByLabel(at('pt', 'fields.surname')).fill('Fonseca');
      await main.getByLabel(at('pt', 'fields.locality')).fill('Covilhã');
      await main.getByRole('checkbox', { name: at('pt', 'fields.marketingConsent') }).check();
      await main.getByRole('button', { name: at('pt', 'profile.save') }).click();
      const saved = alertDialog(page, at('pt', 'profile.updatedTitle'));
      await expect(saved).toContainText(at('pt', 'profile.updatedMessage'));
      await saved.getByRole('button', { name: at('pt', 'common.ok') }).click();

      await page.reload();
      await expect(main.getByLabel(at('pt', 'fields.surname'))).toHaveValue('Fonseca');
      await expect(main.getByLabel(at('pt', 'fields.locality'))).toHaveValue('Covilhã');
      await expect(main.getByRole('checkbox', { name: at('pt', 'fields.marketingConsent') })).toBeChecked();
    });

    await test.step('has no orders yet: the purchase history says so', async () => {
      await accountMenuButton(page, name).click();
      await page.getByRole('menuitem', { name: t('pt', 'header.orders') }).click();
      await expect(page).toHaveURL(/\/client\/order$/);
      await expect(page.getByRole('main')).toContainText(at('pt', 'orders.empty'));
      await expect(page.getByRole('table')).toHaveCount(0);
      await page.goBack();
      await expect(page.getByRole('main').getByLabel(at('pt', 'fields.surname'))).toHaveValue('Fonseca');
    });

    await test.step('changes the password', async () => {
      const main = page.getByRole('main');
      await main.getByLabel(at('pt', 'fields.currentPassword'), { exact: true }).fill(firstPassword);
      await main.getByLabel(at('pt', 'fields.newPassword'), { exact: true }).fill(secondPassword);
      await main.getByLabel(at('pt', 'fields.newPasswordConfirmation'), { exact: true }).fill(secondPassword);
      await main.getByRole('button', { name: at('pt', 'profile.passwordSubmit') }).click();
      const changed = alertDialog(page, at('pt', 'profile.updatedTitle'));
      await expect(changed).toContainText(at('pt', 'profile.passwordChangedMessage'));
      await changed.getByRole('button', { name: at('pt', 'common.ok') }).click();
    });

    await test.step('logs out: local storage is cleared but the language; the profile asks to log in', async () => {
      await page.evaluate(() => localStorage.setItem('cart', '{"date":1}'));
      await logOut(page, name);
      expect(await page.evaluate(() => ({ cart: localStorage.getItem('cart'), lang: localStorage.getItem('lang') }))).toEqual({ cart: null, lang: 'pt' });
      await expect(page.getByRole('main')).toContainText(errorText('pt', 'NOT_SIGNED_IN'));
      await expect(page.getByRole('main').getByLabel(at('pt', 'fields.surname'))).toHaveCount(0);
    });

    await test.step('asks for a recovery link and sets a new password through the mailed link', async () => {
      await loginEntry(page).click();
      await accountDialog(page, 'login').getByRole('button', { name: at('pt', 'login.forgot') }).click();
      const recovery = accountDialog(page, 'recovery');
      await recovery.getByLabel(at('pt', 'fields.email')).fill(email);
      await recovery.getByRole('button', { name: at('pt', 'recovery.submit') }).click();
      const sent = alertDialog(page, at('pt', 'recovery.sentTitle'));
      await expect(sent).toContainText(at('pt', 'recovery.sentMessage'));
      await sent.getByRole('button', { name: at('pt', 'common.ok') }).click();
      await expect(recovery).toBeHidden();

      const mail = await waitForMail(email, 2);
      const link = /\/regist\/client\/recovery\/([^"'<>\s]+)/.exec(mail.html);
      expect(link, 'the recovery mail links to /regist/client/recovery/{code}').not.toBeNull();
      await page.goto(link?.[0] ?? '/');

      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: at('pt', 'recovery.pageTitle') })).toBeVisible();
      await main.getByLabel(at('pt', 'fields.newPassword'), { exact: true }).fill(thirdPassword);
      await main.getByLabel(at('pt', 'fields.newPasswordConfirmation'), { exact: true }).fill(thirdPassword);
      await main.getByRole('button', { name: at('pt', 'recovery.pageSubmit') }).click();
      const changed = alertDialog(page, at('pt', 'recovery.changedTitle'));
      await expect(changed).toContainText(at('pt', 'recovery.changedMessage'));
      await changed.getByRole('button', { name: at('pt', 'common.ok') }).click();

      // The link is used up: the same code again gives the expired message.
      await page.reload();
      await main.getByLabel(at('pt', 'fields.newPassword'), { exact: true }).fill('Quarta#2026');
      await main.getByLabel(at('pt', 'fields.newPasswordConfirmation'), { exact: true }).fill('Quarta#2026');
      await main.getByRole('button', { name: at('pt', 'recovery.pageSubmit') }).click();
      const expired = alertDialog(page, at('pt', 'recovery.expiredTitle'));
      await expect(expired).toContainText(errorText('pt', 'RECOVERY_EXPIRED'));
      await expired.getByRole('button', { name: at('pt', 'common.ok') }).click();
    });

    await test.step('logs in with the new password, and not with the old ones', async () => {
      await loginEntry(page).click();
      const dialog = accountDialog(page, 'login');
      await dialog.getByLabel(at('pt', 'fields.username')).fill(email);
      await dialog.getByLabel(at('pt', 'fields.password'), { exact: true }).fill(secondPassword);
      await dialog.getByRole('button', { name: at('pt', 'login.submit'), exact: true }).click();
      const failed = alertDialog(page, at('pt', 'login.failedTitle'));
      await expect(failed).toContainText(errorText('pt', 'WRONG_CREDENTIALS'));
      await failed.getByRole('button', { name: at('pt', 'common.ok') }).click();
      await dialog.getByRole('button', { name: at('pt', 'common.close') }).click();

      await logIn(page, email, thirdPassword, name);
    });
  });

  test('the login modal: Enter moves from the username to the password and logs in; the password can be shown', async ({ page }) => {
    await page.goto('/');
    await loginEntry(page).click();
    const dialog = accountDialog(page, 'login');
    const username = dialog.getByLabel(at('pt', 'fields.username'));
    const password = dialog.getByLabel(at('pt', 'fields.password'), { exact: true });
    await expect(username).toBeFocused();
    await username.fill(SEEDED.secondCustomer.email);
    await username.press('Enter');
    await expect(password).toBeFocused();
    await password.fill(SEEDED.secondCustomer.password);

    const toggle = dialog.getByRole('button', { name: at('pt', 'password.showPassword') });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(password).toHaveAttribute('type', 'password');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(password).toHaveAttribute('type', 'text');

    await password.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(accountMenuButton(page, SEEDED.secondCustomer.name)).toBeVisible();
    // Focus lands on the account menu that replaced the login entry.
    await expect(accountMenuButton(page, SEEDED.secondCustomer.name)).toBeFocused();

    // Escape closes the modal and gives focus back to the login entry.
    await logOut(page, SEEDED.secondCustomer.name);
    await loginEntry(page).click();
    await expect(accountDialog(page, 'login')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(accountDialog(page, 'login')).toBeHidden();
    await expect(loginEntry(page)).toBeFocused();
  });

  test('a wrong password shows the "Falha ao iniciar sessão" dialog', async ({ page }) => {
    await page.goto('/');
    await loginEntry(page).click();
    const dialog = accountDialog(page, 'login');
    await dialog.getByLabel(at('pt', 'fields.username')).fill(SEEDED.secondCustomer.email);
    await dialog.getByLabel(at('pt', 'fields.password'), { exact: true }).fill('not-the-password');
    await dialog.getByRole('button', { name: at('pt', 'login.submit'), exact: true }).click();
    const failed = alertDialog(page, 'Falha ao iniciar sessão');
    await expect(failed).toBeVisible();
    await expect(failed).toContainText('Dados de acesso incorretos');
    await failed.getByRole('button', { name: at('pt', 'common.ok') }).click();
    // Back in the login form, on the password; nobody is signed in.
    await expect(dialog.getByLabel(at('pt', 'fields.password'), { exact: true })).toBeFocused();
    await dialog.getByRole('button', { name: at('pt', 'common.close') }).click();
    await expect(loginEntry(page)).toBeFocused();
  });

  test('staff log in and the store link leads to the desk', async ({ page }) => {
    await page.goto('/');
    await expect(storeLink(page)).toHaveAttribute('href', '/store');
    await logIn(page, SEEDED.staff.email, SEEDED.staff.password, SEEDED.staff.name);
    await expect(storeLink(page)).toHaveAttribute('href', '/desk');
    await logOut(page, SEEDED.staff.name);
  });
});

test.describe('account validation (spec 000 §5)', () => {
  test('the register button stays disabled until name, e-mail, password, confirmation and terms are set', async ({ page }) => {
    await page.goto('/regist/client');
    const main = page.getByRole('main');
    const submit = main.getByRole('button', { name: at('pt', 'register.submit') });
    await expect(submit).toBeDisabled();
    await expect(main).toContainText(at('pt', 'register.disabledHint'));
    await main.getByLabel(at('pt', 'fields.name')).fill('Rui');
    await main.getByLabel(at('pt', 'fields.email')).fill(`e2e-disabled-${Date.now()}@example.com`);
    await main.getByLabel(at('pt', 'fields.password'), { exact: true }).fill('Segredo#2026');
    await expect(submit).toBeDisabled();
    await main.getByLabel(at('pt', 'fields.passwordConfirmation'), { exact: true }).fill('Segredo#2026');
    await expect(submit).toBeDisabled();
    const terms = main.getByRole('checkbox', { name: /termos e condições/ });
    await terms.check();
    await expect(submit).toBeEnabled();
    await terms.uncheck();
    await expect(submit).toBeDisabled();
    // The terms link opens the terms page in a new tab.
    await expect(main.getByRole('link', { name: /termos e condições/ })).toHaveAttribute('href', '/terms-conditions');
    await expect(main.getByRole('link', { name: /termos e condições/ })).toHaveAttribute('target', '_blank');
  });

  test('an invalid e-mail is refused when leaving the field: dialog, field marked, text kept', async ({ page }) => {
    await page.goto('/regist/client');
    const main = page.getByRole('main');
    const emailField = main.getByLabel(at('pt', 'fields.email'));
    await emailField.fill('maria@estancia');
    await emailField.press('Tab');
    const dialog = alertDialog(page, at('pt', 'register.emailTitle'));
    await expect(dialog).toContainText(errorText('pt', 'INVALID_EMAIL'));
    await dialog.getByRole('button', { name: at('pt', 'common.ok') }).click();
    await expect(emailField).toBeFocused();
    await expect(emailField).toHaveAttribute('aria-invalid', 'true');
    await expect(emailField).toHaveValue('maria@estancia');
    await expect(emailField).toHaveAccessibleDescription(errorText('pt', 'INVALID_EMAIL'));
  });

  test('an e-mail already registered is refused when leaving the field', async ({ page }) => {
    // An address that is surely registered and passes the e-mail pattern (a 2 to 4 letter suffix).
    const taken = `e2e-taken-${Date.now()}@example.com`;
    await page.goto('/regist/client');
    await registerAccount(page, { email: taken, password: 'Segredo#2026', name: 'Ana' });
    const main = page.getByRole('main');
    const emailField = main.getByLabel(at('pt', 'fields.email'));
    await emailField.fill(taken);
    await emailField.press('Tab');
    const dialog = alertDialog(page, at('pt', 'register.usernameTitle'));
    await expect(dialog).toContainText(errorText('pt', 'USERNAME_EXISTS'));
    await dialog.getByRole('button', { name: at('pt', 'common.ok') }).click();
    await expect(emailField).toHaveAttribute('aria-invalid', 'true');
    await expect(main).toContainText(errorText('pt', 'USERNAME_EXISTS'));
  });

  test('a confirmation different from the password is refused when leaving the field', async ({ page }) => {
    await page.goto('/regist/client');
    const main = page.getByRole('main');
    await main.getByLabel(at('pt', 'fields.password'), { exact: true }).fill('Segredo#2026');
    const confirmation = main.getByLabel(at('pt', 'fields.passwordConfirmation'), { exact: true });
    await confirmation.fill('Segredo#2025');
    await confirmation.press('Tab');
    const dialog = alertDialog(page, at('pt', 'register.confirmationTitle'));
    await expect(dialog).toContainText(errorText('pt', 'PASSWORD_MISMATCH'));
    await dialog.getByRole('button', { name: at('pt', 'common.ok') }).click();
    await expect(confirmation).toBeFocused();
    await expect(confirmation).toHaveAttribute('aria-invalid', 'true');
  });

  test('the registration modal opens from the login modal', async ({ page }) => {
    await page.goto('/');
    await loginEntry(page).click();
    await accountDialog(page, 'login').getByRole('button', { name: at('pt', 'login.register') }).click();
    const dialog = accountDialog(page, 'register');
    await expect(dialog.getByLabel(at('pt', 'fields.name'))).toBeFocused();
    await expect(dialog.getByRole('button', { name: at('pt', 'register.submit') })).toBeDisabled();
    await dialog.getByRole('button', { name: at('pt', 'register.logIn') }).click();
    await expect(accountDialog(page, 'login')).toBeVisible();
  });

  test('the recovery page refuses a confirmation different from the new password', async ({ page }) => {
    await page.goto('/regist/client/recovery/not-a-real-code');
    const main = page.getByRole('main');
    await main.getByLabel(at('pt', 'fields.newPassword'), { exact: true }).fill('Segredo#2026');
    const confirmation = main.getByLabel(at('pt', 'fields.newPasswordConfirmation'), { exact: true });
    await confirmation.fill('Outro#2026');
    await confirmation.press('Tab');
    await expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    await expect(confirmation).toHaveAccessibleDescription(errorText('pt', 'PASSWORD_MISMATCH'));

    // Matching passwords with a code that is not one: the expired message.
    await confirmation.fill('Segredo#2026');
    await main.getByRole('button', { name: at('pt', 'recovery.pageSubmit') }).click();
    const expired = alertDialog(page, at('pt', 'recovery.expiredTitle'));
    await expect(expired).toContainText(errorText('pt', 'RECOVERY_EXPIRED'));
  });

  test('an e-mail that is not registered gets the same answer as one that is: nothing tells who has an account', async ({ page }) => {
    await page.goto('/');
    await loginEntry(page).click();
    await accountDialog(page, 'login').getByRole('button', { name: at('pt', 'login.forgot') }).click();
    const recovery = accountDialog(page, 'recovery');
    await recovery.getByLabel(at('pt', 'fields.email')).fill(`nobody-${Date.now()}@example.com`);
    await recovery.getByRole('button', { name: at('pt', 'recovery.submit') }).click();
    const sent = alertDialog(page, at('pt', 'recovery.sentTitle'));
    await expect(sent).toContainText(at('pt', 'recovery.sentMessage'));
  });

  test('the profile needs a name and an e-mail with an @', async ({ page }) => {
    await page.goto('/client/perfil');
    await expect(page.getByRole('main')).toContainText(errorText('pt', 'NOT_SIGNED_IN'));
    await page.getByRole('main').getByRole('button', { name: at('pt', 'gate.logIn') }).click();
    const dialog = accountDialog(page, 'login');
    await dialog.getByLabel(at('pt', 'fields.username')).fill(SEEDED.secondCustomer.email);
    await dialog.getByLabel(at('pt', 'fields.password'), { exact: true }).fill(SEEDED.secondCustomer.password);
    await dialog.getByRole('button', { name: at('pt', 'login.submit'), exact: true }).click();

    const main = page.getByRole('main');
    const nameField = main.getByLabel(at('pt', 'fields.name'), { exact: true });
    const emailField = main.getByLabel(at('pt', 'fields.email'), { exact: true });
    await expect(nameField).toHaveValue(SEEDED.secondCustomer.name);
    await nameField.fill('');
    await emailField.fill('');
    await main.getByRole('button', { name: at('pt', 'profile.save') }).click();
    await expect(nameField).toHaveAttribute('aria-invalid', 'true');
    await expect(nameField).toHaveAccessibleDescription(errorText('pt', 'REQUIRED'));
    await expect(emailField).toHaveAttribute('aria-invalid', 'true');
    await expect(emailField).toHaveAccessibleDescription(errorText('pt', 'REQUIRED'));
    await expect(nameField).toBeFocused();

    await emailField.fill('joao.estancia.pt');
    await main.getByRole('button', { name: at('pt', 'profile.save') }).click();
    await expect(emailField).toHaveAccessibleDescription(errorText('pt', 'INVALID_EMAIL'));

    // Nothing was saved.
    await page.reload();
    await expect(main.getByLabel(at('pt', 'fields.name'), { exact: true })).toHaveValue(SEEDED.secondCustomer.name);
    await expect(main.getByLabel(at('pt', 'fields.email'), { exact: true })).toHaveValue(SEEDED.secondCustomer.email);
  });
});

test.describe('purchase history (spec 001 §2.5)', () => {
  test('lists the seeded orders with the page-size selector and opens the details', async ({ page }) => {
    await signIn(page, SEEDED.customer.email, SEEDED.customer.password);

    const graphql = countGraphQL(page);
    await page.goto('/client/order');
    const table = page.getByRole('table', { name: at('pt', 'orders.caption') });
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(25);
    // The page comes with its data: the server read layout, viewer and the first 25 orders with the
    // visitor's session, so the browser asks for nothing on load.
    expect(graphql).toHaveLength(0);

    const total = SEEDED.customer.orders;
    await expect(page.getByRole('status').filter({ hasText: at('pt', 'orders.showing', { shown: 25, total }) })).toBeVisible();
    const pageSize = page.getByLabel(at('pt', 'orders.pageSize'));
    await expect(pageSize).toHaveValue('25');

    // Dates in Lisbon time, amounts with a comma and the euro sign.
    const first = rows.first();
    await expect(first.locator('td').nth(0)).toHaveText(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/);
    expect(plain(await first.locator('td').nth(3).innerText())).toMatch(/^\d+,\d{2} €$/);

    // Every payment state of the seed, each with its words (spec 002 §4).
    for (const status of ['PENDING', 'PAID', 'PAID_CONFIRMED', 'REFUNDED', 'FAILED']) {
      await expect(table.getByText(at('pt', `orders.statuses.${status}`), { exact: true }).first()).toBeVisible();
    }

    await pageSize.selectOption({ label: at('pt', 'orders.all') });
    await expect(rows).toHaveCount(total);
    await expect(page.getByRole('button', { name: at('pt', 'orders.loadMore') })).toHaveCount(0);
    await pageSize.selectOption('25');
    await expect(rows).toHaveCount(25);
    await page.getByRole('button', { name: at('pt', 'orders.loadMore') }).click();
    await expect(rows).toHaveCount(total);

    // The newest order waits for a Multibanco payment: its details show the reference and the deadline.
    const newest = rows.first();
    const number = (await newest.locator('th').innerText()).trim();
    await expect(newest).toContainText(at('pt', 'orders.statuses.PENDING'));
    await newest.getByRole('button', { name: `${at('pt', 'orders.details')} ${at('pt', 'orders.detailsOf', { number })}` }).click();
    const details = page.getByRole('dialog', { name: at('pt', 'orders.dialogTitle', { number }) });
    await expect(details).toBeVisible();
    await expect(details).toContainText(at('pt', 'orders.deadline'));
    await expect(details).toContainText(at('pt', 'orders.entity'));
    await expect(details).toContainText(at('pt', 'orders.reference'));
    const lines = details.getByRole('table', { name: at('pt', 'orders.lines') }).locator('tbody tr');
    expect(await lines.count()).toBeGreaterThan(0);
    await expect(details).toContainText(at('pt', 'orders.netTotal'));
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
    await expect(newest.getByRole('button', { name: new RegExp(at('pt', 'orders.details')) })).toBeFocused();
  });

  test('a visitor is asked to log in', async ({ page }) => {
    await page.goto('/client/order');
    await expect(page.getByRole('main')).toContainText(errorText('pt', 'NOT_SIGNED_IN'));
    await expect(page.getByRole('table')).toHaveCount(0);
  });
});

test.describe('account screens have no WCAG 2.2 A/AA violations', () => {
  test('/regist/client', async ({ page }) => {
    await page.goto('/regist/client');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the login modal', async ({ page }) => {
    await page.goto('/');
    await loginEntry(page).click();
    await expect(accountDialog(page, 'login')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('/client/perfil and /client/order, signed in', async ({ page }) => {
    await signIn(page, SEEDED.customer.email, SEEDED.customer.password);
    await page.goto('/client/perfil');
    await expect(page.getByRole('main').getByLabel(at('pt', 'fields.name'), { exact: true })).toHaveValue(SEEDED.customer.name);
    await expectNoAxeViolations(page);
    await page.goto('/client/order');
    await expect(page.getByRole('table', { name: at('pt', 'orders.caption') })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('/client/perfil as a visitor', async ({ page }) => {
    await page.goto('/client/perfil');
    await expect(page.getByRole('main')).toContainText(errorText('pt', 'NOT_SIGNED_IN'));
    await expectNoAxeViolations(page);
  });
});
