import { z } from '@hono/zod-openapi';
import { orderListAnswer } from '@estancia/resort-contract';
import { idParam } from '../accounts/params.ts';
import { companyPath } from '../companies/company-params.ts';
import { requireCompany } from '../companies/company.repository.ts';
import type { Db } from '../db/client.ts';
import type { ApiApp } from '../http/env.ts';
import { answers, ApiError } from '../http/errors.ts';
import { isStaffOf, mayActFor, requireSelfOrStaff, requireUser } from '../http/principal.ts';
import { bearerRoute } from '../http/route.ts';
import { toOrderDocument } from './order.answer.ts';
import { findOrderById, listOrdersOfEntity } from './order.repository.ts';

/** GET store/order/client/{company}/{userId} (spec 001 §7, §2.5). */
export const clientOrdersRoute = bearerRoute(['orders'], 'get /store/order/client/{companycode}/{userId}', {
  summary: 'A customer\'s purchase history',
  description:
    'Every order document of the customer, newest first. For that customer\'s own session or a ' +
    'Colaborador session of the company (spec 001 §6: a customer sees only their own orders).',
  params: companyPath({ userId: idParam('userId', 'The customer (entity) id.') }),
  responses: answers(200, 'The orders, newest first', orderListAnswer, { 400: 'Malformed company code or user id', 403: 'Not that customer\'s session, nor staff', 404: 'Unknown company code' }),
});

/** Spec 001 §7 writes the path with a double slash; the single-slash form is accepted too. */
const ORDER_BY_ID_PATHS = {
  spec: '/get/order/id/encomenda//{id}',
  single: '/get/order/id/encomenda/{id}',
} as const;

function orderByIdRoute(path: string, description: string) {
  return bearerRoute(['orders'], `get ${path}`, {
    summary: 'An order by id',
    description,
    params: z.object({ id: idParam('id', 'The order id.') }),
    responses: answers(200, 'The order, alone in data', orderListAnswer, { 400: 'Malformed id', 403: 'Not the ordering customer\'s session, nor staff of the company', 404: 'No such order' }),
  });
}

export const orderByIdRoutes = {
  spec: orderByIdRoute(
    ORDER_BY_ID_PATHS.spec,
    'One order document, for the ordering customer\'s session or a Colaborador session of its company.',
  ),
  single: orderByIdRoute(ORDER_BY_ID_PATHS.single, `Alias of GET ${ORDER_BY_ID_PATHS.spec}.`),
};

export function registerOrderRoutes(app: ApiApp, deps: { db: Db }): void {
  app.openapi(clientOrdersRoute, async (c) => {
    const { companycode, userId } = c.req.valid('param');
    const companyCode = await requireCompany(deps.db, companycode);
    requireSelfOrStaff(c.get('principal'), companyCode, userId, 'read these orders');
    const rows = await listOrdersOfEntity(deps.db, companyCode, userId);
    return c.json(orderListAnswer.parse({ data: rows.map(toOrderDocument) }), 200);
  });

  for (const route of [orderByIdRoutes.spec, orderByIdRoutes.single]) {
    app.openapi(route, async (c) => {
      const { id } = c.req.valid('param');
      const principal = c.get('principal');
      requireUser(principal, 'Reading an order');
      const row = await findOrderById(deps.db, id);
      if (!row) throw new ApiError(404, 'not_found', `No order ${id}`);
      const allowed =
        row.entityId === null
          ? isStaffOf(principal, row.companyCode)
          : mayActFor(principal, row.companyCode, row.entityId);
      if (!allowed) {
        throw new ApiError(403, 'forbidden', 'Only the ordering customer or staff may read this order');
      }
      return c.json(orderListAnswer.parse({ data: [toOrderDocument(row)] }), 200);
    });
  }
}
