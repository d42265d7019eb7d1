import { slotCapacityAnswer, stockLinesAnswer, waitingEntriesAnswer } from '@estancia/resort-contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holds, serviceSlots } from '../src/db/reservations-schema.ts';
import { createHoldLedger } from '../src/reservations/hold-ledger.ts';
import { remainingSeats } from '../src/reservations/remaining.ts';
import { waitingCounts } from '../src/waiting/waiting-entries.ts';
import { COMPANY, SITE_TOKEN, type TestApi, demoSession, expectError, testApi, testClock } from './support/accounts.ts';
import { ENGINES, type Engine, SEED_NOW, type TestDatabase, openTestDatabase } from './support/databases.ts';
import { holdItem, insertSlot, setTimerSettings } from './support/hold-fixtures.ts';
import { entriesOf, joinInOrder, offeredClients, seatAnnouncements, seatsCounted, takeSeats } from './support/waiting.ts';

const HOUR = 3_600_000;
const MINUTE = 60_000;
let nextClient = 883_000;
const newClient = () => (nextClient += 1);

/**
 * PUT reservations/slots/{id}/capacity (contract slot-capacity.ts): staff set a slot's capacity; the
 * seats a raise frees go to the waiting list first, as any freed seats do, and a capacity under the
 * seats taken is refused. Opened before a describe block's tests and dropped after them: the
 * engine's test database, the app over it with a clock the test moves, a staff session, and the
 * seat announcements heard.
 */
function capacityFixture(engine: Engine) {
  let testDb: TestDatabase | undefined;
  let api: TestApi | undefined;
  let staff: { token: string } | undefined;
  let seats: Awaited<ReturnType<typeof seatAnnouncements>> | undefined;
  const clock = testClock(new Date(SEED_NOW.getTime() + 5 * MINUTE));

  beforeAll(async () => {
    testDb = await openTestDatabase(engine);
    api = testApi(testDb, { now: clock.now, config: { publicSiteToken: SITE_TOKEN } });
    await setTimerSettings(testDb.database.db, { minutes: 5, tolerance: 15, maxItems: 3 });
    staff = await demoSession(testDb.database.db, 'balcao', clock.now());
    seats = await seatAnnouncements(testDb.database);
  });
  afterAll(async () => {
    await seats?.stop();
    await testDb?.dispose();
  });

  const opened = () => {
    if (!testDb || !api || !staff || !seats) throw new Error('the test database is not open yet');
    return { testDb, api, staff, seats };
  };
  const db = () => opened().testDb.database.db;
  return {
    clock,
    db,
    api: () => opened().api,
    seats: () => opened().seats,
    staffToken: () => opened().staff.token,
    setCapacity: (slotId: number, capacity: unknown, token = opened().staff.token) =>
      opened().api.put(`/reservations/slots/${slotId}/capacity`, { capacity }, token),
    /** Clients in the slot's line in this order, with the seats each asks for. */
    line: (slot: { id: number; eventId: number; productId: number }, quantities: readonly number[], stepMs?: number) =>
      joinInOrder(opened().api, slot, quantities, { newClient, clock, ...(stepMs === undefined ? {} : { stepMs }) }),
    ledger: () => createHoldLedger({ db: db(), companyCode: COMPANY }),
  };
}

describe.each(ENGINES)('a slot\'s capacity set by staff, on %s', (engine) => {
  const { clock, db, api, seats, staffToken, setCapacity, line, ledger } = capacityFixture(engine);
  let start = SEED_NOW.getTime() + 30 * HOUR;
  const nextStart = () => new Date((start += 3 * HOUR));

  /** The slot's stock line as GET stocks/id/{id} lists it. */
  const stockLine = async (slotId: number) => stockLinesAnswer.parse(await (await api().get(`/stocks/id/${slotId}`)).json()).data[0];
  const states = async (slotId: number) => (await entriesOf(db(), slotId)).map((entry) => entry.state);
  const placeOf = async (clientId: number) => waitingEntriesAnswer.parse(await (await api().get(`/platform/waiting/client/${clientId}`)).json()).data[0]?.lugar;
  /** The client's live holds on the slot (an offer is one). */
  const heldBy = (clientId: number, slotId: number) =>
    db().select().from(holds).where(and(eq(holds.clientId, clientId), eq(holds.slotId, slotId), eq(holds.status, 'held')));

  it('raises a full slot\'s capacity by 2: the first in line is offered both seats for tempo_oferta, and listings show none free', async () => {
    const slot = await insertSlot(db(), { startsAt: nextStart(), capacity: 3 });
    await takeSeats(db(), slot, 3, clock.now());
    const [party, second, third] = await line(slot, [2, 1, 1]);

    const response = await setCapacity(slot.id, 5);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(slotCapacityAnswer.parse(await response.json()).data).toMatchObject({ id: slot.id, capacidade: 5, disponivel: 0, em_espera: 2 });

    expect(await states(slot.id)).toEqual(['offered', 'waiting', 'waiting']);
    // The offer's window is tempo_oferta (10 minutes by default), not the hold countdown.
    expect(await heldBy(party ?? 0, slot.id)).toMatchObject([{ quantity: 2, expiresAt: new Date(clock.now().getTime() + 10 * MINUTE) }]);
    expect([await placeOf(second ?? 0), await placeOf(third ?? 0)]).toEqual([1, 2]);
    expect(await stockLine(slot.id)).toMatchObject({ capacidade: 5, disponivel: 0 });
    expect(await seats().lastOf(slot.id)).toMatchObject({ disponivel: 0, capacidade: 5, em_espera: 2 });
  });

  it('offers a raise\'s seats past a party they do not fit, which keeps its place', async () => {
    const slot = await insertSlot(db(), { startsAt: nextStart(), capacity: 4 });
    await takeSeats(db(), slot, 4, clock.now());
    const [party, first, second] = await line(slot, [3, 1, 1]);

    expect((await setCapacity(slot.id, 6)).status).toBe(200);
    expect(await states(slot.id)).toEqual(['waiting', 'offered', 'offered']);
    expect([(await heldBy(first ?? 0, slot.id)).length, (await heldBy(second ?? 0, slot.id)).length]).toEqual([1, 1]);
    expect(await placeOf(party ?? 0)).toBe(1);
    expect(await stockLine(slot.id)).toMatchObject({ capacidade: 6, disponivel: 0 });
    expect(await seats().lastOf(slot.id)).toMatchObject({ disponivel: 0, capacidade: 6, em_espera: 1 });
  });

  it('refuses a capacity under the seats sold, held and on offer, saying how many are taken, and changes nothing', async () => {
    const slot = await insertSlot(db(), { startsAt: nextStart(), capacity: 4 });
    await takeSeats(db(), slot, 1, clock.now());
    await takeSeats(db(), slot, 1, clock.now(), new Date(clock.now().getTime() + HOUR));
    const giver = await takeSeats(db(), slot, 1, clock.now(), new Date(clock.now().getTime() + HOUR));
    // A hold that lapses once the line has formed: it takes nothing then.
    await takeSeats(db(), slot, 1, clock.now(), new Date(clock.now().getTime() + MINUTE));
    await line(slot, [1, 1]);
    clock.advance(MINUTE);
    expect(await ledger().release(giver.clientId, [{ prod_timer: giver.holdId, quantidade: 1 }], clock.now)).toMatchObject({ ok: true });
    // One sold, one held, two on offer (the given-back seat and the lapsed one).
    expect(await states(slot.id)).toEqual(['offered', 'offered']);
    const lastAnnounced = await seats().lastOf(slot.id);
    const announced = seats().heard.length;
    const before = await stockLine(slot.id);

    const refused = await setCapacity(slot.id, 3);
    const body = (await refused.clone().json()) as { error: { details?: unknown } };
    expect(await expectError(refused, 409, 'capacity_below_taken')).toMatch(/^4 seats .* cannot go below 4/);
    expect(body.error.details).toEqual({ ocupados: 4, capacidade: 4 });

    expect(await stockLine(slot.id)).toEqual(before);
    expect(before).toMatchObject({ capacidade: 4, disponivel: 0 });
    expect(await states(slot.id)).toEqual(['offered', 'offered']);
    const [row] = await db().select().from(serviceSlots).where(eq(serviceSlots.id, slot.id));
    expect(row?.capacity).toBe(4);
    // Nothing was announced.
    expect(await seats().lastOf(slot.id)).toEqual(lastAnnounced);
    expect(seats().heard.length).toBe(announced);
  });

  it('refuses customers and the site token, an unknown slot and a capacity that is not a whole number from 0', async () => {
    const slot = await insertSlot(db(), { startsAt: nextStart(), capacity: 2 });
    const customer = await demoSession(db(), 'maria', clock.now());
    expect(await expectError(await setCapacity(slot.id, 3, customer.token), 403, 'forbidden')).toMatch(/staff/);
    await expectError(await setCapacity(slot.id, 3, SITE_TOKEN), 403, 'forbidden');
    await expectError(await setCapacity(999_999_999, 3), 404, 'unknown_slot');
    for (const capacity of [-1, 1.5, '3', null, 100_001]) await expectError(await setCapacity(slot.id, capacity), 400, 'invalid_request');
    await expectError(await api().put(`/reservations/slots/${slot.id}/capacity`, { capacity: 3, seats: 3 }, staffToken()), 400, 'invalid_request');
    expect(await stockLine(slot.id)).toMatchObject({ capacidade: 2, disponivel: 2 });
  });

  it('needs a bearer token, and the OpenAPI document describes the call as this implementation\'s addition', async () => {
    await expectError(await api().put('/reservations/slots/1/capacity', { capacity: 3 }, null), 401, 'unauthorized');
    const doc = (await (await api().get('/openapi.json', null)).json()) as {
      paths: Record<string, Record<string, { description: string; security?: unknown[]; responses: Record<string, unknown>; requestBody?: unknown }>>;
    };
    const operation = doc.paths['/reservations/slots/{id}/capacity']?.['put'];
    expect(operation?.security).toEqual([{ bearerAuth: [] }]);
    expect(operation?.description).toMatch(/^An addition of this implementation/);
    expect(operation?.requestBody).toBeDefined();
    expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404', '409', '500']));
  });
});

/**
 * A capacity changed while the slot's seats change, on PostgreSQL (PGlite runs one transaction at
 * a time): the capacity call, releases and other customers' holds, each on its own connection,
 * never sell more seats than the slot's capacity, every seat freed goes to the line in order, and
 * the last seat announcement is the truth. The clock is moved by hand.
 */
describe('a slot\'s capacity changed under concurrent holds and releases, on postgres', () => {
  const { clock, db, seats, setCapacity, line, ledger } = capacityFixture('postgres');

  /** The capacity call's status and body. */
  const capacityCall = async (slotId: number, capacity: number) => {
    const response = await setCapacity(slotId, capacity);
    return { ok: response.status === 200, status: response.status, body: await response.text() };
  };
  /** The slot's seats as they are at the clock's instant, and its capacity as stored. */
  const truth = async (slotId: number) => {
    const [row] = await db().select({ capacity: serviceSlots.capacity }).from(serviceSlots).where(eq(serviceSlots.id, slotId));
    return {
      capacidade: row?.capacity,
      disponivel: (await remainingSeats(db(), [slotId], clock.now())).get(slotId),
      em_espera: (await waitingCounts(db(), [slotId])).get(slotId) ?? 0,
    };
  };

  it('raises a full slot\'s capacity by 4 while 5 holds are given back and 5 others try to hold: 9 seats go to the first 9 in line, nothing oversold', async () => {
    const slot = await insertSlot(db(), { startsAt: new Date(SEED_NOW.getTime() + 40 * HOUR), capacity: 10 });
    const holders = await Promise.all(Array.from({ length: 10 }, () => takeSeats(db(), slot, 1, clock.now(), new Date(clock.now().getTime() + HOUR))));
    const waiting = await line(slot, Array.from({ length: 15 }, () => 1), 10);
    const outsiders = Array.from({ length: 5 }, newClient);

    const outcomes = await Promise.all([
      capacityCall(slot.id, 14),
      ...holders.slice(0, 5).map(({ clientId, holdId }) => ledger().release(clientId, [{ prod_timer: holdId, quantidade: 1 }], clock.now)),
      ...outsiders.map((client) => ledger().hold(client, [holdItem(slot, client)], clock.now)),
    ]);
    const [raise, ...changes] = outcomes;
    expect(raise).toMatchObject({ ok: true, status: 200 });
    expect(changes.slice(0, 5).filter((outcome) => !outcome.ok)).toEqual([]);
    // Every seat freed went to the line in the transaction that freed it: none was ever free for another customer.
    expect(changes.slice(5).map((outcome) => (outcome.ok ? 'held' : outcome.code))).toEqual(outsiders.map(() => 'slot_full'));

    expect(await offeredClients(db(), slot.id)).toEqual(waiting.slice(0, 9));
    expect(await seatsCounted(db(), slot.id, clock.now())).toBe(14);
    const now = await truth(slot.id);
    expect(now).toEqual({ capacidade: 14, disponivel: 0, em_espera: 6 });
    expect(await seats().lastOf(slot.id)).toMatchObject(now);
  });

  it('lowers a capacity while seats are held and given back: refused or not, never under what is taken', async () => {
    // Rounds in which the call starts before, among or after the others: which commits first varies.
    for (let round = 0; round < 5; round += 1) await lowerDuringChanges(new Date(SEED_NOW.getTime() + (44 + 3 * round) * HOUR), 2 * round);
  });

  /**
   * One round: a slot of 10 with 6 seats held; 3 of them are given back, 6 customers hold one seat
   * each, and staff lower the capacity to 7, started after `startedBefore` of the others.
   */
  async function lowerDuringChanges(startsAt: Date, startedBefore: number) {
    const slot = await insertSlot(db(), { startsAt, capacity: 10 });
    const holders = await Promise.all(Array.from({ length: 6 }, () => takeSeats(db(), slot, 1, clock.now(), new Date(clock.now().getTime() + HOUR))));
    const customers = Array.from({ length: 6 }, newClient);
    const changes = [
      ...holders.slice(0, 3).map(({ clientId, holdId }) => () => ledger().release(clientId, [{ prod_timer: holdId, quantidade: 1 }], clock.now)),
      ...customers.map((client) => () => ledger().hold(client, [holdItem(slot, client)], clock.now)),
    ];
    const before = changes.slice(0, startedBefore).map((change) => change());
    const lowering = capacityCall(slot.id, 7);
    const outcomes = await Promise.all([...before, ...changes.slice(startedBefore).map((change) => change())]);
    const lower = await lowering;

    expect(outcomes.slice(0, 3).filter((outcome) => !outcome.ok)).toEqual([]);
    const held = outcomes.slice(3).filter((outcome) => outcome.ok).length;
    // Refused only when more than 7 seats were taken at its instant; then the capacity stays 10.
    expect([200, 409]).toContain(lower.status);
    if (lower.status === 409) expect(lower.body).toMatch(/"capacity_below_taken"/);
    const capacity = lower.status === 200 ? 7 : 10;
    expect(await seatsCounted(db(), slot.id, clock.now())).toBe(3 + held);
    expect(3 + held).toBeLessThanOrEqual(capacity);
    const now = await truth(slot.id);
    expect(now).toEqual({ capacidade: capacity, disponivel: capacity - 3 - held, em_espera: 0 });
    expect(await seats().lastOf(slot.id)).toMatchObject(now);
  }
});
