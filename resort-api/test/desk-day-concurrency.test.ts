import { deskDayErrorAnswer } from '@estancia/resort-contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkIns, orderRefunds } from '../src/db/desk-schema.ts';
import { notify } from '../src/db/notifications.ts';
import { holds } from '../src/db/reservations-schema.ts';
import { toResortDate } from '../src/lib/time.ts';
import { PAYMENTS_CHANNEL, parsePaymentNotice } from '../src/payments/payment-announcements.ts';
import { remainingSeats } from '../src/reservations/remaining.ts';
import { SEATS_CHANNEL, parseSeatNotice } from '../src/reservations/seat-announcements.ts';
import { SITE_TOKEN, type TestApi, testApi, testClock } from './support/accounts.ts';
import { SEED_NOW, type TestDatabase, openTestDatabase } from './support/databases.ts';
import { DESK_SECRET, HOUR, type Who, deskFixture } from './support/desk.ts';

const SENTINEL = '{"fim":true}';

/**
 * Clerks racing on PostgreSQL (PGlite runs one transaction at a time, so races need the server):
 * ten check-ins of one booking record one arrival; ten refunds of one order refund it once and
 * give its seats back once, announced once.
 */
describe('the desk day under concurrency on postgres', () => {
  let testDb: TestDatabase;
  let api: TestApi;
  let staff: Who;
  const clock = testClock(new Date(SEED_NOW.getTime() + 10 * 60_000));
  const db = () => testDb.database.db;
  const desk = deskFixture(() => api, db);

  beforeAll(async () => {
    testDb = await openTestDatabase('postgres');
    api = testApi(testDb, { now: clock.now, config: { publicSiteToken: SITE_TOKEN, paymentNotificationSecret: DESK_SECRET } });
    staff = await api.session('balcao');
  });
  afterAll(() => testDb?.dispose());

  const codesOf = async (responses: Response[]) =>
    Promise.all(responses.map(async (r) => (r.status === 200 ? 'ok' : deskDayErrorAnswer.parse(await r.json()).error.code)));

  it('ten clerks checking in one booking at once record one arrival; the others are told it was done', async () => {
    const sale = await desk.book({ startsAt: new Date(clock.now().getTime() + 40 * HOUR) });
    const dia = toResortDate(sale.slot.startsAt);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => api.post('/desk/checkin', { codigo: sale.code, dia, id_stock: sale.slot.id }, staff.token)),
    );
    const codes = await codesOf(responses);
    expect(codes.filter((c) => c === 'ok')).toHaveLength(1);
    expect(codes.filter((c) => c === 'checkin_already')).toHaveLength(9);
    expect(await db().select().from(checkIns).where(eq(checkIns.orderId, sale.order.id))).toHaveLength(1);
  });

  it('ten clerks refunding one order at once refund it once and give its seats back once, announced once', async () => {
    const sale = await desk.book({ startsAt: new Date(clock.now().getTime() + 44 * HOUR), seats: 4, capacity: 6 });
    const seatNotices: string[] = [];
    const paymentNotices: string[] = [];
    let sentinelSeen: () => void = () => undefined;
    const sentinel = new Promise<void>((resolve) => {
      sentinelSeen = resolve;
    });
    const stopSeats = await testDb.database.listen(SEATS_CHANNEL, {
      payload: (payload) => {
        if (payload === SENTINEL) sentinelSeen();
        else if (parseSeatNotice(payload)?.lugares.some((s) => s.id_stock === sale.slot.id)) seatNotices.push(payload);
      },
    });
    const stopPayments = await testDb.database.listen(PAYMENTS_CHANNEL, {
      payload: (payload) => {
        if (parsePaymentNotice(payload)?.id_encomenda === sale.order.id) paymentNotices.push(payload);
      },
    });
    try {
      const responses = await Promise.all(
        Array.from({ length: 10 }, () => api.post('/desk/refund', { id_encomenda: sale.order.id, motivo: 'Fecho da piscina' }, staff.token)),
      );
      const codes = await codesOf(responses);
      expect(codes.filter((c) => c === 'ok')).toHaveLength(1);
      expect(codes.filter((c) => c === 'refund_already')).toHaveLength(9);
      // Notifications arrive in commit order: once the sentinel sent after every refund is heard, all of theirs were.
      await db().transaction((tx) => notify(tx, SEATS_CHANNEL, SENTINEL));
      await sentinel;
    } finally {
      await stopSeats();
      await stopPayments();
    }
    expect(await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, sale.order.id))).toHaveLength(1);
    const rows = await db().select({ status: holds.status, quantity: holds.quantity }).from(holds).where(eq(holds.slotId, sale.slot.id));
    expect(rows).toEqual([{ status: 'released', quantity: 4 }]);
    expect((await remainingSeats(db(), [sale.slot.id], clock.now())).get(sale.slot.id)).toBe(6);
    expect(seatNotices.map((p) => parseSeatNotice(p)?.lugares.find((s) => s.id_stock === sale.slot.id)?.disponivel)).toEqual([6]);
    expect(paymentNotices.map((p) => parsePaymentNotice(p)?.pagamento_pendente)).toEqual([-2]);
  });
});
