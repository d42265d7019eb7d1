import { describe, expect, it } from 'vitest';
import { startCountingProxy } from './counting-proxy.ts';
import { startTestGateway } from './harness.ts';
import { CART_FIELDS, Results, hold, lisbonDay, wsClient, type Cart } from './hold-harness.ts';
import { holdStack } from './hold-stack.ts';
import { LISTING, callsTo, openDirectChannel, seatsIn, startPostgresResortApi, type Listing } from './live-seats-support.ts';
import { startTcpFaultProxy, type ProxiedConnection, type TcpFaultProxy } from './tcp-fault-proxy.ts';
import { until } from './until.ts';

/**
 * Live seats over a network that fails without saying so (docs/architecture.md, live seats): a
 * TCP proxy between the gateway and the resort API freezes a path (stops forwarding both ways
 * and closes nothing, as a vanished host or a NAT that forgot the connection does), cuts it, or
 * holds it back; the gateway's sockets must notice by their pings, reopen, and catch up. The
 * gateway pings every second here (5 s in production), so each case takes a few seconds.
 */

const CART = `subscription { timedCart { ${CART_FIELDS} } }`;
const EVENTS = 'subscription { holdEvents { __typename ... on HoldChannelDown { closeCode reconnecting } } }';
type Event = { holdEvents: { __typename: string; closeCode?: number; reconnecting?: boolean } };
const DAY_DATA = 'platform/products/cache/get/data';
const SERVICE = 41;
const PING_MS = 1000;
/** What the listings must meet after a fault: the true seats within 20 s of it (production timing). */
const CATCH_UP_MS = 20_000;
/** A case's own bound: the catch-up's, and the setting up around it. */
const CASE_MS = 30_000;

/** The feed follows the channel with the site token; a viewer's channel with their own session's. */
const isFeed = (c: ProxiedConnection) => c.head.startsWith('GET /realtime') && /authorization: Bearer dev-public-site-token/i.test(c.head);
const isHoldChannel = (c: ProxiedConnection) => c.head.startsWith('GET /realtime') && !isFeed(c);
/** A feed connection that still forwards (one frozen earlier stays open in the proxy). */
const isLiveFeed = (c: ProxiedConnection) => isFeed(c) && !c.frozen;

const live = holdStack({
  resort: () => startPostgresResortApi(),
  // gateway → the faulty network → the counting proxy (which counts the day reads) → resort-api.
  proxies: { counting: startCountingProxy, network: startTcpFaultProxy },
  gateway: { UPSTREAM_PING_MS: PING_MS },
  browsers: ['maria'],
});

describe('live seats when the path to the resort API fails silently', () => {
  it.each([
    ['freezes', (proxy: TcpFaultProxy) => proxy.freeze(isLiveFeed), 10],
    ['is cut', (proxy: TcpFaultProxy) => proxy.cut(isLiveFeed), 12],
  ])('shows the true seats on every listing, old and new, when the feed’s path %s, with one read per service and day', async (_name, fault, inDays) => {
    const [dayOne, dayTwo] = [lisbonDay(inDays), lisbonDay(inDays + 1)];
    const service = await live.slotsOf(SERVICE, dayOne);
    const slot = service.slots[0]!;
    const listings = [
      new Results<Listing>(live.client(), LISTING, { id: service.id, date: dayOne }),
      new Results<Listing>(live.client(), LISTING, { id: service.id, date: dayOne }),
      new Results<Listing>(live.client(), LISTING, { id: service.id, date: dayTwo }),
    ];
    for (const listing of listings) await listing.next();
    // A seat held elsewhere reaches the listings through the feed…
    const direct = await openDirectChannel(live.resort.url, 'joao');
    try {
      const holdId = await direct.hold(slot.databaseId, 1);
      for (const listing of listings.slice(0, 2)) await listing.next((v) => seatsIn(v, slot.id) === slot.remaining - 1, { ms: 2000 });

      // …then the path goes quiet, and the seat comes back while it is.
      expect(fault(live.network)).toBe(1);
      const faultAt = Date.now();
      live.counting.reset();
      await direct.release(holdId, 1);
      const late = new Results<Listing>(live.client(), LISTING, { id: service.id, date: dayOne });
      listings.push(late);

      for (const listing of [...listings.slice(0, 2), late]) await listing.next((v) => seatsIn(v, slot.id) === slot.remaining, { ms: CATCH_UP_MS });
      expect(Date.now() - faultAt).toBeLessThan(CATCH_UP_MS);
      // The feed opened again, and the catch-up read each open (service, day) once: two days, four listings.
      await until(() => callsTo(live.counting.calls, DAY_DATA) >= 2, 'the catch-up reads');
      await until(() => live.network.connections.some((c) => isLiveFeed(c) && c.fromServer.includes('feed_pronto')), 'a new feed');
      expect(callsTo(live.counting.calls, DAY_DATA)).toBe(2);
    } finally {
      direct.close();
    }
  }, CASE_MS);

  it('cuts and reopens a viewer’s frozen hold channel, and their cart and hold events carry on', async () => {
    const service = await live.slotsOf(SERVICE, lisbonDay(14));
    const slot = service.slots[0]!;
    const viewer = live.client({ browser: live.maria });
    const cart = new Results<{ timedCart: Cart }>(viewer, CART);
    const events = new Results<Event>(viewer, EVENTS);
    expect((await cart.next()).timedCart.count).toBe(0);
    await until(() => live.network.connections.some((c) => isHoldChannel(c) && c.fromServer.includes('update_list')), 'the viewer’s channel');

    expect(live.network.freeze(isHoldChannel)).toBe(1);
    const frozenAt = Date.now();
    // Pinged, silent, cut: the viewer hears that the channel went down and is being reopened.
    expect((await events.next((e) => e.holdEvents.__typename === 'HoldChannelDown', { ms: 5000 })).holdEvents).toEqual({
      __typename: 'HoldChannelDown',
      closeCode: 1006,
      reconnecting: true,
    });
    expect(Date.now() - frozenAt).toBeLessThan(5000);

    // A hold goes through the reopened channel, and the open cart shows it.
    const held = await hold(live.maria, slot.id, 1);
    expect(held.userErrors).toEqual([]);
    expect(held.cart?.count).toBe(1);
    await cart.next((v) => v.timedCart.count === 1, { ms: 3000 });
    expect(live.network.connections.filter((c) => isHoldChannel(c) && !c.frozen).length).toBeGreaterThanOrEqual(1);
  });
});

describe('a listing whose first read races the feed’s start', () => {
  it('is read again once the feed listens, so a change committed in between is not lost', async () => {
    const date = lisbonDay(15);
    // A gateway of its own, on a path of its own: its feed has not opened yet.
    const path = await startTcpFaultProxy(live.counting.url);
    const fresh = await startTestGateway({ RESORT_API_URL: path.url, UPSTREAM_PING_MS: PING_MS, UPSTREAM_TIMEOUT_MS: 10_000 });
    const viewer = wsClient(fresh.url);
    const direct = await openDirectChannel(live.resort.url, 'joao');
    try {
      const service = await live.slotsOf(SERVICE, date, fresh);
      const slot = service.slots[0]!;
      // The feed's upgrade waits, so the listing's first read gives up waiting for it and reads;
      // that read reaches the resort API, but its answer is held back.
      const releaseFeed = path.holdNew((head) => head.startsWith('GET /realtime'));
      const firstRead = path.holdNextAnswer((request) => request.startsWith(`POST /${DAY_DATA} `));
      const listing = new Results<Listing>(viewer, LISTING, { id: service.id, date });
      await until(() => firstRead.seen, 'the first read');
      // Committed after the read saw the day and before the feed listens: no message will carry it.
      await direct.hold(slot.databaseId, 2);
      releaseFeed();
      await until(() => path.connections.some((c) => isFeed(c) && c.fromServer.includes('feed_pronto')), 'the feed listening');
      firstRead.release();
      await listing.next((v) => seatsIn(v, slot.id) === slot.remaining - 2, { ms: 5000 });
    } finally {
      direct.close();
      await viewer.dispose();
      await fresh.close();
      await path.close();
    }
  });
});
