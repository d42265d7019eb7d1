import { type SeatChange, seatChangeSchema } from '@estancia/resort-contract';
import { asc, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../db/client.ts';
import { jsonArrayChunks, notify, readNotice } from '../db/notifications.ts';
import { type ServiceSlotRow, serviceSlots } from '../db/reservations-schema.ts';
import { offerFreedSeats } from '../waiting/waiting-offers.ts';
import { remainingSeats } from './remaining.ts';

/**
 * spec 002 §4: every change of a slot's seats (a hold, an extension, a release, a sale, a lapse,
 * an unpaid order's seats coming back, a new slot, a capacity changed, a waiting list's join or leave) is announced with the slot's new seats, from the
 * transaction that made it. Readers (the channel's feed sockets, the lapse watcher) learn it at
 * commit, in commit order, in every resort-api process on the database: a slot's announcements
 * follow the order in which its row lock was taken, so the last one heard is the slot's state.
 */

/** The notification channel of seat changes (an unquoted identifier: notifications.ts). */
export const SEATS_CHANNEL = 'resort_lugares';

/** A notification's payload: the company whose slots changed and their new seats. */
export const seatNoticeSchema = z.object({ empresa: z.string(), lugares: z.array(seatChangeSchema).min(1) });
export type SeatNotice = z.output<typeof seatNoticeSchema>;

/**
 * A slot's seats as the feed carries them: the same values as the slot's detail in POST
 * platform/products/cache/get/data (catalogue.answer.ts toSlotDetail: id_stock is the row's id,
 * id_event its event id, dia its Lisbon day), plus whether a listing shows it and how many
 * customers wait in its line (waiting/).
 */
export function toSeatChange(slot: ServiceSlotRow, remaining: number, waiting = 0): SeatChange {
  return {
    id_stock: slot.id,
    id_prod: slot.productId,
    id_event: slot.eventId,
    dia: slot.eventDate,
    disponivel: remaining,
    capacidade: slot.capacity,
    listado: slot.visible && slot.activo,
    em_espera: waiting,
  };
}

/**
 * Announces the seats of the slots, as of `now`, at the commit of `tx`. The caller has locked the
 * slot rows (the ledger's lock order), or made them in `tx`, so what is read here is what commits.
 * Unknown ids are skipped.
 */
export async function announceSeats(tx: Tx, slotIds: readonly number[], now: Date): Promise<void> {
  const ids = [...new Set(slotIds)];
  if (ids.length === 0) return;
  const rows = await tx.select().from(serviceSlots).where(inArray(serviceSlots.id, ids)).orderBy(asc(serviceSlots.id));
  await announceCountedSeats(tx, rows, await remainingSeats(tx, ids, now), now);
}

/**
 * The same, for a caller that holds the slot rows locked and has just counted their seats at `now`
 * (the ledger's hold): no second read while the locks are held. Before the announcement the free
 * seats are offered to the slots' waiting lists (waiting/waiting-offers.ts), under these same
 * locks: what is announced is what remains after the offers, so no listing shows an offered seat
 * as free. A long list goes out in several notifications, each a whole list. Answers what was
 * announced, by slot id.
 */
export async function announceCountedSeats(tx: Tx, slots: Iterable<ServiceSlotRow>, remaining: ReadonlyMap<number, number>, now: Date): Promise<SeatChange[]> {
  const rows = [...slots].sort((a, b) => a.id - b.id);
  const seats = new Map(remaining);
  const waiting = await offerFreedSeats(tx, rows, seats, now);
  const byCompany = new Map<string, SeatChange[]>();
  for (const slot of rows) {
    const changes = byCompany.get(slot.companyCode) ?? [];
    changes.push(toSeatChange(slot, seats.get(slot.id) ?? 0, waiting.get(slot.id) ?? 0));
    byCompany.set(slot.companyCode, changes);
  }
  for (const [company, changes] of byCompany) {
    for (const payload of jsonArrayChunks(`{"empresa":${JSON.stringify(company)},"lugares":`, changes, '}')) {
      await notify(tx, SEATS_CHANNEL, payload);
    }
  }
  return [...byCompany.values()].flat().sort((a, b) => a.id_stock - b.id_stock);
}

/** A payload of SEATS_CHANNEL, read; null when it is not one (logged by the caller). */
export function parseSeatNotice(payload: string): SeatNotice | null {
  return readNotice(seatNoticeSchema, payload);
}
