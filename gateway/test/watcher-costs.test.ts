import { describe, expect, it } from 'vitest';
import { startCountingProxy } from './counting-proxy.ts';
import { CART_FIELDS, Results, lisbonDay, type Cart } from './hold-harness.ts';
import { holdStack } from './hold-stack.ts';
import { PAYMENT, openDirectChannel, placeMbWayOrder, startPostgresResortApi } from './live-seats-support.ts';
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

const live = holdStack({ resort: () => startPostgresResortApi(), proxies: { counting: startCountingProxy }, browsers: ['maria'] });

const callsOf = (prefix: string) => live.counting.calls.filter((call) => call.split('?')[0]?.replace(/^\//, '').startsWith(prefix)).length;

/** Three pages of the viewer, each on a socket of its own, as three tabs would be. */
function threePages<T>(query: string, variables: Record<string, unknown> = {}): Array<Results<T>> {
  return [0, 1, 2].map(() => new Results<T>(live.client({ browser: live.maria }), query, variables));
}

describe('costs per watcher', () => {
  it('reads a cart event’s slots and timer settings once, however many of the viewer’s pages show it', async () => {
    const date = lisbonDay(9);
    const slot = (await live.slotsOf(SERVICE, date)).slots[0]!;
    const pages = threePages<{ timedCart: Cart | null }>(CART);
    for (const page of pages) await page.next();

    // Held on another socket of the same viewer: the gateway learns of it only as a channel event.
    const direct = await openDirectChannel(live.resort.url, 'maria');
    live.counting.reset();
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
    const order = await placeMbWayOrder(live.maria, live.resort.url);
    const pages = threePages<{ orderPaymentStatus: string }>(PAYMENT, { id: order.id });
    for (const page of pages) expect((await page.next()).orderPaymentStatus).toBe('PENDING');

    live.counting.reset();
    live.counting.cutSockets();
    await until(() => callsOf(ORDER_READ) > 0, 'the catch-up read');
    // Paid once the feed is back: every page shows it only after its own catch-up, so by then a
    // page that read on its own would have been counted.
    expect(await order.approve(live.resort.url)).toBe(true);
    for (const page of pages) await page.next((v) => v.orderPaymentStatus === 'PAID', { ms: 5000 });
    expect(callsOf(ORDER_READ)).toBe(1);
  });
});
