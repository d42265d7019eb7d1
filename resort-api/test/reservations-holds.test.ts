import { MAX_HOLD_RENEWALS } from '@estancia/resort-contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { holds } from '../src/db/reservations-schema.ts';
import { type HoldLedger, createHoldLedger } from '../src/reservations/hold-ledger.ts';
import { expireUnpaid } from '../src/payments/expiry-job.ts';
import { remainingSeats } from '../src/reservations/remaining.ts';
import { ENGINES, type TestDatabase, openTestDatabase } from './support/databases.ts';
import { WEL_PRODUCT, holdItem, insertSlot, pendingOrderPricing, setTimerSettings } from './support/hold-fixtures.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const NOW = new Date('2026-03-02T09:00:00Z');
const at = (ms: number) => new Date(NOW.getTime() + ms);

let nextClient = 500_000;
const newClient = () => (nextClient += 1);

/** The hold ledger called directly (spec 002 §4, §5), on both engines. */
describe.each(ENGINES)('the hold ledger on %s', (engine) => {
  let testDb: TestDatabase;
  let ledger: HoldLedger;
  const db = () => testDb.database.db;
  const holdCount = async () => (await db().select({ n: count() }).from(holds))[0]?.n;
  const remaining = async (slotId: number, now: Date) => (await remainingSeats(db(), [slotId], now)).get(slotId);
  const slot = (capacity: number, startsInHours = 48, extra: Partial<Parameters<typeof insertSlot>[1]> = {}) =>
    insertSlot(db(), { startsAt: at(startsInHours * HOUR), capacity, ...extra });

  beforeAll(async () => {
    testDb = await openTestDatabase(engine);
    ledger = createHoldLedger({ db: db(), companyCode: 'estancia' });
  });
  afterAll(() => testDb?.dispose());
  beforeEach(() => setTimerSettings(db(), { minutes: 5, tolerance: 15, maxItems: 3 }));

  it('counts a hold until the instant before its expiry, and not at its expiry', async () => {
    const s = await slot(3, 49);
    const [first, second] = [newClient(), newClient()];
    const held = await ledger.hold(first, [holdItem(s, first, 2)], () => NOW);
    expect(held.ok).toBe(true);
    const expiry = NOW.getTime() + 5 * MINUTE;

    const before = new Date(expiry - 1);
    expect(await remaining(s.id, before)).toBe(1);
    expect(await ledger.cart(first, before)).toMatchObject([{ quantidade: 2, tempo: '00:01' }]);
    expect(await ledger.hold(second, [holdItem(s, second, 2)], () => before)).toMatchObject({ ok: false, code: 'slot_full', detail: { disponivel: 1 } });

    const atExpiry = new Date(expiry);
    expect(await remaining(s.id, atExpiry)).toBe(3);
    expect(await ledger.cart(first, atExpiry)).toEqual([]);
    expect(await ledger.hold(second, [holdItem(s, second, 3)], () => atExpiry)).toMatchObject({ ok: true });
  });

  it('answers the cart with the product in four languages, the time left and the expiry in Lisbon time', async () => {
    const s = await slot(3, 50, { productId: WEL_PRODUCT, netPrice: '36.585' });
    const client = newClient();
    await ledger.hold(client, [holdItem(s, client)], () => NOW);
    const [line] = await ledger.cart(client, at(90_500));
    expect(line).toMatchObject({
      id_user: client,
      quantidade: 1,
      tempo: '03:30',
      expira_em: '2026-03-02T09:05:00+00:00',
      renovacoes: 0,
      produto: { id_prod: WEL_PRODUCT, id_event: s.eventId, id_stock: s.id, total_liquido: '36.585' },
    });
    expect(Object.keys(line?.produto.linha.subname_trad ?? {})).toEqual(['1', '2', '3', '4']);
    expect(line?.produto.linha.subname).toBeTruthy();
    expect(line?.produto.linha.calendario[0]?.validade_data_hora_ini).toBe('11:00');
  });

  it('extends a hold up to ten times, each time from now and with the same seats, then refuses', async () => {
    const s = await slot(4, 51);
    const client = newClient();
    const held = await ledger.hold(client, [holdItem(s, client, 3)], () => NOW);
    const holdId = held.ok ? (held.holdIds[0] as number) : 0;
    const renew = { ...holdItem(s, client, 1), prod_timer: holdId, info: { renovar: true } };
    for (let time = 1; time <= MAX_HOLD_RENEWALS; time += 1) {
      expect(await ledger.hold(client, [renew], () => at(time * MINUTE))).toEqual({ ok: true, holdIds: [holdId] });
    }
    const renewedAt = at(MAX_HOLD_RENEWALS * MINUTE);
    expect(await ledger.cart(client, renewedAt)).toMatchObject([{ prod_timer: holdId, quantidade: 3, renovacoes: 10, tempo: '05:00' }]);
    expect(await ledger.hold(client, [renew], () => at(11 * MINUTE))).toMatchObject({ ok: false, code: 'renewals_exhausted', detail: { maximo: 10 } });

    const stranger = newClient();
    expect(await ledger.hold(stranger, [renew], () => at(11 * MINUTE))).toMatchObject({ ok: false, code: 'not_your_hold' });
    // Once lapsed, a hold cannot be extended.
    const other = await ledger.hold(stranger, [holdItem(s, stranger)], () => NOW);
    const otherId = other.ok ? other.holdIds[0] : 0;
    expect(await ledger.hold(stranger, [{ ...renew, prod_timer: otherId }], () => at(6 * MINUTE))).toMatchObject({
      ok: false,
      code: 'not_your_hold',
      detail: { motivo: 'not_live' },
    });
  });

  it('never shortens a hold by extending it: after the countdown was lowered, an early extension changes nothing', async () => {
    const s = await slot(2, 67);
    const client = newClient();
    const held = await ledger.hold(client, [holdItem(s, client)], () => NOW);
    const holdId = held.ok ? (held.holdIds[0] as number) : 0;
    await setTimerSettings(db(), { minutes: 2, tolerance: 15, maxItems: 3 });
    const renew = { ...holdItem(s, client), prod_timer: holdId, info: { renovar: true } };
    expect(await ledger.hold(client, [renew], () => at(MINUTE))).toEqual({ ok: true, holdIds: [holdId] });
    expect(await ledger.cart(client, at(MINUTE))).toMatchObject([{ prod_timer: holdId, tempo: '04:00', renovacoes: 0 }]);
    // Past the new countdown's reach, the extension counts from now.
    expect(await ledger.hold(client, [renew], () => at(4 * MINUTE))).toEqual({ ok: true, holdIds: [holdId] });
    expect(await ledger.cart(client, at(4 * MINUTE))).toMatchObject([{ prod_timer: holdId, tempo: '02:00', renovacoes: 1 }]);
  });

  it('gives back part of a hold, then all of it; never someone else’s', async () => {
    const s = await slot(5, 52);
    const [client, stranger] = [newClient(), newClient()];
    const held = await ledger.hold(client, [holdItem(s, client, 4)], () => NOW);
    const holdId = held.ok ? (held.holdIds[0] as number) : 0;
    const release = (quantidade: number) => ({ prod_timer: holdId, quantidade, id_stock: s.id, id_prod: s.productId });

    expect(await ledger.release(stranger, [release(4)], () => NOW)).toMatchObject({ ok: false, code: 'not_your_hold' });
    expect(await ledger.release(client, [{ prod_timer: 2 ** 40, quantidade: 1 }], () => NOW)).toMatchObject({ ok: false, code: 'not_your_hold' });
    expect(await remaining(s.id, NOW)).toBe(1);
    expect(await ledger.release(client, [release(0)], () => NOW)).toMatchObject({ ok: false, code: 'bad_quantity' });
    expect(await ledger.release(client, [{ ...release(1), id_stock: s.id + 1 }], () => NOW)).toMatchObject({ ok: false, code: 'unknown_slot' });

    expect(await ledger.release(client, [release(1)], () => NOW)).toMatchObject({ ok: true });
    expect(await remaining(s.id, NOW)).toBe(2);
    expect(await ledger.cart(client, NOW)).toMatchObject([{ quantidade: 3 }]);
    expect(await ledger.release(client, [release(9)], () => NOW)).toMatchObject({ ok: true });
    expect(await remaining(s.id, NOW)).toBe(5);
    expect(await ledger.cart(client, NOW)).toEqual([]);
    const [row] = await db().select().from(holds).where(eq(holds.id, holdId));
    expect(row).toMatchObject({ status: 'released', quantity: 3 });
  });

  it('refuses unknown, hidden, inactive, mismatched and past slots, and changes nothing', async () => {
    const client = newClient();
    const s = await slot(5, 53);
    const hidden = await slot(5, 54, { visible: false });
    const inactive = await slot(5, 55, { activo: false });
    const soon = await insertSlot(db(), { startsAt: at(14 * MINUTE), capacity: 5 });
    const past = await insertSlot(db(), { startsAt: at(-3 * HOUR), capacity: 5 });
    const rows = await holdCount();

    const refusals = [
      { ...holdItem(s, client), id_stock: 987_654_321 },
      { ...holdItem(s, client), id_event: s.eventId + 1_000_000 },
      { ...holdItem(s, client), id_prod: WEL_PRODUCT },
      // Beyond the ids the ledger stores: refused as unknown, not a database failure.
      { ...holdItem(s, client), id_stock: 2 ** 40 },
      holdItem(hidden, client),
      holdItem(inactive, client),
    ];
    for (const item of refusals) expect(await ledger.hold(client, [item], () => NOW)).toMatchObject({ ok: false, code: 'unknown_slot' });
    expect(await ledger.hold(client, [holdItem(soon, client)], () => NOW)).toMatchObject({ ok: false, code: 'slot_time_passed' });
    expect(await ledger.hold(client, [holdItem(past, client)], () => NOW)).toMatchObject({ ok: false, code: 'slot_time_passed' });
    // 16 minutes before the start is still in time with a tolerance of 15.
    expect(await ledger.hold(client, [holdItem(soon, client)], () => at(-2 * MINUTE))).toMatchObject({ ok: true });
    expect(await holdCount()).toBe((rows ?? 0) + 1);
  });

  it('refuses a quantity of 0, below 0, fractional or above the capacity, and changes nothing', async () => {
    const client = newClient();
    const s = await slot(3, 56);
    const rows = await holdCount();
    for (const quantidade of [0, -1, 1.5, 4]) {
      expect(await ledger.hold(client, [holdItem(s, client, quantidade)], () => NOW)).toMatchObject({ ok: false, code: 'bad_quantity' });
    }
    expect(await holdCount()).toBe(rows);
    expect(await remaining(s.id, NOW)).toBe(3);
  });

  it('holds every item of a request or none of them', async () => {
    const client = newClient();
    const [free, full] = [await slot(3, 57), await slot(1, 58)];
    const rows = await holdCount();
    const outcome = await ledger.hold(client, [holdItem(free, client), holdItem(full, client, 1), holdItem(full, client, 1)], () => NOW);
    expect(outcome).toMatchObject({ ok: false, code: 'slot_full' });
    expect(await holdCount()).toBe(rows);
    expect(await ledger.cart(client, NOW)).toEqual([]);
  });

  it('keeps at most numero_maximo_eventos_no_carrinho live holds, or any number with -1', async () => {
    const client = newClient();
    const [first, second, third, fourth] = [await slot(2, 60), await slot(2, 61), await slot(2, 62), await slot(2, 63)];
    for (const s of [first, second, third]) expect(await ledger.hold(client, [holdItem(s, client)], () => NOW)).toMatchObject({ ok: true });
    expect(await ledger.hold(client, [holdItem(fourth, client)], () => NOW)).toMatchObject({ ok: false, code: 'limit_reached', detail: { maximo: 3 } });
    // A lapsed hold no longer counts.
    expect(await ledger.hold(client, [holdItem(fourth, client)], () => at(5 * MINUTE))).toMatchObject({ ok: true });
    await setTimerSettings(db(), { minutes: 5, maxItems: -1 });
    const more = await slot(2, 64);
    expect(await ledger.hold(client, [holdItem(more, client)], () => NOW)).toMatchObject({ ok: true });
  });

  it('sells held seats for an order: a sold hold never lapses and cannot be given back', async () => {
    const client = newClient();
    const s = await slot(4, 65);
    const held = await ledger.hold(client, [holdItem(s, client, 2)], () => NOW);
    const holdId = held.ok ? (held.holdIds[0] as number) : 0;
    // Awaiting payment, and pricing these two seats and the one held below.
    const orderId = await pendingOrderPricing(db(), [{ slot: s, quantity: 3 }], { deadline: at(HOUR) });
    const item = { prod_timer: holdId, quantidade: 2, id_stock: s.id, id_prod: s.productId };

    expect(await ledger.purchase(client, undefined, [item], () => NOW, 'any')).toMatchObject({ ok: false, code: 'bad_message' });
    expect(await ledger.purchase(client, 2 ** 40, [item], () => NOW, 'any')).toMatchObject({ ok: false, code: 'bad_message', detail: { motivo: 'unknown_order' } });
    expect(await ledger.purchase(client, 987_654_321, [item], () => NOW, 'any')).toMatchObject({ ok: false, code: 'bad_message', detail: { motivo: 'unknown_order' } });
    expect(await ledger.purchase(newClient(), orderId, [item], () => NOW, 'any')).toMatchObject({ ok: false, code: 'not_your_hold' });
    // With the scope of a customer's session, only the client's own orders: this one is someone else's.
    expect(await ledger.purchase(client, orderId, [item], () => NOW, 'own')).toMatchObject({ ok: false, code: 'not_your_order', detail: { id_encomenda: orderId } });
    expect(await ledger.purchase(client, orderId, [item], () => at(MINUTE), 'any')).toEqual({ ok: true, holdIds: [holdId] });
    // Again for the same order: nothing changes, nothing fails.
    expect(await ledger.purchase(client, orderId, [item], () => at(2 * MINUTE), 'any')).toEqual({ ok: true, holdIds: [holdId] });

    const [row] = await db().select().from(holds).where(and(eq(holds.id, holdId)));
    expect(row).toMatchObject({ status: 'sold', orderId });
    expect(await remaining(s.id, at(10 * HOUR))).toBe(2);
    expect(await ledger.cart(client, at(MINUTE))).toEqual([]);
    expect(await ledger.release(client, [item], () => at(MINUTE))).toMatchObject({ ok: false, code: 'not_your_hold', detail: { motivo: 'sold' } });

    // A hold that lapsed before the purchase is not sold.
    const late = await ledger.hold(client, [holdItem(s, client, 1)], () => NOW);
    const lateId = late.ok ? (late.holdIds[0] as number) : 0;
    expect(await ledger.purchase(client, orderId, [{ ...item, prod_timer: lateId }], () => at(5 * MINUTE), 'any')).toMatchObject({
      ok: false,
      code: 'not_your_hold',
      detail: { motivo: 'not_live' },
    });
  });

  it('gives the seats back when the payment job cancels the unpaid order', async () => {
    const client = newClient();
    const s = await slot(3, 66);
    const held = await ledger.hold(client, [holdItem(s, client, 3)], () => NOW);
    const holdId = held.ok ? (held.holdIds[0] as number) : 0;
    // An order waiting for its payment until half an hour from now.
    const orderId = await pendingOrderPricing(db(), [{ slot: s, quantity: 3 }], { deadline: at(30 * MINUTE) });
    expect(await ledger.purchase(client, orderId, [{ prod_timer: holdId, quantidade: 3 }], () => NOW, 'any')).toEqual({ ok: true, holdIds: [holdId] });
    expect(await remaining(s.id, at(HOUR))).toBe(0);

    expect((await expireUnpaid(db(), at(HOUR))).releasedHolds).toBeGreaterThanOrEqual(1);
    expect(await remaining(s.id, at(HOUR))).toBe(3);
    const [row] = await db().select().from(holds).where(eq(holds.id, holdId));
    expect(row?.status).toBe('released');
  });
});
