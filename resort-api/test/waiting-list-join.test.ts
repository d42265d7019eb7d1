import { errorAnswer, eventDataAnswer, waitingEntriesAnswer, waitingEntryAnswer, waitingLineAnswer } from '@estancia/resort-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHoldLedger } from '../src/reservations/hold-ledger.ts';
import { COMPANY, type TestApi, expectError, testApi, testClock } from './support/accounts.ts';
import { SEED_NOW, type TestDatabase, openTestDatabase } from './support/databases.ts';
import { SPA_PRODUCT, WEL_PRODUCT, holdItem, insertCollision, insertSlot, setTimerSettings } from './support/hold-fixtures.ts';
import { entriesOf, joinBody, seatAnnouncements, takeSeats } from './support/waiting.ts';

const HOUR = 3_600_000;
const MINUTE = 60_000;
let nextClient = 880_000;
const newClient = () => (nextClient += 1);

/**
 * Joining and leaving a full slot's waiting list (contract waiting-list.ts), as the gateway calls
 * it: each refusal, the place in line, who may read and change what.
 */
describe('joining a waiting list, on pglite', () => {
  let testDb: TestDatabase;
  let api: TestApi;
  const clock = testClock(new Date(SEED_NOW.getTime() + 5 * MINUTE));
  const db = () => testDb.database.db;
  let start = SEED_NOW.getTime() + 30 * HOUR;
  /** A slot of `capacity` seats, `taken` of them sold. */
  const slotWith = async (capacity: number, taken = capacity, productId = SPA_PRODUCT) => {
    start += 3 * HOUR;
    const slot = await insertSlot(db(), { startsAt: new Date(start), capacity, productId });
    if (taken > 0) await takeSeats(db(), slot, taken, clock.now());
    return slot;
  };
  const join = (body: unknown, token?: string) => api.post('/platform/waiting', body, token);
  const joined = async (body: unknown, token?: string) => {
    const response = await join(body, token);
    const answer: unknown = await response.json();
    expect(response.status, JSON.stringify(answer)).toBe(201);
    return waitingEntryAnswer.parse(answer).data;
  };

  beforeAll(async () => {
    testDb = await openTestDatabase('pglite');
    api = testApi(testDb, { now: clock.now });
    await setTimerSettings(db(), { minutes: 5, tolerance: 15, maxItems: 2 });
  });
  afterAll(() => testDb?.dispose());

  it('refuses each case with its code, changing nothing', async () => {
    const full = await slotWith(2);
    const client = newClient();
    await expectError(await join({ ...joinBody(full, client), id_stock: 2_000_000_000 }), 404, 'unknown_slot');
    await expectError(await join({ ...joinBody(full, client), id_event: full.eventId + 1 }), 404, 'unknown_slot');
    await expectError(await join(joinBody(full, client, 3)), 400, 'bad_quantity');
    await expectError(await join(joinBody(full, client, 0)), 400, 'invalid_request');
    // One seat free: a party of 1 holds it instead, a party of 2 may wait.
    const oneFree = await slotWith(3, 2);
    await expectError(await join(joinBody(oneFree, client, 1)), 409, 'slot_not_full');
    // Starting within the tolerance (15 minutes): the list is closed.
    const soon = await insertSlot(db(), { startsAt: new Date(clock.now().getTime() + 10 * MINUTE), capacity: 1 });
    await takeSeats(db(), soon, 1, clock.now());
    await expectError(await join(joinBody(soon, client)), 409, 'list_closed');
    expect((await entriesOf(db(), full.id)).length + (await entriesOf(db(), oneFree.id)).length).toBe(0);

    await joined(joinBody(oneFree, client, 2));
    await expectError(await join(joinBody(oneFree, client, 2)), 409, 'already_waiting');
    // The limit (2) counts live holds and open entries: one entry and one hold fill it.
    const open = await slotWith(4, 0);
    const ledger = createHoldLedger({ db: db(), companyCode: COMPANY });
    expect(await ledger.hold(client, [holdItem(open, client)], clock.now)).toMatchObject({ ok: true });
    await expectError(await join(joinBody(full, client)), 409, 'limit_reached');

    // A slot of a colliding product at an overlapping time, against a live hold.
    await insertCollision(db(), SPA_PRODUCT, WEL_PRODUCT);
    const other = newClient();
    const held = await slotWith(4, 0);
    expect(await ledger.hold(other, [holdItem(held, other)], clock.now)).toMatchObject({ ok: true });
    const overlapping = await insertSlot(db(), { startsAt: new Date(held.startsAt.getTime() + 30 * MINUTE), capacity: 1, productId: WEL_PRODUCT });
    await takeSeats(db(), overlapping, 1, clock.now());
    await expectError(await join(joinBody(overlapping, other)), 409, 'collision');
    // Or an event the request itself lists as incompatible.
    await expectError(await join(joinBody(full, other, 1, { lista: [held.eventId] })), 409, 'collision');
  });

  it('refuses a session token of another client, and lets one join for itself', async () => {
    const maria = await api.session('maria');
    const joao = await api.session('joao');
    const full = await slotWith(1);
    expect(await expectError(await join(joinBody(full, joao.id), maria.token), 403, 'forbidden')).toMatch(/own/);
    const entry = await joined(joinBody(full, maria.id, 1, { idioma: 2 }), maria.token);
    expect(entry).toMatchObject({ id_client: maria.id, estado: 'waiting', lugar: 1, idioma: 2, oferta: null });
    await expectError(await api.get(`/platform/waiting/client/${maria.id}`, joao.token), 403, 'forbidden');
    await expectError(await api.get(`/platform/waiting/stock/${full.id}`, maria.token), 403, 'forbidden');
    const leave = await api.app.request(`/platform/waiting/${entry.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${joao.token}` } });
    expect(errorAnswer.parse(await leave.json()).error.code).toBe('not_your_entry');
    expect(leave.status).toBe(403);
  });

  it('keeps the line in order, answers each reader, and moves everyone up when one leaves', async () => {
    const full = await slotWith(2);
    const seats = await seatAnnouncements(testDb.database);
    const [first, second, third] = [newClient(), newClient(), newClient()];
    const entries = [];
    for (const client of [first, second, third]) {
      entries.push(await joined(joinBody(full, client, 1, { idioma: 4 })));
      clock.advance(1_000);
    }
    expect(entries.map((entry) => entry.lugar)).toEqual([1, 2, 3]);
    expect(entries[0]).toMatchObject({ id_stock: full.id, id_event: full.eventId, id_prod: SPA_PRODUCT, dia: full.eventDate, quantidade: 1, estado: 'waiting', idioma: 4 });
    // Each join announces the slot's seats with the count waiting.
    expect(await seats.lastOf(full.id)).toMatchObject({ disponivel: 0, capacidade: 2, em_espera: 3 });

    const staff = await api.session('balcao');
    const line = waitingLineAnswer.parse(await (await api.get(`/platform/waiting/stock/${full.id}`, staff.token)).json()).data;
    expect(line.entradas.map((entry) => [entry.id_client, entry.lugar])).toEqual([[first, 1], [second, 2], [third, 3]]);
    expect(waitingLineAnswer.parse(await (await api.get(`/platform/waiting/stock/${full.id}`)).json()).data.entradas).toHaveLength(3);
    await expectError(await api.get('/platform/waiting/stock/999999999', staff.token), 404, 'unknown_slot');

    const left = await api.app.request(`/platform/waiting/${entries[1]?.id ?? 0}`, { method: 'DELETE', headers: { authorization: 'Bearer test-site-token' } });
    expect(left.status).toBe(200);
    expect(waitingEntryAnswer.parse(await left.json()).data).toMatchObject({ estado: 'left', lugar: null });
    const mine = waitingEntriesAnswer.parse(await (await api.get(`/platform/waiting/client/${third}`)).json()).data;
    expect(mine).toMatchObject([{ id: entries[2]?.id, lugar: 2 }]);
    expect(waitingEntriesAnswer.parse(await (await api.get(`/platform/waiting/client/${second}`)).json()).data).toEqual([]);
    expect(await seats.lastOf(full.id)).toMatchObject({ disponivel: 0, em_espera: 2 });
    await expectError(await api.app.request('/platform/waiting/999999999', { method: 'DELETE', headers: { authorization: 'Bearer test-site-token' } }), 404, 'not_your_entry');
    // The catalogue's slot detail carries the count too.
    const detail = eventDataAnswer.parse(await (await api.get(`/platform/products/event/data/event_id/${full.eventId}`)).json()).data;
    expect(detail.evento).toMatchObject({ id_stock: full.id, disponivel: 0, em_espera: 2 });
    await seats.stop();
  });

  it('documents the waiting-list calls as this implementation\'s additions in GET /openapi.json', async () => {
    const doc = (await (await api.get('/openapi.json', null)).json()) as { paths: Record<string, Record<string, { description?: string; security?: unknown[] }>> };
    for (const [path, method] of [
      ['/platform/waiting', 'post'],
      ['/platform/waiting/{id}', 'delete'],
      ['/platform/waiting/client/{id_client}', 'get'],
      ['/platform/waiting/stock/{id_stock}', 'get'],
    ] as const) {
      expect(doc.paths[path]?.[method]?.description, path).toMatch(/addition of this implementation/);
      expect(doc.paths[path]?.[method]?.security, path).toHaveLength(1);
    }
  });
});
