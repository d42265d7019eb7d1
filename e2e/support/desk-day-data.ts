import { randomUUID } from 'node:crypto';
import { loginAnswer, transformPassword } from '@estancia/resort-contract';
import { expect, type Page } from '@playwright/test';
import { sendOperation } from './operations.ts';
import { ENTRANCE_TICKET } from './reservations-data.ts';

/**
 * Sales for the desk's day, seeded through the API as the desk's own screens make them: the clerk's
 * hold and the desk sale, each the website's persisted mutation sent with the staff page's cookies.
 */

const RESORT_API = `http://127.0.0.1:${Number(process.env['E2E_PORT'] ?? 4400) + 1}/`;

/** An account's number, as the resort API knows it (the desk sells to it by number). */
export async function accountNumber(email: string, password: string): Promise<number> {
  const response = await fetch(new URL('app/login', RESORT_API), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer dev-public-site-token' },
    body: JSON.stringify({ companycode: 'estancia', username: email, password: await transformPassword(password) }),
  });
  const answer = loginAnswer.parse(await response.json());
  if (answer.token === false) throw new Error(`${email} cannot log in`);
  return answer.user_info.id;
}

export interface DeskSale {
  number: string;
  /** The receipt's code (its QR code's text). */
  code: string;
}

type HoldAnswer = { holdSlot: { cart: { lines: Array<{ id: string; slot: { id: string } }> } | null; userErrors: unknown[] } };
type SaleAnswer = { placeDeskOrder: { receipt: { qrCode: string; order: { number: string } } | null; userErrors: unknown[] } };

/**
 * A desk sale by the signed-in clerk of `page`: `seats` of a slot (its `TimeSlot` id, as a service
 * screen's slot button carries it), entrance tickets for `date` when asked, billed to a walk-in
 * customer or to a customer's account.
 */
export async function sellAtDesk(
  page: Page,
  { slotId, seats, date, tickets = 0, customerId, name }: { slotId: string; seats: number; date: string; tickets?: number; customerId?: number; name: string },
): Promise<DeskSale> {
  const held = await sendOperation<HoldAnswer>(page, 'useHoldMutationsHoldMutation', { input: { slotId, quantity: seats } });
  expect(held.holdSlot.userErrors).toEqual([]);
  const holdId = held.holdSlot.cart?.lines.find((line) => line.slot.id === slotId)?.id;
  const input = {
    idempotencyKey: randomUUID(),
    holdIds: [holdId],
    ...(tickets > 0 ? { entrance: [{ productId: ENTRANCE_TICKET.id, quantity: tickets, date }] } : {}),
    billing: { name, vat: '', email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.pt` },
    termsAccepted: true,
    ...(customerId ? { customerId } : {}),
  };
  const sale = await sendOperation<SaleAnswer>(page, 'DeskPaymentStepPlaceMutation', { input });
  expect(sale.placeDeskOrder.userErrors).toEqual([]);
  const receipt = sale.placeDeskOrder.receipt;
  if (!receipt) throw new Error('no sale');
  return { number: receipt.order.number, code: receipt.qrCode };
}
