import { purchaseCodesAnswer } from '@estancia/resort-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, SEED_NOW, type TestDatabase, openTestDatabase } from './support/databases.ts';
import { type TestApi, testApi, testClock } from './support/accounts.ts';
import { eventRow, insertInstructor, insertLessonEvent, insertLessonOrder, lessonLine, usedCodes } from './support/lessons.ts';

const HOUR = 3_600_000;
const TOMORROW_10 = new Date('2026-01-16T10:00:00Z');

const tally = async (responses: readonly Response[]) => {
  const codes: Record<string, number> = {};
  for (const response of responses) {
    const key = response.status === 200 ? 'ok' : (((await response.json()) as { error: { code: string } }).error.code);
    codes[key] = (codes[key] ?? 0) + 1;
  }
  return codes;
};

const enrolment = (orderId: number, code: string) => ({
  name: 'Aluno', email: 'cliente@estancia.pt', telefone: '', tipo: 'aluno', numero_alunos: 1, id_encomenda: orderId, codigo_compra: code, classe_level: 'intermedio',
});

/**
 * Races for one instructor's hour (spec 001 §4 "Lessons"). On PostgreSQL the pool's connections
 * run the booking transactions truly at once and the row locks decide; PGlite runs one
 * transaction at a time, and the same outcome must hold there.
 */
describe.each(ENGINES)('concurrent lesson bookings on %s', (engine) => {
  let testDb: TestDatabase;
  let api: TestApi;
  let maria: { token: string; id: number };
  const db = () => testDb.database.db;

  const firstCode = async (orderId: number) => {
    const answer = purchaseCodesAnswer.parse(await (await api.get(`/store/purchase/payment/code/${orderId}`, maria.token)).json());
    return answer.data.map((code) => code.codigo_compra);
  };

  beforeAll(async () => {
    testDb = await openTestDatabase(engine);
    api = testApi(testDb, { now: testClock(SEED_NOW).now });
    maria = await api.session('maria');
  });
  afterAll(() => testDb?.dispose());

  it('20 customers booking one hour at once: exactly one booking, 19 refused as taken, the overlaps cancelled once', async () => {
    const instructor = await insertInstructor(db());
    const hour = await insertLessonEvent(db(), { instructorId: instructor, startsAt: TOMORROW_10 });
    const sameStart = await insertLessonEvent(db(), { instructorId: instructor, startsAt: TOMORROW_10, category: 2 });
    const orders = await Promise.all(Array.from({ length: 20 }, () => insertLessonOrder(db(), maria.id)));
    const codes = await Promise.all(orders.map(async (order) => (await firstCode(order.id))[0] ?? ''));

    const responses = await Promise.all(
      orders.map((order, index) =>
        api.post('/estancia/aula/event/client', { id: hour.id, info: { inscritos: [enrolment(order.id, codes[index] ?? '')] } }, maria.token),
      ),
    );
    expect(await tally(responses)).toEqual({ ok: 1, lesson_slot_taken: 19 });

    const winner = await eventRow(db(), hour.id);
    expect(winner).toMatchObject({ state: 'busy', calendarId: '0' });
    expect(await eventRow(db(), sameStart.id)).toMatchObject({ state: 'cancel', calendarId: '3', cancelledBy: hour.id });
    const lines = await Promise.all(orders.map((order) => lessonLine(db(), order.id)));
    expect(lines.filter((line) => line.remaining === 0 && line.booked)).toHaveLength(1);
    expect(lines.filter((line) => line.remaining === 1 && !line.booked)).toHaveLength(19);
    expect((await Promise.all(orders.map((order) => usedCodes(db(), order.id)))).reduce((a, b) => a + b, 0)).toBe(1);
    expect(orders.find((order) => order.id === winner.orderId)).toBeDefined();
  });

  it('one code fired at 10 free hours at once books one; the line never goes below zero', async () => {
    const instructors = await Promise.all(Array.from({ length: 10 }, () => insertInstructor(db())));
    const hours = await Promise.all(instructors.map((instructorId, index) => insertLessonEvent(db(), { instructorId, startsAt: new Date(TOMORROW_10.getTime() + (index % 3) * HOUR) })));
    const order = await insertLessonOrder(db(), maria.id);
    const [code = ''] = await firstCode(order.id);

    const responses = await Promise.all(
      hours.map((hour) => api.post('/estancia/aula/event/client', { id: hour.id, info: { inscritos: [enrolment(order.id, code)] } }, maria.token)),
    );
    expect(await tally(responses)).toEqual({ ok: 1, purchase_code_used: 9 });
    expect(await lessonLine(db(), order.id)).toEqual({ remaining: 0, booked: true });
    const states = await Promise.all(hours.map((hour) => eventRow(db(), hour.id)));
    expect(states.filter((row) => row.state === 'busy')).toHaveLength(1);
  });

  it('a lesson of two bought, both codes fired at once at two hours: both book, the line ends at zero', async () => {
    const instructor = await insertInstructor(db());
    const nine = await insertLessonEvent(db(), { instructorId: instructor, startsAt: new Date(TOMORROW_10.getTime() + 3 * HOUR) });
    const ten = await insertLessonEvent(db(), { instructorId: instructor, startsAt: new Date(TOMORROW_10.getTime() + 4 * HOUR) });
    const order = await insertLessonOrder(db(), maria.id, { quantity: 2 });
    const codes = await firstCode(order.id);
    const responses = await Promise.all(
      [nine, ten].map((hour, index) => api.post('/estancia/aula/event/client', { id: hour.id, info: { inscritos: [enrolment(order.id, codes[index] ?? '')] } }, maria.token)),
    );
    expect(await tally(responses)).toEqual({ ok: 2 });
    expect(await lessonLine(db(), order.id)).toEqual({ remaining: 0, booked: true });
  });
});
