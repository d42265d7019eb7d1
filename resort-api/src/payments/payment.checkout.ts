import { randomBytes, randomInt } from 'node:crypto';
import {
  CHECKOUT_METHODS,
  PAYMENT_STATES,
  type checkoutRequest,
  type purchasePaymentRequest,
} from '@estancia/resort-contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { type OrderRow, type PaymentRow, orders, payments } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import type { Principal } from '../http/principal.ts';
import { toResortIso } from '../lib/time.ts';
import { formatCents, parseCents } from '../orders/arithmetic.ts';
import { SANDBOX_MULTIBANCO_ENTITY, multibancoReference } from '../orders/multibanco.ts';
import { mayHandleOrder } from '../orders/order.update.ts';
import { CARD_PAGE_TIMEOUT_MS, MBWAY_TIMEOUT_MS, MULTIBANCO_DEADLINE_MS, UNPAID_ORDER_DEADLINE_MS } from './deadlines.ts';

export interface PaymentDeps {
  db: Db;
  now: () => Date;
}

type Checkout = z.output<typeof checkoutRequest>;
type PurchasePayment = z.output<typeof purchasePaymentRequest>;

const TIMEOUTS: Record<PaymentRow['method'], number> = {
  cc: CARD_PAGE_TIMEOUT_MS,
  mbw: MBWAY_TIMEOUT_MS,
  mb: MULTIBANCO_DEADLINE_MS,
  // Desk payments are created by desk-payment.ts, never here.
  desk: UNPAID_ORDER_DEADLINE_MS,
};

function refuse(message: string): never {
  throw new ApiError(400, 'invalid_request', message);
}

/** An MB WAY phone number as the app knows it: digits only, with the country code. */
function mbwayPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 9 ? `351${digits}` : digits;
}

/**
 * POST store/payment/checkout/ (spec 001 §4 "Placing the order", §7): starts paying an order by
 * its payment key, in the payment sandbox (design.md): card answers the URL of the hosted page;
 * Multibanco entity 90150, a reference with its check digits and a deadline three days ahead; MB
 * WAY a pending request that waits about four minutes for approval. The value must be the order's
 * total. A checkout sent again for the same method (and phone) answers the same pending payment;
 * another method replaces it. The order takes the method and the payment's deadline.
 */
export async function checkout(deps: PaymentDeps, principal: Principal, body: Checkout): Promise<{ payment: PaymentRow; order: OrderRow }> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.paymentKey, body.key)).for('update');
    if (!order) throw new ApiError(404, 'not_found', `No order with payment key ${body.key}`);
    if (!mayHandleOrder(principal, order)) throw new ApiError(403, 'forbidden', 'Only the ordering customer or staff may pay this order');
    if (order.pagamentoPendente !== PAYMENT_STATES.pending) {
      refuse(`Order ${order.id} is not awaiting payment (pagamento_pendente ${order.pagamentoPendente})`);
    }
    if (order.prazoPagamento && order.prazoPagamento.getTime() <= now.getTime()) {
      refuse(`The payment deadline of order ${order.id} passed at ${toResortIso(order.prazoPagamento)}`);
    }
    const amountCents = parseCents(order.documento.total_documento);
    if (parseCents(body.value) !== amountCents) {
      refuse(`value ${formatCents(parseCents(body.value))} is not the order total ${order.documento.total_documento}`);
    }
    // spec 001 §5: MB WAY needs the number of the phone with the app.
    if (body.method === 'mbw' && body.phone === '') refuse('phone is required for MB WAY: the number associated with the app');
    const phone = body.method === 'mbw' ? mbwayPhone(body.phone) : '';

    const pending = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.status, 0)))
      .for('update');
    const same = pending.find(
      (p) => p.method === body.method && p.phone === phone && p.expiresAt.getTime() > now.getTime(),
    );
    if (same) return { payment: same, order };
    for (const replaced of pending) {
      await tx.update(payments).set({ status: -1, settledAt: now }).where(eq(payments.id, replaced.id));
    }

    const expiresAt = new Date(now.getTime() + TIMEOUTS[body.method]);
    const reference =
      body.method === 'mb' ? multibancoReference(SANDBOX_MULTIBANCO_ENTITY, String(randomInt(1_000_000, 10_000_000)), amountCents) : null;
    const [payment] = await tx
      .insert(payments)
      .values({
        orderId: order.id,
        ref: `PAY${randomBytes(8).toString('hex').toUpperCase()}`,
        method: body.method,
        amountCents,
        phone,
        status: 0,
        mbEntity: reference ? SANDBOX_MULTIBANCO_ENTITY : null,
        mbReference: reference,
        sandboxToken: randomBytes(24).toString('base64url'),
        expiresAt,
        createdAt: now,
      })
      .returning();
    if (!payment) throw new Error('inserting a payment returned no row');
    const [updated] = await tx
      .update(orders)
      .set({
        metodoDePagamento: CHECKOUT_METHODS[body.method],
        prazoPagamento: expiresAt,
        documento: {
          ...order.documento,
          // A reference replaced by another method is no longer payable: the order drops it.
          rmb: reference
            ? { rmb_ent: SANDBOX_MULTIBANCO_ENTITY, rmb_ref: reference, rmb_pag: order.documento.total_documento }
            : null,
        },
        modifiedAt: now,
      })
      .where(eq(orders.id, order.id))
      .returning();
    if (!updated) throw new Error('updating an order returned no row');
    return { payment, order: updated };
  });
}

/**
 * POST store/purchase/payment (spec 001 §7): registers the checkout answer (obj) with the order it
 * paid. The answer's payment must be one of that order's, under its key. Registering again
 * changes nothing but the stored answer.
 */
export async function registerPurchasePayment(
  deps: PaymentDeps,
  principal: Principal,
  body: PurchasePayment,
): Promise<{ payment: PaymentRow; order: OrderRow }> {
  return deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, body.info.id)).limit(1);
    if (!order) throw new ApiError(404, 'not_found', `No order ${body.info.id}`);
    if (order.companyCode !== body.info.companycode) refuse(`info.companycode ${body.info.companycode} is not the order's company`);
    if (!mayHandleOrder(principal, order)) throw new ApiError(403, 'forbidden', 'Only the ordering customer or staff may register this payment');
    if (body.id !== order.paymentKey || body.info.obj.key !== order.paymentKey) {
      refuse(`The payment key ${body.id} is not the key of order ${order.id}`);
    }
    const [payment] = await tx.select().from(payments).where(eq(payments.ref, body.info.obj.ref)).for('update');
    if (!payment) throw new ApiError(404, 'not_found', `Unknown payment reference ${body.info.obj.ref}`);
    if (payment.orderId !== order.id) refuse(`Payment ${payment.ref} does not belong to order ${order.id}`);
    const [updated] = await tx
      .update(payments)
      .set({ registeredAt: payment.registeredAt ?? deps.now(), registration: body.info.obj })
      .where(eq(payments.id, payment.id))
      .returning();
    if (!updated) throw new Error('updating a payment returned no row');
    return { payment: updated, order };
  });
}
