import { serviceProductsAnswer, timerSettingsAnswer } from '@estancia/resort-contract';
import { describe, expect, it } from 'vitest';
import { startCountingProxy } from './counting-proxy.ts';
import { startTestGateway } from './harness.ts';
import { Results, emptyCart, hold, lisbonDay, setTimerSettings, signedInBrowser, wsClient } from './hold-harness.ts';
import { holdStack } from './hold-stack.ts';
import { LISTING, PAYMENT, callsTo, openDirectChannel, placeMbWayOrder, seatsIn, startPostgresResortApi, type Listing } from './live-seats-support.ts';
import { until } from './until.ts';

/**
 * Live seats at the cost of the changes, not of the watchers (spec 002 §4; docs/architecture.md):
 * resort-api on the PostgreSQL server announces each slot's seats from the transaction that changed
 * them, the gateway follows one feed and updates every open listing from the message, over real
 * sockets, with the faults (a dropped feed, a lapse nobody watches) caused for real.
 */

const DAY_DATA = 'platform/products/cache/get/data';
const SERVICE = 41;

const live = holdStack({
  resort: () => startPostgresResortApi(),
  proxies: { counting: startCountingProxy },
  browsers: ['maria'],
});
const slotsOf = (date: string) => live.slotsOf(SERVICE, date);

describe('live seats', () => {
  it('opens listings of one day with one read, and updates all of them from the feed with none', async () => {
    const date = lisbonDay(5);
    const service = await slotsOf(date);
    const slot = service.slots[1]!;
    live.counting.reset();
    const listings = [live.client(), live.client(), live.client({ language: 'en' })].map((c) => new Results<Listing>(c, LISTING, { id: service.id, date }));
    for (const listing of listings) expect(seatsIn(await listing.next(), slot.id)).toBe(slot.remaining);
    // Three listings, two languages: the day is read once between them.
    expect(callsTo(live.counting.calls, DAY_DATA)).toBe(1);

    live.counting.reset();
    const held = await hold(live.maria, slot.id, 2);
    const heldAt = Date.now();
    expect(held.userErrors).toEqual([]);
    for (const listing of listings) await listing.next((v) => seatsIn(v, slot.id) === slot.remaining - 2, { ms: 1000 });
    expect(Date.now() - heldAt).toBeLessThan(1000);
    const shown = listings.map((listing) => listing.values.length);
    await emptyCart(live.maria);
    for (const [i, listing] of listings.entries()) await listing.next((v) => seatsIn(v, slot.id) === slot.remaining, { from: shown[i], ms: 1000 });
    // The hold and the release reached every listing from the feed's messages: no listing read its day.
    expect(callsTo(live.counting.calls, DAY_DATA)).toBe(0);
  });

  it('shows a lapse within 2 s when nobody’s channel is open', async () => {
    const date = lisbonDay(6);
    const service = await slotsOf(date);
    const slot = service.slots[0]!;
    // A hold of 1.8 s, made straight on the resort API's channel, whose socket then closes.
    await setTimerSettings(live.resort.url, { time_count_down: 0.03 });
    try {
      const listing = new Results<Listing>(live.client(), LISTING, { id: service.id, date });
      expect(seatsIn(await listing.next(), slot.id)).toBe(slot.remaining);
      const direct = await openDirectChannel(live.resort.url, 'joao');
      await direct.hold(slot.databaseId, 1);
      const heldAt = Date.now();
      direct.close();
      await listing.next((v) => seatsIn(v, slot.id) === slot.remaining - 1, { ms: 1000 });
      await listing.next((v) => seatsIn(v, slot.id) === slot.remaining, { from: listing.values.length, ms: 4000 });
      // 1.8 s of hold, and at most 2 s more until the listing shows the seat back.
      expect(Date.now() - heldAt).toBeLessThan(1800 + 2000);
    } finally {
      await setTimerSettings(live.resort.url, {});
    }
  });

  it('reconnects a dropped feed within 5 s and catches up with one read per service and day', async () => {
    const [dayOne, dayTwo] = [lisbonDay(7), lisbonDay(8)];
    const service = await slotsOf(dayOne);
    const slot = service.slots[0]!;
    const listings = [
      new Results<Listing>(live.client(), LISTING, { id: service.id, date: dayOne }),
      new Results<Listing>(live.client({ language: 'en' }), LISTING, { id: service.id, date: dayOne }),
      new Results<Listing>(live.client(), LISTING, { id: service.id, date: dayTwo }),
    ];
    for (const listing of listings) await listing.next();

    live.counting.reset();
    live.counting.cutSockets();
    const cutAt = Date.now();
    // Made while the gateway's feed is down: only the catch-up read can show it.
    const direct = await openDirectChannel(live.resort.url, 'joao');
    let holdId: number | null = null;
    try {
      holdId = await direct.hold(slot.databaseId, 3);
      for (const listing of listings.slice(0, 2)) await listing.next((v) => seatsIn(v, slot.id) === slot.remaining - 3, { ms: 5000 });
      expect(Date.now() - cutAt).toBeLessThan(5000);
      // The feed opened again: one upgrade to the channel since the cut.
      expect(live.counting.calls.filter((call) => call.startsWith('/realtime')).length).toBeGreaterThanOrEqual(1);
      // One read for each open (service, day): two days, however many listings.
      await until(() => callsTo(live.counting.calls, DAY_DATA) >= 2, 'the catch-up reads');
      // A release made after the catch-up reaches the listings from the feed: any read the
      // reconnection asked for was asked for before it, so the count is final here.
      const shown = listings.map((listing) => listing.values.length);
      await direct.release(holdId, 3);
      holdId = null;
      for (const [i, listing] of listings.slice(0, 2).entries()) await listing.next((v) => seatsIn(v, slot.id) === slot.remaining, { from: shown[i], ms: 1000 });
      expect(callsTo(live.counting.calls, DAY_DATA)).toBe(2);
    } finally {
      if (holdId !== null) await direct.release(holdId, 3);
      direct.close();
    }
  });

  it('shows an MB WAY approval on an open payment page within 1 s, with no read while it waits', async () => {
    const order = await placeMbWayOrder(live.maria, live.resort.url);
    const page = new Results<{ orderPaymentStatus: string }>(live.client({ browser: live.maria }), PAYMENT, { id: order.id });
    expect((await page.next()).orderPaymentStatus).toBe('PENDING');
    live.counting.reset();
    // The phone's app says yes, at the resort API (the sandbox stands in for the provider).
    expect(await order.approve(live.resort.url)).toBe(true);
    const approvedAt = Date.now();
    expect((await page.next((v) => v.orderPaymentStatus !== 'PENDING', { ms: 1000 })).orderPaymentStatus).toBe('PAID');
    expect(Date.now() - approvedAt).toBeLessThan(1000);
    // From the pending state shown to the approval, the page cost the gateway no call to the
    // resort API: the approval came on the feed, not from a read.
    expect(live.counting.calls).toEqual([]);
    await page.ended();
  });

  it('takes a slot of today off an open listing at its cut-off, with no read', async () => {
    // A gateway whose clock stands 1.5 s before the cut-off (start − tolerance) of a day's first slot.
    const date = lisbonDay(9);
    const [ano, mes, dia] = date.split('-').map(Number);
    const day = await fetch(new URL(DAY_DATA, live.resort.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer dev-public-site-token' },
      body: JSON.stringify({ id_prod: SERVICE, ano, mes, dia, 'stocks.visible': true, 'stocks.activo': true }),
    });
    const details = serviceProductsAnswer.parse(await day.json()).data.find((product) => product.id === SERVICE)!.details;
    const first = details.map((detail) => ({ id: detail.id_event, start: Date.parse(detail.inicio ?? '') })).sort((a, b) => a.start - b.start)[0]!;
    const settings = timerSettingsAnswer.parse(await (await fetch(new URL('platform/settings/timer', live.resort.url), { headers: { authorization: 'Bearer dev-public-site-token' } })).json()).data;
    const offset = first.start - settings.intervalo_tolerancia * 60_000 - 1500 - Date.now();
    const early = await startTestGateway({ RESORT_API_URL: live.counting.url }, { now: () => new Date(Date.now() + offset) });
    const viewer = wsClient(early.url);
    try {
      const service = await live.slotsOf(SERVICE, date, early);
      const slotId = service.slots.find((slot) => slot.databaseId === first.id)!.id;
      const listing = new Results<Listing>(viewer, LISTING, { id: service.id, date });
      expect(seatsIn(await listing.next(), slotId)).toBeDefined();
      live.counting.reset();
      await listing.next((v) => seatsIn(v, slotId) === undefined, { from: 1, ms: 4000 });
      expect(callsTo(live.counting.calls, DAY_DATA)).toBe(0);
    } finally {
      await viewer.dispose();
      await early.close();
    }
  });

  it('opens no upstream socket for a signed-in visitor who holds nothing, whatever they read', async () => {
    // A proxy of its own: the file's other gateways' sockets open and close through the shared one.
    const own = await startCountingProxy(live.resort.url);
    const fresh = await startTestGateway({ RESORT_API_URL: own.url });
    try {
      const visitor = await signedInBrowser(fresh, 'maria');
      const before = own.openSockets;
      own.reset();
      const answer = await visitor.query<{ timedCart: { count: number } | null; banners: unknown }>('query { timedCart { count lines { id } } banners { id } }');
      expect(answer.data?.timedCart).toEqual({ count: 0, lines: [] });
      expect(own.calls.filter((call) => call.startsWith('/realtime'))).toEqual([]);
      expect(own.openSockets).toBe(before);
    } finally {
      await fresh.close();
      await own.close();
    }
  });
});
