import {
  type OrderDocument,
  checkoutAnswer,
  orderListAnswer,
  paymentRecordAnswer,
} from '@estancia/resort-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCents } from '../src/orders/arithmetic.ts';
import { isValidMultibanco } from '../src/orders/multibanco.ts';
import { COMPANY, type TestApi, type TestClock, expectError, testApi, testClock } from './support/accounts.ts';
import { ENGINES, SEED_NOW, type TestDatabase, openTestDatabase } from './support/databases.ts';
import { LINES, orderBody, passWithSlope, paymentKey } from './support/orders.ts';

const MINUTE = 60_000;

describe.each(ENGINES)('orders and checkout on %s', (engine) => {
  let testDb: TestDatabase;
  let api: TestApi;
  let clock: TestClock;
  let maria: { token: string; id: number };
  let joao: { token: string; id: number };
  let balcao: { token: string; id: number };

  beforeAll(async () => {
    testDb = await openTestDatabase(engine);
    clock = testClock(new Date(SEED_NOW.getTime() + 5 * MINUTE));
    api = testApi(testDb, { now: clock.now });
    [maria, joao, balcao] = await Promise.all([api.session('maria'), api.session('joao'), api.session('balcao')]);
  });
  afterAll(() => testDb?.dispose());

  async function ordersOf(who: { token: string; id: number }): Promise<OrderDocument[]> {
    const response = await api.get(`/store/order/client/${COMPANY}/${who.id}`, who.token);
    expect(response.status).toBe(200);
    return orderListAnswer.parse(await response.json()).data;
  }

  /** The highest number of the series across every demo customer (staff reads them all). */
  async function highestNumber(serie: string): Promise<number> {
    const all = [...(await ordersOf({ token: balcao.token, id: maria.id })), ...(await ordersOf({ token: balcao.token, id: joao.id }))];
    return Math.max(0, ...all.filter((o) => o.info.serie === serie).map((o) => o.info.numero));
  }

  async function place(body: unknown, token = maria.token): Promise<OrderDocument> {
    const response = await api.post('/store/order', body, token);
    expect(response.status).toBe(201);
    const [order] = orderListAnswer.parse(await response.json()).data;
    if (!order) throw new Error('no order answered');
    return order;
  }

  describe('POST store/order', () => {
    it('stores the document it is given, numbered next in its series, with the server\'s details', async () => {
      const before = await highestNumber('WEB2026');
      const key = paymentKey(maria.id);
      const body = orderBody(key, { id: maria.id }, [...passWithSlope(2), { ...LINES.aulaSki, quantity: 3 }]);
      const order = await place(body);
      expect(order.info).toMatchObject({
        companycode: COMPANY,
        tipo_documento: 'nota_de_encomenda',
        origin: 'web',
        serie: 'WEB2026',
        numero: before + 1,
        data: '2026-01-15',
        id_usado_para_gerar_pagamento: key,
        pagamento_pendente: 0,
        estado_pagamento: 0,
        tem_aulas: true,
        qr: [],
      });
      expect(Date.parse(order.info.prazo_pagamento ?? '')).toBe(clock.now().getTime() + 60 * MINUTE);
      // The known pass example: 2 × 26.016 = 52.03 net, 11.97 VAT, 64.00; 2 slope lines 10.00.
      expect(order.documento.linhas.map((l) => [l.id_produto, l.preco_unitario, l.total_iliquido, l.total_iva, l.total_com_iva])).toEqual([
        [11, '26.016', '52.03', '11.97', '64.00'],
        [90, '4.065', '8.13', '1.87', '10.00'],
        [31, '28.455', '85.37', '19.64', '105.01'],
      ]);
      expect(order.documento.total_documento).toBe('179.01');
      expect(order.documento.linhas.map((l) => [l.id_produto_na_lista_linhas, l.pretence_ao_produto, l.quantidade_aux_em_caso_de_aula, l.details?.is_random])).toEqual([
        [1, null, 0, 'FORFAIT'],
        [2, 11, 0, 'ATIVIDADE'],
        [3, null, 3, 'AULA'],
      ]);
      expect(order.documento.user_info).toMatchObject({ id_user: maria.id, vat: '245678905', email: 'cliente@estancia.pt' });
      expect((await ordersOf(maria))[0]?.id).toBe(order.id);
    });

    it('answers the same order again when the same request is sent twice; another order under that key is refused', async () => {
      const key = paymentKey(maria.id);
      const body = orderBody(key, { id: maria.id }, [{ ...LINES.almoco, quantity: 2 }]);
      const first = await place(body);
      const again = await api.post('/store/order', body, maria.token);
      expect(again.status).toBe(200);
      expect(orderListAnswer.parse(await again.json()).data[0]?.id).toBe(first.id);
      const other = orderBody(key, { id: maria.id }, [{ ...LINES.almoco, quantity: 3 }]);
      expect(await expectError(await api.post('/store/order', other, maria.token), 409, 'idempotency_key_reused')).toMatch(/different request/);
    });

    it('refuses a used key sent with other billing data, even with the same lines, and stores nothing', async () => {
      const key = paymentKey(maria.id);
      const lines = [{ ...LINES.almoco, quantity: 1 }];
      const first = await place(orderBody(key, { id: maria.id }, lines));
      const before = (await ordersOf(maria)).length;
      for (const other of [
        orderBody(key, { id: maria.id, name: 'Someone Else' }, lines),
        orderBody(key, { id: maria.id, email: 'other@example.pt' }, lines),
        { ...orderBody(key, { id: maria.id }, lines), info: { ...orderBody(key, { id: maria.id }, lines).info, metodo_de_pagamento: 0 } },
      ]) {
        await expectError(await api.post('/store/order', other, maria.token), 409, 'idempotency_key_reused');
      }
      // Another customer sending the same request under that key is refused too, and learns nothing of the order.
      await expectError(await api.post('/store/order', orderBody(key, { id: joao.id }, lines), joao.token), 409, 'idempotency_key_reused');
      expect((await ordersOf(maria)).length).toBe(before);
      const stored = await api.get(`/store/order/payment/${COMPANY}/${key}`, maria.token);
      expect(orderListAnswer.parse(await stored.json()).data[0]?.documento.user_info).toMatchObject({ name: 'Maria Fernandes', email: 'cliente@estancia.pt' });
      expect(first.documento.user_info.name).toBe('Maria Fernandes');
    });

    it("decides a retry by the caller's request_fingerprint when it sends one, also before sending it again", async () => {
      const key = paymentKey(maria.id);
      const fingerprint = 'a'.repeat(64);
      const withFingerprint = (lines: Parameters<typeof orderBody>[2], print: string) => {
        const body = orderBody(key, { id: maria.id }, lines);
        return { ...body, info: { ...body.info, request_fingerprint: print } };
      };
      const first = await place(withFingerprint([{ ...LINES.almoco, quantity: 1 }], fingerprint));
      // The same request, whose document the caller could not rebuild the same (its seats sold meanwhile).
      const again = await api.post('/store/order', withFingerprint([{ ...LINES.almoco, quantity: 2 }], fingerprint), maria.token);
      expect(again.status).toBe(200);
      expect(orderListAnswer.parse(await again.json()).data[0]).toMatchObject({ id: first.id, documento: { total_documento: first.documento.total_documento } });
      await expectError(await api.post('/store/order', withFingerprint([{ ...LINES.almoco, quantity: 1 }], 'b'.repeat(64)), maria.token), 409, 'idempotency_key_reused');

      const read = (query: string) => api.get(`/store/order/payment/${COMPANY}/${key}${query}`, maria.token);
      expect(orderListAnswer.parse(await (await read(`?request_fingerprint=${fingerprint}`)).json()).data[0]?.id).toBe(first.id);
      await expectError(await read(`?request_fingerprint=${'b'.repeat(64)}`), 409, 'idempotency_key_reused');
      await expectError(await read('?request_fingerprint=not-a-digest'), 400, 'invalid_request');
      expect((await read('')).status).toBe(200);
    });

    it('replaces an empty VAT number with 999999990 (spec 001 §5)', async () => {
      const order = await place(orderBody(paymentKey(maria.id), { id: maria.id, vat: '' }, [{ ...LINES.almoco, quantity: 1 }]));
      expect(order.documento.user_info.vat).toBe('999999990');
    });

    it('lets staff order for a walk-in customer at the desk, numbered in the desk series', async () => {
      const order = await place(
        { ...orderBody(paymentKey(null), { id: null, name: 'Cliente ao balcão', email: 'walkin@example.com' }, passWithSlope(1)), info: { ...orderBody('x', { id: null }, []).info, id_usado_para_gerar_pagamento: paymentKey(null), origin: 'desk' } },
        balcao.token,
      );
      expect(order.info).toMatchObject({ origin: 'desk', serie: 'BAL2026', numero: 1 });
      expect(order.documento.user_info.id_user).toBeNull();
    });

    describe('refuses bad input with a clear 400 and stores nothing', () => {
      const good = () => orderBody(paymentKey(1), { id: null }, passWithSlope(1));
      type Body = ReturnType<typeof good>;
      const withLine = (change: (line: Body['documento']['linhas'][number]) => void) => {
        const body = good();
        body.documento.user_info.id_user = maria.id;
        change(body.documento.linhas[0] as Body['documento']['linhas'][number]);
        return body;
      };
      const forMaria = (change: (body: Body) => void = () => undefined) => {
        const body = good();
        body.documento.user_info.id_user = maria.id;
        change(body);
        return body;
      };

      const cases: Array<[string, () => unknown, RegExp]> = [
        ['an unknown product', () => withLine((l) => { l.id_produto = 9999; }), /Unknown product.*9999/],
        ['an inactive product', () => withLine((l) => { l.id_produto = 14; }), /inactive/],
        ['a quantity of 0', () => withLine((l) => { l.quantidade = 0; }), /quantidade must be at least 1/],
        ['a negative quantity', () => withLine((l) => { l.quantidade = -2; }), /quantidade must be at least 1/],
        ['a huge quantity', () => withLine((l) => { l.quantidade = 1_000_000; }), /quantidade must be at most 999/],
        ['a fractional quantity', () => withLine((l) => { l.quantidade = 1.5; }), /quantidade must be a whole number/],
        ['no lines', () => forMaria((b) => { b.documento.linhas = []; }), /linhas must have at least one line/],
        ['a line total that does not add up', () => withLine((l) => { l.total_com_iva = '40.00'; }), /total_com_iva is 40.00 but/],
        ['a wrong VAT amount', () => withLine((l) => { l.total_iva = '7.00'; }), /total_iva is 7.00 but 23% of/],
        ['a document total that is not the sum', () => forMaria((b) => { b.documento.total_documento = '99.00'; }), /total_documento is 99.00 but the sum/],
        ['a negative price', () => withLine((l) => { l.preco_unitario = '-26.016'; }), /preco_unitario must be a non-negative amount/],
        ['a malformed phone', () => forMaria((b) => { b.documento.user_info.contacts[0]!.mobile_phone = '91-CALL-ME'; }), /mobile_phone must be a phone number/],
        ['a NIF with a wrong check digit', () => forMaria((b) => { b.documento.user_info.vat = '245678900'; }), /vat must be a Portuguese NIF/],
        ['a malformed VAT number', () => forMaria((b) => { b.documento.user_info.vat = '12#45'; }), /vat must be a Portuguese NIF/],
        ['no name', () => forMaria((b) => { b.documento.user_info.name = ' '; }), /name is required/],
        ['no e-mail anywhere', () => forMaria((b) => { b.documento.user_info.email = ''; b.documento.user_info.contacts[0]!.email = ''; }), /needs an e-mail/],
        ['a malformed payment key', () => forMaria((b) => { b.info.id_usado_para_gerar_pagamento = 'no spaces!'; }), /id_usado_para_gerar_pagamento must be letters/],
        ['a slope line that belongs to no pass of the order', () => withLine((l) => { l.pretence_ao_produto = 12; }), /pretence_ao_produto 12/],
      ];

      it.each(cases)('%s', async (_name, build, message) => {
        const before = await ordersOf(maria);
        const text = await expectError(await api.post('/store/order', build(), maria.token), 400, 'invalid_request');
        expect(text).toMatch(message);
        expect((await ordersOf(maria)).map((o) => o.id)).toEqual(before.map((o) => o.id));
      });

      it('refused orders leave no gap in the numbering', async () => {
        const highest = await highestNumber('WEB2026');
        const order = await place(orderBody(paymentKey(maria.id), { id: maria.id }, [{ ...LINES.almoco, quantity: 1 }]));
        expect(order.info.numero).toBe(highest + 1);
      });

      it('needs a customer session, for oneself (403)', async () => {
        const mine = orderBody(paymentKey(maria.id), { id: maria.id }, passWithSlope(1));
        expect(await expectError(await api.post('/store/order', mine), 403, 'forbidden')).toMatch(/session/);
        expect(await expectError(await api.post('/store/order', mine, joao.token), 403, 'forbidden')).toMatch(/themselves/);
        await expectError(await api.post('/store/order', { ...mine, info: { ...mine.info, companycode: 'acme' } }, maria.token), 404, 'not_found');
      });
    });

    it('numbers parallel orders without gaps or repeats, also when some of them are refused', async () => {
      const highest = await highestNumber('WEB2026');
      const bodies = Array.from({ length: 20 }, (_, index) => {
        const body = orderBody(paymentKey(maria.id), { id: maria.id }, [{ ...LINES.almoco, quantity: index + 1 }]);
        // Every fifth one does not add up and is refused after validation.
        if (index % 5 === 4) body.documento.total_documento = '0.01';
        return body;
      });
      const responses = await Promise.all(bodies.map((body) => api.post('/store/order', body, maria.token)));
      expect(responses.map((r) => r.status)).toEqual(bodies.map((_, index) => (index % 5 === 4 ? 400 : 201)));
      const mine = (await ordersOf(maria)).filter((o) => bodies.some((b) => b.info.id_usado_para_gerar_pagamento === o.info.id_usado_para_gerar_pagamento));
      expect(mine.map((o) => o.info.numero).sort((a, b) => a - b)).toEqual(Array.from({ length: 16 }, (_, i) => highest + 1 + i));
    });
  });

  describe('GET store/order/payment/{company}/{key}', () => {
    it('answers the order by its payment key to its customer and staff only', async () => {
      const order = await place(orderBody(paymentKey(maria.id), { id: maria.id }, passWithSlope(1)));
      const path = `/store/order/payment/${COMPANY}/${order.info.id_usado_para_gerar_pagamento}`;
      const response = await api.get(path, maria.token);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ data: [order] });
      expect((await api.get(path, balcao.token)).status).toBe(200);
      await expectError(await api.get(path, joao.token), 403, 'forbidden');
      expect(await expectError(await api.get(`/store/order/payment/${COMPANY}/1234567-99`, maria.token), 404, 'not_found')).toMatch(/1234567-99/);
      await expectError(await api.get(`/store/order/payment/${COMPANY}/bad key`, maria.token), 400, 'invalid_request');
    });
  });

  describe('POST store/payment/checkout/', () => {
    it('card: answers the hosted page URL; the order takes the method and a 30-minute deadline', async () => {
      const order = await place(orderBody(paymentKey(maria.id), { id: maria.id }, passWithSlope(1)));
      const key = order.info.id_usado_para_gerar_pagamento;
      const response = await api.post('/store/payment/checkout/', { key, value: order.documento.total_documento, method: 'cc', phone: '' }, maria.token);
      expect(response.status).toBe(200);
      const { data } = checkoutAnswer.parse(await response.json());
      // 1 × 26.016 = 26.02 + 5.98 VAT; the slope 4.065 = 4.07 + 0.94: VAT per line makes it 37.01.
      expect(data).toMatchObject({ key, status: 0, response: { method: { type: 'cc', status: 'pending', value: '37.01' } } });
      expect(data.response.method.url).toMatch(/^http:\/\/localhost\/sandbox\/card\/[A-Za-z0-9_-]{32}$/);
      const reread = await api.get(`/store/order/payment/${COMPANY}/${key}`, maria.token);
      const [after] = orderListAnswer.parse(await reread.json()).data;
      expect(after?.info.metodo_de_pagamento).toBe(0);
      expect(Date.parse(after?.info.prazo_pagamento ?? '')).toBe(clock.now().getTime() + 30 * MINUTE);
      // The same checkout again is the same payment.
      const again = await api.post('/store/payment/checkout', { key, value: 37.01, method: 'cc' }, maria.token);
      expect(checkoutAnswer.parse(await again.json()).data.ref).toBe(data.ref);
    });

    it('Multibanco: entity 90150, a reference with valid check digits, the amount and a deadline; saved on the order', async () => {
      const order = await place(orderBody(paymentKey(maria.id), { id: maria.id }, [...passWithSlope(3), { ...LINES.almoco, quantity: 2 }]));
      const key = order.info.id_usado_para_gerar_pagamento;
      const value = order.documento.total_documento.replace('.', ',');
      const response = await api.post('/store/payment/checkout/', { key, value, method: 'mb' }, maria.token);
      expect(response.status).toBe(200);
      const method = checkoutAnswer.parse(await response.json()).data.response.method;
      expect(method).toMatchObject({ type: 'mb', entity: '90150', value: order.documento.total_documento, url: '' });
      expect(method.reference).toMatch(/^\d{9}$/);
      expect(isValidMultibanco(method.entity, method.reference, parseCents(order.documento.total_documento))).toBe(true);
      expect(Date.parse(method.expires ?? '')).toBe(clock.now().getTime() + 3 * 24 * 60 * MINUTE);

      // spec 001 §4: the client saves the reference on the order (amount with a comma decimal).
      const rmb = { rmb_ent: method.entity, rmb_ref: method.reference, rmb_pag: value };
      const saved = await api.put('/store/order', { id: order.id, documento: { rmb } }, maria.token);
      expect(saved.status).toBe(200);
      expect(orderListAnswer.parse(await saved.json()).data[0]?.documento.rmb).toEqual({ ...rmb, rmb_pag: order.documento.total_documento });
      const wrong = { ...rmb, rmb_ref: `${method.reference.slice(0, 7)}00` };
      expect(await expectError(await api.put('/store/order', { id: order.id, documento: { rmb: wrong } }, maria.token), 400, 'invalid_request')).toMatch(/not the Multibanco reference issued/);
    });

    it('MB WAY: needs the phone, answers pending with a 4-minute deadline', async () => {
      const order = await place(orderBody(paymentKey(maria.id), { id: maria.id }, passWithSlope(1)));
      const key = order.info.id_usado_para_gerar_pagamento;
      expect(await expectError(await api.post('/store/payment/checkout/', { key, value: '37.01', method: 'mbw', phone: '' }, maria.token), 400, 'invalid_request')).toMatch(/phone is required/);
      expect(await expectError(await api.post('/store/payment/checkout/', { key, value: '37.01', method: 'mbw', phone: 'abc' }, maria.token), 400, 'invalid_request')).toMatch(/phone must be a phone number/);
      const response = await api.post('/store/payment/checkout/', { key, value: '37.01', method: 'mbw', phone: '912 345 678' }, maria.token);
      const data = checkoutAnswer.parse(await response.json()).data;
      expect(data.response.method).toMatchObject({ type: 'mbw', status: 'pending', phone: '351912345678' });
      expect(Date.parse(data.response.method.expires ?? '')).toBe(clock.now().getTime() + 4 * MINUTE);
    });

    it('refuses a value other than the total, an unknown key, a bad method, another customer', async () => {
      const order = await place(orderBody(paymentKey(maria.id), { id: maria.id }, passWithSlope(1)));
      const key = order.info.id_usado_para_gerar_pagamento;
      expect(await expectError(await api.post('/store/payment/checkout/', { key, value: '37.00', method: 'cc' }, maria.token), 400, 'invalid_request')).toMatch(/37.00 is not the order total 37.01/);
      expect(await expectError(await api.post('/store/payment/checkout/', { key: '999999-1', value: '37.01', method: 'cc' }, maria.token), 404, 'not_found')).toMatch(/999999-1/);
      expect(await expectError(await api.post('/store/payment/checkout/', { key, value: '37.01', method: 'paypal' }, maria.token), 400, 'invalid_request')).toMatch(/method must be cc, mbw, mb or desk/);
      await expectError(await api.post('/store/payment/checkout/', { key, value: '37.01', method: 'cc' }, joao.token), 403, 'forbidden');
    });
  });

  describe('POST store/purchase/payment', () => {
    it('registers the checkout answer with its order and answers the payment record', async () => {
      const order = await place(orderBody(paymentKey(maria.id), { id: maria.id }, passWithSlope(2)));
      const key = order.info.id_usado_para_gerar_pagamento;
      const checkout = checkoutAnswer.parse(await (await api.post('/store/payment/checkout/', { key, value: order.documento.total_documento, method: 'mb' }, maria.token)).json());
      const body = { id: key, info: { id: order.id, companycode: COMPANY, obj: checkout.data } };
      const response = await api.post('/store/purchase/payment', body, maria.token);
      expect(response.status).toBe(200);
      expect(paymentRecordAnswer.parse(await response.json()).data).toEqual([
        {
          id: order.id,
          key,
          ref: checkout.data.ref,
          value: order.documento.total_documento,
          method: 'mb',
          phone: '',
          status: 0,
          reference: checkout.data.response.method.reference,
          entity: '90150',
          expires: checkout.data.response.method.expires,
          registered: true,
        },
      ]);
      const other = await place(orderBody(paymentKey(maria.id), { id: maria.id }, passWithSlope(1)));
      const foreign = { id: other.info.id_usado_para_gerar_pagamento, info: { id: other.id, companycode: COMPANY, obj: { ...checkout.data, key: other.info.id_usado_para_gerar_pagamento } } };
      expect(await expectError(await api.post('/store/purchase/payment', foreign, maria.token), 400, 'invalid_request')).toMatch(/does not belong to order/);
      const unknown = { ...body, info: { ...body.info, obj: { ...checkout.data, ref: 'PAYNOSUCHREF' } } };
      await expectError(await api.post('/store/purchase/payment', unknown, maria.token), 404, 'not_found');
    });
  });

  describe('PUT store/order', () => {
    it('changes the billing data while the order waits for payment, never its lines', async () => {
      const order = await place(orderBody(paymentKey(maria.id), { id: maria.id }, passWithSlope(1)));
      const billing = { ...orderBody('k', { id: maria.id, name: 'Maria F. Fernandes', vat: '' }, passWithSlope(1)).documento.user_info };
      const response = await api.put('/store/order', { id: order.id, documento: { user_info: billing } }, maria.token);
      expect(response.status).toBe(200);
      expect(orderListAnswer.parse(await response.json()).data[0]?.documento.user_info).toMatchObject({ name: 'Maria F. Fernandes', vat: '999999990' });
      const changed = order.documento.linhas.map((l) => ({ ...l, quantidade: l.quantidade + 1 }));
      expect(await expectError(await api.put('/store/order', { id: order.id, documento: { linhas: changed } }, maria.token), 400, 'invalid_request')).toMatch(/cannot change/);
      await expectError(await api.put('/store/order', { id: order.id, documento: { user_info: billing } }, joao.token), 403, 'forbidden');
      await expectError(await api.put('/store/order', { id: 999_999, info: {} }, maria.token), 404, 'not_found');
    });

    it('refuses changes to an order no longer awaiting payment', async () => {
      const paid = (await ordersOf(maria)).find((o) => o.info.pagamento_pendente === 1) as OrderDocument;
      expect(await expectError(await api.put('/store/order', { id: paid.id, info: { metodo_de_pagamento: 0 } }, maria.token), 400, 'invalid_request')).toMatch(/not awaiting payment/);
    });
  });
});
