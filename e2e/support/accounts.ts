import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { ACCOUNT_SEEDS } from '../../resort-api/src/db/seed-data/accounts.ts';
import { ORDER_PLANS } from '../../resort-api/src/db/seed-data/orders.ts';
import { t } from './locales.ts';
import { sendOperation } from './operations.ts';

type Language = 'pt' | 'en' | 'es' | 'fr';
type Tree = Record<string, unknown>;

const read = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as Tree;
const accountTexts: Record<Language, Tree> = {
  pt: read('../../client/src/i18n/locales/account/pt.json'),
  en: read('../../client/src/i18n/locales/account/en.json'),
  es: read('../../client/src/i18n/locales/account/es.json'),
  fr: read('../../client/src/i18n/locales/account/fr.json'),
};
const errorTexts: Record<Language, Tree> = {
  pt: read('../../validation/src/messages/pt.json'),
  en: read('../../validation/src/messages/en.json'),
  es: read('../../validation/src/messages/es.json'),
  fr: read('../../validation/src/messages/fr.json'),
};

function lookup(tree: Tree, key: string, what: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Tree)[part] : undefined), tree);
  if (typeof value !== 'string') throw new Error(`no ${what} text ${key}`);
  return value;
}

/** A text of the account screens (client/src/i18n/locales/account), placeholders filled in. */
export function at(language: Language, key: string, values: Record<string, string | number> = {}): string {
  return lookup(accountTexts[language], key, 'account').replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** The text a person reads for an error code (the shared catalogue, @estancia/validation). */
export function errorText(language: Language, code: string): string {
  return lookup(errorTexts[language], code, 'error');
}

const seeded = (key: keyof typeof ACCOUNT_SEEDS) => ({
  email: ACCOUNT_SEEDS[key].username,
  password: ACCOUNT_SEEDS[key].password,
  name: ACCOUNT_SEEDS[key].name,
});

/** The accounts the seed creates (resort-api's seed data, read as the stack under test uses it). */
export const SEEDED = {
  /** Maria: a year of orders in every payment state. */
  customer: { ...seeded('maria'), orders: ORDER_PLANS.filter((plan) => plan.customer === 'maria').length },
  secondCustomer: seeded('joao'),
  staff: seeded('balcao'),
} as const;

/** The stack's mail catcher (playwright.config.ts: the gateway's port + 25). */
const MAIL_CATCHER = `http://127.0.0.1:${Number(process.env['E2E_PORT'] ?? 4400) + 25}/messages`;

export interface Mail {
  to: string[];
  subject: string;
  html: string;
  text: string;
}

export async function mailsTo(address: string): Promise<Mail[]> {
  const response = await fetch(MAIL_CATCHER);
  if (!response.ok) throw new Error(`mail catcher: ${response.status}`);
  const all = (await response.json()) as Mail[];
  return all.filter((mail) => mail.to.some((to) => to.toLowerCase() === address.toLowerCase()));
}

/** Waits for the `count`-th mail to an address (1 = the first) and returns it. */
export async function waitForMail(address: string, count = 1): Promise<Mail> {
  let mails: Mail[] = [];
  await expect
    .poll(
      async () => {
        mails = await mailsTo(address);
        return mails.length;
      },
      { message: `mail number ${count} to ${address}`, timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(count);
  const mail = mails[count - 1];
  if (!mail) throw new Error('no mail');
  return mail;
}

export const header = (page: Page): Locator => page.getByRole('banner');

/** The top bar's store and account entries. */
export const headerLinks = (page: Page): Locator => header(page).getByRole('group', { name: t('pt', 'header.links') });

/** The top bar's store button: /desk for staff, /store for everyone else. */
export const storeLink = (page: Page): Locator => headerLinks(page).getByRole('link', { name: t('pt', 'header.store') });

/** The header's login entry (logged out). */
export const loginEntry = (page: Page): Locator => headerLinks(page).getByRole('button', { name: t('pt', 'header.logIn'), exact: true });

/** The header's account menu button (logged in): "Conta: {name}". */
export const accountMenuButton = (page: Page, name: string): Locator => headerLinks(page).getByRole('button', { name: `${t('pt', 'header.account')}: ${name}` });

/** The account modal, on one of its views. */
export const accountDialog = (page: Page, view: 'login' | 'register' | 'recovery'): Locator => page.getByRole('dialog', { name: at('pt', `${view}.title`) });

/** An alert dialog (spec 000 §8 messages) by its title. */
export const alertDialog = (page: Page, title: string): Locator => page.getByRole('alertdialog', { name: title });

/** Logs in through the header's login modal and waits for the page to show the account menu. */
export async function logIn(page: Page, email: string, password: string, name: string): Promise<void> {
  await loginEntry(page).click();
  const dialog = accountDialog(page, 'login');
  await dialog.getByLabel(at('pt', 'fields.username')).fill(email);
  await dialog.getByLabel(at('pt', 'fields.password'), { exact: true }).fill(password);
  await dialog.getByRole('button', { name: at('pt', 'login.submit'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(accountMenuButton(page, name)).toBeVisible();
}

/** Logs out through the account menu and waits for the login entry. */
export async function logOut(page: Page, name: string): Promise<void> {
  await accountMenuButton(page, name).click();
  await page.getByRole('menuitem', { name: t('pt', 'header.logOut') }).click();
  await expect(loginEntry(page)).toBeVisible();
}

/** Registers an account through the gateway, as the registration form does (for tests that need one). */
export async function registerAccount(page: Page, account: { email: string; password: string; name: string }): Promise<void> {
  const data = await sendOperation<{ register: { userErrors: unknown[] } }>(page, 'RegistrationFormMutation', {
    input: { ...account, passwordConfirmation: account.password, mobilePhone: '', termsAccepted: true, marketingConsent: false },
  });
  expect(data.register.userErrors).toEqual([]);
}

/**
 * Signs in through the gateway, as the login form does: the session cookie lands in the page's
 * browser context, so the next page it opens is the signed-in person's. For tests whose subject is
 * not the log-in (the header's login modal is walked in accounts.spec.ts).
 */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  const data = await sendOperation<{ logIn: { userErrors: unknown[] } }>(page, 'LoginFormMutation', { input: { username: email, password } });
  expect(data.logIn.userErrors).toEqual([]);
}
