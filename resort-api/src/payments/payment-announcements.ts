import { paymentChangeSchema } from '@estancia/resort-contract';
import { z } from 'zod';
import { readNotice } from '../db/notifications.ts';

/**
 * spec 002 §4 "Order payment status": every change of an order's estado_pagamento or
 * pagamento_pendente is announced from the transaction that made it. A trigger on orders does it
 * (migration 0010_seat_payment_announcements), so every path is covered: a payment notification,
 * the sandbox's MB WAY, card and Multibanco confirmations, a checkout, the desk's flows and
 * cancellation, the expiry job cancelling an order after its deadline. A new order (0 and 0) is
 * not a change.
 */

/** The notification channel of payment changes; the trigger's pg_notify names the same one. */
export const PAYMENTS_CHANNEL = 'resort_pagamentos';

/** A notification's payload: the order's company and its payment state as committed. */
export const paymentNoticeSchema = paymentChangeSchema.extend({ empresa: z.string() });
export type PaymentNotice = z.output<typeof paymentNoticeSchema>;

/** A payload of PAYMENTS_CHANNEL, read; null when it is not one (logged by the caller). */
export function parsePaymentNotice(payload: string): PaymentNotice | null {
  return readNotice(paymentNoticeSchema, payload);
}
