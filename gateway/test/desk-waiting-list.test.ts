import { WAITING_PATHS, waitingEntryAnswer } from '@estancia/resort-contract';
import type { Client } from 'graphql-ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BrowserSession } from './browser-session.ts';
import { startCountingProxy, type CountingProxy } from './counting-proxy.ts';
import { startClockedResortApi, type ClockedResortApi } from './desk-day-support.ts';
import { emptyCart, hold, lisbonDay, Results, RELEASE, SLOTS, signedInBrowser, type SlotsAnswer, upstreamSession, wsClient } from './hold-harness.ts';
import { startTestGateway, type TestGateway } from './harness.ts';

/**
 * The desk's day shows each slot's waiting list, live (this implementation's waiting list, contract
 * waiting-list.ts), against the real resort-api: who waits, for how many seats, since when, on
 * offer until when. A move of the line costs one read of it per gateway process however many
 * clerks watch; the desk never sells seats on offer; anyone but staff is refused.
 */

const DAY = lisbonDay(5);
/** The thermal circuit (SPA, 12 seats, every two hours from 10:00). */
const SERVICE = 41;

const ENTRY_FIELDS = 'id customerName email seats since state place offerEndsAt';
const WAITING_DAY = /* GraphQL */ `
  id date services { id slots { id databaseId capacity sold held free waitingList { ${ENTRY_FIELDS} } } }
`;
const DESK_WAITING = /* GraphQL */ `query DeskWaiting($date: Date) { desk { day(date: $date) { ${WAITING_DAY} } } }`;
const DESK_WAITING_UPDATES = /* GraphQL */ `subscription DeskWaitingUpdates($date: Date!) { deskDay(date: $date) { ${WAITING_DAY} } }`;

interface Entry {
  id: string;
  customerName: string;
  email: string;
  seats: number;
  since: string | null;
  state: 'WAITING' | 'OFFERED';
  place: number | null;
  offerEndsAt: string | null;
}
interface Slot {
  id: string;
  databaseId: number;
  capacity: number;
  sold: number;
  held: number;
  free: number;
  waitingList: Entry[] | null;
}
interface Day {
  services: Array<{ id: string; slots: Slot[] }>;
}

const slotOf = (day: Day, databaseId: number): Slot => {
  const slot = day.services.flatMap((service) => service.slots).find((each) => each.databaseId === databaseId);
  if (!slot) throw new Error(`no slot ${databaseId}`);
  return slot;
};
/** The slot's stock line (id_stock) from its desk id (base64url of `DeskSlot:<id_stock>`). */
const stockOf = (slot: Slot) => Number(Buffer.from(slot.id, 'base64url').toString('utf8').split(':')[1]);

let resort: ClockedResortApi;
let proxy: CountingProxy;
let gateway: TestGateway;
let clerks: BrowserSession[];
let maria: { token: string; id: number };
const clients: Client[] = [];

beforeAll(async () => {
  resort = await startClockedResortApi();
  proxy = await startCountingProxy(resort.url);
  gateway = await startTestGateway({ RESORT_API_URL: proxy.url });
  clerks = await Promise.all((['pt', 'en', 'es'] as const).map((language) => signedInBrowser(gateway, 'staff', language)));
  maria = await upstreamSession(resort.url, 'maria');
});

afterEach(async () => {
  for (const client of clients.splice(0)) await client.dispose();
  for (const clerk of clerks) await emptyCart(clerk);
});

afterAll(async () => {
  await gateway?.close();
  await proxy?.close();
  await resort?.close();
});

/** Maria joins the slot's line for `seats`, as the website does for her (POST platform/waiting). */
async function join(slot: Slot, seats: number) {
  const response = await fetch(new URL(WAITING_PATHS.join, resort.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${maria.token}` },
    body: JSON.stringify({ id_client: maria.id, id_stock: stockOf(slot), id_event: slot.databaseId, id_prod: SERVICE, quantidade: seats }),
  });
  if (response.status !== 201) throw new Error(`join: ${response.status} ${await response.text()}`);
  return waitingEntryAnswer.parse(await response.json()).data;
}

async function leave(entryId: number) {
  const response = await fetch(new URL(WAITING_PATHS.entry(entryId), resort.url), { method: 'DELETE', headers: { authorization: `Bearer ${maria.token}` } });
  if (response.status !== 200) throw new Error(`leave: ${response.status} ${await response.text()}`);
}

const lineReads = (slot: Slot) => proxy.calls.filter((path) => path.split('?')[0] === `/${WAITING_PATHS.ofSlot(stockOf(slot))}`).length;

describe("the desk's waiting lists", () => {
  it('three clerks see a full slot’s line move live: a join, then the seats freed offered to her until a time, then her leaving; each move read once', async () => {
    const [clerk] = clerks as [BrowserSession, ...BrowserSession[]];
    const watchers = clerks.map((browser) => {
      const client = wsClient(gateway.url, { browser });
      clients.push(client);
      return new Results<{ deskDay: Day }>(client, DESK_WAITING_UPDATES, { date: DAY });
    });
    const listed = await gateway.query<SlotsAnswer>(SLOTS, { variables: { id: SERVICE, date: DAY } });
    const timeSlot = listed.data!.service!.slots[1]!;
    const firsts = await Promise.all(watchers.map((watcher) => watcher.next()));
    const slot = slotOf(firsts[0]!.deskDay, timeSlot.databaseId);
    expect(slot.waitingList).toEqual([]);

    // The slot fills up: the clerk holds every free seat.
    const held = await hold(clerk, timeSlot.id, slot.free);
    expect(held.userErrors).toEqual([]);
    await Promise.all(watchers.map((watcher) => watcher.next((v) => slotOf(v.deskDay, slot.databaseId).free === 0)));

    // Maria joins for two seats: every clerk sees her waiting, first in line; the line was read once.
    proxy.reset();
    const entry = await join(slot, 2);
    const waiting = await Promise.all(watchers.map((watcher) => watcher.next((v) => slotOf(v.deskDay, slot.databaseId).waitingList?.length === 1)));
    for (const seen of waiting) {
      expect(slotOf(seen.deskDay, slot.databaseId).waitingList).toEqual([
        { id: expect.any(String), customerName: expect.stringMatching(/Maria/), email: 'cliente@estancia.pt', seats: 2, since: expect.any(String), state: 'WAITING', place: 1, offerEndsAt: null },
      ]);
    }
    expect(lineReads(slot)).toBe(1);

    // The clerk gives the seats back: two are offered to her (held for her, not on sale), until a time.
    proxy.reset();
    const line = held.cart!.lines.find((each) => each.slot.id === timeSlot.id)!;
    await clerk.query(RELEASE, { input: { holdId: line.id } });
    const offered = await Promise.all(watchers.map((watcher) => watcher.next((v) => slotOf(v.deskDay, slot.databaseId).waitingList?.[0]?.state === 'OFFERED')));
    for (const seen of offered) {
      const now = slotOf(seen.deskDay, slot.databaseId);
      expect(now.waitingList?.[0]).toMatchObject({ seats: 2, place: null, state: 'OFFERED' });
      expect(Date.parse(now.waitingList?.[0]?.offerEndsAt ?? '')).toBeGreaterThan(Date.now());
      expect(now.free).toBe(now.capacity - now.sold - 2);
    }
    expect(lineReads(slot)).toBe(1);

    // The desk sells free seats only: one more than free is refused, the offer stays hers.
    const free = slotOf(offered[0]!.deskDay, slot.databaseId).free;
    expect((await hold(clerk, timeSlot.id, free + 1)).userErrors).not.toEqual([]);

    // Read over HTTP as well, the line is the one kept: no read.
    proxy.reset();
    const read = await clerk.query<{ desk: { day: Day } }>(DESK_WAITING, { date: DAY });
    expect(slotOf(read.data!.desk.day, slot.databaseId).waitingList?.[0]?.state).toBe('OFFERED');
    expect(lineReads(slot)).toBe(0);

    // She declines by leaving: the line is empty for every clerk, and the seats are free again.
    await leave(entry.id);
    await Promise.all(watchers.map((watcher) => watcher.next((v) => slotOf(v.deskDay, slot.databaseId).waitingList?.length === 0)));
  });

  it('a customer and a visitor are refused the desk, waiting lists included', async () => {
    const customer = await signedInBrowser(gateway, 'maria');
    for (const browser of [customer, new BrowserSession(gateway)]) {
      const answer = await browser.query<{ desk: unknown }>(DESK_WAITING, { date: DAY });
      expect([answer.data?.desk, answer.errors?.map((error) => error.extensions?.['code'])]).toEqual([null, ['FORBIDDEN']]);
    }
  });
});
