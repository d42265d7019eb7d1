import { type OrderUpdateRequest, type orderUpdateRequest, orderUserInfoSchema } from '@estancia/resort-contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type OrderRow, orders } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { isStaffOf, mayActFor, type Principal } from '../http/principal.ts';
import { latestPaymentOf } from '../payments/payment.repository.ts';
import { parseCents, parseMillis } from './arithmetic.ts';
import type { OrderDeps } from './order.create.ts';

type OrderUpdate = z.output<typeof orderUpdateRequest>;
export type { OrderUpdateRequest };

function refuse(message: string): never {
  throw new ApiError(400, 'invalid_request', message);
}

/** Whether the principal may read or change the order: its customer, or staff of its company. */
export function mayHandleOrder(principal: Principal, order: OrderRow): boolean {
  return order.entityId === null ? isStaffOf(principal, order.companyCode) : mayActFor(principal, order.companyCode, order.entityId);
}

/** Lines and totals are fixed once the order is placed: a client sending them back must send them unchanged. */
function checkUnchanged(stored: OrderRow, update: OrderUpdate): void {
  const sent = update.documento;
  if (sent?.total_documento !== undefined && parseCents(sent.total_documento) !== parseCents(stored.documento.total_documento)) {
    refuse(`Lines and totals cannot change once the order is placed: total_documento is ${stored.documento.total_documento}`);
  }
  if (sent?.linhas !== undefined) {
    const same =
      sent.linhas.length === stored.documento.linhas.length &&
      sent.linhas.every((line, index) => {
        const was = stored.documento.linhas[index];
        return (
          was !== undefined &&
          was.id_produto === line.id_produto &&
          was.quantidade === line.quantidade &&
          was.taxa_iva === line.taxa_iva &&
          parseMillis(was.preco_unitario) === parseMillis(line.preco_unitario)
        );
      });
    if (!same) refuse('Lines and totals cannot change once the order is placed: documento.linhas differ from the order\'s');
  }
}

/**
 * PUT store/order (spec 001 §7 "update", §4 "Bank reference: the order is updated with the
 * reference, entity and amount and saved"). While the order waits for payment its method and
 * billing data may change, and the Multibanco block may be saved when it is the one issued for it.
 */
export async function updateOrder(deps: OrderDeps, principal: Principal, update: OrderUpdate): Promise<OrderRow> {
  return deps.db.transaction(async (tx) => {
    const [stored] = await tx.select().from(orders).where(eq(orders.id, update.id)).for('update');
    if (!stored) throw new ApiError(404, 'not_found', `No order ${update.id}`);
    if (!mayHandleOrder(principal, stored)) throw new ApiError(403, 'forbidden', 'Only the ordering customer or staff may change this order');
    if (update.info?.companycode !== undefined && update.info.companycode !== stored.companyCode) {
      refuse(`info.companycode ${update.info.companycode} is not the order's company`);
    }
    checkUnchanged(stored, update);
    if (stored.pagamentoPendente !== 0) {
      refuse(`Order ${stored.id} is not awaiting payment (pagamento_pendente ${stored.pagamentoPendente}): it cannot change`);
    }

    const documento = { ...stored.documento };
    const rmb = update.documento?.rmb;
    if (rmb) {
      const issued = await latestPaymentOf(tx, stored.id, 'mb');
      if (!issued || issued.status !== 0) refuse(`No pending Multibanco reference was issued for order ${stored.id}`);
      if (rmb.rmb_ent !== issued.mbEntity || rmb.rmb_ref !== issued.mbReference || parseCents(rmb.rmb_pag) !== issued.amountCents) {
        refuse('documento.rmb is not the Multibanco reference issued for this order (entity, reference and amount must match)');
      }
      documento.rmb = { rmb_ent: rmb.rmb_ent, rmb_ref: rmb.rmb_ref, rmb_pag: stored.documento.total_documento };
    }
    const userInfo = update.documento?.user_info;
    if (userInfo) {
      if (userInfo.id_user !== null && userInfo.id_user !== stored.entityId) {
        refuse('documento.user_info.id_user cannot change: the order stays with its customer');
      }
      documento.user_info = orderUserInfoSchema.parse({
        ...userInfo,
        id_user: stored.entityId,
        email: userInfo.email || (userInfo.contacts[0]?.email ?? ''),
      });
    }
    const method = update.info?.metodo_de_pagamento;
    const [row] = await tx
      .update(orders)
      .set({
        documento,
        ...(method === undefined || method === null ? {} : { metodoDePagamento: method }),
        modifiedAt: deps.now(),
      })
      .where(eq(orders.id, stored.id))
      .returning();
    if (!row) throw new Error('updating an order returned no row');
    return row;
  });
}
