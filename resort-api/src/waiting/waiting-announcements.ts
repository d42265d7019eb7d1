import { z } from 'zod';
import type { Tx } from '../db/client.ts';
import { jsonArrayChunks, notify, readNotice } from '../db/notifications.ts';

/**
 * Every change of a waiting list (a join, a leave, an offer, an offer that ended, the list closing)
 * is announced from the transaction that made it, like carts and seats (cart-announcements.ts): at
 * commit every resort-api process hears which clients' entries or places changed, and sends those
 * of its hold-channel sockets a lista_espera message; the mail job wakes for the e-mails owed.
 */

/** The notification channel of waiting-list changes (an unquoted identifier: notifications.ts). */
export const WAITING_CHANNEL = 'resort_lista_espera';

/** A notification's payload: the slot whose line changed and the clients to tell. */
export const waitingNoticeSchema = z.object({
  empresa: z.string(),
  id_stock: z.number().int().positive(),
  clientes: z.array(z.number().int().positive()),
});
export type WaitingNotice = z.output<typeof waitingNoticeSchema>;

/** Announces, at the commit of `tx` (never on rollback), that the slot's line changed for these clients. */
export async function announceWaiting(tx: Tx, companyCode: string, slotId: number, clientIds: Iterable<number>): Promise<void> {
  const clients = [...new Set(clientIds)].sort((a, b) => a - b);
  const head = `{"empresa":${JSON.stringify(companyCode)},"id_stock":${slotId},"clientes":`;
  // An empty list still wakes the readers (the mail job): the line changed for nobody's sockets.
  if (clients.length === 0) return notify(tx, WAITING_CHANNEL, `${head}[]}`);
  for (const payload of jsonArrayChunks(head, clients, '}')) await notify(tx, WAITING_CHANNEL, payload);
}

/** A payload of WAITING_CHANNEL, read; null when it is not one (logged by the caller). */
export function parseWaitingNotice(payload: string): WaitingNotice | null {
  return readNotice(waitingNoticeSchema, payload);
}
