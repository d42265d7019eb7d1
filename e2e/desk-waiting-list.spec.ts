import { loginAnswer, stockLinesAnswer, transformPassword, WAITING_PATHS, waitingEntryAnswer } from '@estancia/resort-contract';
import { expectNoAxeViolations } from './support/axe.ts';
import { SEEDED, signIn } from './support/accounts.ts';
import { dismissCampaignPopup } from './support/campaign.ts';
import { sellAtDesk } from './support/desk-day-data.ts';
import { ddt } from './support/desk-data.ts';
import { expect, test } from './support/csp.ts';
import { lisbonDay, SERVICES, slots } from './support/reservations-data.ts';

/**
 * The desk's day shows a full slot's waiting list (this implementation's waiting list), live: a
 * customer joining, the seats a refund frees offered to her until a time, her leaving. The sale
 * and the customer's moves are seeded through the APIs; the clerk only looks, and refunds.
 */

const RESORT_API = `http://127.0.0.1:${Number(process.env['E2E_PORT'] ?? 4400) + 1}/`;
const SITE_TOKEN = 'dev-public-site-token';
const DAY = lisbonDay(2);
/** The 14h00 thermal circuit (every two hours from 10:00). */
const SLOT_INDEX = 2;

test.beforeEach(({ page }) => dismissCampaignPopup(page));

async function customerSession(): Promise<{ token: string; id: number }> {
  const response = await fetch(new URL('app/login', RESORT_API), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${SITE_TOKEN}` },
    body: JSON.stringify({ companycode: 'estancia', username: SEEDED.customer.email, password: await transformPassword(SEEDED.customer.password) }),
  });
  const answer = loginAnswer.parse(await response.json());
  if (answer.token === false) throw new Error('the customer cannot log in');
  return { token: answer.token, id: answer.user_info.id };
}

/** The slot's stock line, as the resort API lists the day's slots of the thermal circuit. */
async function stockLine() {
  const response = await fetch(new URL(`stocks/${DAY}/${SERVICES.thermalCircuit.id}`, RESORT_API), { headers: { authorization: `Bearer ${SITE_TOKEN}` } });
  const lines = stockLinesAnswer.parse(await response.json()).data.sort((a, b) => (a.start_at ?? '').localeCompare(b.start_at ?? ''));
  const line = lines[SLOT_INDEX];
  if (!line) throw new Error('no 14h00 slot');
  return line;
}

test("a full slot's waiting list at the desk, live: who waits and for how many seats, then seats offered to her until a time, then nobody", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, SEEDED.staff.email, SEEDED.staff.password);
  await page.goto(`/reservation/service/${SERVICES.thermalCircuit.id}?date=${DAY}`);
  const slotId = await slots(page).nth(SLOT_INDEX).getAttribute('data-slot-id');
  const line = await stockLine();
  // Every free seat sold at the desk: the slot is full.
  const sale = await sellAtDesk(page, { slotId: slotId ?? '', seats: line.disponivel, date: DAY, name: 'Grupo Cheio' });

  await page.goto(`/desk/day?date=${DAY}`);
  const slot = page.getByTestId('desk-slot').filter({ has: page.locator(`tr[data-order="${sale.number}"]`) });
  await expect(slot.getByTestId('free')).toHaveText('0');
  await expect(slot.getByTestId('desk-waiting-list')).toHaveCount(0);

  // The customer joins the line for two seats (as the website does for her).
  const customer = await customerSession();
  const joined = await fetch(new URL(WAITING_PATHS.join, RESORT_API), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}` },
    body: JSON.stringify({ id_client: customer.id, id_stock: line.id, id_event: line.id_event, id_prod: SERVICES.thermalCircuit.id, quantidade: 2 }),
  });
  expect(joined.status).toBe(201);
  const entry = waitingEntryAnswer.parse(await joined.json()).data;

  // The clerk's page shows her, with no reload: a table named for the slot, with its headers.
  const table = slot.getByRole('table', { name: ddt('pt', 'day.waiting.caption', { start: '14h00' }) });
  await expect(table).toBeVisible();
  await expect(slot.getByTestId('waiting')).toHaveText('1');
  const headers = await table.getByRole('columnheader').allInnerTexts();
  expect(headers).toEqual(['place', 'customer', 'seats', 'since', 'state'].map((key) => ddt('pt', `day.waiting.${key}`)));
  const row = table.getByRole('row').nth(1);
  await expect(row.getByRole('rowheader')).toContainText(SEEDED.customer.email);
  await expect(row.getByRole('cell').nth(0)).toHaveText('1');
  await expect(row.getByRole('cell').nth(1)).toHaveText('2');
  await expect(row.getByRole('cell').nth(3)).toHaveText(ddt('pt', 'day.waiting.WAITING'));
  await expectNoAxeViolations(page);

  // The clerk refunds the sale: its seats free up and two are offered to her, until a time; they are not for sale.
  await slot.getByRole('button', { name: ddt('pt', 'day.refundOrder', { number: sale.number }) }).click();
  const dialog = page.getByRole('dialog', { name: ddt('pt', 'refund.title', { number: sale.number }) });
  await dialog.getByLabel(ddt('pt', 'refund.reason')).fill('O grupo não vem.');
  await dialog.getByRole('button', { name: ddt('pt', 'refund.submit'), exact: true }).click();
  await expect(dialog).toBeHidden();
  const offered = new RegExp(`^${ddt('pt', 'day.waiting.OFFERED', { time: '' })}\\d\\d:\\d\\d$`);
  await expect(row.getByRole('cell').nth(3)).toHaveText(offered);
  await expect(row.getByRole('cell').nth(0)).toHaveText('–');
  await expect(slot.getByTestId('free')).toHaveText(String(line.disponivel - 2));
  await expectNoAxeViolations(page);

  // She leaves the line (declining the offer): nobody waits, and the seats are free again.
  const left = await fetch(new URL(WAITING_PATHS.entry(entry.id), RESORT_API), { method: 'DELETE', headers: { authorization: `Bearer ${customer.token}` } });
  expect(left.status).toBe(200);
  await expect(slot.getByTestId('desk-waiting-list')).toHaveCount(0);
  await expect(slot.getByTestId('free')).toHaveText(String(line.disponivel));
});
