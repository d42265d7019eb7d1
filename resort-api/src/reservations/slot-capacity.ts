import type { SeatChange } from '@estancia/resort-contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type ServiceSlotRow, serviceSlots } from '../db/reservations-schema.ts';
import { type Clock, lockSlots } from './hold-locks.ts';
import { takenSeats } from './remaining.ts';
import { announceCountedSeats } from './seat-announcements.ts';

/** What a capacity change came to. */
export type CapacityChange =
  /** Changed: the slot as stored and its seats as announced, after the waiting list's offers. */
  | { kind: 'changed'; slot: ServiceSlotRow; seats: SeatChange }
  /** Refused, nothing changed: `taken` seats are sold, held or on offer, more than the capacity asked. */
  | { kind: 'below_taken'; taken: number; capacity: number }
  | { kind: 'unknown' };

/**
 * Changes a slot's capacity (PUT reservations/slots/{id}/capacity) as every seat-changing path does
 * (spec 002 §4): under the slot's row lock, deciding at the instant the lock is held (hold-locks.ts
 * Clock), and announcing the slot's new seats from the same transaction. Seats a raise frees are
 * offered to the slot's waiting list first, by the announcement itself (waiting/waiting-offers.ts),
 * as for a release or a lapse. A capacity under the seats taken (sold, or held and not lapsed,
 * offers included) is refused: nothing sold or held is taken back.
 */
export async function changeSlotCapacity(db: Db, companyCode: string, slotId: number, capacity: number, clock: Clock): Promise<CapacityChange> {
  if (!Number.isInteger(capacity) || capacity < 0) throw new RangeError(`not a capacity: ${capacity}`);
  return db.transaction(async (tx) => {
    const locked = (await lockSlots(tx, [slotId])).get(slotId);
    if (!locked || locked.companyCode !== companyCode) return { kind: 'unknown' };
    const now = clock();
    const taken = await takenSeats(tx, slotId, now);
    if (capacity < taken) return { kind: 'below_taken', taken, capacity: locked.capacity };
    await tx.update(serviceSlots).set({ capacity }).where(eq(serviceSlots.id, slotId));
    const slot = { ...locked, capacity };
    // Counted under the lock just now: no second read while it is held.
    const [seats] = await announceCountedSeats(tx, [slot], new Map([[slotId, capacity - taken]]), now);
    if (!seats) throw new Error(`slot ${slotId}'s seats were not announced`);
    return { kind: 'changed', slot, seats };
  });
}
