import { PAYMENT_STATES, orderCancelRequest, orderListAnswer } from '@estancia/resort-contract';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { requireCompany } from '../companies/company.repository.ts';
import type { ApiApp } from '../http/env.ts';
import { answers, ApiError } from '../http/errors.ts';
import { isStaffOf } from '../http/principal.ts';
import { bearerRoute } from '../http/route.ts';
import { type OrderRow, orders, payments } from '../db/schema.ts';
import { releaseSeatsOfOrders } from '../reservations/hold-release.ts';
import { toOrderDocument } from './order.answer.ts';
import type { OrderDeps } from './order.create.ts';

/**
 * spec 002 §4 "Confirming a desk order" is four calls (order, notification, checkout, purchase
 * payment). When one fails the desk cancels the order, so none is left half-finished: the order
 * becomes pagamento_pendente -1 without tickets, its payments fail, and the seats sold to it go
 * back on sale. An order whose payment was registered (the fourth call) is complete and stays.
 */
export const orderCancelRoute = bearerRoute(['orders'], 'post /store/order/cancel', {
  summary: 'Cancel an unfinished desk order',
  description:
    'Staff only. companycode and id_usado_para_gerar_pagamento (the payment key) of an order placed at the desk ' +
    'whose payment is not registered yet: the order becomes pagamento_pendente -1 and drops its tickets, its ' +
    'payments fail, and its sold slots are released. Cancelling a cancelled order answers it again. An order ' +
    'with a registered payment, or not placed at the desk, is a 400.',
  body: orderCancelRequest,
  responses: answers(200, 'The order as cancelled, alone in data', orderListAnswer, { 400: 'Invalid body, not a desk order, or an order already complete', 403: 'Not staff of the company', 404: 'Unknown company code or payment key' }),
});

async function cancelDeskOrder(deps: OrderDeps, companyCode: string, key: string): Promise<OrderRow> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.paymentKey, key)).for('update');
    if (!order || order.companyCode !== companyCode) throw new ApiError(404, 'not_found', `No order with payment key ${key}`);
    if (order.origin !== 'desk') throw new ApiError(400, 'invalid_request', `Order ${order.id} was not placed at the desk`);
    const [registered] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.status, 1), isNotNull(payments.registeredAt)))
      .limit(1);
    if (registered) throw new ApiError(400, 'invalid_request', `Order ${order.id} is complete: its payment is registered`);
    if (order.pagamentoPendente === PAYMENT_STATES.failed) return order;
    await tx
      .update(payments)
      .set({ status: -1, settledAt: now })
      .where(and(eq(payments.orderId, order.id), inArray(payments.status, [0, 1])));
    const [cancelled] = await tx
      .update(orders)
      .set({ pagamentoPendente: PAYMENT_STATES.failed, estadoPagamento: 0, qr: [], modifiedAt: now })
      .where(eq(orders.id, order.id))
      .returning();
    if (!cancelled) throw new Error('updating an order returned no row');
    await releaseSeatsOfOrders(tx, [order.id], deps.now);
    return cancelled;
  });
}

export function registerOrderCancelRoute(app: ApiApp, deps: OrderDeps): void {
  app.openapi(orderCancelRoute, async (c) => {
    const body = c.req.valid('json');
    const companyCode = await requireCompany(deps.db, body.companycode);
    if (!isStaffOf(c.get('principal'), companyCode)) throw new ApiError(403, 'forbidden', 'Only staff may cancel a desk order');
    const order = await cancelDeskOrder(deps, companyCode, body.id_usado_para_gerar_pagamento);
    return c.json(orderListAnswer.parse({ data: [toOrderDocument(order)] }), 200);
  });
}
