import { type SQL, and, asc, between, eq, gt, inArray, lt, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type ServiceSlotRow, holds, productCollisions, serviceSlots } from '../db/reservations-schema.ts';
import type { SlotWithSeats } from './catalogue.answer.ts';
import { waitingCounts } from '../waiting/waiting-entries.ts';
import { remainingSeats, remainingSeatsSql } from './remaining.ts';

/**
 * Reads of the slots (events and their stock lines, spec 002 §3). Seats left are computed at
 * the moment of the read (remaining.ts), never stored.
 */

/** Which stock lines to read: the visible and activo filters of spec 002 §7, when given. */
export interface StockFlags {
  visible?: boolean | undefined;
  activo?: boolean | undefined;
}

function flagConditions(flags: StockFlags): SQL[] {
  return [
    ...(flags.visible === undefined ? [] : [eq(serviceSlots.visible, flags.visible)]),
    ...(flags.activo === undefined ? [] : [eq(serviceSlots.activo, flags.activo)]),
  ];
}

/** The slots with their seats left at `now` and their customers waiting, in the given order. */
export async function withSeats(db: Db, slots: readonly ServiceSlotRow[], now: Date): Promise<SlotWithSeats[]> {
  const ids = slots.map((slot) => slot.id);
  const [seats, waiting] = [await remainingSeats(db, ids, now), await waitingCounts(db, ids)];
  return slots.map((slot) => ({ slot, remaining: seats.get(slot.id) ?? 0, waiting: waiting.get(slot.id) ?? 0 }));
}

export async function findSlot(db: Db, companyCode: string, by: { eventId: number } | { stockId: number }): Promise<ServiceSlotRow | undefined> {
  const condition = 'eventId' in by ? eq(serviceSlots.eventId, by.eventId) : eq(serviceSlots.id, by.stockId);
  const [row] = await db
    .select()
    .from(serviceSlots)
    .where(and(eq(serviceSlots.companyCode, companyCode), condition))
    .limit(1);
  return row;
}

/** The slots of products on a Lisbon day, by product then start. */
export async function slotsOfDay(
  db: Db,
  companyCode: string,
  day: string,
  productIds: readonly number[],
  flags: StockFlags = {},
): Promise<ServiceSlotRow[]> {
  if (productIds.length === 0) return [];
  return db
    .select()
    .from(serviceSlots)
    .where(
      and(
        eq(serviceSlots.companyCode, companyCode),
        eq(serviceSlots.eventDate, day),
        inArray(serviceSlots.productId, [...productIds]),
        ...flagConditions(flags),
      ),
    )
    .orderBy(asc(serviceSlots.productId), asc(serviceSlots.startsAt), asc(serviceSlots.id));
}

/**
 * spec 002 §7 collision: the events that cannot be held with this slot: the slots of the
 * products its product collides with whose time overlaps it (start before its end, end after
 * its start). Sorted by event id.
 */
export async function collidingEvents(db: Db, companyCode: string, slot: ServiceSlotRow): Promise<number[]> {
  const rows = await db
    .select({ eventId: serviceSlots.eventId })
    .from(productCollisions)
    .innerJoin(serviceSlots, eq(serviceSlots.productId, productCollisions.otherProductId))
    .where(
      and(
        eq(productCollisions.companyCode, companyCode),
        eq(productCollisions.productId, slot.productId),
        eq(serviceSlots.companyCode, companyCode),
        ne(serviceSlots.id, slot.id),
        lt(serviceSlots.startsAt, slot.endsAt),
        gt(serviceSlots.endsAt, slot.startsAt),
      ),
    )
    .orderBy(asc(serviceSlots.eventId));
  return rows.map((row) => row.eventId);
}

/**
 * The days from `from` to `to` (inclusive) on which each product has a slot that has not started
 * at `now` and still has a free seat. Products without such a day are absent from the map.
 */
export async function daysWithSeats(
  db: Db,
  companyCode: string,
  productIds: readonly number[],
  range: { from: string; to: string },
  now: Date,
  flags: StockFlags = {},
): Promise<Map<number, string[]>> {
  const days = new Map<number, string[]>();
  if (productIds.length === 0) return days;
  const rows = await db
    .select({ productId: serviceSlots.productId, day: serviceSlots.eventDate, remaining: remainingSeatsSql(now) })
    .from(serviceSlots)
    .leftJoin(holds, eq(holds.slotId, serviceSlots.id))
    .where(
      and(
        eq(serviceSlots.companyCode, companyCode),
        inArray(serviceSlots.productId, [...productIds]),
        between(serviceSlots.eventDate, range.from, range.to),
        gt(serviceSlots.startsAt, now),
        ...flagConditions(flags),
      ),
    )
    .groupBy(serviceSlots.id)
    .orderBy(asc(serviceSlots.eventDate));
  for (const row of rows) {
    if (row.remaining <= 0) continue;
    const list = days.get(row.productId) ?? [];
    if (list.at(-1) !== row.day) list.push(row.day);
    days.set(row.productId, list);
  }
  return days;
}
