import { OPEN_WAITING_STATES, type WaitingEntry, type WaitingLine, waitingEntrySchema } from '@estancia/resort-contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { holds, serviceSlots } from '../db/reservations-schema.ts';
import { entities } from '../db/schema.ts';
import { waitingEntries } from '../db/waiting-schema.ts';
import { toResortIso } from '../lib/time.ts';

/**
 * Reads of the waiting lists (contract waiting-list.ts): a client's entries, a slot's line, and how
 * many wait per slot. A place in line (lugar) counts only entries still waiting: an entry on offer
 * has left the queue, so the one behind it is first.
 */

const entryColumns = {
  entry: waitingEntries,
  eventDate: serviceSlots.eventDate,
  startsAt: serviceSlots.startsAt,
  holdExpiresAt: holds.expiresAt,
};

type EntryRead = {
  entry: typeof waitingEntries.$inferSelect;
  eventDate: string;
  startsAt: Date;
  holdExpiresAt: Date | null;
};

/**
 * Each waiting entry's place in its slot's line (1 + the waiting entries that joined before it), for
 * the slots given: one read per call with a window over each line, so telling a line of 1,000 that
 * it moved costs one pass over it, not one count per customer.
 */
async function placesInLines(db: Db | Tx, slotIds: readonly number[]): Promise<Map<number, number>> {
  const ids = [...new Set(slotIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: waitingEntries.id,
      place: sql<number>`row_number() over (partition by ${waitingEntries.slotId} order by ${waitingEntries.joinedAt}, ${waitingEntries.id})`.mapWith(Number),
    })
    .from(waitingEntries)
    .where(and(inArray(waitingEntries.slotId, ids), eq(waitingEntries.state, 'waiting')));
  return new Map(rows.map((row) => [row.id, row.place]));
}

/** The entries as the contract shows them, each waiting one with its place in line. */
async function withPlaces(db: Db | Tx, reads: readonly EntryRead[]): Promise<WaitingEntry[]> {
  const waiting = reads.filter((read) => read.entry.state === 'waiting');
  const places = await placesInLines(db, waiting.map((read) => read.entry.slotId));
  return reads.map((read) => toWaitingEntry(read, places.get(read.entry.id) ?? null));
}

export function toWaitingEntry(read: EntryRead, lugar: number | null): WaitingEntry {
  const { entry } = read;
  return waitingEntrySchema.parse({
    id: entry.id,
    id_client: entry.clientId,
    id_stock: entry.slotId,
    id_event: entry.eventId,
    id_prod: entry.productId,
    dia: read.eventDate,
    inicio: toResortIso(read.startsAt),
    quantidade: entry.quantity,
    estado: entry.state,
    lugar: entry.state === 'waiting' ? lugar : null,
    desde: toResortIso(entry.joinedAt),
    idioma: entry.languageId,
    oferta:
      entry.state === 'offered' && entry.holdId !== null && read.holdExpiresAt !== null
        ? { prod_timer: entry.holdId, expira_em: toResortIso(read.holdExpiresAt) }
        : null,
  });
}

function selectEntries(db: Db | Tx) {
  return db
    .select(entryColumns)
    .from(waitingEntries)
    .innerJoin(serviceSlots, eq(serviceSlots.id, waitingEntries.slotId))
    .leftJoin(holds, eq(holds.id, waitingEntries.holdId));
}

/** One entry as it is now, or undefined. */
export async function findEntry(db: Db | Tx, companyCode: string, entryId: number): Promise<WaitingEntry | undefined> {
  const [read] = await selectEntries(db).where(and(eq(waitingEntries.companyCode, companyCode), eq(waitingEntries.id, entryId)));
  return read ? (await withPlaces(db, [read]))[0] : undefined;
}

/** The client's entries still in a line (waiting or on offer), oldest first. */
export async function openEntriesOfClient(db: Db | Tx, companyCode: string, clientId: number): Promise<WaitingEntry[]> {
  return (await openEntriesOfClients(db, companyCode, [clientId])).get(clientId) ?? [];
}

/**
 * The same for many clients at once, in two reads whatever their number: a line that moves tells
 * every customer in it their new place (waiting-announcements.ts).
 */
export async function openEntriesOfClients(db: Db | Tx, companyCode: string, clientIds: readonly number[]): Promise<Map<number, WaitingEntry[]>> {
  const ids = [...new Set(clientIds)];
  const byClient = new Map<number, WaitingEntry[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byClient;
  const reads = await selectEntries(db)
    .where(
      and(
        eq(waitingEntries.companyCode, companyCode),
        inArray(waitingEntries.clientId, ids),
        inArray(waitingEntries.state, [...OPEN_WAITING_STATES]),
      ),
    )
    .orderBy(asc(waitingEntries.joinedAt), asc(waitingEntries.id));
  for (const entry of await withPlaces(db, reads)) byClient.get(entry.id_client)?.push(entry);
  return byClient;
}

/** The slot's open entries in line order (by when they joined; those on offer among them), with who they are. */
export async function lineOfSlot(db: Db, companyCode: string, slotId: number): Promise<WaitingLine> {
  const rows = await db
    .select({ ...entryColumns, name: entities.name, surname: entities.surname, email: entities.email })
    .from(waitingEntries)
    .innerJoin(serviceSlots, eq(serviceSlots.id, waitingEntries.slotId))
    .leftJoin(holds, eq(holds.id, waitingEntries.holdId))
    .leftJoin(entities, and(eq(entities.id, waitingEntries.clientId), eq(entities.companyCode, companyCode)))
    .where(
      and(
        eq(waitingEntries.companyCode, companyCode),
        eq(waitingEntries.slotId, slotId),
        inArray(waitingEntries.state, [...OPEN_WAITING_STATES]),
      ),
    )
    .orderBy(asc(waitingEntries.joinedAt), asc(waitingEntries.id));
  const entries = await withPlaces(db, rows);
  return {
    id_stock: slotId,
    entradas: rows.map((row, index) => ({
      ...(entries[index] as WaitingEntry),
      nome: `${row.name ?? ''} ${row.surname ?? ''}`.trim(),
      email: row.email ?? '',
    })),
  };
}

/** Customers still waiting per slot (the em_espera of seat announcements and slot details); absent slots: 0. */
export async function waitingCounts(db: Db | Tx, slotIds: readonly number[]): Promise<Map<number, number>> {
  const ids = [...new Set(slotIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ slotId: waitingEntries.slotId, waiting: sql<number>`count(*)`.mapWith(Number) })
    .from(waitingEntries)
    .where(and(inArray(waitingEntries.slotId, ids), eq(waitingEntries.state, 'waiting')))
    .groupBy(waitingEntries.slotId);
  return new Map(rows.map((row) => [row.slotId, row.waiting]));
}
