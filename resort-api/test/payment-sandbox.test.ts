import {
  type CheckoutData,
  type OrderDocument,
  checkoutAnswer,
  orderListAnswer,
  paymentNotificationAnswer,
  qrHistoryAnswer,
} from '@estancia/resort-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { parseCents } from '../src/orders/arithmetic.ts';
import { multibancoCheckDigits, multibancoReference } from '../src/orders/multibanco.ts';
import { expireUnpaid, startExpiryJob } from '../src/payments/expiry-job.ts';
import { signNotification } from '../src/payments/notification-signature.ts';
import { COMPANY, type TestApi, type TestClock, expectError, testApi, testClock } from './support/accounts.ts';
import { ENGINES, SEED_NOW, type TestDatabase, openTestDatabase } from './support/databases.ts';
import { silentLogger } from './support/logger.ts';
import { LINES, orderBody, passWithSlope, paymentKey } from './support/orders.ts';

const MINUTE = 60_000;
const SECRET = 'test-notification-secret-0123';
const RETURN_URL = 'https://loja.example/payment/result';

describe('Multibanco check digits', () => {
  it('entity 90150, reference base 1231234, 432.11 EUR gives 51', () => {
    expect(multibancoCheckDigits('90150', '1231234', 43211)).toBe('51');
    expect(multibancoReference('90150', '1231234', 43211)).toBe('123123451');
  });
});

describe.each(ENGINES)('payment sandbox on %s', (engine) => {
  let testDb: TestDatabase;
  let api: TestApi;
  let clock: TestClock;
  let maria: { token: string; id: number };
  let balcao: { token: string; id: number };

  beforeAll(async () => {
    testDb = await openTestDatabase(engine);
    clock = testClock(new Date(SEED_NOW.getTime() + 10 * MINUTE));
    api = testApi(testDb, { now: clock.now, config: { publicSiteToken: 'test-site-token', paymentNotificationSecret: SECRET } });
    [maria, balcao] = await Promise.all([api.session('maria'), api.session('balcao')]);
  });
  afterAll(() => testDb?.dispose());

  /** An order of Maria's, and its checkout by a method. */
  async function ordered(method: 'cc' | 'mbw' | 'mb', lines = passWithSlope(1)): Promise<{ order: OrderDocument; checkout: CheckoutData }> {
    const created = await api.post('/store/order', orderBody(paymentKey(maria.id), { id: maria.id }, lines, { return_url: RETURN_URL }), maria.token);
    expect(created.status).toBe(201);
    const order = orderListAnswer.parse(await created.json()).data[0] as OrderDocument;
    const response = await api.post(
      '/store/payment/checkout/',
      { key: order.info.id_usado_para_gerar_pagamento, value: order.documento.total_documento, method, phone: '912345678' },
      maria.token,
    );
    expect(response.status).toBe(200);
    return { order, checkout: checkoutAnswer.parse(await response.json()).data };
  }

  async function reread(order: OrderDocument): Promise<OrderDocument> {
    const response = await api.get(`/store/order/payment/${COMPANY}/${order.info.id_usado_para_gerar_pagamento}`, maria.token);
    expect(response.status).toBe(200);
    return orderListAnswer.parse(await response.json()).data[0] as OrderDocument;
  }

  function notify(body: unknown, signature: string | null = signNotification(SECRET, JSON.stringify(body))) {
    return api.app.request('/store/payment/notification/status/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'x-payment-signature': signature }) },
      body: JSON.stringify(body),
    });
  }

  const pagePath = (checkout: CheckoutData) => new URL(checkout.response.method.url).pathname;

  describe('card', () => {
    it('serves an accessible hosted page whose Approve pays the order and returns to the shop', async () => {
      const { order, checkout } = await ordered('cc');
      const page = await api.app.request(pagePath(checkout));
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('<html lang="pt">');
      expect(html).toMatch(/<h1>Pagamento com cartão<\/h1>/);
      expect(html).toContain(`${order.info.serie}/${order.info.numero}`);
      expect(html).toContain(`${order.documento.total_documento.replace('.', ',')} €`);
      expect(html).toMatch(/<button type="submit" name="decision" value="approve"[^>]*>Aprovar pagamento<\/button>/);
      expect(html).toMatch(/role="status"/);

      const approved = await api.app.request(pagePath(checkout), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'decision=approve',
      });
      expect(approved.status).toBe(303);
      expect(approved.headers.get('location')).toBe(RETURN_URL);
      const paid = await reread(order);
      expect(paid.info).toMatchObject({ pagamento_pendente: 1, estado_pagamento: 1, metodo_de_pagamento: 0 });
      expect(paid.info.qr).toHaveLength(order.documento.linhas.length);
      expect(paid.info.qr.every((t) => /^EST[0-9A-F]{8}$/.test(t.codigo) && t.show_qr)).toBe(true);
      // The page now shows the outcome, with no buttons.
      const after = await (await api.app.request(pagePath(checkout))).text();
      expect(after).toContain('Pagamento aprovado');
      expect(after).not.toContain('name="decision"');
    });

    it('Decline fails the order', async () => {
      const { order, checkout } = await ordered('cc');
      const declined = await api.app.request(pagePath(checkout), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'decision=decline',
      });
      expect(declined.status).toBe(303);
      expect((await reread(order)).info.pagamento_pendente).toBe(-1);
    });

    it('an unknown page is a 404', async () => {
      expect((await api.app.request('/sandbox/card/AAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    });
  });

  describe('POST store/payment/notification/status/', () => {
    it('applies a signed notification once; the same one again changes nothing and says so', async () => {
      const { order, checkout } = await ordered('mb', [{ ...LINES.almoco, quantity: 2 }]);
      const body = { key: checkout.key, status: 1, ref: checkout.ref, data: { value: order.documento.total_documento, method: 'mb' }, response: { provider: 'sibs' } };
      const first = await notify(body);
      expect(first.status).toBe(200);
      expect(paymentNotificationAnswer.parse(await first.json()).data).toEqual({
        key: checkout.key, ref: checkout.ref, status: 1, applied: true, duplicate: false, pagamento_pendente: 1,
      });
      const tickets = (await reread(order)).info.qr;
      const second = await notify(body);
      expect(paymentNotificationAnswer.parse(await second.json()).data).toMatchObject({ applied: false, duplicate: true, pagamento_pendente: 1 });
      expect((await reread(order)).info.qr).toEqual(tickets);
      // A failure after the payment cannot undo it.
      const failure = { ...body, status: -1 };
      expect(await expectError(await notify(failure), 400, 'invalid_request')).toMatch(/already paid/);
      expect((await reread(order)).info.pagamento_pendente).toBe(1);
    });

    it('refuses an unsigned or wrongly signed notification (401)', async () => {
      const { order, checkout } = await ordered('mb');
      const body = { key: checkout.key, status: 1, ref: checkout.ref, data: { value: order.documento.total_documento, method: 'mb' } };
      expect(await expectError(await notify(body, null), 401, 'unauthorized')).toMatch(/X-Payment-Signature/);
      await expectError(await notify(body, signNotification('another-secret-of-16', JSON.stringify(body))), 401, 'unauthorized');
      expect((await reread(order)).info.pagamento_pendente).toBe(0);
    });

    it('refuses a wrong amount, an unknown key or ref, and a bad status, changing nothing', async () => {
      const { order, checkout } = await ordered('mb');
      const body = { key: checkout.key, status: 1, ref: checkout.ref, data: { value: order.documento.total_documento, method: 'mb' } };
      const cheaper = { ...body, data: { ...body.data, value: '1.00' } };
      expect(await expectError(await notify(cheaper), 400, 'invalid_request')).toMatch(/Wrong amount: the notification says 1.00 but payment/);
      expect(await expectError(await notify({ ...body, key: '424242-1' }), 404, 'not_found')).toMatch(/Unknown payment key 424242-1/);
      expect(await expectError(await notify({ ...body, ref: 'PAYUNKNOWN' }), 404, 'not_found')).toMatch(/PAYUNKNOWN/);
      expect(await expectError(await notify({ ...body, status: 2 }), 400, 'invalid_request')).toMatch(/status must be 1 \(paid\) or -1 \(failed\)/);
      expect((await reread(order)).info.pagamento_pendente).toBe(0);
      // The right one still goes through afterwards.
      expect((await notify(body)).status).toBe(200);
      expect((await reread(order)).info.pagamento_pendente).toBe(1);
    });
  });

  describe('MB WAY', () => {
    it('waits pending until approved in the sandbox (page and endpoint)', async () => {
      const { order, checkout } = await ordered('mbw');
      expect(checkout.response.method).toMatchObject({ status: 'pending', phone: '351912345678' });
      const page = await (await api.app.request(pagePath(checkout))).text();
      expect(page).toContain('<h1>Pedido MB WAY</h1>');
      expect(page).toContain('Aprovar na app');
      expect((await reread(order)).info.pagamento_pendente).toBe(0);
      const response = await api.app.request(`${pagePath(checkout)}/decision`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ decision: 'approve' }),
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ data: { ref: checkout.ref, status: 1, message: '' } });
      expect((await reread(order)).info).toMatchObject({ pagamento_pendente: 1, metodo_de_pagamento: -1 });
    });

    it('expires after about four minutes: the job cancels it, and a late approval is refused', async () => {
      const { order, checkout } = await ordered('mbw');
      const started = clock.now();
      expect(await expireUnpaid(testDb.database.db, new Date(started.getTime() + 4 * MINUTE - 1))).toMatchObject({ payments: 0 });
      expect((await reread(order)).info.pagamento_pendente).toBe(0);
      const report = await expireUnpaid(testDb.database.db, new Date(started.getTime() + 4 * MINUTE));
      expect(report.payments).toBeGreaterThanOrEqual(1);
      expect((await reread(order)).info.pagamento_pendente).toBe(-1);
      const late = await api.app.request(`${pagePath(checkout)}/decision`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ decision: 'approve' }),
      });
      const body = (await late.json()) as { data: { status: number; message: string } };
      expect(body.data).toMatchObject({ status: -1, message: expect.stringMatching(/already failed/) });
      expect((await reread(order)).info.pagamento_pendente).toBe(-1);
    });
  });

  describe('Multibanco', () => {
    it('pays a reference at the sandbox ATM when entity, reference and amount agree', async () => {
      const { order, checkout } = await ordered('mb', passWithSlope(2));
      const { entity, reference } = checkout.response.method;
      const amount = order.documento.total_documento.replace('.', ',');
      const wrong = await api.app.request('/sandbox/multibanco/pay', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ rmb_ent: entity, rmb_ref: reference, rmb_pag: '1,00' }),
      });
      expect(await expectError(wrong, 400, 'invalid_request')).toMatch(/check digits/);
      const paid = await api.app.request('/sandbox/multibanco/pay', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ rmb_ent: entity, rmb_ref: reference, rmb_pag: amount }),
      });
      expect(paid.status).toBe(200);
      expect((await reread(order)).info).toMatchObject({ pagamento_pendente: 1, metodo_de_pagamento: 1 });
      expect(parseCents(order.documento.total_documento)).toBeGreaterThan(0);
    });
  });

  describe('the expiry job', () => {
    it('cancels orders unpaid at their deadline, as of the clock it is given, and nothing else', async () => {
      const created = await api.post('/store/order', orderBody(paymentKey(maria.id), { id: maria.id }, passWithSlope(1)), maria.token);
      const order = orderListAnswer.parse(await created.json()).data[0] as OrderDocument;
      const deadline = Date.parse(order.info.prazo_pagamento ?? '');
      expect(deadline).toBe(clock.now().getTime() + 60 * MINUTE);
      const history = async (): Promise<unknown> => (await api.get(`/store/order/client/${COMPANY}/${maria.id}`, maria.token)).json();
      const before = await history();
      const states = (o: unknown) => new Map(orderListAnswer.parse(o).data.map((x) => [x.id, x.info.pagamento_pendente]));

      const job = startExpiryJob({ db: testDb.database.db, logger: silentLogger, now: () => new Date(deadline - 1), intervalMs: 3_600_000 });
      await job.runOnce();
      job.stop();
      expect((await reread(order)).info.pagamento_pendente).toBe(0);

      await expireUnpaid(testDb.database.db, new Date(deadline));
      expect((await reread(order)).info.pagamento_pendente).toBe(-1);
      // The demo history's pending orders have deadlines days ahead; paid ones are never touched.
      const after = states(await history());
      for (const [id, state] of states(before)) {
        if (id !== order.id && state !== 0) expect(after.get(id)).toBe(state);
      }
      const seededPending = orderListAnswer.parse(before).data.filter((o) => o.info.pagamento_pendente === 0 && Date.parse(o.info.prazo_pagamento ?? '') > deadline);
      expect(seededPending.length).toBeGreaterThan(0);
      for (const pending of seededPending) expect(after.get(pending.id)).toBe(0);
    });
  });

  describe('turned off (NODE_ENV=production without PAYMENT_SANDBOX)', () => {
    const production = () =>
      testApi(testDb, {
        now: clock.now,
        config: loadConfig({ NODE_ENV: 'production', PUBLIC_SITE_TOKEN: 'test-site-token', PAYMENT_NOTIFICATION_SECRET: SECRET }),
      });

    it('answers 404 on every sandbox route, pages, decisions, the Multibanco pay call and refunds alike', async () => {
      const app = production().app;
      const card = await ordered('cc');
      const mbway = await ordered('mbw');
      const mb = await ordered('mb');
      // The same pages are served with the sandbox on.
      expect((await api.app.request(pagePath(card.checkout))).status).toBe(200);

      expect((await app.request(pagePath(card.checkout))).status).toBe(404);
      const decline = await app.request(pagePath(card.checkout), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'decision=decline' });
      expect(decline.status).toBe(404);
      const reject = await app.request(`${pagePath(mbway.checkout)}/decision`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ decision: 'reject' }) });
      expect(reject.status).toBe(404);
      const rmb = mb.order.documento.rmb ?? (await reread(mb.order)).documento.rmb;
      const pay = await app.request('/sandbox/multibanco/pay', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(rmb) });
      expect(pay.status).toBe(404);
      const refundBody = JSON.stringify({ amount: '1.00', reference: 'R1' });
      const refund = await app.request(`/sandbox/payments/${card.checkout.ref}/refunds`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-payment-signature': signNotification(SECRET, refundBody) },
        body: refundBody,
      });
      expect(refund.status).toBe(404);
      // Nothing was settled.
      for (const { order } of [card, mbway, mb]) expect((await reread(order)).info.pagamento_pendente).toBe(0);
    });

    it('refuses a card, MB WAY or Multibanco checkout with a clear error, and the order stays as it was', async () => {
      const created = await api.post('/store/order', orderBody(paymentKey(maria.id), { id: maria.id }, passWithSlope(1)), maria.token);
      const order = orderListAnswer.parse(await created.json()).data[0] as OrderDocument;
      for (const method of ['cc', 'mbw', 'mb'] as const) {
        const response = await production().post(
          '/store/payment/checkout/',
          { key: order.info.id_usado_para_gerar_pagamento, value: order.documento.total_documento, method, phone: '912345678' },
          maria.token,
        );
        await expectError(response, 503, 'payment_provider_unavailable');
      }
      expect((await reread(order)).info).toMatchObject({ pagamento_pendente: 0, metodo_de_pagamento: order.info.metodo_de_pagamento });
    });
  });

  describe('qr/history', () => {
    it('records a ticket read at the gate and answers the order\'s classes and entries', async () => {
      const { order, checkout } = await ordered('mb', [{ ...LINES.aulaSki, quantity: 2 }, ...passWithSlope(1)]);
      await notify({ key: checkout.key, status: 1, ref: checkout.ref, data: { value: order.documento.total_documento, method: 'mb' } });
      const [ticket] = (await reread(order)).info.qr;
      const read = await api.post('/qr/history', { code: ticket?.codigo }, balcao.token);
      expect(read.status).toBe(200);
      const history = qrHistoryAnswer.parse(await read.json()).data;
      expect(history.classes).toEqual([
        { id_encomenda: order.id, id_produto: 31, designacao: LINES.aulaSki.name, quantidade: 2, quantidade_aux_em_caso_de_aula: 2, aula_marcada: false },
      ]);
      expect(history.entries).toHaveLength(3);
      expect(history.entries.find((e) => e.codigo === ticket?.codigo)?.history).toEqual([{ at: expect.stringMatching(/^2026-01-15T/) }]);
      const mine = await api.post('/qr/history/get', { id: order.id }, maria.token);
      expect(qrHistoryAnswer.parse(await mine.json()).data).toEqual(history);
    });

    it('answers empty classes and entries for an unknown code or an order the caller may not see', async () => {
      const empty = { data: { classes: [], entries: [] } };
      expect(await (await api.post('/qr/history/get', { code: 'ESTNOPE' }, maria.token)).json()).toEqual(empty);
      expect(await (await api.post('/qr/history/get', { id: 1 }, 'test-site-token')).json()).toEqual(empty);
      await expectError(await api.post('/qr/history/get', {}, maria.token), 400, 'invalid_request');
    });
  });
});
