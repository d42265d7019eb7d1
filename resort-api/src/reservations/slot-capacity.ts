import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { serviceSlots } from '../db/reservations-schema.ts';
import { type Clock, lockSlots } from './hold-locks.ts';
import { announceSeats } from './seat-announcements.ts';

/**
 * Changes a slot's capacity (staff tools, imports) under the slot's row lock, and announces its new
 * seats from the same transaction (spec 002 §4): seats a raise adds are offered to the slot's
 * waiting list first (waiting/waiting-offers.ts). A capacity lowered under what is sold or held
 * leaves no seat free (remaining.ts); nothing sold is taken back. Answers false for an unknown slot.
 */
export async function changeSlotCapacity(db: Db, companyCode: string, slotId: number, capacity: number, clock: Clock): Promise<boolean> {
  if (!Number.isInteger(capacity) || capacity < 0) throw new RangeError(`not a capacity: ${capacity}`);
  return db.transaction(async (tx) => {
    const slot = (await lockSlots(tx, [slotId])).get(slotId);
    if (!slot || slot.companyCode !== companyCode) return false;
    await tx.update(serviceSlots).set({ capacity }).where(eq(serviceSlots.id, slotId));
    await announceSeats(tx, [slotId], clock());
    return true;
  });
}
