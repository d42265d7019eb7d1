import { PAYMENT_STATES } from '@estancia/resort-contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { type HoldRow, type ServiceSlotRow, holds, serviceSlots } from '../db/reservations-schema.ts';
import { type OrderRow, orders } from '../db/schema.ts';
import type { OrderScope } from './hold-access.ts';
import { HoldRefusal } from './hold-errors.ts';
import { type Clock, lockClient, lockSlots } from './hold-locks.ts';
import { announceSeats } from './seat-announcements.ts';
import { lisbonDay, lisbonTime } from './slots.time.ts';

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
async function ownHoldsWithSlots(
  tx: Tx,
  companyCode: string,
  clientId: number,
  items: readonly ReleaseRequest[],
): Promise<{ rows: Map<number, HoldRow>; slots: Map<number, ServiceSlotRow> }> {
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
  const slots = await lockSlots(
    tx,
    rows.map((row) => row.slotId),
  );
  return { rows: byId, slots };
}

async function ownHolds(tx: Tx, companyCode: string, clientId: number, items: readonly ReleaseRequest[]): Promise<Map<number, HoldRow>> {
  return (await ownHoldsWithSlots(tx, companyCode, clientId, items)).rows;
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
 * The order a purchase release sells to, locked before the client (the lock order of everyone who
 * ends an order: the order row, then clients, then slots), so the order cannot be paid, fail or be
 * refunded between this check and the sale. It must be the company's and, with scope 'own', the
 * client's own (hold-access.ts orderScopeOf), and it must be awaiting payment: seats sold into a
 * paid order would be a booking nobody paid for, and into a failed one never come back.
 */
async function lockOrderToSell(tx: Tx, companyCode: string, clientId: number, order: { id: number | undefined; scope: OrderScope }, now: Date): Promise<OrderRow> {
  const orderId = order.id;
  if (orderId === undefined) throw new HoldRefusal('bad_message', { motivo: 'id_encomenda' });
  const [found] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.companyCode, companyCode)))
    .for('update');
  if (!found) throw new HoldRefusal('bad_message', { motivo: 'unknown_order', id_encomenda: orderId });
  if (order.scope === 'own' && found.entityId !== clientId) throw new HoldRefusal('not_your_order', { id_encomenda: orderId });
  const pastDeadline = found.prazoPagamento !== null && found.prazoPagamento.getTime() <= now.getTime();
  if (found.pagamentoPendente !== PAYMENT_STATES.pending || pastDeadline) {
    throw new HoldRefusal('order_not_payable', { id_encomenda: orderId, motivo: 'not_awaiting_payment' });
  }
  return found;
}

/** An order line's or a hold's product and start, as the order's lines name a timed seat: "41 2026-03-04 10:00". */
const seatKey = (productId: number, startsAt: Date) => `${productId} ${lisbonDay(startsAt)} ${lisbonTime(startsAt)}`;

/**
 * spec 002 §4 "each order line names the product, the day and the start time" (the gateway's
 * checkout prices each hold as a line of its quantity): the order's lines must cover the seats it
 * would hold, per product and start, counting the seats already sold to it. Otherwise the holds
 * would become bookings of an order that never priced them.
 */
async function checkOrderPrices(tx: Tx, order: OrderRow, selling: readonly HoldRow[], slots: ReadonlyMap<number, ServiceSlotRow>): Promise<void> {
  const priced = new Map<string, number>();
  for (const line of order.documento.linhas) {
    const key = `${line.id_produto} ${line.subname.slice(0, 16)}`;
    priced.set(key, (priced.get(key) ?? 0) + line.quantidade);
  }
  const sellingIds = new Set(selling.map((row) => row.id));
  const already = await tx
    .select({ id: holds.id, productId: holds.productId, quantity: holds.quantity, startsAt: serviceSlots.startsAt })
    .from(holds)
    .innerJoin(serviceSlots, eq(serviceSlots.id, holds.slotId))
    .where(and(eq(holds.orderId, order.id), eq(holds.status, 'sold')));
  const seats = new Map<string, number>();
  const add = (key: string, quantity: number) => seats.set(key, (seats.get(key) ?? 0) + quantity);
  for (const row of already) if (!sellingIds.has(row.id)) add(seatKey(row.productId, row.startsAt), row.quantity);
  for (const row of selling) {
    const slot = slots.get(row.slotId);
    if (slot) add(seatKey(row.productId, slot.startsAt), row.quantity);
  }
  for (const [key, quantity] of seats) {
    if (quantity > (priced.get(key) ?? 0)) {
      const row = selling.find((hold) => slots.get(hold.slotId) && seatKey(hold.productId, (slots.get(hold.slotId) as ServiceSlotRow).startsAt) === key);
      throw new HoldRefusal('order_not_payable', { id_encomenda: order.id, motivo: 'not_priced', ...(row ? { prod_timer: row.id } : {}) });
    }
  }
}

/**
 * The purchase release (comprar_prod): the client's live holds become sold, tied to the order.
 * A sold hold no longer lapses. Selling a hold again for the same order changes nothing; a hold
 * that has lapsed, was given back or was sold for another order is refused. The order must be
 * one these holds may be sold to (lockOrderToSell, checkOrderPrices), or nothing changes. Runs
 * in a transaction that has locked nothing yet: it takes the order's lock, then the client's.
 */
export async function purchaseHolds(
  tx: Tx,
  companyCode: string,
  clientId: number,
  order: { id: number | undefined; scope: OrderScope },
  items: readonly ReleaseRequest[],
  clock: Clock,
): Promise<number[]> {
  const found = await lockOrderToSell(tx, companyCode, clientId, order, clock());
  await lockClient(tx, companyCode, clientId);
  const { rows: own, slots } = await ownHoldsWithSlots(tx, companyCode, clientId, items);
  // Every lock is held: a hold that lapsed while they were awaited may have lost its seats to
  // another client, and cannot be sold (hold-locks.ts Clock).
  const now = clock();
  for (const row of own.values()) {
    if (row.status === 'sold' && row.orderId === found.id) continue;
    if (row.status === 'sold') throw new HoldRefusal('not_your_hold', { prod_timer: row.id, motivo: 'sold' });
    if (row.status !== 'held' || row.expiresAt.getTime() <= now.getTime()) {
      throw new HoldRefusal('not_your_hold', { prod_timer: row.id, motivo: 'not_live' });
    }
  }
  await checkOrderPrices(tx, found, [...own.values()], slots);
  for (const row of own.values()) {
    if (row.status === 'sold') continue;
    await tx.update(holds).set({ status: 'sold', orderId: found.id, updatedAt: now }).where(eq(holds.id, row.id));
  }
  // spec 002 §4: a sale changes no seat count, but its holds no longer lapse: announced all the same.
  await announceSeats(tx, [...own.values()].map((row) => row.slotId), now);
  return [...own.keys()];
}

/**
 * Seats sold to orders that end unpaid (spec 001 §4 "an unpaid order is cancelled after the payment
 * deadline"; a payment that fails, a desk sale cancelled) or are refunded come back: their holds
 * become released, announced at commit. Inside the caller's transaction, which holds the orders'
 * rows locked: a purchase release locks its order first too (purchaseHolds), so no hold can be sold
 * to these orders between the read below and the update. Then the ledger's lock order (clients,
 * then slots), and the instant read once every lock is held: a hold of these slots that lapsed
 * while the locks were awaited counts as free in the seats announced (hold-locks.ts Clock).
 * Answers how many holds were given back.
 */
export async function releaseSeatsOfOrders(tx: Tx, orderIds: readonly number[], clock: Clock): Promise<number> {
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
  const now = clock();
  const released = await tx
    .update(holds)
    .set({ status: 'released', updatedAt: now })
    .where(and(inArray(holds.orderId, ids), eq(holds.status, 'sold')))
    .returning({ id: holds.id });
  // spec 002 §4: the orders' seats are on sale again, announced at commit.
  await announceSeats(tx, sold.map((row) => row.slotId), now);
  return released.length;
}
