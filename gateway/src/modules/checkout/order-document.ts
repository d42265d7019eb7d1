import { formatMillis, orderDocumentTotals, orderLineTotals } from '@estancia/resort-contract';
import type { billingSchema } from '@estancia/validation';
import type { z } from 'zod';
import type { PricedLine } from '../../kernel/priced-line.ts';
import type { PricedCart } from './quote.ts';

type Billing = z.output<typeof billingSchema>;

/** An order line as the order document holds it (spec 001 §3.5). */
export function documentLine(line: PricedLine) {
  const { amounts } = line;
  return {
    id_produto: line.productId,
    pretence_ao_produto: line.partOf,
    designacao: line.name,
    unidade: 'un',
    quantidade: line.quantity,
    preco_unitario: formatMillis(amounts.unitMillis),
    taxa_iva: Math.round(amounts.vatRate),
    ...orderLineTotals(amounts),
    // spec 002 §4: a reservation's line names its day and start time.
    ...(line.detail ? { subname: line.detail } : {}),
  };
}

/**
 * The order document (spec 001 §3.5) of a web order or a desk sale: billed to `billing`, under the
 * account `user` when there is one (a desk walk-in has none), with the lines and totals of the
 * server's own pricing, never the browser's.
 */
export function orderDocument(user: { id: number | null; username: string }, b: Billing, cart: PricedCart) {
  return {
    user_info: {
      id_user: user.id,
      username: user.username,
      name: b.name,
      email: b.email,
      vat: b.vat,
      obs: '',
      addresses: [{ address_detail: b.address, street_name: b.address, postal_code: b.postalCode, city: b.locality, localidade: b.locality, country: b.country, principal: true }],
      contacts: [{ email: b.email, mobile_phone: b.mobilePhone, principal: true }],
    },
    linhas: cart.lines.map(documentLine),
    ...orderDocumentTotals(cart.totals),
  };
}
