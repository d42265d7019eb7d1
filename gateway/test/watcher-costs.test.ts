import { randomUUID } from 'node:crypto';
import { catalogListAnswer } from '@estancia/resort-contract';
import type { Client } from 'graphql-ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserSession } from './browser-session.ts';
import { startCountingProxy, type CountingProxy } from './counting-proxy.ts';
import { startTestGateway, type TestGateway } from './harness.ts';
import { CART_FIELDS, Results, SLOTS, emptyCart, lisbonDay, signedInBrowser, wsClient, type Cart, type SlotsAnswer } from './hold-harness.ts';
import { openDirectChannel, startPostgresResortApi, type PostgresResortApi } from './live-seats-support.ts';
import { until } from './until.ts';

/**
 * What a watcher costs the resort API does not grow with the number of its pages: a viewer's
 * cart shown on three pages, or an order followed by three payment pages, is read once per change
 * or feed restart. Counted at a proxy in front of a real resort-api on PostgreSQL.
 */

const SERVICE = 41;
const EVENT_DATA = 'platform/products/event/data/event_id/';
const TIMER_SETTINGS = 'platform/settings/timer';
const ORDER_READ = 'get/order/id/encomenda/';
const CART = `subscription { timedCart { ${CART_FIELDS} } }`;
const PLACE = 'mutation Place($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } payment { ... on MbWayPayment { sandboxApprovalUrl } } } }';
const BILLING = { name: 'Maria Cliente', vat: '', email: 'cliente@estancia.pt', mobilePhone: '912345678', address: 'Rua da Serra 1', locality: 'Fundão', postalCode: '6230-000', country: 'Portugal' };

let resort: PostgresResortApi;
let proxy: CountingProxy;
let gateway: TestGateway;
let maria: BrowserSession;
const clients: Client[] = [];

const callsOf = (prefix: string) => proxy.calls.filter((call) => call.split('?')[0]?.replace(/^\//, '').startsWith(prefix)).length;

beforeAll(async () => {
  resort = await startPostgresResortApi();
  proxy = await startCountingProxy(resort.url);
  gateway = await startTestGateway({ RESORT_API_URL: proxy.url });
  maria = await signedInBrowser(gateway, 'maria');
}, 60_000);

afterEach(async () => {
  for (const c of clients.splice(0)) await c.dispose();
  await emptyCart(maria);
});

afterAll(async () => {
  await gateway?.close();
  await proxy?.close();
  await resort?.close();
});

/** Three pages of the viewer, each on a socket of its own, as three tabs would be. */
function threePages<T>(query: string, variables: Record<string, unknown> = {}): Array<Results<T>> {
  return [0, 1, 2].map(() => {
    const client = wsClient(gateway.url, { browser: maria });
    clients.push(client);
    return new Results<T>(client, query, variables);
  });
}

describe('costs per watcher', () => {
  it('reads a cart event’s slots and timer settings once, however many of the viewer’s pages show it', async () => {
    const date = lisbonDay(9);
    const slot = (await gateway.query<SlotsAnswer>(SLOTS, { variables: { id: SERVICE, date } })).data?.service?.slots[0];
    if (!slot) throw new Error(`no slots on ${date}`);
    const pages = threePages<{ timedCart: Cart | null }>(CART);
    for (const page of pages) await page.next();

    // Held on another socket of the same viewer: the gateway learns of it only as a channel event.
    const direct = await openDirectChannel(resort.url, 'maria');
    proxy.reset();
    try {
      await direct.hold(slot.databaseId, 1);
      for (const page of pages) await page.next((v) => v.timedCart?.lines.some((line) => line.slot.databaseId === slot.databaseId) ?? false, { ms: 3000 });
      expect(callsOf(EVENT_DATA)).toBe(1);
      expect(callsOf(TIMER_SETTINGS)).toBe(1);
    } finally {
      direct.close();
    }
  });

  it('reads an order once when the feed restarts, however many payment pages follow it', async () => {
    const catalogue = await fetch(new URL('estancia/forfait/estancia', resort.url), { headers: { authorization: 'Bearer dev-public-site-token' } });
    const pass = catalogListAnswer.parse(await catalogue.json()).data.find((p) => p.activo && p.visible && p.total_liquido !== null)!;
    const placed = await maria.query<{ placeOrder: { order: { id: string } | null; payment: { sandboxApprovalUrl?: string | null } | null } }>(PLACE, {
      input: { idempotencyKey: randomUUID(), lines: [{ kind: 'PASS', productId: pass.id, quantity: 1 }], billing: BILLING, paymentMethod: 'MBWAY', mbWayPhone: '912345678', termsAccepted: true },
    });
    const orderId = placed.data?.placeOrder.order?.id;
    if (!orderId) throw new Error(JSON.stringify(placed.errors));
    const pages = threePages<{ orderPaymentStatus: string }>('subscription($id: ID!) { orderPaymentStatus(orderId: $id) }', { id: orderId });
    for (const page of pages) expect((await page.next()).orderPaymentStatus).toBe('PENDING');

    proxy.reset();
    proxy.cutSockets();
    await until(() => callsOf(ORDER_READ) > 0, 'the catch-up read');
    // Paid once the feed is back: every page shows it only after its own catch-up, so by then a
    // page that read on its own would have been counted.
    const token = /\/sandbox\/mbway\/([\w-]+)/.exec(placed.data?.placeOrder.payment?.sandboxApprovalUrl ?? '')?.[1];
    const approved = await fetch(new URL(`sandbox/mbway/${token}/decision`, resort.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ decision: 'approve' }),
    });
    expect(approved.ok).toBe(true);
    for (const page of pages) await page.next((v) => v.orderPaymentStatus === 'PAID', { ms: 5000 });
    expect(callsOf(ORDER_READ)).toBe(1);
  });
});
