import { z } from '@hono/zod-openapi';
import { purchaseCodeCheckRequest, purchaseCodesAnswer } from '@estancia/resort-contract';
import { and, eq } from 'drizzle-orm';
import { idParam } from '../accounts/params.ts';
import { orders } from '../db/schema.ts';
import type { ApiApp } from '../http/env.ts';
import { answers, ApiError } from '../http/errors.ts';
import { type Principal, mayActFor, requireUser } from '../http/principal.ts';
import { bearerRoute } from '../http/route.ts';
import type { LessonDeps } from './lesson-booking.ts';
import { codesOfOrder, ensurePurchaseCodes, normaliseCode, toPurchaseCode } from './purchase-codes.ts';

/**
 * store/purchase/payment/code/{n} (spec 001 §7, "payload code"): {n} is the order id. POST checks
 * a code the customer typed; GET lists the order's codes, which its customer receives with the
 * paid order. Both for the ordering customer's session or staff; codes exist once it is paid.
 */
const params = z.object({ n: idParam('n', 'The order id.') });

export const checkPurchaseCodeRoute = bearerRoute(['lessons'], 'post /store/purchase/payment/code/{n}', {
  summary: 'Check a lesson purchase code',
  description:
    'The code (compared without case, spaces or dashes) if it is one of the order\'s lesson codes, alone in data, ' +
    'with usado (already used for a booking) and id_evento (the event it booked). Changes nothing.',
  params,
  body: purchaseCodeCheckRequest,
  responses: answers(200, 'The code, alone in data', purchaseCodesAnswer, { 400: 'Malformed order id or body', 403: 'No session, or not the ordering customer nor staff', 404: 'No such order', 422: 'purchase_code_invalid: not one of this order\'s codes' }),
});

export const listPurchaseCodesRoute = bearerRoute(['lessons'], 'get /store/purchase/payment/code/{n}', {
  summary: 'The lesson purchase codes of an order',
  description: 'One code per lesson bought, by line (id_aula_dentro_encomenda) and number; empty while the order is unpaid.',
  params,
  responses: answers(200, 'The codes', purchaseCodesAnswer, { 400: 'Malformed order id', 403: 'No session, or not the ordering customer nor staff', 404: 'No such order' }),
});

/** The order's codes (made if missing), for its customer or staff. */
async function codesFor(deps: LessonDeps, principal: Principal, orderId: number) {
  return deps.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.companyCode, deps.companyCode)))
      .for('update');
    if (!order) throw new ApiError(404, 'not_found', `No order ${orderId}`);
    if (order.entityId === null || !mayActFor(principal, deps.companyCode, order.entityId)) {
      throw new ApiError(403, 'forbidden', 'Only the ordering customer or staff may read its codes');
    }
    await ensurePurchaseCodes(tx, order, deps.now());
    return codesOfOrder(tx, order.id);
  });
}

export function registerPurchaseCodeRoutes(app: ApiApp, deps: LessonDeps): void {
  app.openapi(listPurchaseCodesRoute, async (c) => {
    const principal = requireUser(c.get('principal'), 'Reading purchase codes');
    const { n } = c.req.valid('param') as { n: number };
    const rows = await codesFor(deps, principal, n);
    return c.json(purchaseCodesAnswer.parse({ data: rows.map(toPurchaseCode) }), 200);
  });

  app.openapi(checkPurchaseCodeRoute, async (c) => {
    const principal = requireUser(c.get('principal'), 'Checking a purchase code');
    const { n } = c.req.valid('param') as { n: number };
    const typed = normaliseCode(c.req.valid('json').code);
    const found = (await codesFor(deps, principal, n)).find((row) => row.code === typed);
    if (!found) throw new ApiError(422, 'purchase_code_invalid', 'The purchase code is not one of this order\'s lessons');
    return c.json(purchaseCodesAnswer.parse({ data: [toPurchaseCode(found)] }), 200);
  });
}
