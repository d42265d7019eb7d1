import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { type HoldStatus, holds, serviceSlots } from '../db/reservations-schema.ts';
import type { OrderRow } from '../db/schema.ts';
import { isCalendarDay } from '../reservations/slots.time.ts';
import { type Place, type ProductName, productNames } from './places.ts';

/** One booking of an order: where, and how many seats or tickets. */
export interface Booking {
  orderId: number;
  place: Place;
  quantity: number;
}

/** The kind of product an entrance ticket is (reservations/catalogue.repository.ts RESERVATION_KINDS). */
export const ENTRANCE_KIND = 'entrance';

/**
 * The order's seats per slot: its sold holds (released ones too with `released`, for an order
 * whose seats went back on sale when it was refunded).
 */
export async function slotBookingsOf(db: Db | Tx, orderIds: readonly number[], options: { released: boolean }): Promise<Booking[]> {
  if (orderIds.length === 0) return [];
  const statuses: HoldStatus[] = options.released ? ['sold', 'released'] : ['sold'];
  const rows = await db
    .select({ orderId: holds.orderId, slot: serviceSlots, quantity: sql<number>`sum(${holds.quantity})`.mapWith(Number) })
    .from(holds)
    .innerJoin(serviceSlots, eq(serviceSlots.id, holds.slotId))
    .where(and(inArray(holds.orderId, [...orderIds]), inArray(holds.status, statuses)))
    .groupBy(holds.orderId, serviceSlots.id);
  return rows.flatMap((row) =>
    row.orderId === null ? [] : [{ orderId: row.orderId, place: { dia: row.slot.eventDate, productId: row.slot.productId, slot: row.slot }, quantity: row.quantity }],
  );
}

/**
 * The order's entrance tickets per product and day: its lines of entrance products, whose
 * subname names the day (gateway checkout/order-document.ts: "a reservation's line names its
 * day"). A line without a day is no booking.
 */
export function entranceBookingsOf(order: OrderRow, names: ReadonlyMap<number, ProductName>): Booking[] {
  const byPlace = new Map<string, Booking>();
  for (const line of order.documento.linhas) {
    const dia = line.subname.slice(0, 10);
    if (names.get(line.id_produto)?.kind !== ENTRANCE_KIND || !isCalendarDay(dia)) continue;
    const key = `${line.id_produto}:${dia}`;
    const found = byPlace.get(key);
    if (found) found.quantity += line.quantidade;
    else byPlace.set(key, { orderId: order.id, place: { dia, productId: line.id_produto, slot: null }, quantity: line.quantidade });
  }
  return [...byPlace.values()];
}

/** Every booking of one order (sold seats and entrance tickets), with the names of its products. */
export async function bookingsOfOrder(
  db: Db | Tx,
  order: OrderRow,
  options: { released: boolean },
): Promise<{ bookings: Booking[]; names: Map<number, ProductName> }> {
  const slots = await slotBookingsOf(db, [order.id], options);
  const names = await productNames(db, [...order.documento.linhas.map((line) => line.id_produto), ...slots.map((b) => b.place.productId)]);
  return { bookings: [...slots, ...entranceBookingsOf(order, names)], names };
}
