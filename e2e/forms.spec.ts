import { readFileSync } from 'node:fs';
import { contentListAnswer } from '@estancia/resort-contract';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/csp.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { errorText, waitForMail } from './support/accounts.ts';
import { t } from './support/locales.ts';
import { CAMPAIGN_DISMISSED_KEY } from './support/campaign.ts';

/**
 * The contact form (spec 000 §2 "Contact page", §4, §5, §7, §8) and the testimonial form
 * (spec 000 §2, §5; spec 002 §2, §4, §5), driven in Chromium against the whole stack: the mail
 * that leaves over SMTP is read from the stack's mail catcher.
 */

type Language = 'pt' | 'en';
const RESORT_API = `http://127.0.0.1:${Number(process.env['E2E_PORT'] ?? 4400) + 1}/`;
/** The contact page of the demo data (layout contact). */
const CONTACT_PATH = '/contactos';
/** client/src/features/home/CampaignPopup.tsx: the pop-up was closed during this visit. */

const formTexts: Record<Language, Record<string, unknown>> = {
  pt: JSON.parse(readFileSync(new URL('../client/src/i18n/locales/forms/pt.json', import.meta.url), 'utf8')) as Record<string, unknown>,
  en: JSON.parse(readFileSync(new URL('../client/src/i18n/locales/forms/en.json', import.meta.url), 'utf8')) as Record<string, unknown>,
};
/** A text of the forms (client/src/i18n/locales/forms), placeholders filled in. */
function ft(language: Language, key: string, values: Record<string, string | number> = {}): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), formTexts[language]);
  if (typeof value !== 'string') throw new Error(`no forms text ${key}`);
  return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The terms box by its label: the text up to the end of the link (the link says it opens a new tab). */
const termsLabel = (language: Language) => new RegExp(`^${escapeRegExp(ft(language, 'fields.terms').replace(/<\/link>.*$/s, '').replace('<link>', ''))}`);
const uniqueEmail = (what: string) => `e2e-${what}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function prepare(page: Page, language: Language) {
  await page.addInitScript(
    ([key, lang]) => {
      window.sessionStorage.setItem(key, '1');
      window.localStorage.setItem('lang', lang);
    },
    [CAMPAIGN_DISMISSED_KEY, language] as const,
  );
}

function field(form: Locator, language: Language, name: 'name' | 'email' | 'subject' | 'message' | 'location'): Locator {
  return form.getByLabel(ft(language, `fields.${name}`), { exact: true });
}


for (const language of ['pt', 'en'] as const) {
  test.describe(`contact form (${language})`, () => {
    const contactForm = (page: Page) => page.locator('form[data-contact-form]');
    const send = (page: Page) => contactForm(page).getByRole('button', { name: ft(language, 'contact.submit') });

    test.beforeEach(async ({ page }) => {
      await prepare(page, language);
      await page.goto(CONTACT_PATH);
      await expect(page.getByRole('heading', { name: ft(language, 'contact.title') })).toBeVisible();
    });

    test('marks the required fields and keeps sending disabled until the terms box is ticked', async ({ page }) => {
      const form = contactForm(page);
      await expect(form).toContainText(ft(language, 'common.requiredNote'));
      for (const name of ['name', 'email', 'subject', 'message'] as const) {
        await expect(field(form, language, name)).toHaveAttribute('required', '');
      }
      // Name, e-mail, subject, message and terms carry the (*) mark.
      await expect(form.getByText('*', { exact: true })).toHaveCount(5);
      await expect(send(page)).toBeDisabled();
      const terms = form.getByRole('checkbox', { name: termsLabel(language) });
      const termsLink = ft(language, 'fields.terms').replace(/^.*<link>(.*)<\/link>.*$/s, '$1');
      await expect(form.getByRole('link', { name: new RegExp(`^${escapeRegExp(termsLink)}`) })).toHaveAttribute('href', '/terms-conditions');
      await terms.check();
      await expect(send(page)).toBeEnabled();
      await terms.uncheck();
      await expect(send(page)).toBeDisabled();
    });

    test('requires name, e-mail, subject and message, of e-mail type, and counts the message up to 600', async ({ page }) => {
      const form = contactForm(page);
      await form.getByRole('checkbox', { name: termsLabel(language) }).check();
      await send(page).click();
      for (const name of ['name', 'email', 'subject', 'message'] as const) {
        await expect(field(form, language, name)).toHaveAttribute('aria-invalid', 'true');
      }
      await expect(form.getByText(errorText(language, 'REQUIRED'))).toHaveCount(4);

      const email = field(form, language, 'email');
      await expect(email).toHaveAttribute('type', 'email');
      await email.fill('maria@example');
      await send(page).click();
      await expect(form.getByText(errorText(language, 'INVALID_EMAIL'))).toBeVisible();

      const message = field(form, language, 'message');
      await message.fill('Olá!');
      await expect(form.getByText(ft(language, 'common.counter', { count: 4, max: 600 }), { exact: true })).toBeVisible();
      await message.fill('a'.repeat(600));
      await message.press('End');
      await page.keyboard.type('bcd');
      await expect(message).toHaveValue('a'.repeat(600));
      await expect(form.getByText(ft(language, 'common.counter', { count: 600, max: 600 }), { exact: true })).toBeVisible();
      // The textarea is 180 px high (spec 000 §9).
      expect((await message.boundingBox())?.height).toBe(180);
    });

    test('sends the message: success dialog, form cleared, and the mail with an HTML table of the fields', async ({ page }) => {
      const form = contactForm(page);
      const email = uniqueEmail(`contact-${language}`);
      const values = { name: 'Marta Gaspar', email, subject: `Aulas de ski ${language}`, message: 'Há aulas para crianças de 6 anos em janeiro?' };
      for (const name of ['name', 'email', 'subject', 'message'] as const) await field(form, language, name).fill(values[name]);
      await form.getByRole('checkbox', { name: termsLabel(language) }).check();
      await send(page).click();

      const done = page.getByRole('alertdialog', { name: ft(language, 'contact.title') });
      await expect(done).toBeVisible();
      await expect(done).toContainText(ft(language, 'contact.sentText'));
      await expect(done.locator('svg')).toHaveCount(1);
      const ok = done.getByRole('button', { name: ft(language, 'common.ok') });
      await expect(ok).toHaveCSS('background-color', 'rgb(8, 57, 106)');
      await expectNoAxeViolations(page);
      await ok.click();
      await expect(done).toBeHidden();

      for (const name of ['name', 'email', 'subject', 'message'] as const) await expect(field(form, language, name)).toHaveValue('');
      await expect(form.getByRole('checkbox', { name: termsLabel(language) })).not.toBeChecked();
      await expect(send(page)).toBeDisabled();

      const mail = await waitForMail(email);
      expect(mail.subject.trim()).not.toBe('');
      const table = /<table[\s\S]*<\/table>/i.exec(mail.html)?.[0] ?? '';
      expect(table, 'the mail body is an HTML table').not.toBe('');
      for (const value of Object.values(values)) expect(table).toContain(value);
    });

    test('has no accessibility violations', async ({ page }) => {
      await contactForm(page).getByRole('checkbox', { name: termsLabel(language) }).check();
      await send(page).click();
      await expectNoAxeViolations(page);
    });
  });

  test.describe(`testimonial form (${language})`, () => {
    const leave = (page: Page) => page.getByRole('button', { name: t(language, 'home.testimonials.leave') });
    const dialog = (page: Page) => page.getByRole('dialog', { name: ft(language, 'testimonial.title') });
    const submit = (page: Page) => dialog(page).getByRole('button', { name: ft(language, 'testimonial.submit') });

    test.beforeEach(async ({ page }) => {
      await prepare(page, language);
      await page.goto('/');
      await leave(page).click();
      await expect(dialog(page)).toBeVisible();
    });

    test('opens in a dialog that keeps the focus and closes with Escape', async ({ page }) => {
      await expect(field(dialog(page), language, 'name')).toBeFocused();
      for (let n = 0; n < 12; n += 1) {
        await page.keyboard.press('Tab');
        await expect(dialog(page).locator(':focus')).toHaveCount(1);
      }
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toBeHidden();
      await expect(leave(page)).toBeFocused();
    });

    test('requires name, e-mail, message and terms, takes the location as optional, and counts up to 400', async ({ page }) => {
      const form = dialog(page);
      await expect(submit(page)).toBeDisabled();
      for (const name of ['name', 'email', 'message'] as const) await expect(field(form, language, name)).toHaveAttribute('required', '');
      await expect(field(form, language, 'location')).not.toHaveAttribute('required', '');
      await expect(form.getByText('*', { exact: true })).toHaveCount(4);

      await form.getByRole('checkbox', { name: termsLabel(language) }).check();
      await submit(page).click();
      await expect(form.getByText(errorText(language, 'REQUIRED'))).toHaveCount(3);
      await expect(field(form, language, 'location')).not.toHaveAttribute('aria-invalid', 'true');

      await field(form, language, 'email').fill('joana@');
      await submit(page).click();
      await expect(form.getByText(errorText(language, 'INVALID_EMAIL'))).toBeVisible();

      const message = field(form, language, 'message');
      await message.fill('a'.repeat(400));
      await message.press('End');
      await page.keyboard.type('xyz');
      await expect(message).toHaveValue('a'.repeat(400));
      await expect(form.getByText(ft(language, 'common.counter', { count: 400, max: 400 }), { exact: true })).toBeVisible();
    });

    test('sends a testimonial: it is received, under review, and not shown yet', async ({ page }) => {
      const form = dialog(page);
      const email = uniqueEmail(`testimonial-${language}`);
      const message = `Um dia ótimo na neve e no spa (${language}, ${Date.now()}).`;
      await field(form, language, 'name').fill('Inês Correia');
      await field(form, language, 'email').fill(email);
      await field(form, language, 'message').fill(message);
      await form.getByRole('checkbox', { name: termsLabel(language) }).check();
      await submit(page).click();

      const received = page.getByRole('alertdialog', { name: ft(language, 'testimonial.receivedTitle') });
      await expect(received).toBeVisible();
      await expect(received).toContainText(ft(language, 'testimonial.receivedText'));
      await expectNoAxeViolations(page);
      await received.getByRole('button', { name: ft(language, 'common.ok') }).click();
      await expect(received).toBeHidden();
      await expect(leave(page)).toBeFocused();

      // Stored under review (spec 002 §4), with an empty location, and not in the carousel.
      const response = await fetch(new URL('web/content/type/estancia/testimony', RESORT_API), { headers: { authorization: 'Bearer dev-public-site-token' } });
      const stored = contentListAnswer.parse(await response.json()).data.find((item) => item.content[0]?.email === email);
      expect(stored?.info.status).toBe('under_review');
      expect(stored?.content[0]?.message).toBe(message);
      expect(stored?.content[0]?.address).toBe('');
      await page.reload();
      await expect(page.getByRole('region', { name: t(language, 'home.testimonials.label') })).not.toContainText(message);
    });
  });
}
