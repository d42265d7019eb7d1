import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../kernel/context.ts';
import { toDateTime, upstreamDateTime as dateTime } from '../../time.ts';
import { money } from '../../kernel/money.ts';
import { pageOf } from '../../kernel/connection.ts';
import { toGlobalId } from '../../kernel/global-id.ts';
import { paymentMethodOf, paymentStatusOf } from './map.ts';
import type { OrderDocument } from '@estancia/resort-contract';

/** The most orders one page may hold ("All" on the purchase history). */
const MAX_PAGE = 500;

/**
 * `node(id:)` for an order: only the signed-in person's own (spec 000 §6, 001 §6: a customer
 * sees only their own orders). The resort API refuses others' too; this is the gateway's check.
 */
export async function orderNode(key: string, ctx: GatewayContext): Promise<OrderDocument | null> {
  if (!ctx.session || !/^\d+$/.test(key)) return null;
  const order = await ctx.loaders.orders.orderById.load(Number(key));
  return order && order.documento.user_info.id_user === ctx.session.accountId ? order : null;
}

export const orderResolvers: Resolvers = {
  Account: {
    // Only the account's own session reaches here (Account is never resolved for anyone else).
    orders: async ({ entity, session }, args, ctx) => {
      const orders = session.accountId === entity.id ? await ctx.loaders.orders.ordersByAccount.load(entity.id) : [];
      return pageOf(orders, args, (order) => String(order.id), MAX_PAGE);
    },
  },
  Order: {
    id: (order) => toGlobalId('Order', order.id),
    number: (order) => `${order.info.serie}/${order.info.numero}`,
    placedAt: (order) => dateTime(order.info.timestamp) ?? dateTime(order.info.data) ?? toDateTime(new Date(0)),
    paymentStatus: (order) => paymentStatusOf(order.info.pagamento_pendente),
    paymentMethod: (order) => paymentMethodOf(order),
    paymentDeadline: (order) => (order.info.pagamento_pendente === 0 ? dateTime(order.info.prazo_pagamento) : null),
    multibanco: (order) => {
      const rmb = order.documento.rmb;
      return order.info.metodo_de_pagamento === 1 && rmb && rmb.rmb_ref ? rmb : null;
    },
    lines: (order) => order.documento.linhas,
    netTotal: (order) => money(order.documento.total_iliquido_documento),
    vatTotal: (order) => money(order.documento.total_iva_documento),
    total: (order) => money(order.documento.total_documento),
  },
  OrderLine: {
    description: (line) => line.designacao,
    detail: (line) => line.subname || line.observation,
    quantity: (line) => line.quantidade,
    unitNetPrice: (line) => money(line.preco_unitario, 3),
    vatRate: (line) => Math.round(line.taxa_iva),
    netTotal: (line) => money(line.total_iliquido),
    vatTotal: (line) => money(line.total_iva),
    total: (line) => money(line.total_com_iva),
  },
  MultibancoReference: {
    entity: (rmb) => rmb.rmb_ent,
    reference: (rmb) => rmb.rmb_ref,
    amount: (rmb) => money(rmb.rmb_pag),
  },
};
