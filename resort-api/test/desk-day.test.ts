import {
  type DeskDaySlot,
  deskCheckInAnswer,
  deskDayAnswer,
  deskDayErrorAnswer,
  deskRefundAnswer,
  orderListAnswer,
  sandboxRefundAnswer,
  stockLinesAnswer,
} from '@estancia/resort-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toResortDate } from '../src/lib/time.ts';
import { signNotification } from '../src/payments/notification-signature.ts';
import { COMPANY, SITE_TOKEN, type TestApi, testApi, testClock } from './support/accounts.ts';
import { SEED_NOW, type TestDatabase, openTestDatabase } from './support/databases.ts';
import { DESK_SECRET, ENTRANCE_PRODUCT, HOUR, type Who, deskFixture } from './support/desk.ts';

/**
 * The desk's day on PGlite: the day's list, check-in by the receipt's code and refunds at the
 * counter. Every refusal answers its code with its details, and nothing is written.
 */
describe('the desk day on pglite', () => {
  let testDb: TestDatabase;
  let api: TestApi;
  let staff: Who;
  let maria: Who;
  const clock = testClock(new Date(SEED_NOW.getTime() + 10 * 60_000));
  const desk = deskFixture(
    () => api,
    () => testDb.database.db,
  );
  let hour = 30;
  /** A start a few days ahead of the clock, each test's own hour. */
  const nextStart = () => new Date(clock.now().getTime() + (hour += 3) * HOUR);

  beforeAll(async () => {
    testDb = await openTestDatabase('pglite');
    api = testApi(testDb, { now: clock.now, config: { publicSiteToken: SITE_TOKEN, paymentNotificationSecret: DESK_SECRET } });
    [staff, maria] = await Promise.all([api.session('balcao'), api.session('maria')]);
  });
  afterAll(() => testDb?.dispose());

  const day = async (dia: string) => {
    const response = await api.get(`/desk/day/${dia}`, staff.token);
    const body: unknown = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(200);
    return deskDayAnswer.parse(body).data;
  };
  const slotIn = async (dia: string, slotId: number): Promise<DeskDaySlot> => {
    const found = (await day(dia)).servicos.flatMap((s) => s.slots).find((s) => s.id_stock === slotId);
    if (!found) throw new Error(`slot ${slotId} is not on ${dia}`);
    return found;
  };
  const checkIn = (codigo: string, dia: string, idStock?: number, token = staff.token) =>
    api.post('/desk/checkin', { codigo, dia, ...(idStock === undefined ? {} : { id_stock: idStock }) }, token);
  const refund = (orderId: number, token = staff.token) => api.post('/desk/refund', { id_encomenda: orderId, motivo: 'Cliente doente' }, token);
  const refusal = async (response: Response, status: number) => {
    const body: unknown = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(status);
    return deskDayErrorAnswer.parse(body).error;
  };

  it('lists the day per service and slot with its seats, the bookings and the entrance tickets', async () => {
    const sale = await desk.book({ startsAt: nextStart(), seats: 2, entrance: 3, capacity: 8 });
    const dia = toResortDate(sale.slot.startsAt);
    const slot = await slotIn(dia, sale.slot.id);
    expect(slot).toMatchObject({ capacidade: 8, vendidos: 2, cativos: 0, disponivel: 6, listado: true, id_prod: sale.slot.productId });
    expect(slot.reservas).toEqual([
      {
        id_encomenda: sale.order.id,
        numero: sale.order.info.numero,
        serie: sale.order.info.serie,
        cliente: 'Ana Ribeiro',
        id_cliente: null,
        quantidade: 2,
        origem: 'desk',
        pagamento_pendente: 1,
        metodo_de_pagamento: 2,
        codigos: sale.order.info.qr.map((t) => t.codigo),
        chegada: null,
        reembolso: null,
      },
    ]);
    const tickets = (await day(dia)).entradas.find((e) => e.id_prod === ENTRANCE_PRODUCT);
    expect(tickets?.reservas.find((r) => r.id_encomenda === sale.order.id)).toMatchObject({ quantidade: 3, origem: 'desk' });
    // The seats agree with what listings show.
    const stocks = stockLinesAnswer.parse(await (await api.get(`/stocks/${dia}/${sale.slot.productId}`)).json()).data;
    expect(stocks.find((s) => s.id === sale.slot.id)?.disponivel).toBe(6);
  });

  it('refuses a customer and a visitor every desk call, and writes nothing', async () => {
    const sale = await desk.book({ startsAt: nextStart() });
    const dia = toResortDate(sale.slot.startsAt);
    const before = await desk.written(sale.order.id);
    for (const token of [maria.token, SITE_TOKEN]) {
      for (const response of [await api.get(`/desk/day/${dia}`, token), await checkIn(sale.code, dia, undefined, token), await refund(sale.order.id, token)]) {
        expect(response.status).toBe(403);
        expect(((await response.json()) as { error: { code: string } }).error.code).toBe('forbidden');
      }
    }
    expect((await api.get(`/desk/day/${dia}`, null)).status).toBe(401);
    expect(await desk.written(sale.order.id)).toEqual(before);
  });

  it('checks a booking in once, with the time and the clerk; a second check-in says when and by whom', async () => {
    const sale = await desk.book({ startsAt: nextStart(), entrance: 1 });
    const dia = toResortDate(sale.slot.startsAt);
    const typed = ` ${sale.code.toLowerCase()} `;
    const first = await checkIn(typed, dia, sale.slot.id);
    const answer = deskCheckInAnswer.parse(await first.json()).data;
    expect(first.status).toBe(200);
    expect(answer.chegadas).toHaveLength(1);
    expect(answer.chegadas[0]?.lugar).toMatchObject({ id_stock: sale.slot.id, dia });
    expect(answer.chegadas[0]?.reserva.chegada?.por).toEqual({ id: staff.id, nome: expect.any(String) });
    const at = answer.chegadas[0]?.reserva.chegada?.em;
    expect(new Date(at ?? '').getTime()).toBe(clock.now().getTime());
    expect((await slotIn(dia, sale.slot.id)).reservas[0]?.chegada?.em).toBe(at);

    const before = await desk.written(sale.order.id);
    const again = await refusal(await checkIn(sale.code, dia, sale.slot.id), 409);
    expect(again).toMatchObject({ code: 'checkin_already', details: { id_encomenda: sale.order.id, chegada: { em: at, por: { id: staff.id } } } });
    expect(await desk.written(sale.order.id)).toEqual(before);
    // Without a slot chosen, the rest of the day's bookings (the entrance ticket) arrive.
    const rest = deskCheckInAnswer.parse(await (await checkIn(sale.code, dia)).json()).data;
    expect(rest.chegadas.map((c) => c.lugar)).toEqual([expect.objectContaining({ id_stock: null, id_prod: ENTRANCE_PRODUCT, dia })]);
    expect((await refusal(await checkIn(sale.code, dia), 409)).code).toBe('checkin_already');
  });

  it('refuses malformed, unknown, other-day, other-slot and unpaid codes with their details, and writes nothing', async () => {
    const sale = await desk.book({ startsAt: nextStart() });
    const other = await desk.book({ startsAt: new Date(sale.slot.startsAt.getTime() + HOUR) });
    const pending = await desk.book({ startsAt: nextStart(), paid: false });
    const dia = toResortDate(sale.slot.startsAt);
    const before = await Promise.all([sale, pending].map((b) => desk.written(b.order.id)));

    expect((await refusal(await checkIn('not a code', dia), 422)).code).toBe('ticket_code_malformed');
    expect((await refusal(await checkIn('EST00000000', dia), 404)).code).toBe('ticket_code_unknown');
    const otherDay = await refusal(await checkIn(sale.code, '2030-01-01'), 409);
    expect(otherDay).toMatchObject({ code: 'checkin_other_day', details: { id_encomenda: sale.order.id, reservas: [{ dia, id_stock: sale.slot.id }] } });
    const otherSlot = await refusal(await checkIn(sale.code, dia, other.slot.id), 409);
    expect(otherSlot).toMatchObject({ code: 'checkin_other_slot', details: { reservas: [{ id_stock: sale.slot.id }] } });
    const unpaid = await refusal(await checkIn(pending.code, toResortDate(pending.slot.startsAt)), 409);
    expect(unpaid).toMatchObject({ code: 'checkin_unpaid', details: { id_encomenda: pending.order.id, pagamento_pendente: 0 } });
    expect((await checkIn('', dia)).status).toBe(400);

    expect(await Promise.all([sale, pending].map((b) => desk.written(b.order.id)))).toEqual(before);
  });

  it('refunds a card order online once: -2, tickets hidden, the provider refund, the seats back on sale', async () => {
    const sale = await desk.book({ startsAt: nextStart(), customer: maria, seats: 3, capacity: 5 });
    const dia = toResortDate(sale.slot.startsAt);
    expect((await slotIn(dia, sale.slot.id)).disponivel).toBe(2);
    const response = await refund(sale.order.id);
    const body: unknown = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(200);
    const answer = deskRefundAnswer.parse(body).data;
    expect(answer.encomenda.info).toMatchObject({ pagamento_pendente: -2, qr: sale.order.info.qr.map((t) => ({ ...t, show_qr: false })) });
    expect(answer.reembolso).toMatchObject({ motivo: 'Cliente doente', valor: sale.order.documento.total_documento, metodo: 'cc', por: { id: staff.id } });
    expect(answer.lugares).toEqual([{ id_stock: sale.slot.id, quantidade: 3 }]);
    const provider = (await desk.providerRefunds()).filter((r) => r.id === answer.reembolso.id_reembolso_fornecedor);
    expect(provider).toHaveLength(1);

    const slot = await slotIn(dia, sale.slot.id);
    expect(slot).toMatchObject({ vendidos: 0, disponivel: 5 });
    expect(slot.reservas[0]).toMatchObject({ id_encomenda: sale.order.id, quantidade: 3, pagamento_pendente: -2, reembolso: { motivo: 'Cliente doente' } });
    // The customer's purchase history carries -2 as it is.
    const history = orderListAnswer.parse(await (await api.get(`/store/order/client/${COMPANY}/${maria.id}`, maria.token)).json()).data;
    expect(history.find((o) => o.id === sale.order.id)?.info.pagamento_pendente).toBe(-2);

    const before = await desk.written(sale.order.id);
    const paidBack = (await desk.providerRefunds()).length;
    const twice = await refusal(await refund(sale.order.id), 409);
    expect(twice).toMatchObject({ code: 'refund_already', details: { id_encomenda: sale.order.id, reembolso: { motivo: 'Cliente doente' } } });
    const scanned = await refusal(await checkIn(sale.code, dia), 409);
    expect(scanned).toMatchObject({ code: 'checkin_unpaid', details: { pagamento_pendente: -2 } });
    expect(await desk.written(sale.order.id)).toEqual(before);
    expect(await desk.providerRefunds()).toHaveLength(paidBack);
  });

  it('refunds a card payment through the sandbox call: signed, at most what was paid, once per reference', async () => {
    const sale = await desk.book({ startsAt: nextStart(), customer: maria, seats: 1 });
    const call = (body: unknown, signed = true) =>
      api.app.request(`/sandbox/payments/${sale.ref}/refunds`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(signed ? { 'x-payment-signature': signNotification(DESK_SECRET, JSON.stringify(body)) } : {}) },
        body: JSON.stringify(body),
      });
    const part = { amount: '5.00', reason: 'parcial', reference: 'r-1' };
    expect((await call(part, false)).status).toBe(401);
    const first = sandboxRefundAnswer.parse(await (await call(part)).json()).data;
    expect(first).toMatchObject({ payment: sale.ref, amount: '5.00', currency: 'EUR', status: 'succeeded', reference: 'r-1' });
    expect(sandboxRefundAnswer.parse(await (await call(part)).json()).data.id).toBe(first.id);
    const tooMuch = await call({ amount: sale.order.documento.total_documento, reason: '', reference: 'r-2' });
    expect(tooMuch.status).toBe(400);
    expect(((await tooMuch.json()) as { error: { message: string } }).error.message).toMatch(/left to refund/);
    expect((await desk.providerRefunds()).filter((r) => r.reference.startsWith('r-'))).toHaveLength(1);
  });

  it('refuses a refund after the slot started, of an unpaid order and of an unknown order, and writes nothing', async () => {
    const soon = await desk.book({ startsAt: new Date(clock.now().getTime() + HOUR) });
    const pending = await desk.book({ startsAt: nextStart(), paid: false });
    const before = await Promise.all([soon, pending].map((b) => desk.written(b.order.id)));
    clock.advance(2 * HOUR);
    try {
      const started = await refusal(await refund(soon.order.id), 409);
      expect(started).toMatchObject({ code: 'refund_slot_started', details: { id_encomenda: soon.order.id, lugar: { id_stock: soon.slot.id } } });
      expect(new Date(started.code === 'refund_slot_started' ? (started.details.lugar.inicio ?? '') : '').getTime()).toBe(soon.slot.startsAt.getTime());
    } finally {
      clock.advance(-2 * HOUR);
    }
    expect(await refusal(await refund(pending.order.id), 409)).toMatchObject({ code: 'refund_not_paid', details: { pagamento_pendente: 0 } });
    expect((await refusal(await refund(999_999), 404)).code).toBe('refund_order_unknown');
    expect(await Promise.all([soon, pending].map((b) => desk.written(b.order.id)))).toEqual(before);
  });

  it('documents the desk calls and the sandbox refund in GET /openapi.json', async () => {
    const doc = (await (await api.get('/openapi.json', null)).json()) as { paths: Record<string, Record<string, { tags?: string[]; description?: string }>> };
    expect(doc.paths['/desk/day/{dia}']?.get?.tags).toEqual(['desk']);
    expect(doc.paths['/desk/checkin']?.post?.description).toMatch(/addition of this implementation/);
    expect(doc.paths['/desk/refund']?.post?.description).toMatch(/addition of this implementation/);
    expect(doc.paths['/sandbox/payments/{ref}/refunds']?.post?.description).toMatch(/addition of this implementation/);
  });
});
