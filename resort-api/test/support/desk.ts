import { type OrderDocument, PAYMENT_METHODS, checkoutAnswer, orderListAnswer } from '@estancia/resort-contract';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { checkIns, orderRefunds, paymentRefunds } from '../../src/db/desk-schema.ts';
import { type ServiceSlotRow, holds } from '../../src/db/reservations-schema.ts';
import { orders } from '../../src/db/schema.ts';
import { toResortDate } from '../../src/lib/time.ts';
import { signNotification } from '../../src/payments/notification-signature.ts';
import { COMPANY, type TestApi } from './accounts.ts';
import { SPA_PRODUCT, insertSlot } from './hold-fixtures.ts';
import { type LineSpec, orderBody, paymentKey } from './orders.ts';

/** The secret the tests' payment notifications (and sandbox refund calls) are signed with. */
export const DESK_SECRET = 'test-notification-secret-desk';
/** An entrance ticket of the demo catalogue (kind entrance). */
export const ENTRANCE_PRODUCT = 51;
export const HOUR = 3_600_000;

export interface Who {
  token: string;
  id: number;
}

/** A booking made for a test: its order (as paid or left pending) and the slot it holds seats in. */
export interface Booked {
  order: OrderDocument;
  slot: ServiceSlotRow;
  code: string;
  /** The payment's ref ('' when unpaid). */
  ref: string;
}

/** Desk fixtures over a test API whose notifications are signed with DESK_SECRET. */
export function deskFixture(api: () => TestApi, db: () => Db) {
  const notify = (body: unknown) =>
    api().app.request('/store/payment/notification/status/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-payment-signature': signNotification(DESK_SECRET, JSON.stringify(body)) },
      body: JSON.stringify(body),
    });

  async function placed(response: Response): Promise<OrderDocument> {
    const body: unknown = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(201);
    return orderListAnswer.parse(body).data[0] as OrderDocument;
  }

  async function reread(orderId: number): Promise<OrderDocument> {
    const [row] = await db().select({ key: orders.paymentKey }).from(orders).where(eq(orders.id, orderId));
    const response = await api().get(`/store/order/payment/${COMPANY}/${row?.key ?? ''}`, (await staffToken()) ?? undefined);
    return orderListAnswer.parse(await response.json()).data[0] as OrderDocument;
  }

  let staff: Who | undefined;
  const staffToken = async () => (staff ??= await api().session('balcao')).token;

  /**
   * An order with `seats` seats sold in a new slot starting at `startsAt` (and, with `entrance`,
   * that many entrance tickets for the slot's day): placed at the desk and paid there, or placed
   * online by `customer` and paid by card; `paid: false` leaves it awaiting payment.
   */
  async function book(options: { startsAt: Date; seats?: number; entrance?: number; customer?: Who; paid?: boolean; capacity?: number }): Promise<Booked> {
    const seats = options.seats ?? 2;
    const slot = await insertSlot(db(), { startsAt: options.startsAt, capacity: options.capacity ?? 10 });
    const dia = toResortDate(slot.startsAt);
    const specs: LineSpec[] = [{ id: SPA_PRODUCT, name: 'Circuito termal', grossCents: 1800, vatRate: 23, quantity: seats }];
    if (options.entrance) specs.unshift({ id: ENTRANCE_PRODUCT, name: 'Entrada', grossCents: 1000, vatRate: 23, quantity: options.entrance });
    const customer = options.customer;
    const base = orderBody(paymentKey(customer?.id ?? null), { id: customer?.id ?? null, name: 'Ana Ribeiro', email: 'ana@example.com' }, specs);
    base.documento.linhas.forEach((line, index) => {
      line.subname = specs[index]?.id === ENTRANCE_PRODUCT ? dia : `${dia} 10:00`;
    });
    const body = customer ? base : { ...base, info: { ...base.info, origin: 'desk', metodo_de_pagamento: PAYMENT_METHODS.desk } };
    const order = await placed(await api().post('/store/order', body, customer?.token ?? (await staffToken())));
    const now = new Date();
    await db().insert(holds).values({
      companyCode: COMPANY,
      clientId: customer?.id ?? 1,
      slotId: slot.id,
      productId: slot.productId,
      quantity: seats,
      status: 'sold',
      expiresAt: now,
      orderId: order.id,
      createdAt: now,
      updatedAt: now,
    });
    if (options.paid === false) return { order, slot, code: `${order.info.serie}/${order.info.numero}`, ref: '' };
    const key = order.info.id_usado_para_gerar_pagamento;
    const value = order.documento.total_documento;
    let ref = `DSK${order.id}T${Date.now()}`;
    if (customer) {
      const checkout = await api().post('/store/payment/checkout/', { key, value, method: 'cc', phone: '' }, customer.token);
      expect(checkout.status).toBe(200);
      ref = checkoutAnswer.parse(await checkout.json()).data.ref;
    }
    const paid = await notify({ key, status: 1, ref, data: { value, method: customer ? 'cc' : 'desk' } });
    expect(paid.status, await paid.clone().text()).toBe(200);
    const after = await reread(order.id);
    const code = after.info.qr[0]?.codigo;
    if (!code) throw new Error('a paid order has no ticket');
    return { order: after, slot, code, ref };
  }

  /** What the desk calls may have written, for asserting that nothing was. */
  async function written(orderId: number) {
    const [order] = await db().select({ state: orders.pagamentoPendente, qr: orders.qr }).from(orders).where(eq(orders.id, orderId));
    return {
      state: order?.state,
      shown: order?.qr.map((ticket) => ticket.show_qr),
      checkIns: (await db().select().from(checkIns).where(eq(checkIns.orderId, orderId))).length,
      refunds: (await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId))).length,
      held: (await db().select({ status: holds.status, quantity: holds.quantity }).from(holds).where(eq(holds.orderId, orderId))).map((h) => `${h.status}:${h.quantity}`),
    };
  }

  const providerRefunds = async () => db().select().from(paymentRefunds);

  return { book, notify, reread, written, staffToken, providerRefunds };
}
