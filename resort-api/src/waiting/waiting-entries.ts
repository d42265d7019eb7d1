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

/** 1 + the slot's waiting entries ahead of this one (joined earlier, or at once with a lower id). */
const placeInLine = sql<number>`(case when ${waitingEntries.state} = 'waiting' then (
  select count(*) from waiting_entries ahead
  where ahead.slot_id = ${waitingEntries.slotId} and ahead.state = 'waiting'
    and (ahead.joined_at, ahead.id) < (${waitingEntries.joinedAt}, ${waitingEntries.id})
) + 1 end)`.mapWith((value: unknown) => (value === null ? null : Number(value)));

const entryColumns = {
  entry: waitingEntries,
  eventDate: serviceSlots.eventDate,
  startsAt: serviceSlots.startsAt,
  lugar: placeInLine,
  holdExpiresAt: holds.expiresAt,
};

type EntryRead = {
  entry: typeof waitingEntries.$inferSelect;
  eventDate: string;
  startsAt: Date;
  lugar: number | null;
  holdExpiresAt: Date | null;
};

export function toWaitingEntry(read: EntryRead): WaitingEntry {
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
    lugar: entry.state === 'waiting' ? read.lugar : null,
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
  return read ? toWaitingEntry(read) : undefined;
}

/** The client's entries still in a line (waiting or on offer), oldest first. */
export async function openEntriesOfClient(db: Db | Tx, companyCode: string, clientId: number): Promise<WaitingEntry[]> {
  const rows = await selectEntries(db)
    .where(
      and(
        eq(waitingEntries.companyCode, companyCode),
        eq(waitingEntries.clientId, clientId),
        inArray(waitingEntries.state, [...OPEN_WAITING_STATES]),
      ),
    )
    .orderBy(asc(waitingEntries.joinedAt), asc(waitingEntries.id));
  return rows.map(toWaitingEntry);
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
  return {
    id_stock: slotId,
    entradas: rows.map((row) => ({
      ...toWaitingEntry(row),
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
