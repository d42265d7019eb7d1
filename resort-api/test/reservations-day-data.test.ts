import { cacheDataRangeAnswer, eventDataAnswer, slotDetailSchema, stockLinesAnswer } from '@estancia/resort-contract';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { serviceSlots } from '../src/db/reservations-schema.ts';
import { remainingSeats } from '../src/reservations/remaining.ts';
import { addDays } from '../src/reservations/slots.time.ts';
import { SITE_TOKEN, expectError } from './support/accounts.ts';
import { ENTRANCE, MINUTE, SPA_TIMED, WEL, reservationFixture } from './support/reservations.ts';
import { ENGINES, SEED_NOW } from './support/databases.ts';

/**
 * Seats left (capacity − sold − live holds) as every read answers them, and the day reads of
 * spec 002 §7: POST platform/products/cache/get/data and …/data/range with their filters.
 */
describe.each(ENGINES)('reservation seats and days on %s', (engine) => {
  const { api, db, clock, read, stocksOf, dayData, ids, hold } = reservationFixture(engine);

  describe('seats left', () => {
    it('counts sold seats and live holds; a hold stops counting at its expiry instant exactly', async () => {
      const [slot] = await stocksOf('2026-01-24', 42);
      if (!slot) throw new Error('no massage slot');
      const expiry = new Date(SEED_NOW.getTime() + 5 * MINUTE);
      await hold(slot, 2, 'sold', new Date(SEED_NOW.getTime() - MINUTE));
      await hold(slot, 1, 'held', expiry);
      await hold(slot, 1, 'held', new Date(SEED_NOW.getTime() - 1));
      await hold(slot, 3, 'released', expiry);

      const seen = async () => {
        const [byStock] = (await read(api().get(`/stocks/id/${slot.id}`), stockLinesAnswer)).data;
        const [byEvent] = (await read(api().get(`/stocks/id_event/${slot.id_event}`), stockLinesAnswer)).data;
        const event = (await read(api().get(`/platform/products/event/data/event_id/${slot.id_event}`), eventDataAnswer)).data;
        const [product] = (await dayData({ id_prod: 42, ano: 2026, mes: 1, dia: 24 })).data;
        const direct = (await remainingSeats(db(), [slot.id], clock.now())).get(slot.id);
        return [byStock?.disponivel, byEvent?.disponivel, event.evento.disponivel, product?.details[0]?.disponivel, direct];
      };
      clock.set(new Date(expiry.getTime() - 1));
      expect(await seen()).toEqual([3, 3, 3, 3, 3]);
      clock.set(expiry);
      expect(await seen()).toEqual([4, 4, 4, 4, 4]);
      clock.set(SEED_NOW);
      // Capacity is untouched by holds.
      expect((await stocksOf('2026-01-24', 42))[0]?.capacidade).toBe(6);
    });

    it('never answers fewer than zero seats', async () => {
      const [slot] = await stocksOf('2026-01-24', 47);
      if (!slot) throw new Error('no reflexology slot');
      await hold(slot, 6, 'sold', SEED_NOW);
      await db().update(serviceSlots).set({ capacity: 4 }).where(eq(serviceSlots.id, slot.id));
      expect((await stocksOf('2026-01-24', 47))[0]).toMatchObject({ capacidade: 4, disponivel: 0 });
    });
  });

  describe('POST platform/products/cache/get/data', () => {
    it('answers the group\'s products with the day\'s slots, WEL in morning and afternoon', async () => {
      const { data } = await dayData({ cod_grupo: 'WEL', 'stocks.visible': true, 'stocks.activo': true, ano: 2026, mes: 2, dia: 3 });
      expect(ids(data)).toEqual(WEL);
      for (const product of data) {
        expect(product.details.map((detail) => detail.validade_data_hora_ini)).toEqual(['09:00', '10:30', '14:00', '16:30']);
        const morning = product.details.filter((detail) => Number(detail.validade_data_hora_ini.slice(0, 2)) < 12);
        expect(morning).toHaveLength(2);
        for (const detail of product.details) {
          expect(slotDetailSchema.parse(detail)).toEqual(detail);
          expect(detail).toMatchObject({ dia: '2026-02-03', validade_duracao: product.duracao_min, disponivel: detail.capacidade, preco_liquido: product.preco });
          expect(Date.parse(detail.fim ?? '') - Date.parse(detail.inicio ?? '')).toBe(product.duracao_min * MINUTE);
        }
      }
      // Without a day: the products, no slots. Entrance tickets never have any.
      const spa = (await dayData({ cod_grupo: 'SPA' })).data;
      expect(ids(spa)).toEqual([...SPA_TIMED, ...ENTRANCE]);
      expect(spa.every((product) => product.details.length === 0)).toBe(true);
      const spaDay = (await dayData({ cod_grupo: 'SPA', ano: 2026, mes: 2, dia: 3 })).data;
      expect(spaDay.map((product) => product.details.length)).toEqual([5, 5, 4, 0, 0, 0]);
      // id_prod alone, and every group when none is given.
      expect(ids((await dayData({ id_prod: 44, ano: 2026, mes: 2, dia: 3 })).data)).toEqual([44]);
      expect(ids((await dayData({})).data)).toEqual([41, 43, 44, 42, 45, 46, 47, 51, 52, 53]);
      expect((await dayData({ id_prod: 11 })).data).toEqual([]);
    });

    it('keeps the slots whose visible and activo flags match the filters', async () => {
      const [first, second] = await stocksOf('2026-02-04', 45);
      if (!first || !second) throw new Error('no yoga slots');
      await db().update(serviceSlots).set({ visible: false }).where(eq(serviceSlots.id, first.id));
      await db().update(serviceSlots).set({ activo: false }).where(eq(serviceSlots.id, second.id));
      const detailsOf = async (filter: Record<string, unknown>) =>
        (await dayData({ id_prod: 45, ano: 2026, mes: 2, dia: 4, ...filter })).data[0]?.details.map((detail) => detail.id_stock);
      expect(await detailsOf({})).toHaveLength(4);
      expect(await detailsOf({ 'stocks.visible': true, 'stocks.activo': true })).toHaveLength(2);
      expect(await detailsOf({ 'stocks.visible': false })).toEqual([first.id]);
      expect(await detailsOf({ 'stocks.activo': false })).toEqual([second.id]);
      expect(await detailsOf({ 'stocks.visible': true })).not.toContain(first.id);
    });

    it('refuses malformed filters, a partial day and a day that does not exist', async () => {
      const path = '/platform/products/cache/get/data';
      expect(await expectError(await api().post(path, { ano: 2026, mes: 2 }), 400, 'invalid_request')).toMatch(/ano, mes and dia go together/);
      expect(await expectError(await api().post(path, { ano: 2026, mes: 2, dia: 30 }), 400, 'invalid_request')).toMatch(/2026-02-30 is not a calendar day/);
      expect(await expectError(await api().post(path, { ano: 2026, mes: 13, dia: 1 }), 400, 'invalid_request')).toMatch(/mes/);
      expect(await expectError(await api().post(path, { cod_grupo: 'FORFAIT' }), 400, 'invalid_request')).toMatch(/cod_grupo/);
      expect(await expectError(await api().post(path, { id_prod: 'abc' }), 400, 'invalid_request')).toMatch(/id_prod/);
      expect(await expectError(await api().post(path, { 'stocks.visible': 'yes' }), 400, 'invalid_request')).toMatch(/stocks\.visible/);
      const notJson = await api().app.request(path, { method: 'POST', headers: { authorization: `Bearer ${SITE_TOKEN}`, 'content-type': 'application/json' }, body: '{' });
      await expectError(notJson, 400, 'invalid_request');
    });
  });

  describe('POST platform/products/cache/get/data/range', () => {
    const range = (filter: Record<string, unknown>) => read(api().post('/platform/products/cache/get/data/range', filter), cacheDataRangeAnswer);

    it('answers the days with a free seat in a slot not started yet, per product', async () => {
      const { data } = await range({ cod_grupo: 'WEL', desde: '2026-01-10', ate: '2026-01-31' });
      expect(data.map((entry) => entry.id_prod)).toEqual(WEL);
      const days = Array.from({ length: 17 }, (_, index) => addDays('2026-01-15', index));
      expect(data.find((entry) => entry.id_prod === 45)?.dias).toEqual(days);
      // Entrance tickets have no slots.
      const spa = (await range({ cod_grupo: 'SPA', desde: '2026-01-15', ate: '2026-01-16' })).data;
      expect(spa.filter((entry) => ENTRANCE.includes(entry.id_prod)).map((entry) => entry.dias)).toEqual([[], [], []]);
      // Late in the day every WEL slot of today has started.
      clock.set(new Date('2026-01-15T17:00:00Z'));
      expect((await range({ id_prod: 45, desde: '2026-01-15', ate: '2026-01-16' })).data).toEqual([{ id_prod: 45, dias: ['2026-01-16'] }]);
      clock.set(SEED_NOW);
    });

    it('leaves out a day whose slots are all taken, and gives it back when a hold lapses', async () => {
      const day = '2026-01-27';
      const slots = await stocksOf(day, 46);
      const expiry = new Date(SEED_NOW.getTime() + 5 * MINUTE);
      for (const [index, slot] of slots.entries()) await hold(slot, slot.capacidade, index === 0 ? 'held' : 'sold', expiry);
      const daysOf46 = async () => (await range({ id_prod: 46, desde: '2026-01-26', ate: '2026-01-28' })).data[0]?.dias;
      expect(await daysOf46()).toEqual(['2026-01-26', '2026-01-28']);
      clock.set(expiry);
      expect(await daysOf46()).toEqual(['2026-01-26', day, '2026-01-28']);
      clock.set(SEED_NOW);
    });

    it('refuses a bad or too long range with a clear message', async () => {
      const path = '/platform/products/cache/get/data/range';
      expect((await range({ desde: '2026-01-15', ate: addDays('2026-01-15', 91) })).data.length).toBe(10);
      expect(await expectError(await api().post(path, { desde: '2026-01-15', ate: addDays('2026-01-15', 92) }), 400, 'invalid_request')).toMatch(
        /93 days, at most 92/,
      );
      expect(await expectError(await api().post(path, { desde: '2026-02-01', ate: '2026-01-31' }), 400, 'invalid_request')).toMatch(/before desde/);
      expect(await expectError(await api().post(path, { desde: '2026-02-30', ate: '2026-03-01' }), 400, 'invalid_request')).toMatch(/desde 2026-02-30 is not a calendar day/);
      expect(await expectError(await api().post(path, { desde: '15/01/2026', ate: '2026-03-01' }), 400, 'invalid_request')).toMatch(/desde/);
      expect(await expectError(await api().post(path, { desde: '2026-01-15' }), 400, 'invalid_request')).toMatch(/ate/);
    });
  });

});
