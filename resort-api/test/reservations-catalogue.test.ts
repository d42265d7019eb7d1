import { collisionsAnswer, eventDataAnswer, serviceProductsAnswer, slotPriceAnswer, stockLinesAnswer } from '@estancia/resort-contract';
import { describe, expect, it } from 'vitest';
import { COMPANY, expectError } from './support/accounts.ts';
import { ENTRANCE, SPA_TIMED, WEL, reservationFixture } from './support/reservations.ts';
import { ENGINES } from './support/databases.ts';

/**
 * The reservation catalogue of spec 002 §7: products of a group, one product, stock lines, event
 * data, prices and collisions, read over the API as the gateway reads them.
 */
describe.each(ENGINES)('reservation catalogue on %s', (engine) => {
  const { api, read, group, stocksOf, ids } = reservationFixture(engine);

  describe('products', () => {
    it('lists the SPA services and entrance tickets and the WEL services, every one, in catalogue order', async () => {
      const spa = (await group('SPA')).data;
      expect(ids(spa)).toEqual([...SPA_TIMED, ...ENTRANCE]);
      expect(spa.map((product) => product.tipo_reserva)).toEqual(['timed', 'timed', 'timed', 'entrance', 'entrance', 'entrance']);
      expect(spa.map((product) => product.kind)).toEqual(['service', 'service', 'service', 'entrance', 'entrance', 'entrance']);
      expect(ids((await group('WEL')).data)).toEqual(WEL);
      // The group code is read case-insensitively.
      expect(ids((await group('wel')).data)).toEqual(WEL);
      for (const product of [...spa, ...(await group('WEL')).data]) {
        expect(product).toMatchObject({ id_prod: product.id, id_produto: product.id, details: [], id_stock: null, activo: true, visible: true });
      }
    });

    it('gives each service its duration, net price, observation, description and pictures', async () => {
      const spa = (await group('SPA')).data;
      const circuit = spa.find((product) => product.id === 41);
      expect(circuit).toMatchObject({
        codgrupo: 'SPA',
        nome: 'Circuito termal',
        observacao: 'Piscinas aquecidas e jacuzzi — 2 horas',
        duracao_min: 120,
        preco: '14.634',
        total_liquido: '18.00',
        taxa_iva: 23,
      });
      const principal = circuit?.composicao.find((component) => component.principal);
      expect(principal?.descricao.descricao).toMatch(/sauna/);
      expect(principal?.multimedia.link_images).toEqual(['/images/banners/termas.jpg', '/images/banners/aquapark.jpg']);
      const wel = (await group('WEL')).data;
      expect(wel.map((product) => product.duracao_min)).toEqual([50, 60, 50, 45]);
      const ticket = spa.find((product) => product.id === 52);
      expect(ticket).toMatchObject({ nome: 'Entrada Aquapark criança', preco: '7.075', total_liquido: '7.50', taxa_iva: 6, duracao_min: 0 });
      // Every picture a reservation product names is served by the image service.
      const links = new Set([...spa, ...wel].flatMap((product) => product.composicao.flatMap((c) => c.multimedia.link_images)));
      for (const link of links) expect((await api().get(link, null)).status, link).toBe(200);
    });

    it('has every text in pt, en, es and fr', async () => {
      for (const product of [...(await group('SPA')).data, ...(await group('WEL')).data]) {
        const principal = product.composicao.find((component) => component.principal);
        for (const language of ['2', '3', '4']) {
          expect(product.info.language[language]?.name, `${product.id} ${language}`).toBeTruthy();
          expect(product.info.language[language]?.observation, `${product.id} ${language}`).toBeTruthy();
          expect(principal?.descricao.language[language]?.descricao, `${product.id} ${language}`).toMatch(/^<p>/);
        }
      }
      const [hammam] = (await read(api().get('/platform/products/44'), serviceProductsAnswer)).data;
      expect(hammam?.info.language['2']?.observation).toBe('Steam bath with a scrub — 90 minutes');
      expect(hammam?.info.language['3']?.observation).toBe('Baño turco con exfoliación — 90 minutos');
      expect(hammam?.info.language['4']?.observation).toBe('Bain de vapeur et gommage — 90 minutes');
    });

    it('answers one product alone in data; other products, unknown and malformed ids are refused', async () => {
      expect(ids((await read(api().get('/platform/products/42'), serviceProductsAnswer)).data)).toEqual([42]);
      expect(ids((await read(api().get('/platform/products/51'), serviceProductsAnswer)).data)).toEqual([51]);
      expect(await expectError(await api().get('/platform/products/11'), 404, 'not_found')).toMatch(/11/);
      expect(await expectError(await api().get('/platform/products/9999'), 404, 'not_found')).toMatch(/9999/);
      expect(await expectError(await api().get('/platform/products/abc'), 400, 'invalid_request')).toMatch(/id/);
      expect(await expectError(await api().get('/platform/products/grupo/FORFAIT'), 404, 'not_found')).toMatch(/FORFAIT/);
      expect(await expectError(await api().get('/platform/products/grupo/S%20PA'), 400, 'invalid_request')).toMatch(/codgrupo/);
    });

    it('leaves product 51 out of the shop\'s lists now that it is an entrance ticket', async () => {
      for (const list of ['forfait', 'equipamento', 'pack', 'activity', 'voucher']) {
        const body = (await (await api().get(`/estancia/${list}/${COMPANY}`)).json()) as { data: Array<{ id: number }> };
        expect(body.data.map((item) => item.id)).not.toContain(51);
      }
    });
  });

  describe('slots and stock lines', () => {
    it('answers a day\'s stock lines of a service at its Lisbon times, all seats free', async () => {
      const circuit = await stocksOf('2026-01-20', 41);
      expect(circuit.map((line) => line.start_at)).toEqual(
        ['10', '12', '14', '16', '18'].map((hour) => `2026-01-20T${hour}:00:00+00:00`),
      );
      expect(circuit[0]).toMatchObject({ id_prod: 41, event_date: '2026-01-20', end_at: '2026-01-20T12:00:00+00:00', capacidade: 12, disponivel: 12, visible: true, activo: true });
      const massage = await stocksOf('2026-01-20', 42);
      expect(massage.map((line) => line.start_at?.slice(11, 16))).toEqual(['09:00', '10:30', '14:00', '16:30']);
      expect(massage.map((line) => line.end_at?.slice(11, 16))).toEqual(['09:50', '11:20', '14:50', '17:20']);
      for (const line of [...circuit, ...massage]) {
        expect(line.id_event).toBeGreaterThan(100_000);
        expect(line.id_event).not.toBe(line.id);
      }
      // Entrance tickets have no slots; nor has a day beyond the window.
      expect(await stocksOf('2026-01-20', 51)).toEqual([]);
      expect(await stocksOf('2027-06-01', 41)).toEqual([]);
    });

    it('answers the same line by event id and by stock id', async () => {
      const [line] = await stocksOf('2026-01-21', 45);
      if (!line) throw new Error('no yoga slot');
      expect((await read(api().get(`/stocks/id_event/${line.id_event}`), stockLinesAnswer)).data).toEqual([line]);
      expect((await read(api().get(`/stocks/id/${line.id}`), stockLinesAnswer)).data).toEqual([line]);
    });

    it('refuses unknown and malformed ids and days', async () => {
      expect(await expectError(await api().get('/stocks/id_event/99'), 404, 'not_found')).toMatch(/99/);
      expect(await expectError(await api().get('/stocks/id/999999'), 404, 'not_found')).toMatch(/999999/);
      expect(await expectError(await api().get('/stocks/id_event/x1'), 400, 'invalid_request')).toMatch(/id/);
      expect(await expectError(await api().get('/stocks/id/-1'), 400, 'invalid_request')).toMatch(/id/);
      expect(await expectError(await api().get('/stocks/2026-02-30/41'), 400, 'invalid_request')).toMatch(/date is not a calendar day/);
      expect(await expectError(await api().get('/stocks/20260220/41'), 400, 'invalid_request')).toMatch(/YYYY-MM-DD/);
      expect(await expectError(await api().get('/stocks/2026-02-20/abc'), 400, 'invalid_request')).toMatch(/productId/);
      expect(await expectError(await api().get('/stocks/2026-02-20/9999'), 404, 'not_found')).toMatch(/9999/);
      expect(await expectError(await api().get('/stocks/2026-02-20/11'), 404, 'not_found')).toMatch(/11/);
    });

    it('answers an event with its product, and the price of a stock line', async () => {
      const [line] = await stocksOf('2026-01-22', 41);
      if (!line) throw new Error('no circuit slot');
      const { data } = await read(api().get(`/platform/products/event/data/event_id/${line.id_event}`), eventDataAnswer);
      expect(data.evento).toEqual({
        id_event: line.id_event,
        id_stock: line.id,
        dia: '2026-01-22',
        validade_duracao: 120,
        validade_data_hora_ini: '10:00',
        validade_data_hora_fim: '12:00',
        validade_data_hora_ini_to_show: '10:00',
        inicio: '2026-01-22T10:00:00+00:00',
        fim: '2026-01-22T12:00:00+00:00',
        capacidade: 12,
        disponivel: 12,
        preco_liquido: '14.634',
        // Customers in the slot's waiting list (waiting/): nobody waits for a slot with free seats.
        em_espera: 0,
      });
      expect(data.produto).toMatchObject({ id: 41, id_stock: line.id, details: [data.evento], tipo_reserva: 'timed' });
      const price = await read(api().get(`/platform/products/event/tarifa/stock_old/${line.id}`), slotPriceAnswer);
      expect(price.data).toEqual({ preco_liquido: '14.634', taxa_iva: 23 });

      expect(await expectError(await api().get('/platform/products/event/data/event_id/5'), 404, 'not_found')).toMatch(/5/);
      await expectError(await api().get('/platform/products/event/data/event_id/five'), 400, 'invalid_request');
      await expectError(await api().get('/platform/products/event/tarifa/stock_old/999999'), 404, 'not_found');
      await expectError(await api().get('/platform/products/event/tarifa/stock_old/1.5'), 400, 'invalid_request');
    });

    it('answers the events of colliding services that overlap an event, and none for a service without collisions', async () => {
      const day = '2026-01-23';
      const [circuitAt10] = await stocksOf(day, 41);
      const hotStone = await stocksOf(day, 43);
      const hammam = await stocksOf(day, 44);
      if (!circuitAt10) throw new Error('no circuit slot');
      // 10:00–12:00 overlaps the hot stones at 10:00 (not the one at 12:00) and the hammam 11:00–12:30.
      const expected = [hotStone[0]?.id_event, hammam[0]?.id_event].sort((a = 0, b = 0) => a - b);
      expect((await read(api().get(`/platform/products/collision/${circuitAt10.id_event}`), collisionsAnswer)).data).toEqual(expected);
      // And the other way round: the hammam at 11:00 collides with the circuit at 10:00 and at 12:00.
      const circuit = await stocksOf(day, 41);
      expect((await read(api().get(`/platform/products/collision/${hammam[0]?.id_event}`), collisionsAnswer)).data).toEqual(
        [circuit[0]?.id_event, circuit[1]?.id_event],
      );
      const [massage] = await stocksOf(day, 42);
      const [reflexology] = await stocksOf(day, 47);
      expect((await read(api().get(`/platform/products/collision/${massage?.id_event}`), collisionsAnswer)).data).toEqual([reflexology?.id_event]);
      const [yoga] = await stocksOf(day, 45);
      expect((await read(api().get(`/platform/products/collision/${yoga?.id_event}`), collisionsAnswer)).data).toEqual([]);

      await expectError(await api().get('/platform/products/collision/42'), 404, 'not_found');
      await expectError(await api().get('/platform/products/collision/abc'), 400, 'invalid_request');
    });
  });

  it('needs a bearer token on every call, and the OpenAPI document describes each', async () => {
    for (const path of ['/platform/products/grupo/SPA', '/platform/products/41', '/platform/products/time', '/stocks/id/1', '/platform/settings/timer']) {
      await expectError(await api().get(path, null), 401, 'unauthorized');
    }
    await expectError(await api().post('/platform/products/cache/get/data', {}, null), 401, 'unauthorized');
    const doc = (await (await api().get('/openapi.json', null)).json()) as {
      paths: Record<string, Record<string, { security?: unknown[]; responses: Record<string, unknown> }>>;
    };
    const calls: Array<[string, string, string[]]> = [
      ['get', '/platform/products/grupo/{codgrupo}', ['200', '400', '404']],
      ['get', '/platform/products/{id}', ['200', '400', '404']],
      ['get', '/platform/products/collision/{id}', ['200', '400', '404']],
      ['get', '/platform/products/event/data/event_id/{id}', ['200', '400', '404']],
      ['get', '/platform/products/event/tarifa/stock_old/{id}', ['200', '400', '404']],
      ['get', '/stocks/id_event/{id}', ['200', '400', '404']],
      ['get', '/stocks/id/{id}', ['200', '400', '404']],
      ['get', '/stocks/{date}/{productId}', ['200', '400', '404']],
      ['get', '/platform/products/time', ['200']],
      ['post', '/platform/products/cache/get/data', ['200', '400']],
      ['post', '/platform/products/cache/get/data/range', ['200', '400']],
      ['get', '/platform/settings/timer', ['200']],
      ['put', '/platform/settings/timer', ['200', '400', '403']],
    ];
    for (const [method, path, statuses] of calls) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation?.security).toEqual([{ bearerAuth: [] }]);
      expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining([...statuses, '401', '500']));
    }
  });
});
