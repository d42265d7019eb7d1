import { checkoutAnswer, waitingEntriesAnswer } from '@estancia/resort-contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holds } from '../src/db/reservations-schema.ts';
import { waitingEntries } from '../src/db/waiting-schema.ts';
import { toResortIso } from '../src/lib/time.ts';
import { expireUnpaid } from '../src/payments/expiry-job.ts';
import { createHoldLedger } from '../src/reservations/hold-ledger.ts';
import { type LapseWatcher, startLapseWatcher } from '../src/reservations/lapse-watcher.ts';
import { changeSlotCapacity } from '../src/reservations/slot-capacity.ts';
import { COMPANY, SITE_TOKEN, type TestApi, testApi, testClock } from './support/accounts.ts';
import { SEED_NOW, type TestDatabase, openTestDatabase } from './support/databases.ts';
import { DESK_SECRET, deskFixture } from './support/desk.ts';
import { holdItem, insertSlot, pendingOrderPricing, setTimerSettings } from './support/hold-fixtures.ts';
import { silentLogger } from './support/logger.ts';
import { entriesOf, joinInOrder, seatAnnouncements, takeSeats, until } from './support/waiting.ts';

const HOUR = 3_600_000;
const MINUTE = 60_000;
let nextClient = 881_000;
const newClient = () => (nextClient += 1);

/**
 * Seats freed by any path are offered in the same transaction to the first customer in line whose
 * request fits (waiting/waiting-offers.ts), and the seat announcement shows what is left after the
 * offer and how many still wait. On PGlite: each path once.
 */
describe('waiting-list offers on every path that frees seats, on pglite', () => {
  let testDb: TestDatabase;
  let api: TestApi;
  let lapses: LapseWatcher;
  let seats: Awaited<ReturnType<typeof seatAnnouncements>>;
  const clock = testClock(new Date(SEED_NOW.getTime() + 5 * MINUTE));
  const db = () => testDb.database.db;
  const desk = deskFixture(() => api, db);
  const ledger = () => createHoldLedger({ db: db(), companyCode: COMPANY });
  let start = SEED_NOW.getTime() + 30 * HOUR;
  const nextStart = () => new Date((start += 3 * HOUR));

  /** Clients in the slot's line in this order, with the seats each asks for. */
  const line = (slot: { id: number; eventId: number; productId: number }, quantities: number[]) => joinInOrder(api, slot, quantities, { newClient, clock });
  const states = async (slotId: number) => (await entriesOf(db(), slotId)).map((entry) => entry.state);
  /** The client's offer: its live hold on the slot. */
  const offerOf = async (clientId: number, slotId: number) => {
    const [row] = await db().select().from(holds).where(and(eq(holds.clientId, clientId), eq(holds.slotId, slotId), eq(holds.status, 'held')));
    return row;
  };

  beforeAll(async () => {
    testDb = await openTestDatabase('pglite');
    api = testApi(testDb, { now: clock.now, config: { publicSiteToken: SITE_TOKEN, paymentNotificationSecret: DESK_SECRET } });
    await setTimerSettings(db(), { minutes: 5, tolerance: 15, maxItems: 3 });
    seats = await seatAnnouncements(testDb.database);
  });
  afterAll(async () => {
    await lapses?.stop();
    await seats?.stop();
    await testDb?.dispose();
  });

  it('offers a released seat to the first in line, for tempo_oferta, and announces the seats after the offer', async () => {
    const slot = await insertSlot(db(), { startsAt: nextStart(), capacity: 2 });
    const holder = newClient();
    expect(await ledger().hold(holder, [holdItem(slot, holder, 2)], clock.now)).toMatchObject({ ok: true });
    const [first, second] = await line(slot, [1, 1]);
    const [row] = await db().select().from(holds).where(and(eq(holds.clientId, holder), eq(holds.slotId, slot.id)));
    expect(await ledger().release(holder, [{ prod_timer: row?.id ?? 0, quantidade: 1 }], clock.now)).toMatchObject({ ok: true });

    expect(await states(slot.id)).toEqual(['offered', 'waiting']);
    const offer = await offerOf(first ?? 0, slot.id);
    // The default offer window: 10 minutes (DEFAULT_OFFER_MINUTES).
    expect(offer).toMatchObject({ quantity: 1, expiresAt: new Date(clock.now().getTime() + 10 * MINUTE) });
    // Listings never show the offered seat as free.
    expect(await seats.lastOf(slot.id)).toMatchObject({ disponivel: 0, capacidade: 2, em_espera: 1 });
    const [entry] = waitingEntriesAnswer.parse(await (await api.get(`/platform/waiting/client/${first}`)).json()).data;
    expect(entry).toMatchObject({ estado: 'offered', lugar: null, oferta: { prod_timer: offer?.id } });
    expect(waitingEntriesAnswer.parse(await (await api.get(`/platform/waiting/client/${second}`)).json()).data[0]?.lugar).toBe(1);
    // The offer is an ordinary line of the customer's timed cart.
    expect((await ledger().cart(first ?? 0, clock.now())).map((cartLine) => cartLine.prod_timer)).toEqual([offer?.id]);
  });

  it('extends an offer by the hold countdown, never shortening its window', async () => {
    const slot = await insertSlot(db(), { startsAt: nextStart(), capacity: 1 });
    const holder = await takeSeats(db(), slot, 1, clock.now(), new Date(clock.now().getTime() + HOUR));
    const [first] = await line(slot, [1]);
    expect(await ledger().release(holder.clientId, [{ prod_timer: holder.holdId, quantidade: 1 }], clock.now)).toMatchObject({ ok: true });
    const offer = await offerOf(first ?? 0, slot.id);
    const windowEnd = new Date(clock.now().getTime() + 10 * MINUTE);
    expect(offer?.expiresAt).toEqual(windowEnd);
    const extend = { ...holdItem(slot, first ?? 0), prod_timer: offer?.id ?? 0, info: { renovar: true } };
    const cartLine = async () => (await ledger().cart(first ?? 0, clock.now()))[0];

    // A minute in, the countdown (5 minutes) would end before the offer's window: nothing changes.
    clock.advance(MINUTE);
    expect(await ledger().hold(first ?? 0, [extend], clock.now)).toEqual({ ok: true, holdIds: [offer?.id] });
    expect(await cartLine()).toMatchObject({ expira_em: toResortIso(windowEnd), renovacoes: 0 });
    // In the window's last minute, as the website offers it: the hold countdown from now, like any hold.
    clock.set(new Date(windowEnd.getTime() - 30_000));
    expect(await ledger().hold(first ?? 0, [extend], clock.now)).toEqual({ ok: true, holdIds: [offer?.id] });
    const extendedTo = new Date(clock.now().getTime() + 5 * MINUTE);
    expect(await cartLine()).toMatchObject({ expira_em: toResortIso(extendedTo), renovacoes: 1 });
    // Still the customer's offer, shown with its new end.
    const [entry] = waitingEntriesAnswer.parse(await (await api.get(`/platform/waiting/client/${first}`)).json()).data;
    expect(entry).toMatchObject({ estado: 'offered', oferta: { prod_timer: offer?.id, expira_em: toResortIso(extendedTo) } });
  });

  it('skips a party that needs more seats than are free: it keeps its place', async () => {
    const slot = await insertSlot(db(), { startsAt: nextStart(), capacity: 4 });
    const holder = newClient();
    expect(await ledger().hold(holder, [holdItem(slot, holder, 4)], clock.now)).toMatchObject({ ok: true });
    const [party, single] = await line(slot, [4, 1]);
    const [row] = await db().select().from(holds).where(and(eq(holds.clientId, holder), eq(holds.slotId, slot.id)));
    expect(await ledger().release(holder, [{ prod_timer: row?.id ?? 0, quantidade: 1 }], clock.now)).toMatchObject({ ok: true });
    expect(await states(slot.id)).toEqual(['waiting', 'offered']);
    expect(await offerOf(single ?? 0, slot.id)).toBeDefined();
    expect(waitingEntriesAnswer.parse(await (await api.get(`/platform/waiting/client/${party}`)).json()).data[0]?.lugar).toBe(1);
    // The rest of the seats: the party's four fit once the holder gives them all back... three are free, not four.
    expect(await ledger().release(holder, [{ prod_timer: row?.id ?? 0, quantidade: 3 }], clock.now)).toMatchObject({ ok: true });
    expect(await states(slot.id)).toEqual(['waiting', 'offered']);
    expect(await seats.lastOf(slot.id)).toMatchObject({ disponivel: 3, em_espera: 1 });
  });

  it('offers a lapsed hold\'s seat when the lapse watcher announces it, and passes a lapsed offer down the line', async () => {
    lapses = startLapseWatcher({ db: db(), listen: testDb.database.listen, companyCode: COMPANY, logger: silentLogger, now: clock.now, intervalMs: 50 });
    const slot = await insertSlot(db(), { startsAt: nextStart(), capacity: 1 });
    await takeSeats(db(), slot, 1, clock.now(), new Date(clock.now().getTime() + MINUTE));
    const [first, second] = await line(slot, [1, 1]);
    clock.advance(2 * MINUTE);
    await until(() => states(slot.id), (found) => found.join() === 'offered,waiting');
    expect(await offerOf(first ?? 0, slot.id)).toBeDefined();
    // The offer's window passes: the next in line is offered the seat.
    clock.advance(11 * MINUTE);
    await until(() => states(slot.id), (found) => found.join() === 'lapsed,offered');
    expect(await offerOf(second ?? 0, slot.id)).toBeDefined();
    expect(await seats.lastOf(slot.id)).toMatchObject({ disponivel: 0, em_espera: 0 });
  });

  it('offers the seats of an order that ends unpaid', async () => {
    const slot = await insertSlot(db(), { startsAt: nextStart(), capacity: 2 });
    const orderId = await pendingOrderPricing(db(), [{ slot, quantity: 2 }], { deadline: new Date(clock.now().getTime() + MINUTE) });
    await db().insert(holds).values({
      companyCode: COMPANY, clientId: newClient(), slotId: slot.id, productId: slot.productId, quantity: 2, status: 'sold',
      expiresAt: clock.now(), orderId, createdAt: clock.now(), updatedAt: clock.now(),
    });
    const [party] = await line(slot, [2]);
    clock.advance(2 * MINUTE);
    expect((await expireUnpaid(db(), clock.now(), clock.now)).releasedHolds).toBeGreaterThanOrEqual(1);
    expect(await states(slot.id)).toEqual(['offered']);
    expect(await offerOf(party ?? 0, slot.id)).toMatchObject({ quantity: 2 });
    expect(await seats.lastOf(slot.id)).toMatchObject({ disponivel: 0, em_espera: 0 });
  });

  it('offers the seats of an order whose payment fails', async () => {
    const maria = await api.session('maria');
    const sale = await desk.book({ startsAt: nextStart(), seats: 1, capacity: 1, customer: maria, paid: false });
    const [first] = await line(sale.slot, [1]);
    const key = sale.order.info.id_usado_para_gerar_pagamento;
    const value = sale.order.documento.total_documento;
    const checkout = await api.post('/store/payment/checkout/', { key, value, method: 'cc', phone: '' }, maria.token);
    expect(checkout.status).toBe(200);
    const { ref } = checkoutAnswer.parse(await checkout.json()).data;
    const failed = await desk.notify({ key, status: -1, ref, data: { value, method: 'cc' } });
    expect(failed.status, await failed.clone().text()).toBe(200);
    expect(await states(sale.slot.id)).toEqual(['offered']);
    expect(await offerOf(first ?? 0, sale.slot.id)).toMatchObject({ quantity: 1 });
    expect(await seats.lastOf(sale.slot.id)).toMatchObject({ disponivel: 0, em_espera: 0 });
  });

  it('offers the seats refunded at the desk', async () => {
    const sale = await desk.book({ startsAt: nextStart(), seats: 2, capacity: 2 });
    const [first, second] = await line(sale.slot, [1, 1]);
    const staff = await api.session('balcao');
    const refund = await api.post('/desk/refund', { id_encomenda: sale.order.id, motivo: 'Avaria' }, staff.token);
    expect(refund.status, await refund.clone().text()).toBe(200);
    expect(await states(sale.slot.id)).toEqual(['offered', 'offered']);
    expect([await offerOf(first ?? 0, sale.slot.id), await offerOf(second ?? 0, sale.slot.id)].every(Boolean)).toBe(true);
    expect(await seats.lastOf(sale.slot.id)).toMatchObject({ disponivel: 0, em_espera: 0 });
  });

  it('offers the seats a raised capacity adds, and what nobody waits for is free for everyone', async () => {
    const slot = await insertSlot(db(), { startsAt: nextStart(), capacity: 1 });
    await takeSeats(db(), slot, 1, clock.now());
    const [first] = await line(slot, [1]);
    expect(await changeSlotCapacity(db(), COMPANY, slot.id, 3, clock.now)).toMatchObject({ kind: 'changed', seats: { disponivel: 1, em_espera: 0 } });
    expect(await states(slot.id)).toEqual(['offered']);
    expect(await offerOf(first ?? 0, slot.id)).toBeDefined();
    expect(await seats.lastOf(slot.id)).toMatchObject({ disponivel: 1, capacidade: 3, em_espera: 0 });
  });

  it('passes a declined offer (DELETE, or the hold given back) to the next in line at once, and marks a bought one', async () => {
    const slot = await insertSlot(db(), { startsAt: nextStart(), capacity: 1 });
    const holder = await takeSeats(db(), slot, 1, clock.now(), new Date(clock.now().getTime() + HOUR));
    const [first, second, third] = await line(slot, [1, 1, 1]);
    expect(await ledger().release(holder.clientId, [{ prod_timer: holder.holdId, quantidade: 1 }], clock.now)).toMatchObject({ ok: true });
    const [firstEntry] = await entriesOf(db(), slot.id);
    const declined = await api.app.request(`/platform/waiting/${firstEntry?.id ?? 0}`, { method: 'DELETE', headers: { authorization: `Bearer ${SITE_TOKEN}` } });
    expect(declined.status).toBe(200);
    expect(await states(slot.id)).toEqual(['declined', 'offered', 'waiting']);
    expect(await offerOf(first ?? 0, slot.id)).toBeUndefined();
    // The second gives the offer's hold back over the channel: the third is offered it.
    const offer = await offerOf(second ?? 0, slot.id);
    expect(await ledger().release(second ?? 0, [{ prod_timer: offer?.id ?? 0, quantidade: 1 }], clock.now)).toMatchObject({ ok: true });
    expect(await states(slot.id)).toEqual(['declined', 'declined', 'offered']);
    // The third buys it.
    const bought = await offerOf(third ?? 0, slot.id);
    const orderId = await pendingOrderPricing(db(), [{ slot, quantity: 1 }], { deadline: new Date(clock.now().getTime() + HOUR) });
    const sale = await ledger().purchase(third ?? 0, orderId, [{ prod_timer: bought?.id ?? 0, quantidade: 1 }], clock.now, 'any');
    expect(sale).toMatchObject({ ok: true });
    expect(await states(slot.id)).toEqual(['declined', 'declined', 'bought']);
    const [entry] = await db().select().from(waitingEntries).where(eq(waitingEntries.holdId, bought?.id ?? 0));
    expect(entry?.mailKind).toBe('offer');
  });
});
