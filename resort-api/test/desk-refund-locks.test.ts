import { deskDayErrorAnswer, errorAnswer } from '@estancia/resort-contract';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderRefunds, paymentRefunds } from '../src/db/desk-schema.ts';
import { notify } from '../src/db/notifications.ts';
import { holds } from '../src/db/reservations-schema.ts';
import { orders, payments } from '../src/db/schema.ts';
import { toResortDate } from '../src/lib/time.ts';
import { SEATS_CHANNEL, parseSeatNotice } from '../src/reservations/seat-announcements.ts';
import { COMPANY, SITE_TOKEN, type TestApi, testApi, testClock } from './support/accounts.ts';
import { POSTGRES_ADMIN_URL, SEED_NOW, type TestDatabase, openTestDatabase } from './support/databases.ts';
import { waitingForLocks } from './support/postgres.ts';
import { DESK_SECRET, HOUR, type Who, deskFixture } from './support/desk.ts';

const MINUTE = 60_000;
const SENTINEL = '{"fim":true}';

/**
 * The desk's refund and the ledger's locks on PostgreSQL (PGlite runs one transaction at a time, so
 * a transaction waiting on another's lock needs the server), with the clock moved by hand:
 * - seats given back are counted at the instant the locks were got, not when the refund arrived
 *   (spec 002 §4 "a hold counts only until it expires");
 * - the payment provider is called with no lock held: a slow provider keeps no other desk call waiting.
 */
describe('the desk refund and the locks it holds, on postgres', () => {
  let testDb: TestDatabase;
  let api: TestApi;
  let staff: Who;
  let maria: Who;
  let url: string;
  /** Watches the server's lock table from outside any transaction. */
  let observer: pg.Client;
  const clock = testClock(new Date(SEED_NOW.getTime() + 10 * MINUTE));
  const db = () => testDb.database.db;
  const desk = deskFixture(() => api, db);

  beforeAll(async () => {
    testDb = await openTestDatabase('postgres');
    api = testApi(testDb, { now: clock.now, config: { publicSiteToken: SITE_TOKEN, paymentNotificationSecret: DESK_SECRET } });
    [staff, maria] = [await api.session('balcao'), await api.session('maria')];
    const [row] = await db().select({ name: sql<string>`current_database()` }).from(orders).limit(1);
    const database = new URL(POSTGRES_ADMIN_URL);
    database.pathname = `/${row?.name ?? ''}`;
    url = database.toString();
    observer = new pg.Client({ connectionString: url });
    await observer.connect();
  });
  afterAll(async () => {
    await observer?.end();
    await testDb?.dispose();
  });

  /** A transaction on its own connection holding a row lock; released at commit. */
  const lockElsewhere = async (statement: string, params: unknown[]) => {
    const blocker = new pg.Client({ connectionString: url });
    await blocker.connect();
    await blocker.query('begin');
    const { rowCount } = await blocker.query(statement, params);
    expect(rowCount).toBe(1);
    return {
      commit: async () => {
        await blocker.query('commit');
        await blocker.end();
      },
    };
  };

  /** Resolves once `count` transactions of this database wait for a lock. */
  const transactionsWaiting = (count: number) => waitingForLocks(observer, count);

  /** The response, or 'still waiting' when it has not come within `ms`. */
  const within = <T,>(ms: number, promise: Promise<T>) =>
    Promise.race([promise, new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), ms).unref())]);

  it('counts a hold that lapsed while the refund waited for the slot as free in the seats it announces', async () => {
    // One seat sold to a desk order, the other held by a customer for one more minute: none left.
    const sale = await desk.book({ startsAt: new Date(clock.now().getTime() + 40 * HOUR), seats: 1, capacity: 2 });
    await db().insert(holds).values({
      companyCode: COMPANY,
      clientId: 771_001,
      slotId: sale.slot.id,
      productId: sale.slot.productId,
      quantity: 1,
      status: 'held',
      expiresAt: new Date(clock.now().getTime() + MINUTE),
      createdAt: clock.now(),
      updatedAt: clock.now(),
    });
    const announced: number[] = [];
    let sentinelSeen: () => void = () => undefined;
    const sentinel = new Promise<void>((resolve) => {
      sentinelSeen = resolve;
    });
    const stop = await testDb.database.listen(SEATS_CHANNEL, {
      payload: (payload) => {
        if (payload === SENTINEL) sentinelSeen();
        const seats = parseSeatNotice(payload)?.lugares.find((s) => s.id_stock === sale.slot.id);
        if (seats) announced.push(seats.disponivel);
      },
    });
    try {
      const blocker = await lockElsewhere('select id from service_slots where id = $1 for update', [sale.slot.id]);
      const refund = api.post('/desk/refund', { id_encomenda: sale.order.id, motivo: 'Avaria' }, staff.token);
      await transactionsWaiting(1);
      // The customer's hold lapses while the refund waits for the slot.
      clock.advance(2 * MINUTE);
      await blocker.commit();
      expect((await refund).status).toBe(200);
      // Notifications arrive in commit order: once the sentinel is heard, the refund's was.
      await db().transaction((tx) => notify(tx, SEATS_CHANNEL, SENTINEL));
      await sentinel;
    } finally {
      await stop();
    }
    // Both seats are free: the sold one given back, the held one lapsed.
    expect(announced).toEqual([2]);
  });

  it('calls the payment provider with no lock held: a check-in of the order completes while the provider is slow', async () => {
    const sale = await desk.book({ startsAt: new Date(clock.now().getTime() + 44 * HOUR), seats: 2, customer: maria });
    // The provider (the sandbox's refund call) waits on the payment's row, as a slow provider would keep the desk waiting.
    const provider = await lockElsewhere('select id from payments where ref = $1 for update', [sale.ref]);
    const refund = api.post('/desk/refund', { id_encomenda: sale.order.id, motivo: 'Doença' }, staff.token);
    await transactionsWaiting(1);

    const checkIn = await within(5_000, Promise.resolve(api.post('/desk/checkin', { codigo: sale.code, dia: toResortDate(sale.slot.startsAt), id_stock: sale.slot.id }, staff.token)));
    expect(checkIn === 'still waiting' ? checkIn : checkIn.status).toBe(200);
    // Meanwhile the refund is recorded as under way, and the order is still paid.
    const [pending] = await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, sale.order.id));
    expect(pending).toMatchObject({ state: 'pending', providerRefundId: null });
    expect((await desk.written(sale.order.id)).state).toBe(1);

    await provider.commit();
    const answer = await refund;
    expect(answer.status).toBe(200);
    const [done] = await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, sale.order.id));
    expect(done?.state).toBe('done');
    const [payment] = await db().select().from(payments).where(eq(payments.ref, sale.ref));
    const paidBack = await db().select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment?.id ?? 0));
    expect(paidBack.map((row) => row.id)).toEqual([done?.providerRefundId]);
    expect(await desk.written(sale.order.id)).toMatchObject({ state: -2, held: ['released:2'] });
  });

  it('leaves the order paid and the refund retryable when the provider does not refund', async () => {
    const sale = await desk.book({ startsAt: new Date(clock.now().getTime() + 48 * HOUR), seats: 1, customer: maria });
    // No provider at all (the payment sandbox off): the refund of a card payment cannot go through.
    const withoutProvider = testApi(testDb, { now: clock.now, config: { publicSiteToken: SITE_TOKEN, paymentNotificationSecret: DESK_SECRET, paymentSandbox: false } });
    const failed = await withoutProvider.post('/desk/refund', { id_encomenda: sale.order.id, motivo: 'Chuva' }, staff.token);
    expect(failed.status).toBe(502);
    expect(errorAnswer.parse(await failed.json()).error.code).toBe('refund_provider_failed');
    expect(await desk.written(sale.order.id)).toMatchObject({ state: 1, shown: [true], refunds: 1, held: ['sold:1'] });
    const [row] = await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, sale.order.id));
    expect(row).toMatchObject({ state: 'failed', providerRefundId: null });
    // The desk's day shows no refund, and asking again refunds it once.
    const day = await api.get(`/desk/day/${toResortDate(sale.slot.startsAt)}`, staff.token);
    expect(JSON.stringify(await day.json())).not.toContain('"motivo":"Chuva"');

    const retried = await api.post('/desk/refund', { id_encomenda: sale.order.id, motivo: 'Chuva' }, staff.token);
    expect(retried.status).toBe(200);
    expect(await desk.written(sale.order.id)).toMatchObject({ state: -2, refunds: 1, held: ['released:1'] });
    const again = await api.post('/desk/refund', { id_encomenda: sale.order.id, motivo: 'Chuva' }, staff.token);
    expect(deskDayErrorAnswer.parse(await again.json()).error.code).toBe('refund_already');
    const [order] = await db().select({ state: orders.pagamentoPendente }).from(orders).where(eq(orders.id, sale.order.id));
    expect(order?.state).toBe(-2);
  });
});
