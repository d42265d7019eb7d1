import type { SeatChange } from '@estancia/resort-contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../../src/db/client.ts';
import { notify } from '../../src/db/notifications.ts';
import { type ServiceSlotRow, holds } from '../../src/db/reservations-schema.ts';
import { waitingEntries } from '../../src/db/waiting-schema.ts';
import { SEATS_CHANNEL, parseSeatNotice } from '../../src/reservations/seat-announcements.ts';
import { expect } from 'vitest';
import { COMPANY, type TestApi, type TestClock } from './accounts.ts';

/** Waiting-list fixtures: full slots, join bodies, and what the seat announcements said. */

let nextFiller = 990_000;

/** Takes `seats` seats of the slot with a hold of a client of its own: sold, or held until `until`. */
export async function takeSeats(db: Db, slot: ServiceSlotRow, seats: number, at: Date, until?: Date): Promise<{ holdId: number; clientId: number }> {
  nextFiller += 1;
  const clientId = nextFiller;
  const [row] = await db
    .insert(holds)
    .values({
      companyCode: COMPANY,
      clientId,
      slotId: slot.id,
      productId: slot.productId,
      quantity: seats,
      status: until ? 'held' : 'sold',
      expiresAt: until ?? at,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: holds.id });
  if (!row) throw new Error('hold insert returned no row');
  return { holdId: row.id, clientId };
}

/** POST platform/waiting's body for the slot. */
export function joinBody(slot: Pick<ServiceSlotRow, 'id' | 'eventId' | 'productId'>, clientId: number, quantidade = 1, extra: { idioma?: number; lista?: number[] } = {}) {
  return {
    id_client: clientId,
    id_stock: slot.id,
    id_event: slot.eventId,
    id_prod: slot.productId,
    quantidade,
    ...(extra.lista ? { lista_incompativel: extra.lista } : {}),
    ...(extra.idioma ? { idioma: extra.idioma } : {}),
  };
}

/**
 * New clients (from `newClient`) who join the slot's line through POST platform/waiting in this
 * order, each asking for the seats given; the clock moves `stepMs` between joins, so the line's
 * order is theirs. Answers the clients in line order.
 */
export async function joinInOrder(
  api: Pick<TestApi, 'post'>,
  slot: Pick<ServiceSlotRow, 'id' | 'eventId' | 'productId'>,
  quantities: readonly number[],
  { newClient, clock, stepMs = 1_000 }: { newClient: () => number; clock: TestClock; stepMs?: number },
): Promise<number[]> {
  const clients: number[] = [];
  for (const quantity of quantities) {
    const client = newClient();
    const response = await api.post('/platform/waiting', joinBody(slot, client, quantity));
    expect(response.status, await response.clone().text()).toBe(201);
    clients.push(client);
    clock.advance(stepMs);
  }
  return clients;
}

/** The slot's entries as stored, in line order. */
export async function entriesOf(db: Db, slotId: number) {
  return db.select().from(waitingEntries).where(eq(waitingEntries.slotId, slotId)).orderBy(asc(waitingEntries.joinedAt), asc(waitingEntries.id));
}

/** The clients whose entries in the slot's line are on offer, in line order. */
export async function offeredClients(db: Db, slotId: number): Promise<number[]> {
  return (await entriesOf(db, slotId)).filter((entry) => entry.state === 'offered').map((entry) => entry.clientId);
}

/** Seats sold plus live holds of the slot at `now`, straight from the ledger's rows (no capacity cap). */
export async function seatsCounted(db: Db, slotId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({
      seats: sql<number>`coalesce(sum(${holds.quantity}) filter (where ${holds.status} = 'sold' or (${holds.status} = 'held' and ${holds.expiresAt} > ${now.toISOString()}::timestamptz)), 0)::int`,
    })
    .from(holds)
    .where(eq(holds.slotId, slotId));
  return row?.seats ?? -1;
}

const SENTINEL = '{"waiting-test":true}';

/** Every seat announcement heard, in commit order; `settled()` resolves once all committed before it are heard. */
export async function seatAnnouncements(database: Database) {
  const heard: SeatChange[] = [];
  let wake: (() => void) | null = null;
  const stop = await database.listen(SEATS_CHANNEL, {
    payload: (payload) => {
      if (payload === SENTINEL) {
        wake?.();
        return;
      }
      heard.push(...(parseSeatNotice(payload)?.lugares ?? []));
    },
  });
  return {
    heard,
    /** The last announcement of the slot once everything committed so far is heard. */
    async lastOf(slotId: number): Promise<SeatChange | undefined> {
      const sentinel = new Promise<void>((resolve) => {
        wake = resolve;
      });
      // Notifications arrive in commit order: once the sentinel is heard, everything before it was.
      await database.db.transaction((tx) => notify(tx, SEATS_CHANNEL, SENTINEL));
      await sentinel;
      return heard.filter((change) => change.id_stock === slotId).at(-1);
    },
    stop,
  };
}

/** Polls `read` until `done` holds of its answer, for at most `ms` (no fixed sleeps). */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 5_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`not reached within ${ms} ms; last: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
