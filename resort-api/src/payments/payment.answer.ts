import type { CheckoutData, PaymentRecord } from '@estancia/resort-contract';
import type { OrderRow, PaymentRow } from '../db/schema.ts';
import { toResortIso } from '../lib/time.ts';
import { formatCents } from '../orders/arithmetic.ts';

/** The words of a payment attempt's status in checkout answers. */
export function paymentStatusName(status: number): 'pending' | 'paid' | 'failed' {
  return status === 1 ? 'paid' : status === 0 ? 'pending' : 'failed';
}

/** The sandbox page of a card or MB WAY payment. */
export function sandboxPageUrl(base: string, payment: PaymentRow): string {
  if (payment.method === 'mb') return '';
  return `${base.replace(/\/+$/, '')}/sandbox/${payment.method === 'cc' ? 'card' : 'mbway'}/${payment.sandboxToken}`;
}

/**
 * The checkout answer's data (spec 001 §7): response.method.url for card (the hosted page), reference,
 * entity and value for Multibanco, status pending and the phone for MB WAY (with the sandbox's
 * approval page as url).
 */
export function toCheckoutData(payment: PaymentRow, order: OrderRow, base: string): CheckoutData {
  return {
    key: order.paymentKey,
    ref: payment.ref,
    status: payment.status,
    response: {
      method: {
        type: payment.method,
        url: sandboxPageUrl(base, payment),
        reference: payment.mbReference ?? '',
        entity: payment.mbEntity ?? '',
        value: formatCents(payment.amountCents),
        phone: payment.phone,
        status: paymentStatusName(payment.status),
        expires: toResortIso(payment.expiresAt),
      },
    },
  };
}

/** A payment record (spec 001 §3.7). */
export function toPaymentRecord(payment: PaymentRow, order: OrderRow): PaymentRecord {
  return {
    id: order.id,
    key: order.paymentKey,
    ref: payment.ref,
    value: formatCents(payment.amountCents),
    method: payment.method,
    phone: payment.phone,
    status: payment.status,
    reference: payment.mbReference ?? '',
    entity: payment.mbEntity ?? '',
    expires: toResortIso(payment.expiresAt),
    registered: payment.registeredAt !== null,
  };
}
