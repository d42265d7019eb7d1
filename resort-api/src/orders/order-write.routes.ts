import { z } from '@hono/zod-openapi';
import { orderCreateRequest, orderListAnswer, orderUpdateRequest, requestFingerprintSchema } from '@estancia/resort-contract';
import { companyCodeParam } from '../companies/company-params.ts';
import { requireCompany } from '../companies/company.repository.ts';
import type { ApiApp } from '../http/env.ts';
import { answers, ApiError, commonErrorResponses, errorResponse } from '../http/errors.ts';
import { bearerRoute, json } from '../http/route.ts';
import { registerOrderCancelRoute } from './order-cancel.ts';
import { toOrderDocument } from './order.answer.ts';
import { type OrderDeps, createOrder, keyReused } from './order.create.ts';
import { findOrderByPaymentKey } from './order.repository.ts';
import { mayHandleOrder, updateOrder } from './order.update.ts';

/** POST store/order (spec 001 §7, §4 "Placing the order"). */
export const orderCreateRoute = bearerRoute(['orders'], 'post /store/order', {
  summary: 'Place an order',
  description:
    'Stores the order document it is given (the caller computes the prices) after checking it: every product ' +
    'in the catalogue and on sale, quantities 1 to 999, each line\'s total_iliquido = quantidade × preco_unitario ' +
    '(2 decimals, half up), total_iva at the line\'s rate, total_com_iva their sum, and the document totals the ' +
    'sums of the lines\' (spec 001 §3.5). An inconsistent document is refused with 400 naming the field; nothing ' +
    'is stored. The server numbers the order in its series (WEB{year}, BAL{year} for the desk) without gaps, ' +
    'stamps data and timestamp (Europe/Lisbon), fills each line\'s position, lesson counter and details, and ' +
    'sets a payment deadline an hour ahead (the checkout sets the method\'s own). Needs a session: a Cliente ' +
    'orders for themselves, a Colaborador for any customer or a walk-in one (no id_user). Sending the same ' +
    'payment key again with the same request answers the stored order (200): the same ordering customer and the ' +
    'same info.request_fingerprint, or without one the same billing data, payment method, lines and totals. ' +
    'A used key with any other request is refused with 409 idempotency_key_reused, and nothing is stored.',
  body: orderCreateRequest,
  responses: {
    201: { description: 'The order as stored, alone in data', content: json(orderListAnswer) },
    200: { description: 'The same order sent again: the stored one', content: json(orderListAnswer) },
    400: errorResponse('Invalid or inconsistent document, unknown or inactive product'),
    403: errorResponse('No session, or a customer ordering for someone else'),
    404: errorResponse('Unknown company code'),
    409: errorResponse('idempotency_key_reused: the payment key was used for a different request'),
    ...commonErrorResponses,
  },
});

function orderUpdateRoute(method: 'put' | 'patch') {
  return bearerRoute(['orders'], `${method} /store/order`, {
    summary: method === 'put' ? 'Update an order' : 'Update an order (PATCH, same as PUT)',
    description:
      'The order by id; while it waits for payment: metodo_de_pagamento, documento.user_info and documento.rmb ' +
      '(which must be the Multibanco reference issued for the order by the checkout; the amount may have a comma ' +
      'decimal). Lines and totals may be sent back but not changed. For the ordering customer or staff.',
    body: orderUpdateRequest,
    responses: answers(200, 'The order as updated, alone in data', orderListAnswer, { 400: 'Invalid data, changed lines, a foreign reference, or an order no longer awaiting payment', 403: 'Not the ordering customer\'s session, nor staff', 404: 'No such order' }),
  });
}

/** GET store/order/payment/{company}/{key} (spec 001 §7: the order re-read after the payment). */
export const orderByPaymentKeyRoute = bearerRoute(['orders'], 'get /store/order/payment/{companycode}/{key}', {
  summary: 'An order by payment key',
  description:
    'The order whose id_usado_para_gerar_pagamento is key, alone in data; for its customer or staff. With ' +
    'request_fingerprint, a caller about to send its request again under that key learns first whether the ' +
    'key was used for another request (409 idempotency_key_reused), as POST store/order would answer.',
  params: z.object({
    companycode: companyCodeParam,
    key: z
      .string()
      .regex(/^[A-Za-z0-9_-]{6,64}$/, { error: 'must be a payment key (6 to 64 letters, digits, "-" or "_")' })
      .openapi({ param: { name: 'key', in: 'path' }, description: 'The payment key.', example: '1768471200000-1' }),
  }),
  query: z.object({
    request_fingerprint: requestFingerprintSchema.optional().openapi({
      param: { name: 'request_fingerprint', in: 'query' },
      description: 'The digest of the request the caller would send again (POST store/order info.request_fingerprint).',
    }),
  }),
  responses: answers(200, 'The order, alone in data', orderListAnswer, { 400: 'Malformed company code, key or request_fingerprint', 403: 'Not the ordering customer\'s session, nor staff', 404: 'Unknown company code or payment key', 409: 'idempotency_key_reused: the order under that key was placed for a different request_fingerprint' }),
});

export function registerOrderWriteRoutes(app: ApiApp, deps: OrderDeps): void {
  registerOrderCancelRoute(app, deps);
  app.openapi(orderCreateRoute, async (c) => {
    const body = c.req.valid('json');
    const companyCode = await requireCompany(deps.db, body.info.companycode);
    const { order, replayed } = await createOrder(deps, c.get('principal'), companyCode, body);
    const answer = orderListAnswer.parse({ data: [toOrderDocument(order)] });
    return replayed ? c.json(answer, 200) : c.json(answer, 201);
  });

  for (const method of ['put', 'patch'] as const) {
    app.openapi(orderUpdateRoute(method), async (c) => {
      const order = await updateOrder(deps, c.get('principal'), c.req.valid('json'));
      return c.json(orderListAnswer.parse({ data: [toOrderDocument(order)] }), 200);
    });
  }

  app.openapi(orderByPaymentKeyRoute, async (c) => {
    const { companycode, key } = c.req.valid('param');
    const companyCode = await requireCompany(deps.db, companycode);
    const order = await findOrderByPaymentKey(deps.db, key);
    if (!order || order.companyCode !== companyCode) throw new ApiError(404, 'not_found', `No order with payment key ${key}`);
    if (!mayHandleOrder(c.get('principal'), order)) {
      throw new ApiError(403, 'forbidden', 'Only the ordering customer or staff may read this order');
    }
    // An order kept before digests were cannot tell: it is answered as it always was.
    const { request_fingerprint: fingerprint } = c.req.valid('query');
    if (fingerprint !== undefined && order.requestFingerprint !== null && order.requestFingerprint !== fingerprint) throw keyReused(key);
    return c.json(orderListAnswer.parse({ data: [toOrderDocument(order)] }), 200);
  });
}
