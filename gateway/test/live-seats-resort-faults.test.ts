import { startResortApi } from '@estancia/resort-api/server';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { LISTENER_APPLICATION_NAME } from '../../resort-api/src/db/pg-listener.ts';
import { createPostgresDatabase } from '../../resort-api/test/support/postgres.ts';
import { Results, lisbonDay } from './hold-harness.ts';
import { holdStack } from './hold-stack.ts';
import { LISTING, PAYMENT, openDirectChannel, placeMbWayOrder, seatsIn, startPostgresResortApi, type Listing } from './live-seats-support.ts';

/**
 * Live seats when resort-api itself fails (docs/architecture.md, live seats): its listening
 * connection to PostgreSQL ends, or the process stops and starts again. Changes committed
 * meanwhile reach no feed message; the listings and payment pages of a running gateway must
 * show them anyway, within 15 s of the fault.
 */

const SERVICE = 41;
const PING_MS = 1000;
/** Listings are true again within this of a fault (docs/architecture.md, "Every socket proves it is alive"). */
const CATCH_UP_MS = 15_000;
const CASE_MS = 30_000;

async function withDatabase<T>(url: string, task: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await task(client);
  } finally {
    await client.end();
  }
}

/**
 * Seats held by a row written straight into the ledger, with no announcement: a change the feed
 * never carries, as one committed while a process's listening connection was gone. Only a
 * catch-up read can show it.
 */
async function holdUnannounced(url: string, eventId: number, quantity: number): Promise<() => Promise<void>> {
  const id = await withDatabase(url, async (client) => {
    const inserted = await client.query<{ id: number }>(
      `insert into holds (company_code, client_id, slot_id, product_id, quantity, status, expires_at, created_at, updated_at)
       select company_code, 999999, id, product_id, $2, 'held', now() + interval '10 minutes', now(), now()
       from service_slots where event_id = $1 returning id`,
      [eventId, quantity],
    );
    return inserted.rows[0]?.id;
  });
  if (id === undefined) throw new Error(`no slot for event ${eventId}`);
  return () => withDatabase(url, (client) => client.query('delete from holds where id = $1', [id])).then(() => undefined);
}

describe('live seats when resort-api’s listening connection to PostgreSQL ends', () => {
  // Its warnings are expected here: the test ends the API's own listening connection.
  const live = holdStack({ resort: () => startPostgresResortApi('error'), gateway: { UPSTREAM_PING_MS: PING_MS } });

  it('shows on every listing what was committed while resort-api did not listen, within 15 s', async () => {
    const [dayOne, dayTwo] = [lisbonDay(20), lisbonDay(21)];
    const service = await live.slotsOf(SERVICE, dayOne);
    const [slot, quiet] = [service.slots[0]!, service.slots[1]!];
    const listing = (date: string) => new Results<Listing>(live.client(), LISTING, { id: service.id, date });
    const listings = [listing(dayOne), listing(dayOne), listing(dayTwo)];
    for (const open of listings) await open.next();

    // Lost with the connection: committed, never announced to this process (on a slot no later
    // announcement covers: each one carries its slots' whole state).
    const undo = await holdUnannounced(live.resort.databaseUrl, quiet.databaseId, 2);
    const direct = await openDirectChannel(live.resort.url, 'joao');
    try {
      const ended = await withDatabase(live.resort.databaseUrl, (client) =>
        client.query<{ ended: boolean }>('select pg_terminate_backend(pid) as ended from pg_stat_activity where application_name = $1 and datname = current_database()', [
          LISTENER_APPLICATION_NAME,
        ]),
      );
      expect(ended.rows.map((row) => row.ended)).toEqual([true]);
      const faultAt = Date.now();
      // And a seat held through another path while it reconnects.
      await direct.hold(slot.databaseId, 1);

      const caughtUp = (v: Listing) => seatsIn(v, slot.id) === slot.remaining - 1 && seatsIn(v, quiet.id) === quiet.remaining - 2;
      for (const open of listings.slice(0, 2)) await open.next(caughtUp, { ms: CATCH_UP_MS });
      expect(Date.now() - faultAt).toBeLessThan(CATCH_UP_MS);
    } finally {
      direct.close();
      await undo();
    }
  }, CASE_MS);
});

/**
 * Two resort-api processes on one database: the gateway talks to the first, which `stop()` takes
 * down (returning what starts it again on its port); `other` is the path changes take meanwhile.
 */
async function startTwoResortApis() {
  const database = await createPostgresDatabase(undefined, 'estancia_live_seats');
  const start = (port: number) => startResortApi({ env: { DATABASE_URL: database.url }, config: { port, logLevel: 'error' } });
  let api = await start(0);
  const other = await start(0);
  return {
    url: api.url,
    other,
    async stop(): Promise<() => Promise<void>> {
      const { port } = api;
      await api.close();
      return async () => {
        api = await start(port);
      };
    },
    async close() {
      await api.close();
      await other.close();
      await database.drop();
    },
  };
}

describe('live seats when resort-api stops and starts again', () => {
  const live = holdStack({ resort: startTwoResortApis, gateway: { UPSTREAM_PING_MS: PING_MS }, browsers: ['maria'] });

  it('brings listings and a payment page to what changed while it was down, within 15 s of its return', async () => {
    const date = lisbonDay(22);
    const service = await live.slotsOf(SERVICE, date);
    const slot = service.slots[0]!;
    const listing = new Results<Listing>(live.client(), LISTING, { id: service.id, date });
    await listing.next();

    const order = await placeMbWayOrder(live.maria, live.resort.url);
    const page = new Results<{ orderPaymentStatus: string }>(live.client({ browser: live.maria }), PAYMENT, { id: order.id });
    expect((await page.next()).orderPaymentStatus).toBe('PENDING');

    const startAgain = await live.resort.stop();
    // While it is down: a seat held and the payment approved through the other process.
    const direct = await openDirectChannel(live.resort.other.url, 'joao');
    try {
      await direct.hold(slot.databaseId, 2);
      expect(await order.approve(live.resort.other.url)).toBe(true);

      await startAgain();
      const backAt = Date.now();
      await listing.next((v) => seatsIn(v, slot.id) === slot.remaining - 2, { ms: CATCH_UP_MS });
      expect((await page.next((v) => v.orderPaymentStatus !== 'PENDING', { ms: CATCH_UP_MS })).orderPaymentStatus).toBe('PAID');
      expect(Date.now() - backAt).toBeLessThan(CATCH_UP_MS);
    } finally {
      direct.close();
    }
  }, CASE_MS);
});
