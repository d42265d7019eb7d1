import { and, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holds } from '../src/db/reservations-schema.ts';
import { createHoldLedger } from '../src/reservations/hold-ledger.ts';
import { type LapseWatcher, startLapseWatcher } from '../src/reservations/lapse-watcher.ts';
import { remainingSeats } from '../src/reservations/remaining.ts';
import { startWaitingCloseWatcher } from '../src/waiting/waiting-close-watcher.ts';
import { waitingCounts } from '../src/waiting/waiting-entries.ts';
import { COMPANY, SITE_TOKEN, type TestApi, testApi, testClock } from './support/accounts.ts';
import { POSTGRES_ADMIN_URL, SEED_NOW, type TestDatabase, openTestDatabase } from './support/databases.ts';
import { DESK_SECRET, deskFixture } from './support/desk.ts';
import { SPA_PRODUCT, WEL_PRODUCT, insertCollision, insertSlot, setTimerSettings } from './support/hold-fixtures.ts';
import { silentLogger } from './support/logger.ts';
import { entriesOf, joinBody, offeredClients, seatAnnouncements, seatsCounted, takeSeats, until } from './support/waiting.ts';

const HOUR = 3_600_000;
const MINUTE = 60_000;
let nextClient = 882_000;
const newClient = () => (nextClient += 1);

/**
 * THE RACE, on PostgreSQL (PGlite runs one transaction at a time): seats of one slot freed at once
 * by many real connections through every path (releases, lapses, a refund at the desk) are offered
 * exactly once each, to the first customers in line, nothing oversold, and the last seat
 * announcement is the truth. The clock is moved by hand.
 */
describe('the waiting list under concurrent frees, on postgres', () => {
  let testDb: TestDatabase;
  let api: TestApi;
  let lapses: LapseWatcher;
  const clock = testClock(new Date(SEED_NOW.getTime() + 5 * MINUTE));
  const db = () => testDb.database.db;
  const desk = deskFixture(() => api, db);

  beforeAll(async () => {
    testDb = await openTestDatabase('postgres');
    api = testApi(testDb, { now: clock.now, config: { publicSiteToken: SITE_TOKEN, paymentNotificationSecret: DESK_SECRET } });
    await setTimerSettings(db(), { minutes: 5, tolerance: 15, maxItems: 3 });
  });
  afterAll(async () => {
    await lapses?.stop();
    await testDb?.dispose();
  });

  /** Sold plus live holds of the slot at the clock's instant, straight from the ledger. */
  const counted = (slotId: number) => seatsCounted(db(), slotId, clock.now());

  it('offers 10 freed seats to the first 10 of 50 in line, once each, and passes lapsed offers down the line', async () => {
    const seats = await seatAnnouncements(testDb.database);
    // 10 seats: 3 sold at the desk, 5 held for an hour, 2 held for one minute.
    const sale = await desk.book({ startsAt: new Date(SEED_NOW.getTime() + 40 * HOUR), seats: 3, capacity: 10 });
    const slot = sale.slot;
    const releasing = await Promise.all([1, 2, 3, 4, 5].map(() => takeSeats(db(), slot, 1, clock.now(), new Date(clock.now().getTime() + HOUR))));
    await Promise.all([1, 2].map(() => takeSeats(db(), slot, 1, clock.now(), new Date(clock.now().getTime() + MINUTE))));
    const line: number[] = [];
    for (let index = 0; index < 50; index += 1) {
      const client = newClient();
      const response = await api.post('/platform/waiting', joinBody(slot, client));
      expect(response.status, await response.clone().text()).toBe(201);
      line.push(client);
      clock.advance(10);
    }
    // The short holds lapse; everything frees at once, each path on its own connection.
    clock.advance(MINUTE);
    lapses = startLapseWatcher({ db: db(), listen: testDb.database.listen, companyCode: COMPANY, logger: silentLogger, now: clock.now, intervalMs: 50 });
    const staff = await api.session('balcao');
    const ledger = createHoldLedger({ db: db(), companyCode: COMPANY });
    const outcomes = await Promise.all([
      ...releasing.map(({ clientId, holdId }) => ledger.release(clientId, [{ prod_timer: holdId, quantidade: 1 }], clock.now)),
      Promise.resolve(api.post('/desk/refund', { id_encomenda: sale.order.id, motivo: 'Avaria' }, staff.token)).then(async (response) => ({
        ok: response.status === 200,
        body: await response.text(),
      })),
    ]);
    expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([]);

    const offeredTo = () => offeredClients(db(), slot.id);
    // Every freeing transaction has committed; the lapses are offered by whichever looked first.
    await until(offeredTo, (clients) => clients.length >= 10);
    expect(await offeredTo()).toEqual(line.slice(0, 10));
    const offers = await db().select().from(holds).where(and(eq(holds.slotId, slot.id), eq(holds.status, 'held'), inArray(holds.clientId, line)));
    expect(offers.map((hold) => hold.quantity)).toEqual(Array.from({ length: 10 }, () => 1));
    expect(await counted(slot.id)).toBe(10);
    const truth = { disponivel: (await remainingSeats(db(), [slot.id], clock.now())).get(slot.id), em_espera: (await waitingCounts(db(), [slot.id])).get(slot.id) };
    expect(truth).toEqual({ disponivel: 0, em_espera: 40 });
    expect(await seats.lastOf(slot.id)).toMatchObject(truth);

    // The offers' window (10 minutes) passes: the next ten are offered, nothing oversold.
    clock.advance(11 * MINUTE);
    await until(offeredTo, (clients) => clients.join() === line.slice(10, 20).join());
    expect(await counted(slot.id)).toBe(10);
    expect((await entriesOf(db(), slot.id)).filter((entry) => entry.state === 'lapsed').map((entry) => entry.clientId)).toEqual(line.slice(0, 10));
    expect(await seats.lastOf(slot.id)).toMatchObject({ disponivel: 0, em_espera: 30 });
    await seats.stop();
  });

  it('passes over a customer whose lock is taken at that instant, who keeps their place and is offered the next seat', async () => {
    const [row] = await db().select({ name: sql<string>`current_database()` }).from(holds).limit(1);
    const url = new URL(POSTGRES_ADMIN_URL);
    url.pathname = `/${row?.name ?? ''}`;
    const slot = await insertSlot(db(), { startsAt: new Date(SEED_NOW.getTime() + 50 * HOUR), capacity: 2 });
    const holders = [
      await takeSeats(db(), slot, 1, clock.now(), new Date(clock.now().getTime() + HOUR)),
      await takeSeats(db(), slot, 1, clock.now(), new Date(clock.now().getTime() + HOUR)),
    ];
    const [busy, next] = [newClient(), newClient()];
    for (const client of [busy, next]) {
      const response = await api.post('/platform/waiting', joinBody(slot, client));
      expect(response.status).toBe(201);
      clock.advance(10);
    }
    // Another transaction holds the first customer's lock (lockClient's key) while a seat frees up.
    const blocker = new pg.Client({ connectionString: url.toString() });
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query('select pg_advisory_xact_lock(hashtext($1), $2::int)', [`holds:${COMPANY}`, busy]);
    const ledger = createHoldLedger({ db: db(), companyCode: COMPANY });
    const [first, second] = holders as [{ clientId: number; holdId: number }, { clientId: number; holdId: number }];
    try {
      expect(await ledger.release(first.clientId, [{ prod_timer: first.holdId, quantidade: 1 }], clock.now)).toMatchObject({ ok: true });
    } finally {
      await blocker.query('commit');
      await blocker.end();
    }
    const line = async () => (await entriesOf(db(), slot.id)).map((entry) => [entry.clientId, entry.state]);
    expect(await line()).toEqual([[busy, 'waiting'], [next, 'offered']]);
    // Its place kept, the first customer is offered the next seat that frees up.
    expect(await ledger.release(second.clientId, [{ prod_timer: second.holdId, quantidade: 1 }], clock.now)).toMatchObject({ ok: true });
    expect(await line()).toEqual([[busy, 'offered'], [next, 'offered']]);
  });

  it('offers again, at the watcher\'s next look, a seat left free because the only customer in line was busy', async () => {
    const [row] = await db().select({ name: sql<string>`current_database()` }).from(holds).limit(1);
    const url = new URL(POSTGRES_ADMIN_URL);
    url.pathname = `/${row?.name ?? ''}`;
    const slot = await insertSlot(db(), { startsAt: new Date(SEED_NOW.getTime() + 52 * HOUR), capacity: 1 });
    const holder = await takeSeats(db(), slot, 1, clock.now(), new Date(clock.now().getTime() + HOUR));
    const busy = newClient();
    expect((await api.post('/platform/waiting', joinBody(slot, busy))).status).toBe(201);
    const blocker = new pg.Client({ connectionString: url.toString() });
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query('select pg_advisory_xact_lock(hashtext($1), $2::int)', [`holds:${COMPANY}`, busy]);
    const ledger = createHoldLedger({ db: db(), companyCode: COMPANY });
    try {
      expect(await ledger.release(holder.clientId, [{ prod_timer: holder.holdId, quantidade: 1 }], clock.now)).toMatchObject({ ok: true });
    } finally {
      await blocker.query('commit');
      await blocker.end();
    }
    expect((await entriesOf(db(), slot.id)).map((entry) => entry.state)).toEqual(['waiting']);
    const watcher = startWaitingCloseWatcher({ db: db(), listen: testDb.database.listen, companyCode: COMPANY, logger: silentLogger, now: clock.now });
    try {
      await watcher.runOnce();
      await until(async () => (await entriesOf(db(), slot.id)).map((entry) => entry.state), (states) => states.join() === 'offered');
    } finally {
      await watcher.stop();
    }
  });

  it('never offers one customer two colliding events, however the seats free up', async () => {
    await insertCollision(db(), SPA_PRODUCT, WEL_PRODUCT);
    const at = new Date(SEED_NOW.getTime() + 60 * HOUR);
    const spa = await insertSlot(db(), { startsAt: at, capacity: 1 });
    const wellness = await insertSlot(db(), { startsAt: new Date(at.getTime() + 30 * MINUTE), capacity: 1, productId: WEL_PRODUCT });
    const [spaHolder, wellnessHolder] = [
      await takeSeats(db(), spa, 1, clock.now(), new Date(clock.now().getTime() + HOUR)),
      await takeSeats(db(), wellness, 1, clock.now(), new Date(clock.now().getTime() + HOUR)),
    ];
    const both = newClient();
    const [spaNext, wellnessNext] = [newClient(), newClient()];
    for (const [slot, client] of [[spa, both], [wellness, both], [spa, spaNext], [wellness, wellnessNext]] as const) {
      const response = await api.post('/platform/waiting', joinBody(slot, client));
      expect(response.status, await response.clone().text()).toBe(201);
      clock.advance(10);
    }
    const ledger = createHoldLedger({ db: db(), companyCode: COMPANY });
    await Promise.all([
      ledger.release(spaHolder.clientId, [{ prod_timer: spaHolder.holdId, quantidade: 1 }], clock.now),
      ledger.release(wellnessHolder.clientId, [{ prod_timer: wellnessHolder.holdId, quantidade: 1 }], clock.now),
    ]);
    const offers = await db().select().from(holds).where(and(eq(holds.clientId, both), eq(holds.status, 'held')));
    expect(offers).toHaveLength(1);
    // The other seat went to the next in that line, who collides with nobody.
    const otherSlot = offers[0]?.slotId === spa.id ? wellness : spa;
    const otherNext = otherSlot === spa ? spaNext : wellnessNext;
    const [states] = [await entriesOf(db(), otherSlot.id)];
    expect(states.map((entry) => [entry.clientId, entry.state])).toEqual([[both, 'waiting'], [otherNext, 'offered']]);
  });
});
