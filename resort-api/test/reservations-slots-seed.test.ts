import { eventDataAnswer, serviceProductsAnswer, stockLinesAnswer } from '@estancia/resort-contract';
import { describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import { serviceSlots } from '../src/db/reservations-schema.ts';
import { products } from '../src/db/schema.ts';
import { seedDatabase } from '../src/db/seed.ts';
import { topUpServiceSlots } from '../src/reservations/slots.seed.ts';
import { addDays, lisbonInstant, lisbonTime } from '../src/reservations/slots.time.ts';
import { COMPANY } from './support/accounts.ts';
import { MINUTE, reservationFixture } from './support/reservations.ts';
import { ENGINES, SEED_NOW } from './support/databases.ts';

/**
 * The demo slots: seeded 60 days ahead of the start's "now" and topped up at every start, at the
 * right instants for Lisbon wall-clock times on both sides of the daylight-saving changes.
 */

describe('Lisbon wall-clock times (slots.time.ts)', () => {
  it('turns a Lisbon time into the right instant on both sides of the March and October changes', () => {
    expect(lisbonInstant('2026-03-28', '10:00').toISOString()).toBe('2026-03-28T10:00:00.000Z');
    expect(lisbonInstant('2026-03-29', '10:00').toISOString()).toBe('2026-03-29T09:00:00.000Z');
    expect(lisbonInstant('2026-10-24', '16:30').toISOString()).toBe('2026-10-24T15:30:00.000Z');
    expect(lisbonInstant('2026-10-25', '16:30').toISOString()).toBe('2026-10-25T16:30:00.000Z');
    expect(lisbonTime(new Date('2026-03-29T09:00:00Z'))).toBe('10:00');
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe.each(ENGINES)('reservation slots seeded ahead on %s', (engine) => {
  const { api, db, seeded, read, stocksOf, dayData, hold } = reservationFixture(engine);

  describe('slots ahead of each start', () => {
    const slotCount = async () => (await db().select({ n: count() }).from(serviceSlots))[0]?.n ?? 0;
    const duplicates = async () =>
      db()
        .select({ productId: serviceSlots.productId })
        .from(serviceSlots)
        .groupBy(serviceSlots.productId, serviceSlots.startsAt)
        .having(sql`count(*) > 1`);

    it('seeded 60 days of slots from the seed\'s now: 30 a day', async () => {
      expect(seeded().serviceSlots).toBe(60 * 30);
      expect(seeded().productCollisions).toBe(6);
      expect(await stocksOf('2026-03-15', 41)).toHaveLength(5);
      expect(await stocksOf('2026-03-16', 41)).toEqual([]);
    });

    it('tops them up at a later start, never duplicating and never changing a slot that has holds', async () => {
      const [held] = await stocksOf('2026-02-20', 43);
      if (!held) throw new Error('no hot-stone slot');
      await hold(held, 1, 'held', new Date(SEED_NOW.getTime() + 10 * MINUTE));
      await db().update(serviceSlots).set({ capacity: 5, netPrice: '50.000' }).where(eq(serviceSlots.id, held.id));
      const before = await slotCount();

      // A start 30 days later: the days 03-16 to 04-14 are missing.
      const report = await seedDatabase(db(), { companyCode: COMPANY, now: new Date(SEED_NOW.getTime() + 30 * 24 * 60 * MINUTE) });
      expect(report).toMatchObject({ serviceSlots: 30 * 30, products: 0, productCollisions: 0, orders: 0 });
      expect(await slotCount()).toBe(before + 900);
      expect(await stocksOf('2026-04-14', 41)).toHaveLength(5);
      expect(await stocksOf('2026-04-15', 41)).toEqual([]);
      expect(await duplicates()).toEqual([]);
      const [after] = (await read(api().get(`/stocks/id/${held.id}`), stockLinesAnswer)).data;
      expect(after).toMatchObject({ id_event: held.id_event, capacidade: 5, disponivel: 4, start_at: held.start_at });
      const event = (await read(api().get(`/platform/products/event/data/event_id/${held.id_event}`), eventDataAnswer)).data;
      expect(event.evento.preco_liquido).toBe('50.000');

      // The same start again adds nothing.
      expect((await seedDatabase(db(), { companyCode: COMPANY, now: new Date(SEED_NOW.getTime() + 30 * 24 * 60 * MINUTE) })).serviceSlots).toBe(0);
      // Event ids stay unique and apart from stock ids.
      const [minimum] = await db().select({ n: sql<number>`min(${serviceSlots.eventId})`.mapWith(Number) }).from(serviceSlots);
      expect(minimum?.n).toBe(100_001);
    });

    it('sets the instants of Lisbon times right across the March and October changes', async () => {
      const added = await db().transaction((tx) => topUpServiceSlots(tx, COMPANY, new Date('2026-03-20T12:00:00Z')));
      expect(added).toBeGreaterThan(0);
      expect(await db().transaction((tx) => topUpServiceSlots(tx, COMPANY, new Date('2026-03-20T12:00:00Z')))).toBe(0);
      await db().transaction((tx) => topUpServiceSlots(tx, COMPANY, new Date('2026-10-01T12:00:00Z')));

      const first = async (day: string, productId: number) => (await stocksOf(day, productId))[0];
      expect(await first('2026-03-28', 41)).toMatchObject({ start_at: '2026-03-28T10:00:00+00:00', end_at: '2026-03-28T12:00:00+00:00' });
      expect(await first('2026-03-29', 41)).toMatchObject({ start_at: '2026-03-29T10:00:00+01:00', end_at: '2026-03-29T12:00:00+01:00' });
      expect(await first('2026-10-24', 42)).toMatchObject({ start_at: '2026-10-24T09:00:00+01:00', end_at: '2026-10-24T09:50:00+01:00' });
      expect(await first('2026-10-25', 42)).toMatchObject({ start_at: '2026-10-25T09:00:00+00:00', end_at: '2026-10-25T09:50:00+00:00' });
      // The stored instants themselves, not only their rendering.
      const [row] = await db()
        .select({ startsAt: serviceSlots.startsAt })
        .from(serviceSlots)
        .where(and(eq(serviceSlots.productId, 41), eq(serviceSlots.eventDate, '2026-03-29')))
        .orderBy(serviceSlots.startsAt)
        .limit(1);
      expect(row?.startsAt.toISOString()).toBe('2026-03-29T09:00:00.000Z');
      // A day's details read the same wall-clock times on either side of the change.
      for (const day of [29, 28]) {
        const [product] = (await dayData({ id_prod: 41, ano: 2026, mes: 3, dia: day })).data;
        expect(product?.details.map((detail) => detail.validade_data_hora_ini)).toEqual(['10:00', '12:00', '14:00', '16:00', '18:00']);
      }
      expect(await duplicates()).toEqual([]);
    });

    it('brings products seeded before the reservations up to date at a start: ticket kind and duration', async () => {
      const [massage] = await db().select().from(products).where(eq(products.id, 42));
      if (!massage) throw new Error('no product 42');
      await db().update(products).set({ kind: 'service' }).where(eq(products.id, 51));
      await db().update(products).set({ info: { ...massage.info, detail: null } }).where(eq(products.id, 42));
      expect((await read(api().get('/platform/products/42'), serviceProductsAnswer)).data[0]?.duracao_min).toBe(0);

      await seedDatabase(db(), { companyCode: COMPANY, now: SEED_NOW });
      expect((await read(api().get('/platform/products/51'), serviceProductsAnswer)).data[0]).toMatchObject({ kind: 'entrance', tipo_reserva: 'entrance' });
      expect((await read(api().get('/platform/products/42'), serviceProductsAnswer)).data[0]).toMatchObject({ duracao_min: 50, preco: '36.585' });
    });
  });

});
