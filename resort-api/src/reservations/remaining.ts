import { type SQL, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { holds, serviceSlots } from '../db/reservations-schema.ts';

/**
 * Seats left in slots (spec 002 §4 "seat hold"): capacity − seats sold − seats held whose hold
 * has not lapsed. A hold counts only while now < expires_at: at its expiry instant exactly it no
 * longer does. Never below zero (a capacity lowered under what was already sold).
 *
 * Shared by the catalogue's reads and the hold ledger; inside a ledger transaction the slot rows
 * are locked first, so the answer stays true until that transaction ends.
 */
export async function remainingSeats(db: Db | Tx, slotIds: readonly number[], now: Date): Promise<Map<number, number>> {
  const ids = [...new Set(slotIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: serviceSlots.id, remaining: remainingSeatsSql(now) })
    .from(serviceSlots)
    .leftJoin(holds, eq(holds.slotId, serviceSlots.id))
    .where(inArray(serviceSlots.id, ids))
    .groupBy(serviceSlots.id);
  return new Map(rows.map((row) => [row.id, row.remaining]));
}

/**
 * The same as a column of a query over service_slots left-joined with holds and grouped by the
 * slot: for reads over many slots at once (a day, a range of days).
 */
export function remainingSeatsSql(now: Date): SQL<number> {
  return sql<number>`greatest(${serviceSlots.capacity} - ${takenSeatsSql(now)}, 0)`.mapWith(Number);
}

/**
 * The seats a slot's holds take at `now` (sold, or held and not lapsed; a waiting list's offers
 * are holds), as a column of a query over holds grouped by the slot.
 */
function takenSeatsSql(now: Date): SQL<number> {
  const counted = sql`${holds.status} = 'sold' or (${holds.status} = 'held' and ${holds.expiresAt} > ${now.toISOString()}::timestamptz)`;
  return sql<number>`coalesce(sum(${holds.quantity}) filter (where ${counted}), 0)`.mapWith(Number);
}

/** The seats taken in a slot at `now`, not capped by its capacity: what a new capacity may not go under. */
export async function takenSeats(tx: Tx, slotId: number, now: Date): Promise<number> {
  const [row] = await tx.select({ taken: takenSeatsSql(now) }).from(holds).where(eq(holds.slotId, slotId));
  return row?.taken ?? 0;
}
