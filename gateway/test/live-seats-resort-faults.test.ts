import { randomUUID } from 'node:crypto';
import { startResortApi, type RunningResortApi } from '@estancia/resort-api/server';
import type { Client } from 'graphql-ws';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LISTENER_APPLICATION_NAME } from '../../resort-api/src/db/pg-listener.ts';
import { createPostgresDatabase, type ScratchPostgres } from '../../resort-api/test/support/postgres.ts';
import type { BrowserSession } from './browser-session.ts';
import { startTestGateway, type TestGateway } from './harness.ts';
import { Results, SLOTS, emptyCart, lisbonDay, signedInBrowser, wsClient, type SlotsAnswer } from './hold-harness.ts';
import { openDirectChannel } from './live-seats-support.ts';

/**
 * Live seats when resort-api itself fails (docs/architecture.md, live seats): its listening
 * connection to PostgreSQL ends, or the process stops and starts again. Changes committed
 * meanwhile reach no feed message; the listings and payment pages of a running gateway must
 * show them anyway, within 15 s of the fault.
 */

const LISTING = 'subscription Seats($id: ID!, $date: Date!) { slotAvailability(serviceId: $id, date: $date) { id remaining } }';
type Listing = { slotAvailability: Array<{ id: string; remaining: number }> };
const PAYMENT = 'subscription($id: ID!) { orderPaymentStatus(orderId: $id) }';
const PLACE = 'mutation Place($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } payment { ... on MbWayPayment { sandboxApprovalUrl } } userErrors { code } } }';
const BILLING = { name: 'Maria Cliente', vat: '', email: 'cliente@estancia.pt', mobilePhone: '912345678', address: 'Rua da Serra 1', locality: 'Fundão', postalCode: '6230-000', country: 'Portugal' };
const SERVICE = 41;
const PING_MS = 1000;
/** Listings are true again within this of a fault (docs/architecture.md, "Every socket proves it is alive"). */
const CATCH_UP_MS = 15_000;
const CASE_MS = 30_000;

const seatsIn = (value: Listing, slotId: string) => value.slotAvailability.find((s) => s.id === slotId)?.remaining;

async function slotsOf(on: TestGateway, date: string) {
  const service = (await on.query<SlotsAnswer>(SLOTS, { variables: { id: SERVICE, date } })).data?.service;
  if (!service || service.slots.length === 0) throw new Error(`no slots on ${date}`);
  return service;
}

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
  let database: ScratchPostgres;
  let resort: RunningResortApi;
  let gateway: TestGateway;
  const clients: Client[] = [];

  beforeAll(async () => {
    database = await createPostgresDatabase(undefined, 'estancia_live_seats');
    resort = await startResortApi({ env: { DATABASE_URL: database.url }, config: { port: 0, logLevel: 'error' } });
    gateway = await startTestGateway({ RESORT_API_URL: resort.url, UPSTREAM_PING_MS: PING_MS });
  }, 60_000);
  afterEach(async () => {
    for (const c of clients.splice(0)) await c.dispose();
  });
  afterAll(async () => {
    await gateway?.close();
    await resort?.close();
    await database?.drop();
  });

  it('shows on every listing what was committed while resort-api did not listen, within 15 s', async () => {
    const [dayOne, dayTwo] = [lisbonDay(20), lisbonDay(21)];
    const service = await slotsOf(gateway, dayOne);
    const [slot, quiet] = [service.slots[0]!, service.slots[1]!];
    const listing = (date: string) => {
      const client = wsClient(gateway.url);
      clients.push(client);
      return new Results<Listing>(client, LISTING, { id: service.id, date });
    };
    const listings = [listing(dayOne), listing(dayOne), listing(dayTwo)];
    for (const open of listings) await open.next();

    // Lost with the connection: committed, never announced to this process (on a slot no later
    // announcement covers: each one carries its slots' whole state).
    const undo = await holdUnannounced(database.url, quiet.databaseId, 2);
    const direct = await openDirectChannel(resort.url, 'joao');
    try {
      const ended = await withDatabase(database.url, (client) =>
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

describe('live seats when resort-api stops and starts again', () => {
  let database: ScratchPostgres;
  let resort: RunningResortApi;
  /** Another process on the same database: the path changes take while the first is down. */
  let other: RunningResortApi;
  let gateway: TestGateway;
  let maria: BrowserSession;
  const clients: Client[] = [];
  const start = (port: number) => startResortApi({ env: { DATABASE_URL: database.url }, config: { port, logLevel: 'error' } });

  beforeAll(async () => {
    database = await createPostgresDatabase(undefined, 'estancia_live_seats');
    resort = await start(0);
    other = await start(0);
    gateway = await startTestGateway({ RESORT_API_URL: resort.url, UPSTREAM_PING_MS: PING_MS });
    maria = await signedInBrowser(gateway, 'maria');
  }, 60_000);
  afterEach(async () => {
    for (const c of clients.splice(0)) await c.dispose();
    await emptyCart(maria);
  });
  afterAll(async () => {
    await gateway?.close();
    await resort?.close();
    await other?.close();
    await database?.drop();
  });

  it('brings listings and a payment page to what changed while it was down, within 15 s of its return', async () => {
    const date = lisbonDay(22);
    const service = await slotsOf(gateway, date);
    const slot = service.slots[0]!;
    const viewer = wsClient(gateway.url);
    clients.push(viewer);
    const listing = new Results<Listing>(viewer, LISTING, { id: service.id, date });
    await listing.next();

    const catalogue = await fetch(new URL('estancia/forfait/estancia', resort.url), { headers: { authorization: 'Bearer dev-public-site-token' } });
    const { data: passes } = (await catalogue.json()) as { data: Array<{ id: number; activo: boolean; visible: boolean; total_liquido: number | null }> };
    const pass = passes.find((p) => p.activo && p.visible && p.total_liquido !== null)!;
    const placed = await maria.query<{ placeOrder: { order: { id: string } | null; payment: { sandboxApprovalUrl: string | null } | null } }>(PLACE, {
      input: { idempotencyKey: randomUUID(), lines: [{ kind: 'PASS', productId: pass.id, quantity: 1 }], billing: BILLING, paymentMethod: 'MBWAY', mbWayPhone: '912345678', termsAccepted: true },
    });
    if (!placed.data?.placeOrder.order) throw new Error(JSON.stringify(placed));
    const { order, payment } = placed.data.placeOrder;
    const payer = wsClient(gateway.url, { browser: maria });
    clients.push(payer);
    const page = new Results<{ orderPaymentStatus: string }>(payer, PAYMENT, { id: order.id });
    expect((await page.next()).orderPaymentStatus).toBe('PENDING');

    const port = resort.port;
    await resort.close();
    // While it is down: a seat held and the payment approved through the other process.
    const direct = await openDirectChannel(other.url, 'joao');
    try {
      await direct.hold(slot.databaseId, 2);
      const token = /\/sandbox\/mbway\/([\w-]+)/.exec(payment?.sandboxApprovalUrl ?? '')?.[1];
      const approved = await fetch(new URL(`sandbox/mbway/${token}/decision`, other.url), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ decision: 'approve' }),
      });
      expect(approved.ok).toBe(true);

      resort = await start(port);
      const backAt = Date.now();
      await listing.next((v) => seatsIn(v, slot.id) === slot.remaining - 2, { ms: CATCH_UP_MS });
      expect((await page.next((v) => v.orderPaymentStatus !== 'PENDING', { ms: CATCH_UP_MS })).orderPaymentStatus).toBe('PAID');
      expect(Date.now() - backAt).toBeLessThan(CATCH_UP_MS);
    } finally {
      direct.close();
    }
  }, CASE_MS);
});
