import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from 'graphql-ws';
import { BrowserSession } from './browser-session.ts';
import { startTestGateway, type TestGateway } from './harness.ts';
import {
  Results,
  SLOTS,
  emptyCart,
  hold,
  lisbonDay,
  signedInBrowser,
  startPrivateResortApi,
  startTcpRelay,
  wsClient,
  type Cart,
  type PrivateResortApi,
  type SlotsAnswer,
} from './hold-harness.ts';

/**
 * The hold bridge when the resort's channel goes down (spec 002 §4 "Close codes"): the resort API
 * restarting, the network dropping the connection, and the resort refusing the viewer's session,
 * each for real, each seen by the viewer's subscriptions as the event it means.
 */

let resort: PrivateResortApi;
let gateway: TestGateway;
let maria: BrowserSession;
const clients: Client[] = [];

function client(browser: BrowserSession, on: TestGateway = gateway): Client {
  const created = wsClient(on.url, { browser });
  clients.push(created);
  return created;
}

beforeAll(async () => {
  resort = await startPrivateResortApi();
  gateway = await startTestGateway({ RESORT_API_URL: resort.url });
  maria = await signedInBrowser(gateway, 'maria');
});

afterEach(async () => {
  for (const c of clients.splice(0)) await c.dispose();
  await emptyCart(maria);
});

afterAll(async () => {
  await gateway?.close();
  await resort?.close();
});

describe('the channel going down', () => {
  type Tick = { holdCountdown: { holdId: string; expiresAt: string } };
  type Event = { holdEvents: { __typename: string; closeCode?: number; reconnecting?: boolean } };
  const EVENTS = 'subscription { holdEvents { __typename ... on HoldChannelDown { closeCode reconnecting } } }';

  it('reconnects within 5 s when the resort API restarts mid-hold (1012), and the countdown goes on to the same expiry', async () => {
    const listed = await gateway.query<SlotsAnswer>(SLOTS, { variables: { id: 44, date: lisbonDay(3) } });
    const slots = listed.data!.service!.slots;
    const ws = client(maria);
    const events = new Results<Event>(ws, EVENTS);
    const carts = new Results<{ timedCart: Cart }>(ws, `subscription { timedCart { count lines { id expiresAt } } }`);
    const ticks = new Results<Tick>(ws, 'subscription { holdCountdown { holdId expiresAt } }');
    await carts.next();
    const held = (await hold(maria, slots[0]!.id, 1)).cart!.lines[0]!;
    await ticks.next((t) => t.holdCountdown.holdId === held.id);
    const cartsBefore = carts.values.length;
    let stoppedAt = 0;
    await resort.restart(async () => {
      stoppedAt = Date.now();
    });
    expect((await events.next((e) => e.holdEvents.__typename === 'HoldChannelDown')).holdEvents).toEqual({
      __typename: 'HoldChannelDown',
      closeCode: 1012,
      reconnecting: true,
    });
    // On its new socket the API sends the cart again: the hold is still there, with its expiry.
    const after = await carts.next((c) => c.timedCart.count === 1, { from: cartsBefore });
    expect(Date.now() - stoppedAt).toBeLessThan(5000);
    expect(after.timedCart.lines).toEqual([{ id: held.id, expiresAt: held.expiresAt }]);
    const ticksBefore = ticks.values.length;
    expect((await ticks.next(() => true, { from: ticksBefore })).holdCountdown).toEqual({ holdId: held.id, expiresAt: held.expiresAt });
  });

  describe('behind a network that fails', () => {
    let relay: Awaited<ReturnType<typeof startTcpRelay>>;
    let relayed: TestGateway;

    beforeAll(async () => {
      relay = await startTcpRelay(resort.url);
      relayed = await startTestGateway({ RESORT_API_URL: relay.url, UPSTREAM_TIMEOUT_MS: 3000 });
    });
    afterAll(async () => {
      await relayed?.close();
      await relay?.close();
    });

    it('reconnects after a dropped connection (1006), saying so', async () => {
      const browser = await signedInBrowser(relayed, 'joao');
      const ws = client(browser, relayed);
      const events = new Results<Event>(ws, EVENTS);
      const carts = new Results<{ timedCart: Cart }>(ws, 'subscription { timedCart { count } }');
      await carts.next();
      relay.cut();
      expect((await events.next()).holdEvents).toEqual({ __typename: 'HoldChannelDown', closeCode: 1006, reconnecting: true });
      await carts.next(() => true, { from: 1 });
    });

    it('stops, saying so, when the resort no longer accepts the viewer’s session (4001)', async () => {
      const browser = await signedInBrowser(relayed, 'joao');
      const ws = client(browser, relayed);
      const events = new Results<Event>(ws, EVENTS);
      await new Results(ws, 'subscription { timedCart { count } }').next();
      // Signing out elsewhere revokes the upstream session this page's channel was opened with.
      const other = new BrowserSession(relayed);
      other.useCookies(browser.cookieHeader);
      await other.query('mutation { logOut { viewer { role } } }');
      relay.cut();
      const down = await events.next((e) => e.holdEvents.reconnecting === false);
      expect(down.holdEvents).toEqual({ __typename: 'HoldChannelDown', closeCode: 4001, reconnecting: false });
      // Nothing more can come on that channel: the subscription ends.
      await events.ended();
    });
  });
});
