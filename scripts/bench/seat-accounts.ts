/**
 * The live-seats bench's people and slots, written straight into resort-api's scratch database
 * (as holds.ts does): customer accounts with live sessions and their cookies sealed with the
 * gateway's secret (signing 2,000 people in through scrypt would measure scrypt), the slot whose
 * seats change, and the slot the signed-in visitors hold.
 */
import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';
import { SessionSealer } from '../../gateway/src/session/seal.ts';

const globalId = (type: string, key: number) => Buffer.from(`${type}:${key}`, 'utf8').toString('base64url');

/** The spa circuit, whose page the watchers have open. */
export const WATCHED_PRODUCT = 41;
/** The hammam: the visitors' holds are on a slot of it, away from every watched listing. */
const HOLDERS_PRODUCT = 43;
const HOLDERS_EVENT_ID = 9_000_101;

/** A resort day (Europe/Lisbon) `offset` days from today, YYYY-MM-DD. */
export function resortDay(offset: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon' }).format(Date.now() + offset * 86_400_000);
}

export const serviceGlobalId = (productId: number) => globalId('Service', productId);

/** `count` customer accounts with a live session each; their gateway cookies. */
export async function createCustomers(db: pg.Client, count: number, prefix: string, secret: string): Promise<string[]> {
  const sealer = new SessionSealer(secret);
  const cookies: string[] = [];
  for (let start = 0; start < count; start += 500) {
    const batch = Array.from({ length: Math.min(500, count - start) }, (_, i) => `seats-${prefix}-${start + i}@estancia.pt`);
    const ids = await db.query<{ id: number }>(
      `insert into entities (company_code, username, email, password_hash, name)
       select 'estancia', u, u, 'scrypt$bench', 'Bench customer' from unnest($1::text[]) as u returning id`,
      [batch],
    );
    const tokens = ids.rows.map(() => randomBytes(32).toString('base64url'));
    await db.query(
      `insert into sessions (entity_id, token_hash, created_at, expires_at)
       select e, h, now(), now() + interval '1 day' from unnest($1::int[], $2::text[]) as t(e, h)`,
      [ids.rows.map((row) => row.id), tokens.map((token) => createHash('sha256').update(token).digest('hex'))],
    );
    ids.rows.forEach((row, i) =>
      cookies.push(sealer.seal({ token: tokens[i] as string, accountId: row.id, role: 'CUSTOMER', expiresAt: Date.now() + 86_400_000 })),
    );
  }
  return cookies;
}

/** The first slot of the watched service on `day` (seeded, 12 seats): the one whose seats change. */
export async function trackedSlotId(db: pg.Client, day: string): Promise<string> {
  const found = await db.query<{ event_id: number }>(
    `select event_id from service_slots where product_id = $1 and event_date = $2 order by starts_at limit 1`,
    [WATCHED_PRODUCT, day],
  );
  const eventId = found.rows[0]?.event_id;
  if (eventId === undefined) throw new Error(`the seed has no slot of product ${WATCHED_PRODUCT} on ${day}`);
  return globalId('TimeSlot', eventId);
}

/** An early slot of another service on `day` with a seat for every visitor who holds one. */
export async function createHoldersSlot(db: pg.Client, day: string): Promise<string> {
  await db.query(
    `insert into service_slots (company_code, event_id, product_id, event_date, starts_at, ends_at, capacity, net_price)
     values ('estancia', $1, $2, $3::date, ($3::date + time '07:00') at time zone 'Europe/Lisbon',
             ($3::date + time '09:00') at time zone 'Europe/Lisbon', 100000, 14.634)
     on conflict do nothing`,
    [HOLDERS_EVENT_ID, HOLDERS_PRODUCT, day],
  );
  return globalId('TimeSlot', HOLDERS_EVENT_ID);
}
