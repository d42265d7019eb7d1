import { randomBytes } from 'node:crypto';
import { CHECKOUT_METHODS, PAYMENT_STATES } from '@estancia/resort-contract';
import { and, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { type OrderRow, type PaymentRow, orders, payments } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { type Principal, isStaffOf } from '../http/principal.ts';
import { formatCents, parseCents } from '../orders/arithmetic.ts';
import { UNPAID_ORDER_DEADLINE_MS } from './deadlines.ts';

/**
 * Payments taken at the resort's desk (spec 002 §4 "Confirming a desk order": post the order, a
 * success notification with method desk, the checkout, the purchase payment). The counter is its
 * own payment provider: the money is taken by staff, and the gateway signs the desk's
 * notification with the shared notification secret as a provider signs its own. Because the
 * notification comes before the checkout, either call may create the order's one desk payment;
 * the other finds it.
 */

/** A desk payment can be settled for as long as a new order waits for its checkout. */
export const DESK_PAYMENT_TIMEOUT_MS = UNPAID_ORDER_DEADLINE_MS;

function refuse(message: string): never {
  throw new ApiError(400, 'invalid_request', message);
}

/** The order's desk payment that is not failed (there is at most one), locked. */
async function liveDeskPayment(tx: Tx, orderId: number): Promise<PaymentRow | undefined> {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.method, 'desk'), ne(payments.status, -1)))
    .for('update');
  return payment;
}

async function insertDeskPayment(tx: Tx, order: OrderRow, ref: string, now: Date): Promise<PaymentRow> {
  const [payment] = await tx
    .insert(payments)
    .values({
      orderId: order.id,
      ref,
      method: 'desk',
      amountCents: parseCents(order.documento.total_documento),
      phone: '',
      status: 0,
      sandboxToken: randomBytes(24).toString('base64url'),
      expiresAt: new Date(now.getTime() + DESK_PAYMENT_TIMEOUT_MS),
      createdAt: now,
    })
    .returning();
  if (!payment) throw new Error('inserting a payment returned no row');
  await tx
    .update(orders)
    .set({ metodoDePagamento: CHECKOUT_METHODS.desk, modifiedAt: now })
    .where(eq(orders.id, order.id));
  return payment;
}

/** Only orders placed at the desk are paid at the desk. */
function checkDeskOrder(order: OrderRow): void {
  if (order.origin !== 'desk') refuse(`Order ${order.id} was not placed at the desk: it cannot be paid with method desk`);
}

/**
 * Before a desk notification is applied: the payment it names (its ref) exists. A first
 * notification for a desk order still awaiting payment creates it; the same one again finds it.
 * The amount must be the order's total. Settling then runs as for any provider.
 */
export async function ensureDeskPaymentForNotification(db: Db, now: Date, key: string, ref: string, valueCents: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.paymentKey, key)).for('update');
    if (!order) throw new ApiError(404, 'not_found', `Unknown payment key ${key}`);
    checkDeskOrder(order);
    const [named] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.ref, ref)).limit(1);
    if (named) return;
    if (order.pagamentoPendente !== PAYMENT_STATES.pending) refuse(`Order ${order.id} is not awaiting payment`);
    if (valueCents !== parseCents(order.documento.total_documento)) {
      refuse(`Wrong amount: ${formatCents(valueCents)} is not the order total ${order.documento.total_documento}`);
    }
    if (await liveDeskPayment(tx, order.id)) refuse(`Order ${order.id} already has a desk payment under another ref`);
    await insertDeskPayment(tx, order, ref, now);
  });
}

/**
 * POST store/payment/checkout/ with method desk: staff only, for a desk order. Answers the order's
 * desk payment, paid or not (the desk's notification usually came first); creates a pending one
 * while the order still awaits payment and has none.
 */
export async function deskCheckout(db: Db, now: Date, principal: Principal, key: string, valueCents: number): Promise<{ payment: PaymentRow; order: OrderRow }> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.paymentKey, key)).for('update');
    if (!order) throw new ApiError(404, 'not_found', `No order with payment key ${key}`);
    if (!isStaffOf(principal, order.companyCode)) throw new ApiError(403, 'forbidden', 'Only staff may take a payment at the desk');
    checkDeskOrder(order);
    if (valueCents !== parseCents(order.documento.total_documento)) {
      refuse(`value ${formatCents(valueCents)} is not the order total ${order.documento.total_documento}`);
    }
    const existing = await liveDeskPayment(tx, order.id);
    if (existing) return { payment: existing, order };
    if (order.pagamentoPendente !== PAYMENT_STATES.pending) refuse(`Order ${order.id} is not awaiting payment (pagamento_pendente ${order.pagamentoPendente})`);
    const payment = await insertDeskPayment(tx, order, `DSK${randomBytes(8).toString('hex').toUpperCase()}`, now);
    return { payment, order };
  });
}
