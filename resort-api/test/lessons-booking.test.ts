import { lessonEventsAnswer, purchaseCodesAnswer, type LessonBookingRequest } from '@estancia/resort-contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessonEvents } from '../src/db/lessons-schema.ts';
import { ENGINES, SEED_NOW, type TestDatabase, openTestDatabase } from './support/databases.ts';
import { type TestApi, expectError, testApi, testClock } from './support/accounts.ts';
import { eventRow, insertInstructor, insertLessonEvent, insertLessonOrder, lessonLine, usedCodes } from './support/lessons.ts';

const HOUR = 3_600_000;
/** Tomorrow 10:00 in Lisbon (winter: UTC) after the seed's "now", 2026-01-15T10:00Z. */
const TOMORROW_10 = new Date('2026-01-16T10:00:00Z');
const at = (hours: number) => new Date(TOMORROW_10.getTime() + hours * HOUR);

function booking(eventId: number, orderId: number, code: string, overrides: Partial<LessonBookingRequest['info']['inscritos'][0]> = {}): LessonBookingRequest {
  return {
    id: eventId,
    info: {
      inscritos: [
        { name: 'Marta Fernandes', age: 9, email: 'cliente@estancia.pt', telefone: '+351 912 345 678', tipo: 'encarregado', numero_alunos: 1, id_encomenda: orderId, codigo_compra: code, classe_level: 'iniciacao', ...overrides },
      ],
    },
  };
}

describe.each(ENGINES)('lesson events, booking and cancelling on %s', (engine) => {
  let testDb: TestDatabase;
  let api: TestApi;
  let maria: { token: string; id: number };
  let joao: { token: string; id: number };
  const clock = testClock(SEED_NOW);
  const db = () => testDb.database.db;

  const codesOf = async (orderId: number, token = maria.token) => {
    const response = await api.get(`/store/purchase/payment/code/${orderId}`, token);
    expect(response.status).toBe(200);
    return purchaseCodesAnswer.parse(await response.json()).data;
  };

  beforeAll(async () => {
    testDb = await openTestDatabase(engine);
    api = testApi(testDb, { now: clock.now });
    maria = await api.session('maria');
    joao = await api.session('joao');
  });
  afterAll(() => testDb?.dispose());

  it('answers the free events of a day with the lesson event fields, never past ones, by type', async () => {
    const response = await api.get('/estancia/aula/event/available/estancia/free?dia=2026-01-16&categoria=2');
    expect(response.status).toBe(200);
    const { data } = lessonEventsAnswer.parse(await response.json());
    // Tiago and Inês offer Snowboard at six hours each.
    expect(data).toHaveLength(12);
    expect(data[0]?.info).toMatchObject({
      tipo_aula: 2,
      companycode: 'estancia',
      detail: { start: '2026-01-16T10:00:00+00:00', end: '2026-01-16T11:00:00+00:00', calendarId: '2', state: 'free', category: 'time', isAllDay: false, isReadOnly: false },
      inscritos: [],
    });
    expect(data[0]?.info.instrutor.name).toMatch(/Tiago Neves|Inês Carvalho/);

    // Today, at 10:00Z: the 10:00 hours have started, so only later ones are free to book.
    const today = lessonEventsAnswer.parse(await (await api.get('/estancia/aula/event/available/estancia/free?dia=2026-01-15')).json()).data;
    expect(today.length).toBeGreaterThan(0);
    expect(today.every((event) => Date.parse(event.info.detail.start ?? '') > SEED_NOW.getTime())).toBe(true);
    // Summer time: 10:00 in Lisbon is 09:00Z.
    const summer = lessonEventsAnswer.parse(await (await api.get('/estancia/aula/event/available/estancia/free?dia=2026-04-10&categoria=1')).json()).data;
    expect(summer[0]?.info.detail.start).toBe('2026-04-10T10:00:00+01:00');
  });

  it('filters by instructor, and names an unknown one', async () => {
    const instructor = await insertInstructor(db(), 'Instrutora só de teste');
    await insertLessonEvent(db(), { instructorId: instructor, startsAt: at(30) });
    const own = lessonEventsAnswer.parse(await (await api.get(`/estancia/aula/event/available/estancia/free?desde=2026-01-16&ate=2026-01-20&instrutor=${instructor}`)).json()).data;
    expect(own.map((event) => event.info.instrutor.name)).toEqual(['Instrutora só de teste']);
    const message = await expectError(await api.get('/estancia/aula/event/available/estancia/free?instrutor=987654'), 404, 'not_found');
    expect(message).toContain('instructor 987654');
  });

  it('refuses impossible days, reversed or long ranges and unknown types with 400', async () => {
    for (const query of ['dia=2026-02-30', 'dia=amanha', 'desde=2026-02-10&ate=2026-02-01', 'desde=2026-01-16&ate=2026-12-31', 'categoria=3']) {
      await expectError(await api.get(`/estancia/aula/event/available/estancia/free?${query}`), 400, 'invalid_request');
    }
  });

  it('answers the lesson info of lesson products only', async () => {
    expect((await api.get('/estancia/aula/info/estancia/31')).status).toBe(200);
    await expectError(await api.get('/estancia/aula/info/estancia/11'), 404, 'not_found');
  });

  it('gives the demo customer purchase codes for her paid lesson orders, one per lesson', async () => {
    const listed = await api.get(`/store/order/client/estancia/${maria.id}`, maria.token);
    const { data: history } = (await listed.json()) as { data: Array<{ id: number; info: { pagamento_pendente: number }; documento: { linhas: Array<{ quantidade: number; quantidade_aux_em_caso_de_aula: number; details: { is_random: string } | null }> } }> };
    const paidLessons = history.filter((order) => [1, 2].includes(order.info.pagamento_pendente) && order.documento.linhas.some((l) => l.details?.is_random === 'AULA'));
    expect(paidLessons.length).toBeGreaterThan(0);
    for (const order of paidLessons) {
      const line = order.documento.linhas.find((l) => l.details?.is_random === 'AULA');
      const codes = await codesOf(order.id);
      expect(codes).toHaveLength(line?.quantidade ?? -1);
      expect(codes.filter((code) => !code.usado)).toHaveLength(line?.quantidade_aux_em_caso_de_aula ?? -1);
      expect(codes[0]?.codigo_compra).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    }
    // Someone else's order: 403; an unpaid order has none.
    expect((await api.get(`/store/purchase/payment/code/${paidLessons[0]?.id}`, joao.token)).status).toBe(403);
    const unpaid = await insertLessonOrder(db(), maria.id, { paid: false });
    expect(await codesOf(unpaid.id)).toEqual([]);
  });

  it('books an hour: busy in calendar 0, the instructor\'s overlapping hours cancel in 3, one lesson fewer; cancelling restores all', async () => {
    const instructor = await insertInstructor(db());
    const ski10 = await insertLessonEvent(db(), { instructorId: instructor, startsAt: at(0) });
    const snow10 = await insertLessonEvent(db(), { instructorId: instructor, startsAt: at(0), category: 2 });
    const ski1030 = await insertLessonEvent(db(), { instructorId: instructor, startsAt: at(0.5) });
    const ski11 = await insertLessonEvent(db(), { instructorId: instructor, startsAt: at(1) });
    const order = await insertLessonOrder(db(), maria.id, { quantity: 2 });
    const [first, second] = await codesOf(order.id);

    // The code is checked as typed: lower case and without the dash.
    const check = await api.post(`/store/purchase/payment/code/${order.id}`, { code: first?.codigo_compra.toLowerCase().replace('-', '') }, maria.token);
    expect(purchaseCodesAnswer.parse(await check.json()).data[0]).toMatchObject({ usado: false, id_aula_dentro_encomenda: 1 });

    const booked = await api.post('/estancia/aula/event/client', booking(ski10.id, order.id, first?.codigo_compra ?? ''), maria.token);
    expect(booked.status).toBe(200);
    const event = lessonEventsAnswer.parse(await booked.json()).data[0];
    expect(event?.info.detail).toMatchObject({ state: 'busy', calendarId: '0', isReadOnly: true });
    expect(event?.info.inscritos[0]).toMatchObject({ name: 'Marta Fernandes', codigo_compra: first?.codigo_compra, id_encomenda: order.id, id_aula_dentro_encomenda: 1, classe_level: 'iniciacao' });
    expect(await eventRow(db(), snow10.id)).toMatchObject({ state: 'cancel', calendarId: '3', cancelledBy: ski10.id });
    expect(await eventRow(db(), ski1030.id)).toMatchObject({ state: 'cancel', calendarId: '3' });
    expect(await eventRow(db(), ski11.id)).toMatchObject({ state: 'free', calendarId: '1' });
    expect(await lessonLine(db(), order.id)).toEqual({ remaining: 1, booked: false });

    // The students are for the booking's customer only.
    const seenByJoao = lessonEventsAnswer.parse(await (await api.get(`/estancia/aula/event/estancia/${ski10.id}`, joao.token)).json()).data[0];
    expect(seenByJoao?.info.inscritos).toEqual([]);
    const seenByMaria = lessonEventsAnswer.parse(await (await api.get(`/estancia/aula/event/estancia/${ski10.id}`, maria.token)).json()).data[0];
    expect(seenByMaria?.info.inscritos).toHaveLength(1);

    // The last lesson: the line is flagged booked at zero; then nothing is left.
    expect((await api.post('/estancia/aula/event/client', booking(ski11.id, order.id, second?.codigo_compra ?? ''), maria.token)).status).toBe(200);
    expect(await lessonLine(db(), order.id)).toEqual({ remaining: 0, booked: true });
    await expectError(await api.post('/estancia/aula/event/client', booking(ski1030.id, order.id, first?.codigo_compra ?? ''), maria.token), 409, 'purchase_code_used');

    // A wrong code changes nothing.
    await expectError(await api.put('/estancia/aula/event', { id: ski10.id, info: { codigo_compra: second?.codigo_compra } }, maria.token), 422, 'cancel_code_incorrect');
    await expectError(await api.put('/estancia/aula/event', { id: ski10.id, info: { codigo_compra: 'ZZZZ-ZZZZ' } }, maria.token), 422, 'cancel_code_incorrect');
    expect(await eventRow(db(), ski10.id)).toMatchObject({ state: 'busy', calendarId: '0' });
    expect(await lessonLine(db(), order.id)).toEqual({ remaining: 0, booked: true });

    const cancelled = await api.put('/estancia/aula/event', { id: ski10.id, info: { codigo_compra: first?.codigo_compra } }, maria.token);
    expect(cancelled.status).toBe(200);
    expect(lessonEventsAnswer.parse(await cancelled.json()).data[0]?.info.detail).toMatchObject({ state: 'free', calendarId: '1' });
    expect(await eventRow(db(), snow10.id)).toMatchObject({ state: 'free', calendarId: '2', cancelledBy: null });
    // 10:30–11:30 still overlaps the booked 11:00: it stays cancelled, now by that booking.
    expect(await eventRow(db(), ski1030.id)).toMatchObject({ state: 'cancel', calendarId: '3', cancelledBy: ski11.id });
    expect(await lessonLine(db(), order.id)).toEqual({ remaining: 1, booked: false });
    expect(await usedCodes(db(), order.id)).toBe(1);

    // Cancelling the 11:00 too brings 10:30 back; the same code cannot cancel twice.
    expect((await api.put('/estancia/aula/event', { id: ski11.id, info: { codigo_compra: second?.codigo_compra } }, maria.token)).status).toBe(200);
    expect(await eventRow(db(), ski1030.id)).toMatchObject({ state: 'free', calendarId: '1', cancelledBy: null });
    await expectError(await api.put('/estancia/aula/event', { id: ski11.id, info: { codigo_compra: second?.codigo_compra } }, maria.token), 422, 'cancel_code_incorrect');
    expect(await lessonLine(db(), order.id)).toEqual({ remaining: 2, booked: false });
  });

  it('refuses foreign, unknown and unpaid orders, foreign codes, past and taken hours, and changes nothing', async () => {
    const instructor = await insertInstructor(db());
    const hour = await insertLessonEvent(db(), { instructorId: instructor, startsAt: at(5) });
    const past = await insertLessonEvent(db(), { instructorId: instructor, startsAt: new Date(SEED_NOW.getTime() - HOUR) });
    const order = await insertLessonOrder(db(), maria.id);
    const other = await insertLessonOrder(db(), maria.id);
    const unpaid = await insertLessonOrder(db(), maria.id, { paid: false });
    const [code] = await codesOf(order.id);
    const [otherCode] = await codesOf(other.id);
    const ok = code?.codigo_compra ?? '';

    await expectError(await api.post('/estancia/aula/event/client', booking(hour.id, order.id, ok), joao.token), 403, 'forbidden');
    await expectError(await api.post('/estancia/aula/event/client', booking(hour.id, order.id, ok)), 403, 'forbidden');
    await expectError(await api.post('/estancia/aula/event/client', booking(hour.id, 99_999_999, ok), maria.token), 404, 'not_found');
    await expectError(await api.post('/estancia/aula/event/client', booking(99_999_999, order.id, ok), maria.token), 404, 'not_found');
    await expectError(await api.post('/estancia/aula/event/client', booking(hour.id, unpaid.id, ok), maria.token), 409, 'order_not_paid');
    await expectError(await api.post('/estancia/aula/event/client', booking(hour.id, order.id, otherCode?.codigo_compra ?? ''), maria.token), 422, 'purchase_code_invalid');
    await expectError(await api.post('/estancia/aula/event/client', booking(past.id, order.id, ok), maria.token), 409, 'lesson_slot_passed');
    for (const bad of [{ classe_level: 'perito' }, { numero_alunos: 0 }, { numero_alunos: 5 }, { name: '' }, { tipo: 'tio' }] as const) {
      await expectError(await api.post('/estancia/aula/event/client', booking(hour.id, order.id, ok, bad as never), maria.token), 400, 'invalid_request');
    }
    expect(await eventRow(db(), hour.id)).toMatchObject({ state: 'free', orderId: null });
    expect(await lessonLine(db(), order.id)).toEqual({ remaining: 1, booked: false });
    expect(await usedCodes(db(), order.id)).toBe(0);

    // Taken by another order of the instructor's hour: refused, the loser's lesson kept.
    expect((await api.post('/estancia/aula/event/client', booking(hour.id, other.id, otherCode?.codigo_compra ?? ''), maria.token)).status).toBe(200);
    await expectError(await api.post('/estancia/aula/event/client', booking(hour.id, order.id, ok), maria.token), 409, 'lesson_slot_taken');
    expect(await lessonLine(db(), order.id)).toEqual({ remaining: 1, booked: false });
    // Someone else cannot cancel it, even with the code.
    await expectError(await api.put('/estancia/aula/event', { id: hour.id, info: { codigo_compra: otherCode?.codigo_compra } }, joao.token), 403, 'forbidden');
    const [row] = await db().select().from(lessonEvents).where(eq(lessonEvents.id, hour.id));
    expect(row).toMatchObject({ state: 'busy', orderId: other.id });
  });
});
