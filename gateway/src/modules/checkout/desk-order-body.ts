import { PAYMENT_METHODS, type Entity, type OrderCreateRequest } from '@estancia/resort-contract';
import type { z } from 'zod';
import type { billingSchema } from '@estancia/validation';
import type { GatewayContext } from '../../kernel/context.ts';
import { orderDocument } from './order-document.ts';
import type { PricedCart } from './quote.ts';

type Billing = z.output<typeof billingSchema>;

/**
 * The order note of a desk sale (spec 002 §3 "Order note", §4): origin desk, method desk, numbered
 * by the resort API in the desk's series; billed to the walk-in customer's data, and to an
 * existing customer's account when the clerk looked one up. Lines and totals come from the
 * server's pricing (order-document.ts, as a web order's), never from the browser. The sale's request digest
 * travels with its key (idempotency.ts).
 */
export function deskOrderBody(
  ctx: GatewayContext,
  sale: { key: string; fingerprint: string },
  b: Billing,
  customer: Entity | null,
  cart: PricedCart,
): OrderCreateRequest {
  return {
    info: {
      companycode: ctx.api.companyCode,
      tipo_documento: 'nota_de_encomenda',
      origin: 'desk',
      id_usado_para_gerar_pagamento: sale.key,
      metodo_de_pagamento: PAYMENT_METHODS.desk,
      return_url: null,
      request_fingerprint: sale.fingerprint,
    },
    documento: orderDocument({ id: customer?.id ?? null, username: customer?.info.username ?? '' }, b, cart),
  };
}
