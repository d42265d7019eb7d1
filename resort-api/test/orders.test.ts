import { PAYMENT_METHODS, type OrderDocument, orderListAnswer } from '@estancia/resort-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineAmounts, parseCents, parseMillis } from '../src/orders/arithmetic.ts';
import { isValidMultibanco } from '../src/orders/multibanco.ts';
import { COMPANY, type TestApi, expectError, testApi } from './support/accounts.ts';
import { ENGINES, SEED_NOW, type TestDatabase, openTestDatabase } from './support/databases.ts';

const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?[+-]\d{2}:\d{2}$/;
const YEAR_MS = 366 * 24 * 60 * 60 * 1000;

describe.each(ENGINES)('orders on %s', (engine) => {
  let testDb: TestDatabase;
  let api: TestApi;
  let maria: { token: string; id: number };
  let joao: { token: string; id: number };
  let balcao: { token: string; id: number };
  let mariaOrders: OrderDocument[];

  beforeAll(async () => {
    testDb = await openTestDatabase(engine);
    api = testApi(testDb, { now: () => SEED_NOW });
    [maria, joao, balcao] = await Promise.all([api.session('maria'), api.session('joao'), api.session('balcao')]);
    const response = await api.get(`/store/order/client/${COMPANY}/${maria.id}`, maria.token);
    expect(response.status).toBe(200);
    const body: unknown = await response.json();
    // What the API sends is already the contract's canonical shape.
    expect(orderListAnswer.parse(body)).toEqual(body);
    mariaOrders = orderListAnswer.parse(body).data;
  });
  afterAll(() => testDb?.dispose());

  describe('GET store/order/client/{company}/{userId}', () => {
    it('answers the customer\'s orders, newest first, over the last year', () => {
      expect(mariaOrders.length).toBeGreaterThanOrEqual(30);
      const times = mariaOrders.map((o) => Date.parse(o.info.timestamp ?? ''));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(times.every((t) => t <= SEED_NOW.getTime() && t > SEED_NOW.getTime() - YEAR_MS)).toBe(true);
      expect(times[0]! - times.at(-1)!).toBeGreaterThan(300 * 24 * 60 * 60 * 1000);
      for (const order of mariaOrders) {
        expect(order.info).toMatchObject({ companycode: 'estancia', tipo_documento: 'nota_de_encomenda', origin: 'web' });
        expect(order.info.timestamp).toMatch(ISO_WITH_OFFSET);
        expect(order.documento.user_info).toMatchObject({ id_user: maria.id, name: 'Maria Fernandes' });
      }
    });

    it('covers every payment state and method', () => {
      expect(new Set(mariaOrders.map((o) => o.info.pagamento_pendente))).toEqual(new Set([0, 1, 2, -1, -2]));
      expect(new Set(mariaOrders.map((o) => o.info.metodo_de_pagamento))).toEqual(new Set([0, -1, 1]));
    });

    it('pending orders have a future deadline and a valid Multibanco reference', () => {
      const pending = mariaOrders.filter((o) => o.info.pagamento_pendente === 0);
      expect(pending.length).toBeGreaterThan(0);
      for (const order of pending) {
        expect(order.info.metodo_de_pagamento).toBe(PAYMENT_METHODS.multibanco);
        expect(order.info.prazo_pagamento).toMatch(ISO_WITH_OFFSET);
        expect(Date.parse(order.info.prazo_pagamento ?? '')).toBeGreaterThan(SEED_NOW.getTime());
        const rmb = order.documento.rmb;
        expect(rmb?.rmb_ent).toBe('90150');
        expect(rmb?.rmb_ref).toMatch(/^\d{9}$/);
        expect(rmb?.rmb_pag).toBe(order.documento.total_documento);
        expect(isValidMultibanco(rmb?.rmb_ent ?? '', rmb?.rmb_ref ?? '', parseCents(rmb?.rmb_pag ?? '0'))).toBe(true);
        expect(order.info.qr).toEqual([]);
      }
    });

    it('has 1 to 4 lines per order with exact arithmetic: line and document totals add up', () => {
      for (const { documento } of mariaOrders) {
        expect(documento.linhas.length).toBeGreaterThanOrEqual(1);
        expect(documento.linhas.length).toBeLessThanOrEqual(4);
        let net = 0;
        let vat = 0;
        let gross = 0;
        for (const line of documento.linhas) {
          expect(line.unidade).toBe('un');
          expect(line.preco_unitario).toMatch(/^\d+\.\d{3}$/);
          for (const total of [line.total_iliquido, line.total_iva, line.total_com_iva]) expect(total).toMatch(/^\d+\.\d{2}$/);
          const expected = lineAmounts(parseMillis(line.preco_unitario), line.quantidade, line.taxa_iva);
          expect(parseCents(line.total_iliquido)).toBe(expected.netCents);
          expect(parseCents(line.total_iva)).toBe(expected.vatCents);
          expect(parseCents(line.total_com_iva)).toBe(parseCents(line.total_iliquido) + parseCents(line.total_iva));
          net += parseCents(line.total_iliquido);
          vat += parseCents(line.total_iva);
          gross += parseCents(line.total_com_iva);
        }
        expect(parseCents(documento.total_iliquido_documento)).toBe(net);
        expect(parseCents(documento.total_iva_documento)).toBe(vat);
        expect(parseCents(documento.total_documento)).toBe(gross);
      }
    });

    it('numbers orders per series without gaps', async () => {
      const all = [...mariaOrders, ...(await ordersOf(joao))];
      const bySerie = new Map<string, number[]>();
      for (const order of all) bySerie.set(order.info.serie, [...(bySerie.get(order.info.serie) ?? []), order.info.numero]);
      expect([...bySerie.keys()].sort()).toEqual(['WEB2025', 'WEB2026']);
      for (const numbers of bySerie.values()) {
        expect(numbers.sort((a, b) => a - b)).toEqual(numbers.map((_, i) => i + 1));
      }
      const keys = all.map((o) => o.info.id_usado_para_gerar_pagamento);
      expect(new Set(keys).size).toBe(keys.length);
    });

    it('lets staff read any customer\'s orders', async () => {
      const response = await api.get(`/store/order/client/${COMPANY}/${maria.id}`, balcao.token);
      expect(response.status).toBe(200);
      expect(orderListAnswer.parse(await response.json()).data.map((o) => o.id)).toEqual(mariaOrders.map((o) => o.id));
    });

    it('a customer cannot read another customer\'s orders, nor can the site token (403)', async () => {
      await expectError(await api.get(`/store/order/client/${COMPANY}/${maria.id}`, joao.token), 403, 'forbidden');
      await expectError(await api.get(`/store/order/client/${COMPANY}/${joao.id}`, maria.token), 403, 'forbidden');
      await expectError(await api.get(`/store/order/client/${COMPANY}/${maria.id}`), 403, 'forbidden');
      expect(await ordersOf(joao)).toHaveLength(3);
    });

    it('an unknown company is 404, a malformed user id 400', async () => {
      await expectError(await api.get(`/store/order/client/acme/${maria.id}`, maria.token), 404, 'not_found');
      await expectError(await api.get(`/store/order/client/${COMPANY}/abc`, maria.token), 400, 'invalid_request');
    });
  });

  describe('GET get/order/id/encomenda//{id}', () => {
    it('answers one order for its customer, on the double-slash path and the single-slash one', async () => {
      const order = mariaOrders[3] as OrderDocument;
      for (const path of [`/get/order/id/encomenda//${order.id}`, `/get/order/id/encomenda/${order.id}`]) {
        const response = await api.get(path, maria.token);
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({ data: [order] });
      }
    });

    it('answers staff too; another customer and the site token get 403; an unknown id 404', async () => {
      const order = mariaOrders[0] as OrderDocument;
      expect((await api.get(`/get/order/id/encomenda//${order.id}`, balcao.token)).status).toBe(200);
      await expectError(await api.get(`/get/order/id/encomenda//${order.id}`, joao.token), 403, 'forbidden');
      await expectError(await api.get(`/get/order/id/encomenda//${order.id}`), 403, 'forbidden');
      await expectError(await api.get('/get/order/id/encomenda//999999', maria.token), 404, 'not_found');
    });
  });

  async function ordersOf(who: { token: string; id: number }): Promise<OrderDocument[]> {
    const response = await api.get(`/store/order/client/${COMPANY}/${who.id}`, who.token);
    expect(response.status).toBe(200);
    return orderListAnswer.parse(await response.json()).data;
  }
});
