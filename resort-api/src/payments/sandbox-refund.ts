import { randomBytes } from 'node:crypto';
import type { SandboxRefund } from '@estancia/resort-contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { type PaymentRefundRow, paymentRefunds } from '../db/desk-schema.ts';
import { type PaymentRow, payments } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { toResortIso } from '../lib/time.ts';
import { formatCents } from '../orders/arithmetic.ts';

/**
 * The payment sandbox's refunds (design.md: the providers' side), as card providers' APIs offer
 * them (a refund of a captured payment: amount, reason, the merchant's reference; partial refunds
 * allowed, never more than was paid; the same reference again answers the same refund). Card and
 * MB WAY payments are refunded here; Multibanco references and desk payments have no provider
 * refund (the resort pays those back itself).
 */
export const REFUNDABLE_METHODS: ReadonlySet<PaymentRow['method']> = new Set(['cc', 'mbw']);

export interface RefundOrder {
  amountCents: number;
  reason: string;
  /** The merchant's idempotency key for this refund. */
  reference: string;
}

function refuse(message: string): never {
  throw new ApiError(400, 'invalid_request', message);
}

/**
 * Refunds (part of) a paid payment inside the caller's transaction: the payment row is locked, so
 * concurrent refunds of one payment are counted one after the other and never exceed it.
 */
export async function refundPayment(tx: Tx, paymentRef: string, order: RefundOrder, now: Date): Promise<PaymentRefundRow> {
  const [payment] = await tx.select().from(payments).where(eq(payments.ref, paymentRef)).for('update');
  if (!payment) throw new ApiError(404, 'not_found', `No payment ${paymentRef}`);
  if (!REFUNDABLE_METHODS.has(payment.method)) refuse(`Payment ${payment.ref} (${payment.method}) has no provider refund`);
  if (payment.status !== 1) refuse(`Payment ${payment.ref} was not paid: nothing to refund`);
  const [same] = await tx
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.paymentId, payment.id), eq(paymentRefunds.reference, order.reference)));
  if (same) {
    if (same.amountCents !== order.amountCents) refuse(`Refund ${order.reference} was made for ${formatCents(same.amountCents)}, not ${formatCents(order.amountCents)}`);
    return same;
  }
  const [refunded] = await tx
    .select({ cents: sql<number>`coalesce(sum(${paymentRefunds.amountCents}), 0)`.mapWith(Number) })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.paymentId, payment.id));
  const left = payment.amountCents - (refunded?.cents ?? 0);
  if (order.amountCents > left) refuse(`Payment ${payment.ref} has ${formatCents(left)} left to refund, not ${formatCents(order.amountCents)}`);
  const [row] = await tx
    .insert(paymentRefunds)
    .values({
      id: `RFD${randomBytes(8).toString('hex').toUpperCase()}`,
      paymentId: payment.id,
      amountCents: order.amountCents,
      reason: order.reason,
      reference: order.reference,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('inserting a refund returned no row');
  return row;
}

/** The same as its own call (POST /sandbox/payments/{ref}/refunds), in its own transaction. */
export function refundPaymentCall(db: Db, paymentRef: string, order: RefundOrder, now: Date): Promise<PaymentRefundRow> {
  return db.transaction((tx) => refundPayment(tx, paymentRef, order, now));
}

/** A payment provider's refund call, as the desk's refund makes it; its answer names the refund. */
export type RefundProvider = (paymentRef: string, order: RefundOrder) => Promise<{ id: string }>;

/** The sandbox as the refund provider: its refund call, in its own transaction (the provider's side). */
export function sandboxRefundProvider(db: Db, now: () => Date): RefundProvider {
  return (paymentRef, order) => refundPaymentCall(db, paymentRef, order, now());
}

export function toSandboxRefund(row: PaymentRefundRow, paymentRef: string): SandboxRefund {
  return {
    id: row.id,
    payment: paymentRef,
    amount: formatCents(row.amountCents),
    currency: 'EUR',
    reason: row.reason,
    reference: row.reference,
    status: 'succeeded',
    created: toResortIso(row.createdAt),
  };
}
