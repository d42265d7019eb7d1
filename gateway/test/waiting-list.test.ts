import { describe, expect, it } from 'vitest';
import { toGlobalId } from '../src/kernel/global-id.ts';
import type { BrowserSession } from './browser-session.ts';
import { CART_FIELDS, Results, cartOf, hold, lisbonDay, startPrivateResortApi, type Cart } from './hold-harness.ts';
import { holdStack } from './hold-stack.ts';

/**
 * The waiting list of a full slot end to end: browsers and graphql-ws clients on a real gateway,
 * over HTTP and WebSocket to a real resort-api, its waiting-list routes and its hold channel.
 */

const live = holdStack({
  resort: startPrivateResortApi,
  browsers: ['maria', 'joao'],
  // Off every waiting list before the carts are emptied: a seat given back is offered to whoever still waits.
  cleanUp: async () => {
    for (const browser of [live.joao, live.maria]) for (const entry of await entriesOf(browser)) await leave(browser, entry.id);
  },
});
const DAY = lisbonDay(4);

interface Entry {
  id: string;
  state: string;
  place: number | null;
  seats: number;
  slot: { id: string };
  offer: { holdId: string; expiresAt: string } | null;
}
interface Payload {
  entry: Entry | null;
  cart: { waitingEntries: Entry[]; lines: Array<{ id: string; quantity: number }> } | null;
  userErrors: Array<{ code: string; field: string[]; message: string }>;
}

const ENTRY = 'id state place seats slot { id } offer { holdId expiresAt }';
const JOIN = `mutation Join($input: JoinWaitingListInput!) { joinWaitingList(input: $input) { entry { ${ENTRY} } cart { waitingEntries { ${ENTRY} } lines { id quantity } } userErrors { code field message } } }`;
const LEAVE = `mutation Leave($input: LeaveWaitingListInput!) { leaveWaitingList(input: $input) { entry { ${ENTRY} } cart { waitingEntries { ${ENTRY} } lines { id quantity } } userErrors { code field message } } }`;
const SLOTS = 'query Slots($id: Int!, $date: Date!) { service(databaseId: $id) { id slots(date: $date) { id startTime remaining capacity waitingCount } } }';

type Slot = { id: string; startTime: string; remaining: number; capacity: number; waitingCount: number };

async function slotsOf(productId: number): Promise<{ id: string; slots: Slot[] }> {
  const answer = await live.gateway.query<{ service: { id: string; slots: Slot[] } | null }>(SLOTS, { variables: { id: productId, date: DAY } });
  if (!answer.data?.service) throw new Error(JSON.stringify(answer));
  return answer.data.service;
}

async function join(browser: BrowserSession, slotId: string, seats: number): Promise<Payload> {
  const answer = await browser.query<{ joinWaitingList: Payload }>(JOIN, { input: { slotId, seats } });
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data.joinWaitingList;
}

async function leave(browser: BrowserSession, entryId: string): Promise<Payload> {
  const answer = await browser.query<{ leaveWaitingList: Payload }>(LEAVE, { input: { entryId } });
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data.leaveWaitingList;
}

async function entriesOf(browser: BrowserSession): Promise<Entry[]> {
  const answer = await browser.query<{ timedCart: { waitingEntries: Entry[] } | null }>(`query { timedCart { waitingEntries { ${ENTRY} } } }`);
  return answer.data?.timedCart?.waitingEntries ?? [];
}

/** Maria holds every free seat of the slot: it is full. */
async function fill(slot: Slot): Promise<string> {
  const held = await hold(live.maria, slot.id, slot.remaining);
  expect(held.userErrors).toEqual([]);
  return held.cart!.lines.find((line) => line.slot.id === slot.id)!.id;
}

describe('joining and leaving a waiting list', () => {
  it('refuses a visitor as a hold does, and a slot with free seats, in the viewer’s language', async () => {
    const { slots } = await slotsOf(43);
    const slot = slots[0]!;
    const visitor = await live.gateway.query<{ joinWaitingList: Payload }>(JOIN, { variables: { input: { slotId: slot.id, seats: 1 } } });
    expect(visitor.data?.joinWaitingList).toEqual({ entry: null, cart: null, userErrors: [{ code: 'NOT_SIGNED_IN', field: [], message: 'Tem de iniciar sessão para continuar.' }] });
    expect(await join(live.joao, slot.id, 1)).toEqual({
      entry: null,
      cart: null,
      userErrors: [{ code: 'SLOT_NOT_FULL', field: ['slotId'], message: 'Este horário ainda tem lugares livres: reserve-os em vez de esperar.' }],
    });
    expect((await join(live.joao, slot.id, 0)).userErrors.map(({ code, field }) => ({ code, field }))).toEqual([{ code: 'INVALID_SEAT_QUANTITY', field: ['seats'] }]);
    expect((await join(live.joao, toGlobalId('TimeSlot', 99_999_999), 1)).userErrors.map(({ code }) => code)).toEqual(['UNKNOWN_SLOT']);
    expect((await leave(live.joao, toGlobalId('WaitingEntry', 99_999_999))).userErrors.map(({ code, field }) => ({ code, field }))).toEqual([
      { code: 'UNKNOWN_WAITING_ENTRY', field: ['entryId'] },
    ]);
    expect(await entriesOf(live.joao)).toEqual([]);
  });

  it('puts a customer in line on a full slot with their place, counts them on the listing, and lets them leave', async () => {
    const service = await slotsOf(43);
    const slot = service.slots[1]!;
    const listing = new Results<{ slotAvailability: Slot[] }>(
      live.client(),
      'subscription Seats($id: ID!, $date: Date!) { slotAvailability(serviceId: $id, date: $date) { id remaining waitingCount } }',
      { id: service.id, date: DAY },
    );
    await listing.next();
    await fill(slot);

    const joined = await join(live.joao, slot.id, 1);
    expect(joined.userErrors).toEqual([]);
    expect(joined.entry).toMatchObject({ state: 'WAITING', place: 1, seats: 1, slot: { id: slot.id }, offer: null });
    expect(joined.cart?.waitingEntries).toEqual([joined.entry]);
    await listing.next((v) => v.slotAvailability.find((s) => s.id === slot.id)?.waitingCount === 1);
    expect((await slotsOf(43)).slots[1]).toMatchObject({ remaining: 0, waitingCount: 1 });

    const again = await join(live.joao, slot.id, 2);
    expect(again.userErrors).toEqual([{ code: 'ALREADY_WAITING', field: ['slotId'], message: 'Já está na lista de espera deste horário.' }]);
    // Someone else's entry is no entry of hers.
    expect((await leave(live.maria, joined.entry!.id)).userErrors.map(({ code }) => code)).toEqual(['UNKNOWN_WAITING_ENTRY']);

    const left = await leave(live.joao, joined.entry!.id);
    expect(left.userErrors).toEqual([]);
    expect(left.entry).toMatchObject({ id: joined.entry!.id, state: 'LEFT', place: null });
    expect(left.cart?.waitingEntries).toEqual([]);
    await listing.next((v) => v.slotAvailability.find((s) => s.id === slot.id)?.waitingCount === 0);
  });
});

describe('offers', () => {
  it('tells the open page of the first in line within a second that freed seats are held in their cart; leaving gives them back', async () => {
    const { slots } = await slotsOf(46);
    const slot = slots[0]!;
    const mariasHold = await fill(slot);
    const joined = await join(live.joao, slot.id, 1);
    expect(joined.entry).toMatchObject({ state: 'WAITING', place: 1 });

    const carts = new Results<{ timedCart: Cart & { waitingEntries: Entry[] } }>(live.client({ browser: live.joao }), `subscription { timedCart { ${CART_FIELDS} waitingEntries { ${ENTRY} } } }`);
    const first = await carts.next();
    expect(first.timedCart.waitingEntries).toEqual([joined.entry]);
    expect(first.timedCart.lines).toEqual([]);

    // Maria gives one seat back: it is offered to João in the same transaction.
    const released = await live.maria.query<{ releaseHold: { userErrors: unknown[] } }>(
      'mutation R($input: ReleaseHoldInput!) { releaseHold(input: $input) { userErrors { code } } }',
      { input: { holdId: mariasHold, quantity: 1 } },
    );
    expect(released.data?.releaseHold.userErrors).toEqual([]);
    const releasedAt = Date.now();
    const offered = await carts.next((c) => c.timedCart.waitingEntries[0]?.state === 'OFFERED', { ms: 1000 });
    expect(Date.now() - releasedAt).toBeLessThan(1000);
    const entry = offered.timedCart.waitingEntries[0]!;
    expect(entry).toMatchObject({ id: joined.entry!.id, place: null, seats: 1 });
    expect(Date.parse(entry.offer!.expiresAt)).toBeGreaterThan(Date.now());
    // The offer is an ordinary hold of the cart (maybe in the next event of the same change).
    const withHold = await carts.next((c) => c.timedCart.lines.some((line) => line.id === entry.offer!.holdId));
    expect(withHold.timedCart.lines.find((line) => line.id === entry.offer!.holdId)).toMatchObject({ quantity: 1, slot: { id: slot.id } });
    // The offered seat is not free on the listing.
    expect((await slotsOf(46)).slots[0]!.remaining).toBe(0);

    // Leaving declines the offer: the hold leaves the cart and the seat is free again.
    const left = await leave(live.joao, entry.id);
    expect(left.entry).toMatchObject({ state: 'DECLINED' });
    expect(left.cart?.lines).toEqual([]);
    expect((await cartOf(live.joao))?.lines).toEqual([]);
    await carts.next((c) => c.timedCart.waitingEntries.length === 0 && c.timedCart.lines.length === 0);
    expect((await slotsOf(46)).slots[0]!.remaining).toBe(1);
  });
});
