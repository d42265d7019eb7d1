import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserSession } from './browser-session.ts';
import { startTestGateway, type TestGateway } from './harness.ts';
import { Results, hold, lisbonDay, signedInBrowser, startPrivateResortApi, startTcpRelay, type Cart } from './hold-harness.ts';
import { holdStack } from './hold-stack.ts';

/**
 * The hold bridge when the resort's channel goes down (spec 002 §4 "Close codes"): the resort API
 * restarting, the network dropping the connection, and the resort refusing the viewer's session,
 * each for real, each seen by the viewer's subscriptions as the event it means.
 */

const live = holdStack({ resort: startPrivateResortApi, browsers: ['maria'] });

describe('the channel going down', () => {
  type Tick = { holdCountdown: { holdId: string; expiresAt: string } };
  type Event = { holdEvents: { __typename: string; closeCode?: number; reconnecting?: boolean } };
  const EVENTS = 'subscription { holdEvents { __typename ... on HoldChannelDown { closeCode reconnecting } } }';

  it('reconnects within 5 s when the resort API restarts mid-hold (1012), and the countdown goes on to the same expiry', async () => {
    const { slots } = await live.slotsOf(44, lisbonDay(3));
    const ws = live.client({ browser: live.maria });
    const events = new Results<Event>(ws, EVENTS);
    const carts = new Results<{ timedCart: Cart }>(ws, `subscription { timedCart { count lines { id expiresAt } } }`);
    const ticks = new Results<Tick>(ws, 'subscription { holdCountdown { holdId expiresAt } }');
    await carts.next();
    const held = (await hold(live.maria, slots[0]!.id, 1)).cart!.lines[0]!;
    await ticks.next((t) => t.holdCountdown.holdId === held.id);
    const cartsBefore = carts.values.length;
    let stoppedAt = 0;
    await live.resort.restart(async () => {
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
      relay = await startTcpRelay(live.resort.url);
      relayed = await startTestGateway({ RESORT_API_URL: relay.url, UPSTREAM_TIMEOUT_MS: 3000 });
    });
    afterAll(async () => {
      await relayed?.close();
      await relay?.close();
    });

    it('reconnects after a dropped connection (1006), saying so', async () => {
      const browser = await signedInBrowser(relayed, 'joao');
      const ws = live.client({ browser }, relayed);
      const events = new Results<Event>(ws, EVENTS);
      const carts = new Results<{ timedCart: Cart }>(ws, 'subscription { timedCart { count } }');
      await carts.next();
      relay.cut();
      expect((await events.next()).holdEvents).toEqual({ __typename: 'HoldChannelDown', closeCode: 1006, reconnecting: true });
      await carts.next(() => true, { from: 1 });
    });

    it('stops, saying so, when the resort no longer accepts the viewer’s session (4001)', async () => {
      const browser = await signedInBrowser(relayed, 'joao');
      const ws = live.client({ browser }, relayed);
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
