import { PAYMENT_METHODS, formatCents, type Entity, type OrderCreateRequest } from '@estancia/resort-contract';
import type { z } from 'zod';
import type { billingSchema } from '@estancia/validation';
import type { GatewayContext } from '../../kernel/context.ts';
import { documentLine } from './place-order.ts';
import type { PricedCart } from './quote.ts';

type Billing = z.output<typeof billingSchema>;

/**
 * The order note of a desk sale (spec 002 §3 "Order note", §4): origin desk, method desk, numbered
 * by the resort API in the desk's series; billed to the walk-in customer's data, and to an
 * existing customer's account when the clerk looked one up. Lines and totals come from the
 * server's pricing (place-order.ts documentLine, as a web order's), never from the browser. The sale's request digest
 * travels with its key (idempotency.ts).
 */
export function deskOrderBody(
  ctx: GatewayContext,
  sale: { key: string; fingerprint: string },
  b: Billing,
  customer: Entity | null,
  cart: PricedCart,
): OrderCreateRequest {
  const { totals } = cart;
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
    documento: {
      user_info: {
        id_user: customer?.id ?? null,
        username: customer?.info.username ?? '',
        name: b.name,
        email: b.email,
        vat: b.vat,
        obs: '',
        addresses: [{ address_detail: b.address, street_name: b.address, postal_code: b.postalCode, city: b.locality, localidade: b.locality, country: b.country, principal: true }],
        contacts: [{ email: b.email, mobile_phone: b.mobilePhone, principal: true }],
      },
      linhas: cart.lines.map(documentLine),
      total_documento: formatCents(totals.grossCents),
      total_iva_documento: formatCents(totals.vatCents),
      total_iliquido_documento: formatCents(totals.netCents),
      total_desconto_linha_documento: '0.00',
      taxa_desconto_global: '0.00',
      valor_desconto_global_a_aplicar: '0.00',
      total_iliquido_documento_com_deconto_linha_e_global: formatCents(totals.netCents),
    },
  };
}
