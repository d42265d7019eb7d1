import { PAYMENT_METHODS, type OrderDocument, checkoutAnswer, orderListAnswer, paymentRecordAnswer } from '@estancia/resort-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signNotification } from '../src/payments/notification-signature.ts';
import { COMPANY, type TestApi, expectError, testApi, testClock } from './support/accounts.ts';
import { ENGINES, SEED_NOW, type TestDatabase, openTestDatabase } from './support/databases.ts';
import { orderBody, passWithSlope, paymentKey } from './support/orders.ts';

const SECRET = 'test-notification-secret-0123';

/**
 * Paying at the desk (spec 002 §4 "Confirming a desk order": order, success notification with
 * method desk, checkout, purchase payment) and cancelling a desk sale left unfinished.
 */
describe.each(ENGINES)('desk payments on %s', (engine) => {
  let testDb: TestDatabase;
  let api: TestApi;
  let maria: { token: string; id: number };
  let balcao: { token: string; id: number };

  beforeAll(async () => {
    testDb = await openTestDatabase(engine);
    api = testApi(testDb, { now: testClock(new Date(SEED_NOW.getTime() + 10 * 60_000)).now, config: { publicSiteToken: 'test-site-token', paymentNotificationSecret: SECRET } });
    [maria, balcao] = await Promise.all([api.session('maria'), api.session('balcao')]);
  });
  afterAll(() => testDb?.dispose());

  async function deskOrder(token = balcao.token): Promise<Response> {
    const key = paymentKey(null);
    const body = orderBody(key, { id: null, name: 'Cliente ao balcão', email: 'walkin@example.com' }, passWithSlope(1));
    return api.post('/store/order', { ...body, info: { ...body.info, origin: 'desk', metodo_de_pagamento: PAYMENT_METHODS.desk } }, token);
  }
  const notify = (body: unknown) =>
    api.app.request('/store/payment/notification/status/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-payment-signature': signNotification(SECRET, JSON.stringify(body)) },
      body: JSON.stringify(body),
    });
  const reread = async (key: string) => orderListAnswer.parse(await (await api.get(`/store/order/payment/${COMPANY}/${key}`, balcao.token)).json()).data[0] as OrderDocument;
  const cancel = (key: string, token = balcao.token) => api.post('/store/order/cancel', { companycode: COMPANY, id_usado_para_gerar_pagamento: key }, token);

  async function placed(): Promise<{ order: OrderDocument; key: string; value: string }> {
    const response = await deskOrder();
    expect(response.status).toBe(201);
    const order = orderListAnswer.parse(await response.json()).data[0] as OrderDocument;
    return { order, key: order.info.id_usado_para_gerar_pagamento, value: order.documento.total_documento };
  }

  it('takes the four calls in the spec’s order: the notification creates the desk payment, the checkout answers it', async () => {
    const { order, key, value } = await placed();
    expect(order.info).toMatchObject({ origin: 'desk', metodo_de_pagamento: PAYMENT_METHODS.desk, pagamento_pendente: 0 });
    const notification = { key, status: 1, ref: 'DSKTEST0001', data: { value, method: 'desk' }, response: { origin: 'desk' } };
    const first = await notify(notification);
    expect(first.status).toBe(200);
    expect((await notify(notification)).status).toBe(200);
    expect((await reread(key)).info).toMatchObject({ pagamento_pendente: 1, estado_pagamento: 1 });

    const checkout = await api.post('/store/payment/checkout/', { key, value, method: 'desk', phone: '' }, balcao.token);
    expect(checkout.status).toBe(200);
    const data = checkoutAnswer.parse(await checkout.json()).data;
    expect(data).toMatchObject({ key, ref: 'DSKTEST0001', status: 1, response: { method: { type: 'desk', status: 'paid' } } });
    const registered = await api.post('/store/purchase/payment', { id: key, info: { id: order.id, companycode: COMPANY, obj: data } }, balcao.token);
    const record = (await registered.json()) as unknown;
    expect(registered.status, JSON.stringify(record)).toBe(200);
    expect(paymentRecordAnswer.parse(record).data[0]).toMatchObject({ method: 'desk', status: 1, registered: true });

    // Complete: it can no longer be cancelled.
    expect(await expectError(await cancel(key), 400, 'invalid_request')).toMatch(/complete/);
  });

  it('keeps the desk to staff and desk orders', async () => {
    expect((await deskOrder(maria.token)).status).toBe(403);
    const { key, value } = await placed();
    expect((await api.post('/store/payment/checkout/', { key, value, method: 'desk', phone: '' }, maria.token)).status).toBe(403);
    expect((await cancel(key, maria.token)).status).toBe(403);
    // A website order cannot be paid at the desk, nor cancelled by it.
    const web = await api.post('/store/order', orderBody(paymentKey(maria.id), { id: maria.id }, passWithSlope(1)), maria.token);
    const webOrder = orderListAnswer.parse(await web.json()).data[0] as OrderDocument;
    const webKey = webOrder.info.id_usado_para_gerar_pagamento;
    const wrong = { key: webKey, status: 1, ref: 'DSKTEST0002', data: { value: webOrder.documento.total_documento, method: 'desk' } };
    expect(await expectError(await notify(wrong), 400, 'invalid_request')).toMatch(/not placed at the desk/);
    expect(await expectError(await cancel(webKey), 400, 'invalid_request')).toMatch(/not placed at the desk/);
    expect((await reread(webKey)).info.pagamento_pendente).toBe(0);
    // A wrong amount creates no payment.
    expect(await expectError(await notify({ key, status: 1, ref: 'DSKTEST0003', data: { value: '0.01', method: 'desk' } }), 400, 'invalid_request')).toMatch(/Wrong amount/);
  });

  it('cancels an unfinished desk sale, paid or not: no payment stands and no tickets remain', async () => {
    const pending = await placed();
    const cancelled = await cancel(pending.key);
    expect(cancelled.status).toBe(200);
    expect(orderListAnswer.parse(await cancelled.json()).data[0]?.info).toMatchObject({ pagamento_pendente: -1, qr: [] });
    expect((await cancel(pending.key)).status).toBe(200);

    const paid = await placed();
    await notify({ key: paid.key, status: 1, ref: 'DSKTEST0004', data: { value: paid.value, method: 'desk' } });
    expect((await reread(paid.key)).info.qr.length).toBeGreaterThan(0);
    expect((await cancel(paid.key)).status).toBe(200);
    expect((await reread(paid.key)).info).toMatchObject({ pagamento_pendente: -1, estado_pagamento: 0, qr: [] });
    // Its payment failed: the checkout cannot revive the order.
    expect((await api.post('/store/payment/checkout/', { key: paid.key, value: paid.value, method: 'desk', phone: '' }, balcao.token)).status).toBe(400);
    expect((await cancel('1-unknownkey')).status).toBe(404);
  });
});
