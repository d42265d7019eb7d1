import { OPEN_WAITING_STATES, type WaitingEntry, type waitingJoinSchema } from '@estancia/resort-contract';
import { and, asc, eq, gt, inArray, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../db/client.ts';
import { type ServiceSlotRow, holds } from '../db/reservations-schema.ts';
import { type WaitingEntryRow, waitingEntries } from '../db/waiting-schema.ts';
import { ApiError } from '../http/errors.ts';
import { announceCart } from '../reservations/cart-announcements.ts';
import { liveHoldsOf } from '../reservations/hold-cart.ts';
import { type SlotSpan, collidingProducts, findCollision } from '../reservations/hold-collisions.ts';
import { type Clock, lockClient, lockSlots } from '../reservations/hold-locks.ts';
import { slotTimePassed } from '../reservations/hold-settings.ts';
import { remainingSeats } from '../reservations/remaining.ts';
import { announceSeats } from '../reservations/seat-announcements.ts';
import { getTimerSettings } from '../reservations/timer-settings.repository.ts';
import { announceWaiting } from './waiting-announcements.ts';
import { findEntry } from './waiting-entries.ts';

/**
 * Joining and leaving a slot's waiting list (contract waiting-list.ts). Both run in the ledger's
 * lock order, the client and then the slot row, so they never interleave with an offer of the same
 * line (waiting-offers.ts), and both announce the slot's seats: the count of customers waiting
 * (em_espera) moves, and a leave may free an offer's seats for the next in line.
 */

export type WaitingJoinRequest = z.output<typeof waitingJoinSchema>;

function span(slot: Pick<ServiceSlotRow, 'eventId' | 'productId' | 'startsAt' | 'endsAt'>): SlotSpan {
  return { eventId: slot.eventId, productId: slot.productId, startsAt: slot.startsAt, endsAt: slot.endsAt };
}

/** The entry as answered after commit (it exists: it was written or read in the transaction). */
async function answerEntry(db: Db, companyCode: string, entryId: number): Promise<WaitingEntry> {
  const entry = await findEntry(db, companyCode, entryId);
  if (!entry) throw new Error(`waiting entry ${entryId} vanished`);
  return entry;
}

/**
 * Puts the client in the slot's line for `quantidade` seats. Refused (nothing changes) when the
 * slot is unknown or not on sale (unknown_slot), the quantity exceeds its capacity (bad_quantity),
 * its booking cut-off has passed (list_closed), the client is in this line already
 * (already_waiting), enough seats are free to hold them instead (slot_not_full), the client's
 * live holds and open entries already fill the cart's limit (limit_reached), or the slot collides
 * with one of the client's live holds (collision; two lines of colliding events are allowed: only
 * one of them can be offered at a time).
 */
export async function joinLine(db: Db, companyCode: string, request: WaitingJoinRequest, clock: Clock): Promise<WaitingEntry> {
  // Read before the transaction (PGlite's one connection is the transaction's inside it).
  const settings = await getTimerSettings(db, companyCode);
  const entryId = await db.transaction(async (tx) => {
    await lockClient(tx, companyCode, request.id_client);
    const slot = (await lockSlots(tx, [request.id_stock])).get(request.id_stock);
    // Every lock is held: the instant of every decision below (hold-locks.ts Clock).
    const now = clock();
    if (
      !slot ||
      slot.companyCode !== companyCode ||
      !slot.visible ||
      !slot.activo ||
      slot.eventId !== request.id_event ||
      slot.productId !== request.id_prod
    ) {
      throw new ApiError(404, 'unknown_slot', `No time slot ${request.id_stock} of event ${request.id_event} and product ${request.id_prod} is on sale`);
    }
    if (request.quantidade > slot.capacity) {
      throw new ApiError(400, 'bad_quantity', `The slot has ${slot.capacity} seats in all: ${request.quantidade} cannot be waited for`);
    }
    if (slotTimePassed(settings, slot.startsAt, now)) {
      throw new ApiError(409, 'list_closed', "The slot's booking cut-off has passed: its waiting list is closed");
    }
    const open = await tx
      .select({ slotId: waitingEntries.slotId })
      .from(waitingEntries)
      .where(
        and(
          eq(waitingEntries.companyCode, companyCode),
          eq(waitingEntries.clientId, request.id_client),
          inArray(waitingEntries.state, [...OPEN_WAITING_STATES]),
        ),
      );
    if (open.some((entry) => entry.slotId === slot.id)) {
      throw new ApiError(409, 'already_waiting', 'The client is in this slot\'s waiting list already');
    }
    const free = (await remainingSeats(tx, [slot.id], now)).get(slot.id) ?? 0;
    if (free >= request.quantidade) {
      throw new ApiError(409, 'slot_not_full', `${free} seats are free: hold them instead of waiting`);
    }
    const live = await liveHoldsOf(tx, companyCode, request.id_client, now);
    // spec 002 §5: an entry may become a timed item of the cart, so it counts toward the limit now.
    const maximo = settings.numero_maximo_eventos_no_carrinho;
    if (maximo !== -1 && live.length + open.length >= maximo) {
      throw new ApiError(409, 'limit_reached', `At most ${maximo} timed items, held or waited for, at a time`);
    }
    const colliding = await collidingProducts(tx, companyCode, [slot.productId]);
    if (findCollision(span(slot), live.map(span), colliding.get(slot.productId), request.lista_incompativel)) {
      throw new ApiError(409, 'collision', 'The slot cannot be booked together with a service already held in the cart');
    }
    const [row] = await tx
      .insert(waitingEntries)
      .values({
        companyCode,
        clientId: request.id_client,
        slotId: slot.id,
        productId: slot.productId,
        eventId: slot.eventId,
        quantity: request.quantidade,
        incompatibleEvents: [...request.lista_incompativel],
        languageId: request.idioma,
        state: 'waiting',
        joinedAt: now,
      })
      .returning({ id: waitingEntries.id });
    if (!row) throw new Error('waiting entry insert returned no row');
    await announceWaiting(tx, companyCode, slot.id, [request.id_client]);
    await announceSeats(tx, [slot.id], now);
    return row.id;
  });
  return answerEntry(db, companyCode, entryId);
}

/** The clients of the slot's waiting entries behind `entry`: their places move when it leaves. */
async function clientsBehind(tx: Tx, entry: WaitingEntryRow): Promise<number[]> {
  const rows = await tx
    .select({ clientId: waitingEntries.clientId })
    .from(waitingEntries)
    .where(
      and(
        eq(waitingEntries.slotId, entry.slotId),
        eq(waitingEntries.state, 'waiting'),
        or(gt(waitingEntries.joinedAt, entry.joinedAt), and(eq(waitingEntries.joinedAt, entry.joinedAt), gt(waitingEntries.id, entry.id))),
      ),
    )
    .orderBy(asc(waitingEntries.joinedAt), asc(waitingEntries.id));
  return rows.map((row) => row.clientId);
}

/** The entry, if it is the company's: for the caller's permission check before any lock. */
export async function entryOwner(db: Db, companyCode: string, entryId: number): Promise<{ clientId: number; slotId: number } | undefined> {
  const [row] = await db
    .select({ clientId: waitingEntries.clientId, slotId: waitingEntries.slotId })
    .from(waitingEntries)
    .where(and(eq(waitingEntries.companyCode, companyCode), eq(waitingEntries.id, entryId)));
  return row;
}

/**
 * Takes the entry out of its line: a waiting entry is left; an entry on offer declines it, its hold
 * given back and its seats offered to the next in line in this same transaction (the seats'
 * announcement does it). An entry that has ended already is answered as it is.
 */
export async function leaveLine(db: Db, companyCode: string, owner: { clientId: number; slotId: number }, entryId: number, clock: Clock): Promise<WaitingEntry> {
  await db.transaction(async (tx) => {
    await lockClient(tx, companyCode, owner.clientId);
    await lockSlots(tx, [owner.slotId]);
    const now = clock();
    const [entry] = await tx.select().from(waitingEntries).where(eq(waitingEntries.id, entryId)).for('update');
    if (!entry || (entry.state !== 'waiting' && entry.state !== 'offered')) return;
    const told = new Set<number>([entry.clientId]);
    if (entry.state === 'waiting') {
      for (const clientId of await clientsBehind(tx, entry)) told.add(clientId);
      await tx.update(waitingEntries).set({ state: 'left', endedAt: now }).where(eq(waitingEntries.id, entry.id));
    } else if (entry.holdId !== null) {
      // The offer's hold is given back while it still counts; one that lapsed or was bought is
      // settled by the offers' own rule when the seats are announced below.
      const released = await tx
        .update(holds)
        .set({ status: 'released', updatedAt: now })
        .where(and(eq(holds.id, entry.holdId), eq(holds.status, 'held'), gt(holds.expiresAt, now)))
        .returning({ id: holds.id });
      if (released.length > 0) {
        await tx.update(waitingEntries).set({ state: 'declined', endedAt: now }).where(eq(waitingEntries.id, entry.id));
        await announceCart(tx, companyCode, entry.clientId, '');
      }
    }
    await announceWaiting(tx, companyCode, entry.slotId, told);
    // The count waiting moves, and an offer's seats pass down the line (waiting-offers.ts).
    await announceSeats(tx, [entry.slotId], now);
  });
  return answerEntry(db, companyCode, entryId);
}
