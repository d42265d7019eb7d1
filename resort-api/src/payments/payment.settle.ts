import { randomBytes } from 'node:crypto';
import { CHECKOUT_METHODS, PAYMENT_STATES } from '@estancia/resort-contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { OrderTicketDoc } from '../db/json-types.ts';
import { type OrderRow, orders, paymentNotifications, payments } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { toResortIso } from '../lib/time.ts';
import { formatCents } from '../orders/arithmetic.ts';
import type { Clock } from '../reservations/hold-locks.ts';
import { releaseSeatsOfOrders } from '../reservations/hold-release.ts';
import { paymentStatusName } from './payment.answer.ts';

/** How a payment ended, as a notification says it (spec 002 §7 "key, status, ref, data, response"). */
export interface PaymentOutcome {
  key: string;
  ref: string;
  /** 1 paid, -1 failed. */
  status: 1 | -1;
  valueCents: number;
  /** What the provider sent, kept with the notification. */
  body: unknown;
}

export interface SettleResult {
  order: OrderRow;
  /** False when the same notification had been applied before: nothing changed. */
  applied: boolean;
}

function refuse(message: string): never {
  throw new ApiError(400, 'invalid_request', message);
}

/** One ticket per line of a paid order (spec 001 §3.4 qr), shown at once. */
function ticketsFor(order: OrderRow): OrderTicketDoc[] {
  return order.documento.linhas.map((line) => ({
    codigo: `EST${randomBytes(4).toString('hex').toUpperCase()}`,
    id_produto: line.id_produto,
    show_qr: true,
  }));
}

/**
 * Applies a payment outcome, once (spec 002 §7 notification; design.md "each confirms through a
 * notification call, replay-safe"). The payment and its order are locked for the change; the
 * same outcome for the same payment again finds its notification row and changes nothing; a
 * notification for an unknown key, a payment of another order, a wrong amount, a payment already
 * settled the other way or past its deadline is refused and nothing is written. A failed payment
 * ends its order unpaid: the seats sold to the order come back on sale in the same transaction
 * (spec 002 §4), or a decline would keep them off sale for ever. The clock is read once the order
 * and the payment are locked.
 */
export async function settlePayment(db: Db, clock: Clock, outcome: PaymentOutcome): Promise<SettleResult> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.paymentKey, outcome.key)).for('update');
    if (!order) throw new ApiError(404, 'not_found', `Unknown payment key ${outcome.key}`);
    const [payment] = await tx.select().from(payments).where(eq(payments.ref, outcome.ref)).for('update');
    if (!payment) throw new ApiError(404, 'not_found', `Unknown payment reference ${outcome.ref}`);
    const now = clock();
    if (payment.orderId !== order.id) refuse(`Payment ${outcome.ref} does not belong to payment key ${outcome.key}`);
    if (outcome.valueCents !== payment.amountCents) {
      refuse(
        `Wrong amount: the notification says ${formatCents(outcome.valueCents)} but payment ${payment.ref} is for ` +
          `${formatCents(payment.amountCents)}`,
      );
    }

    const [seen] = await tx
      .select({ id: paymentNotifications.id })
      .from(paymentNotifications)
      .where(and(eq(paymentNotifications.paymentId, payment.id), eq(paymentNotifications.status, outcome.status)))
      .limit(1);
    if (seen) return { order, applied: false };

    if (payment.status !== 0) {
      refuse(`Payment ${payment.ref} is already ${paymentStatusName(payment.status)}: a status ${outcome.status} notification cannot change it`);
    }
    if (outcome.status === 1 && payment.expiresAt.getTime() <= now.getTime()) {
      refuse(`Payment ${payment.ref} expired at ${toResortIso(payment.expiresAt)}: it can no longer be paid`);
    }
    if (order.pagamentoPendente !== PAYMENT_STATES.pending) {
      refuse(`Order ${order.id} is not awaiting payment (pagamento_pendente ${order.pagamentoPendente})`);
    }

    await tx.insert(paymentNotifications).values({
      paymentId: payment.id,
      status: outcome.status,
      valueCents: outcome.valueCents,
      receivedAt: now,
      body: outcome.body ?? null,
    });
    await tx.update(payments).set({ status: outcome.status, settledAt: now }).where(eq(payments.id, payment.id));
    const paid = outcome.status === 1;
    const [updated] = await tx
      .update(orders)
      .set({
        pagamentoPendente: paid ? PAYMENT_STATES.paid : PAYMENT_STATES.failed,
        estadoPagamento: paid ? 1 : 0,
        metodoDePagamento: CHECKOUT_METHODS[payment.method],
        qr: paid ? ticketsFor(order) : order.qr,
        modifiedAt: now,
      })
      .where(eq(orders.id, order.id))
      .returning();
    if (!updated) throw new Error('updating an order returned no row');
    if (!paid) await releaseSeatsOfOrders(tx, [order.id], clock);
    return { order: updated, applied: true };
  });
}
