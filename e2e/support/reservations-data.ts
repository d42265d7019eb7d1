import { readFileSync } from 'node:fs';
import { transformPassword } from '@estancia/resort-contract';
import type { Locator, Page } from '@playwright/test';
import { SEEDED } from './accounts.ts';

/**
 * Timed reservations under test (spec 002): the texts a visitor reads (the site's own
 * `reservations` translation files), the demo services and days, and the timer settings changed
 * through the resort API as staff, so a test sees holds lapse in seconds rather than minutes.
 */
export type Language = 'pt' | 'en' | 'es' | 'fr';

const RESORT_API = `http://127.0.0.1:${Number(process.env['E2E_PORT'] ?? 4400) + 1}/`;

type Tree = Record<string, unknown>;
const read = (language: Language) => JSON.parse(readFileSync(new URL(`../../client/src/i18n/locales/reservations/${language}.json`, import.meta.url), 'utf8')) as Tree;
const texts: Record<Language, Tree> = { pt: read('pt'), en: read('en'), es: read('es'), fr: read('fr') };

/** A text of the reservation screens, placeholders filled in. */
export function rt(language: Language, key: string, values: Record<string, string | number> = {}): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Tree)[part] : undefined), texts[language]);
  if (typeof value !== 'string') throw new Error(`no reservations text ${key} in ${language}`);
  return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** The demo services (resort-api seed-data/reservations.ts) the journeys book. */
export const SERVICES = {
  /** SPA, 12 seats, every two hours from 10:00; collides with 43 and 44. */
  thermalCircuit: { id: 41, name: 'Circuito termal', en: 'Thermal circuit' },
  /** WEL: 09:00 and 10:30 in the morning, 14:00 and 16:30 in the afternoon. */
  relaxingMassage: { id: 42, name: 'Massagem relaxante', en: 'Relaxing massage' },
  yoga: { id: 45, name: 'Yoga' },
  pilates: { id: 46, name: 'Pilates' },
} as const;

export const ENTRANCE_TICKET = { id: 51, name: 'Entrada Aquapark', en: 'Aquapark entrance', price: '12,00 €' } as const;

/** A Lisbon calendar day `days` from today, YYYY-MM-DD (tomorrow's slots are never past the cut-off). */
export function lisbonDay(days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const [year, month, date] = today.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (date ?? 1) + days)).toISOString().slice(0, 10);
}

async function staffToken(): Promise<string> {
  const response = await fetch(new URL('app/login', RESORT_API), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer dev-public-site-token' },
    body: JSON.stringify({ companycode: 'estancia', username: SEEDED.staff.email, password: await transformPassword(SEEDED.staff.password) }),
  });
  const body = (await response.json()) as { token?: string | false };
  if (!response.ok || typeof body.token !== 'string') throw new Error(`staff login: ${response.status}`);
  return body.token;
}

export interface TimerSettings {
  /** Minutes a hold lasts (decimals allowed). */
  time_count_down: number;
  intervalo_tolerancia: number;
  numero_maximo_eventos_no_carrinho: number;
}

/** PUT platform/settings/timer as staff (spec 002 §3 "Timer settings"). */
export async function setTimerSettings(settings: TimerSettings): Promise<void> {
  const response = await fetch(new URL('platform/settings/timer', RESORT_API), {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await staffToken()}` },
    body: JSON.stringify(settings),
  });
  if (!response.ok) throw new Error(`timer settings: ${response.status} ${await response.text()}`);
}

export const DEFAULT_TIMER: TimerSettings = { time_count_down: 5, intervalo_tolerancia: 15, numero_maximo_eventos_no_carrinho: 3 };

/** The bookable slot buttons of a service screen, in start order. */
export const slots = (page: Page): Locator => page.locator('button[data-slot-id]');

/** The WEL row of a part of the day. */
export const slotsOfPeriod = (page: Page, period: 'morning' | 'afternoon'): Locator => page.locator(`[data-period="${period}"] button[data-slot-id]`);

/** The top navigation's cart button, named by its product count (the shop's text). */
export function cartButton(page: Page, label: string): Locator {
  return page.getByRole('banner').getByRole('button', { name: label });
}
