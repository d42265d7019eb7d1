/**
 * The waiting-list bench's slot and line: the slot written straight into resort-api's scratch
 * database (as seat-accounts.ts writes its slots), long holds and offers through the timer
 * settings, the customers' entity ids, the joins through resort-api's POST platform/waiting with
 * the public site token (which may speak for any client), and what the database says was offered.
 */
import type pg from 'pg';
import { request } from 'undici';
import { WATCHED_PRODUCT } from './seat-accounts.ts';
import { epochMs } from './seat-messages.ts';

const COMPANY = 'estancia';
/**
 * resort-api's join call (contract/src/waiting-list.ts WAITING_PATHS.join), named here so the bench
 * runs, and says what is missing, against a resort-api or contract without a waiting list.
 */
const JOIN_PATH = 'platform/waiting';
/** The measured slot's event id: away from the seed's and the live-seats bench's. */
const WAITED_EVENT_ID = 9_000_201;

/** The measured slot: resort-api's ids for a join, and the gateway's global id. */
export interface WaitedSlot {
  stockId: number;
  eventId: number;
  productId: number;
  /** The TimeSlot global id the website's pages carry. */
  slotId: string;
}

/** Holds and offers last `minutes`, so neither lapses during a run (a schema without offers: holds only). */
export async function setLongHolds(db: pg.Client, minutes: number): Promise<void> {
  await db.query(
    `insert into timer_settings (company_code, time_count_down) values ($1, $2)
     on conflict (company_code) do update set time_count_down = excluded.time_count_down`,
    [COMPANY, minutes],
  );
  const offers = await db.query(`select 1 from information_schema.columns where table_name = 'timer_settings' and column_name = 'tempo_oferta'`);
  if (offers.rowCount) await db.query('update timer_settings set tempo_oferta = $2 where company_code = $1', [COMPANY, minutes]);
}

/** An early slot of the watched service on `day` with `capacity` seats (its capacity set again if it exists). */
export async function createWaitedSlot(db: pg.Client, day: string, capacity: number): Promise<WaitedSlot> {
  const row = await db.query<{ id: number }>(
    `insert into service_slots (company_code, event_id, product_id, event_date, starts_at, ends_at, capacity, net_price)
     values ($1, $2, $3, $4::date, ($4::date + time '06:30') at time zone 'Europe/Lisbon',
             ($4::date + time '07:30') at time zone 'Europe/Lisbon', $5, 14.634)
     on conflict (event_id) do update set capacity = excluded.capacity
     returning id`,
    [COMPANY, WAITED_EVENT_ID, WATCHED_PRODUCT, day, capacity],
  );
  const stockId = row.rows[0]?.id;
  if (stockId === undefined) throw new Error('the measured slot was not written');
  return { stockId, eventId: WAITED_EVENT_ID, productId: WATCHED_PRODUCT, slotId: Buffer.from(`TimeSlot:${WAITED_EVENT_ID}`, 'utf8').toString('base64url') };
}

/** The entity ids of seat-accounts.ts's `createCustomers(db, count, prefix, …)`, in its order. */
export async function customerIds(db: pg.Client, prefix: string, count: number): Promise<number[]> {
  const usernames = Array.from({ length: count }, (_, i) => `seats-${prefix}-${i}@estancia.pt`);
  const found = await db.query<{ id: number; username: string }>('select id, username from entities where username = any($1::text[])', [usernames]);
  const byName = new Map(found.rows.map((row) => [row.username, row.id]));
  return usernames.map((name) => {
    const id = byName.get(name);
    if (id === undefined) throw new Error(`no account ${name}`);
    return id;
  });
}

export interface Joined {
  /** The clients in line, in line order. */
  inLine: number[];
  /** ms per join, in line order. */
  ms: number[];
  /** Refusals by code. */
  refused: Record<string, number>;
}

/**
 * Each client joins the slot's line for one seat, one after the other, so the line's order is
 * `clientIds`' order. Throws, saying so, when resort-api has no waiting-list routes.
 */
export async function joinLine(apiUrl: string, token: string, slot: WaitedSlot, clientIds: number[]): Promise<Joined> {
  const joined: Joined = { inLine: [], ms: [], refused: {} };
  for (const clientId of clientIds) {
    const sentAt = epochMs();
    const answer = await request(`${apiUrl}${JOIN_PATH}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ id_client: clientId, id_stock: slot.stockId, id_event: slot.eventId, id_prod: slot.productId, quantidade: 1 }),
    });
    const body = (await answer.body.json().catch(() => null)) as { data?: { estado?: unknown }; error?: { code?: unknown } } | null;
    joined.ms.push(epochMs() - sentAt);
    if (answer.statusCode === 201 && body?.data?.estado === 'waiting') {
      joined.inLine.push(clientId);
      continue;
    }
    const code = typeof body?.error?.code === 'string' ? body.error.code : `HTTP ${answer.statusCode}`;
    if (answer.statusCode === 404 && code !== 'unknown_slot') {
      throw new Error(`resort-api has no waiting list yet: POST /${JOIN_PATH} answered 404 (${JSON.stringify(body).slice(0, 200)}); the waiting-list bench needs its routes`);
    }
    joined.refused[code] = (joined.refused[code] ?? 0) + 1;
  }
  return joined;
}

/** Customers of the slot's line still waiting now. */
export async function waitingNow(db: pg.Client, slot: WaitedSlot): Promise<number> {
  const found = await db.query<{ n: number }>(`select count(*)::int as n from waiting_entries where slot_id = $1 and state = 'waiting'`, [slot.stockId]);
  return found.rows[0]?.n ?? 0;
}

/** The slot's offers as resort-api made them: the client and the instant (epoch ms), oldest first. */
export async function offersMade(db: pg.Client, slot: WaitedSlot): Promise<Array<{ clientId: number; at: number }>> {
  const found = await db.query<{ client_id: number; offered_at: Date }>(
    'select client_id, offered_at from waiting_entries where slot_id = $1 and offered_at is not null order by offered_at, id',
    [slot.stockId],
  );
  return found.rows.map((row) => ({ clientId: row.client_id, at: row.offered_at.getTime() }));
}
