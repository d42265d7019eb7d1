import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PAYMENT_STATES } from '@estancia/resort-contract';
import { expect, type Page } from '@playwright/test';
import { ACCOUNT_SEEDS } from '../../resort-api/src/db/seed-data/accounts.ts';
import { BASKETS, ORDER_PLANS, PRODUCT_SEEDS } from '../../resort-api/src/db/seed-data/orders.ts';
import { sendOperation } from './operations.ts';

/**
 * Lesson scheduling under test (spec 001 §2.7): the texts a customer reads (the site's own
 * `lessons` translation files), the demo order that still has lessons to book, and an unpaid
 * lesson order placed through the gateway as the checkout does.
 */
export type Language = 'pt' | 'en' | 'es' | 'fr';

type Tree = Record<string, unknown>;
const read = (language: Language) => JSON.parse(readFileSync(new URL(`../../client/src/i18n/locales/lessons/${language}.json`, import.meta.url), 'utf8')) as Tree;
const texts: Record<Language, Tree> = { pt: read('pt'), en: read('en'), es: read('es'), fr: read('fr') };

/** A text of the scheduling screen, placeholders filled in. */
export function lt(language: Language, key: string, values: Record<string, string | number> = {}): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Tree)[part] : undefined), texts[language]);
  if (typeof value !== 'string') throw new Error(`no lessons text ${key} in ${language}`);
  return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

const lisbonYear = (instant: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon', year: 'numeric' }).format(instant);

/**
 * The number (`WEB2026/7`) of the customer's newest paid order that still has Ski lessons to book.
 * The seed numbers every order 1, 2, 3… per year in order of time, and leaves a lesson to book on
 * the paid lines of odd numbers that bought more than one (resort-api seed-customers.ts).
 */
export function paidSkiLessonOrderNumber(customer: 'maria' = 'maria'): string {
  const now = Date.now();
  const planned = [...ORDER_PLANS].map((plan) => ({ plan, at: new Date(now - plan.minutesAgo * 60_000) })).sort((a, b) => a.at.getTime() - b.at.getTime());
  const last = new Map<string, number>();
  let found: string | null = null;
  for (const { plan, at } of planned) {
    const serie = `WEB${lisbonYear(at)}`;
    const numero = (last.get(serie) ?? 0) + 1;
    last.set(serie, numero);
    const paid = plan.state === PAYMENT_STATES.paid || plan.state === PAYMENT_STATES.paidConfirmed;
    const skiLessons = (BASKETS[plan.basket] ?? []).find(([key]) => key === 'aulaSki')?.[1] ?? 0;
    if (plan.customer === customer && paid && numero % 2 === 1 && skiLessons > 1) found = `${serie}/${numero}`;
  }
  if (!found) throw new Error('no paid lesson order with lessons left in the seed');
  return found;
}

export const CUSTOMER = { email: ACCOUNT_SEEDS.maria.username, password: ACCOUNT_SEEDS.maria.password, name: ACCOUNT_SEEDS.maria.name };
export const SECOND_CUSTOMER = { email: ACCOUNT_SEEDS.joao.username, password: ACCOUNT_SEEDS.joao.password, name: ACCOUNT_SEEDS.joao.name };

/**
 * Places an order of one Ski lesson paid by Multibanco, as the signed-in customer of the page
 * (the checkout's own mutation): it waits for payment. Returns its `Order` id and number.
 */
export async function placeUnpaidLessonOrder(page: Page, customer: { email: string; name: string }): Promise<{ id: string; number: string }> {
  const data = await sendOperation<{ placeOrder: { order: { id: string; number: string } | null; userErrors: unknown[] } }>(page, 'PaymentStepPlaceOrderMutation', {
    input: {
      idempotencyKey: randomUUID(),
      lines: [{ kind: 'LESSON', productId: PRODUCT_SEEDS.aulaSki.id, quantity: 1 }],
      billing: { name: customer.name, email: customer.email, vat: '' },
      paymentMethod: 'MULTIBANCO',
      termsAccepted: true,
    },
  });
  expect(data.placeOrder.userErrors).toEqual([]);
  const order = data.placeOrder.order;
  if (!order) throw new Error('no order placed');
  return order;
}
