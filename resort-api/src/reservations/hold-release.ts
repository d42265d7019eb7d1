import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { type HoldRow, holds } from '../db/reservations-schema.ts';
import { orders } from '../db/schema.ts';
import type { OrderScope } from './hold-access.ts';
import { HoldRefusal } from './hold-errors.ts';
import { type Clock, lockClient, lockSlots } from './hold-locks.ts';
import { announceSeats } from './seat-announcements.ts';

/** One release item (the channel's releaseItemSchema after parsing, or a direct caller's). */
export interface ReleaseRequest {
  /** The hold. */
  prod_timer: number;
  /** Seats to give back; the whole hold when at least its quantity. */
  quantidade: number;
  /** When given, must be the hold's slot. */
  id_stock?: number | undefined;
  id_prod?: number | undefined;
}

/**
 * The client's holds named by the items, with their slot rows locked (the client is already
 * locked by the caller). A hold that is not the client's is refused as not_your_hold before
 * anything changes; one named on another slot or product as unknown_slot.
 */
async function ownHolds(tx: Tx, companyCode: string, clientId: number, items: readonly ReleaseRequest[]): Promise<Map<number, HoldRow>> {
  const ids = [...new Set(items.map((item) => item.prod_timer))];
  const rows = ids.length > 0 ? await tx.select().from(holds).where(inArray(holds.id, ids)) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const item of items) {
    const row = byId.get(item.prod_timer);
    if (!row || row.clientId !== clientId || row.companyCode !== companyCode) {
      throw new HoldRefusal('not_your_hold', { prod_timer: item.prod_timer, motivo: 'not_yours' });
    }
    if ((item.id_stock !== undefined && item.id_stock !== row.slotId) || (item.id_prod !== undefined && item.id_prod !== row.productId)) {
      throw new HoldRefusal('unknown_slot', { prod_timer: item.prod_timer });
    }
  }
  await lockSlots(
    tx,
    rows.map((row) => row.slotId),
  );
  return byId;
}

/**
 * Gives back seats of the client's holds (spec 002 §4 "Cart removal"): part of a hold, or all of
 * it when quantidade is at least its quantity. A hold that already lapsed or was given back has
 * nothing left to give: that is no error, and nothing changes. A sold hold cannot be given back.
 */
export async function releaseHolds(
  tx: Tx,
  companyCode: string,
  clientId: number,
  items: readonly ReleaseRequest[],
  clock: Clock,
): Promise<number[]> {
  const own = await ownHolds(tx, companyCode, clientId, items);
  // Every lock is held: whether a hold still counts is decided at this instant (hold-locks.ts Clock).
  const now = clock();
  for (const item of items) {
    const row = own.get(item.prod_timer) as HoldRow;
    if (row.status === 'sold') throw new HoldRefusal('not_your_hold', { prod_timer: row.id, motivo: 'sold' });
    if (row.status !== 'held' || row.expiresAt.getTime() <= now.getTime()) continue;
    const whole = item.quantidade >= row.quantity;
    const [updated] = await tx
      .update(holds)
      .set(whole ? { status: 'released', updatedAt: now } : { quantity: row.quantity - item.quantidade, updatedAt: now })
      .where(eq(holds.id, row.id))
      .returning();
    if (updated) own.set(row.id, updated);
  }
  // spec 002 §4: the seats given back, announced at commit.
  await announceSeats(tx, [...own.values()].map((row) => row.slotId), now);
  return [...own.keys()];
}

/**
 * The purchase release (comprar_prod): the client's live holds become sold, tied to the order.
 * A sold hold no longer lapses. Selling a hold again for the same order changes nothing; a hold
 * that has lapsed, was given back or was sold for another order is refused. With scope 'own' the
 * order must be the client's own (hold-access.ts orderScopeOf), or nothing changes.
 */
export async function purchaseHolds(
  tx: Tx,
  companyCode: string,
  clientId: number,
  order: { id: number | undefined; scope: OrderScope },
  items: readonly ReleaseRequest[],
  clock: Clock,
): Promise<number[]> {
  const orderId = order.id;
  if (orderId === undefined) throw new HoldRefusal('bad_message', { motivo: 'id_encomenda' });
  const [found] = await tx
    .select({ id: orders.id, entityId: orders.entityId })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.companyCode, companyCode)))
    .limit(1);
  if (!found) throw new HoldRefusal('bad_message', { motivo: 'unknown_order', id_encomenda: orderId });
  if (order.scope === 'own' && found.entityId !== clientId) throw new HoldRefusal('not_your_order', { id_encomenda: orderId });

  const own = await ownHolds(tx, companyCode, clientId, items);
  // Every lock is held: a hold that lapsed while they were awaited may have lost its seats to
  // another client, and cannot be sold (hold-locks.ts Clock).
  const now = clock();
  for (const row of own.values()) {
    if (row.status === 'sold' && row.orderId === orderId) continue;
    if (row.status === 'sold') throw new HoldRefusal('not_your_hold', { prod_timer: row.id, motivo: 'sold' });
    if (row.status !== 'held' || row.expiresAt.getTime() <= now.getTime()) {
      throw new HoldRefusal('not_your_hold', { prod_timer: row.id, motivo: 'not_live' });
    }
    await tx.update(holds).set({ status: 'sold', orderId, updatedAt: now }).where(eq(holds.id, row.id));
  }
  // spec 002 §4: a sale changes no seat count, but its holds no longer lapse: announced all the same.
  await announceSeats(tx, [...own.values()].map((row) => row.slotId), now);
  return [...own.keys()];
}

/**
 * Seats sold to orders that were then cancelled unpaid (spec 001 §4 "an unpaid order is cancelled
 * after the payment deadline") come back: their holds become released. For the job that cancels
 * the orders, inside its transaction; the lock order is the ledger's (clients, then slots).
 * Answers how many holds were given back.
 */
export async function releaseSeatsOfOrders(tx: Tx, orderIds: readonly number[], now: Date): Promise<number> {
  const ids = [...new Set(orderIds)];
  if (ids.length === 0) return 0;
  const sold = await tx
    .select({ id: holds.id, companyCode: holds.companyCode, clientId: holds.clientId, slotId: holds.slotId })
    .from(holds)
    .where(and(inArray(holds.orderId, ids), eq(holds.status, 'sold')));
  if (sold.length === 0) return 0;
  const clients = [...new Map(sold.map((row) => [`${row.companyCode}:${row.clientId}`, row])).values()].sort(
    (a, b) => a.companyCode.localeCompare(b.companyCode) || a.clientId - b.clientId,
  );
  for (const client of clients) await lockClient(tx, client.companyCode, client.clientId);
  await lockSlots(
    tx,
    sold.map((row) => row.slotId),
  );
  const released = await tx
    .update(holds)
    .set({ status: 'released', updatedAt: now })
    .where(and(inArray(holds.orderId, ids), eq(holds.status, 'sold')))
    .returning({ id: holds.id });
  // spec 002 §4: the cancelled orders' seats are on sale again, announced at commit.
  await announceSeats(tx, sold.map((row) => row.slotId), now);
  return released.length;
}
