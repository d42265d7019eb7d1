import { z } from 'zod';
import { stockLineSchema } from './reservations.ts';
import { integer } from './values.ts';

/**
 * A slot's capacity changed by staff (this implementation's addition to spec 002, whose calls have
 * none). Lowering it under the seats already taken (sold, held, or offered to the waiting list) is
 * refused; seats a raise frees are offered to the slot's waiting list in the same transaction, as
 * any freed seats are (waiting-list.ts).
 */
export const SLOT_CAPACITY_PATHS = {
  /** PUT reservations/slots/{id}/capacity (id: the slot, id_stock) with slotCapacitySchema. */
  capacity: (slotId: number) => `reservations/slots/${slotId}/capacity`,
} as const;

/** The largest capacity a slot may be given: far above any room's, and well inside an int4. */
export const MAX_SLOT_CAPACITY = 100_000;

/** PUT reservations/slots/{id}/capacity: the slot's seats in all. */
export const slotCapacitySchema = z.object({ capacity: z.number().int().min(0).max(MAX_SLOT_CAPACITY) }).strict();
export type SlotCapacity = z.input<typeof slotCapacitySchema>;

/**
 * The slot's stock line once the change committed: disponivel after the waiting list's offers,
 * em_espera the customers still waiting in its line.
 */
export const slotCapacityAnswer = z.object({ data: stockLineSchema.extend({ em_espera: integer }) });

/**
 * capacity_below_taken (409): the capacity asked is under the seats sold, held or on offer;
 * `details` carries ocupados (those seats) and capacidade (the slot's capacity, unchanged).
 */
export const SLOT_CAPACITY_ERROR_CODES = ['capacity_below_taken'] as const;
