import { randomUUID } from 'node:crypto';
import { orderListAnswer, type OrderDocument } from '@estancia/resort-contract';
import type { BrowserSession } from './browser-session.ts';
import { SLOTS, type SlotsAnswer, upstreamSession } from './hold-harness.ts';
import type { TestGateway } from './harness.ts';
import { paymentKeyOf } from '../src/modules/checkout/place-order.ts';

/** What the desk tests share: the mutation, a sale's input, and reading the resort API's order afterwards. */

export const PLACE_DESK_ORDER = /* GraphQL */ `
  mutation PlaceDesk($input: PlaceDeskOrderInput!) {
    placeDeskOrder(input: $input) {
      receipt { qrCode billingName billingVat billingEmail order { number paymentMethod paymentStatus total { amount } lines { description detail quantity } } }
      userErrors { code field message }
    }
  }
`;

export interface DeskPayload {
  receipt: {
    qrCode: string;
    billingName: string;
    billingVat: string;
    billingEmail: string;
    order: { number: string; paymentMethod: string; paymentStatus: string; total: { amount: string }; lines: { description: string; detail: string; quantity: number }[] };
  } | null;
  userErrors: { code: string; field: string[]; message: string }[];
}

export const WALK_IN = { name: 'Ana Balcão', vat: '', email: 'ana.balcao@example.pt' };

export function saleInput(values: Record<string, unknown> = {}) {
  return { idempotencyKey: randomUUID(), billing: WALK_IN, termsAccepted: true, ...values };
}

export async function placeDesk(browser: BrowserSession, input: Record<string, unknown>): Promise<DeskPayload> {
  const answer = await browser.query<{ placeDeskOrder: DeskPayload }>(PLACE_DESK_ORDER, { input });
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data.placeDeskOrder;
}

/** The resort API's own record of the sale with this idempotency key, read as staff; null when it holds none. */
export async function storedSale(apiUrl: string, idempotencyKey: string): Promise<OrderDocument | null> {
  const staff = await upstreamSession(apiUrl, 'staff');
  const key = paymentKeyOf(staff.id, idempotencyKey);
  const response = await fetch(new URL(`store/order/payment/estancia/${key}`, apiUrl), { headers: { authorization: `Bearer ${staff.token}` } });
  if (response.status === 404) return null;
  if (response.status !== 200) throw new Error(`order ${key}: ${response.status}`);
  return orderListAnswer.parse(await response.json()).data[0] ?? null;
}

export async function seatsLeft(gateway: TestGateway, productId: number, date: string, slotId: string): Promise<number> {
  const answer = await gateway.query<SlotsAnswer>(SLOTS, { variables: { id: productId, date } });
  return answer.data?.service?.slots.find((slot) => slot.id === slotId)?.remaining ?? -1;
}
