import { z } from 'zod';
import type { Tx } from '../db/client.ts';
import { notify, readNotice } from '../db/notifications.ts';

/**
 * spec 002 §4: every change of a client's cart goes to all the client's sockets as update_list,
 * and those sockets may be open on any resort-api process of the database. So a change of a cart
 * is announced from the transaction that made it, like the seats (seat-announcements.ts): every
 * process hears it at commit and sends the cart to its own sockets of that client.
 */

/** The notification channel of cart changes (an unquoted identifier: notifications.ts). */
export const CARTS_CHANNEL = 'resort_carrinhos';

/**
 * A notification's payload: whose cart changed, and which process's channel made the change (that
 * process sends the cart itself, echoing the request's pedido, and skips its own announcement).
 */
export const cartNoticeSchema = z.object({ empresa: z.string(), id_client: z.number().int().positive(), origem: z.string() });
export type CartNotice = z.output<typeof cartNoticeSchema>;

/** Announces, at the commit of `tx` (never on rollback), that the client's cart changed. */
export async function announceCart(tx: Tx, companyCode: string, clientId: number, origin: string): Promise<void> {
  const notice: CartNotice = { empresa: companyCode, id_client: clientId, origem: origin };
  await notify(tx, CARTS_CHANNEL, JSON.stringify(notice));
}

/** A payload of CARTS_CHANNEL, read; null when it is not one (logged by the caller). */
export function parseCartNotice(payload: string): CartNotice | null {
  return readNotice(cartNoticeSchema, payload);
}
