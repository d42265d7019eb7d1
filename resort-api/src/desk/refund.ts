import { PAYMENT_STATES, type deskRefundAnswer } from '@estancia/resort-contract';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../db/client.ts';
import { type OrderRefundRow, orderRefunds } from '../db/desk-schema.ts';
import { type OrderRow, type PaymentAttemptMethod, orders, payments } from '../db/schema.ts';
import { ApiError, DetailedApiError } from '../http/errors.ts';
import { parseCents } from '../orders/arithmetic.ts';
import { toOrderDocument } from '../orders/order.answer.ts';
import { REFUNDABLE_METHODS, type RefundOrder, type RefundProvider } from '../payments/sandbox-refund.ts';
import type { Clock } from '../reservations/hold-locks.ts';
import { releaseSeatsOfOrders } from '../reservations/hold-release.ts';
import { bookingsOfOrder } from './order-bookings.ts';
import { byDayAndStart, placeDeadline, toPlace } from './places.ts';
import { orderRef, refundsOf, toRefund } from './records.ts';

/**
 * POST /desk/refund: staff refund a paid order before its slots start (spec 002 §4 "Order payment
 * status": -2 returned or refunded, grey). The payment provider is called with no transaction
 * open, so a slow provider holds no lock any other desk call waits for:
 *
 * 1. Intent, one transaction under the order's lock: the order is paid and no slot has started; the
 *    refund is recorded pending (one row per order, taken over by a later try when it is pending
 *    or failed).
 * 2. The provider (card and MB WAY) refunds the payment, outside any transaction. Its reference is
 *    the order's, so asking again answers the same refund: a retry never pays back twice.
 * 3. Settlement, one transaction with the ledger's locks in its order (the order row, then the
 *    clients and the slot rows): the order becomes -2 (the payment trigger announces it), its
 *    tickets stay but are no longer shown, the refund is done, and the seats go back on sale,
 *    announced at commit (seat-announcements.ts).
 *
 * A provider failure marks the refund failed and answers refund_provider_failed: the order is
 * unchanged and the refund can be asked again. Ten clerks refunding at once queue on the order's
 * lock: each later one finds the refund pending and asks the provider for the same refund, and
 * one settles it; the others are told it was done.
 */
export interface RefundRequest {
  companyCode: string;
  staffId: number;
  orderId: number;
  motivo: string;
}

const METHOD_BY_CODE: Record<number, PaymentAttemptMethod> = { 0: 'cc', [-1]: 'mbw', 1: 'mb', 2: 'desk' };

async function lockOrder(tx: Tx, companyCode: string, orderId: number): Promise<OrderRow> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.companyCode, companyCode)))
    .for('update');
  if (!order) throw new ApiError(404, 'refund_order_unknown', `No order ${orderId}`);
  return order;
}

async function refuseRefunded(tx: Tx, order: OrderRow): Promise<never> {
  const refund = (await refundsOf(tx, [order.id])).get(order.id);
  throw new DetailedApiError(409, 'refund_already', `Order ${order.serie}/${order.numero} was refunded already`, {
    ...orderRef(order),
    reembolso: refund ? toRefund(refund) : null,
  });
}

/** What the provider is asked for: the payment to refund, or null when the resort pays back itself. */
interface Intent {
  refund: OrderRefundRow;
  providerCall: { paymentRef: string; order: RefundOrder } | null;
}

/** Step 1: the order may be refunded; the refund is recorded pending. */
async function recordIntent(db: Db, request: RefundRequest, clock: Clock): Promise<Intent> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, request.companyCode, request.orderId);
    const now = clock();
    if (order.pagamentoPendente === PAYMENT_STATES.refunded) return refuseRefunded(tx, order);
    if (order.pagamentoPendente !== PAYMENT_STATES.paid && order.pagamentoPendente !== PAYMENT_STATES.paidConfirmed) {
      throw new DetailedApiError(409, 'refund_not_paid', `Order ${order.serie}/${order.numero} is not paid (pagamento_pendente ${order.pagamentoPendente})`, {
        ...orderRef(order),
        pagamento_pendente: order.pagamentoPendente,
      });
    }
    const { bookings, names } = await bookingsOfOrder(tx, order, { released: false });
    const started = bookings.map((b) => b.place).filter((place) => placeDeadline(place).getTime() <= now.getTime()).sort(byDayAndStart)[0];
    if (started) {
      const place = toPlace(started, names);
      throw new DetailedApiError(409, 'refund_slot_started', `Order ${order.serie}/${order.numero} has a booking that started at ${place.inicio ?? place.dia}`, {
        ...orderRef(order),
        lugar: place,
      });
    }

    const amountCents = parseCents(order.documento.total_documento);
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.status, 1)))
      .orderBy(desc(payments.id))
      .limit(1);
    const method = payment?.method ?? METHOD_BY_CODE[order.metodoDePagamento ?? Number.NaN] ?? 'desk';
    const intent = { staffId: request.staffId, refundedAt: now, motivo: request.motivo, amountCents, method, state: 'pending' as const, failure: null };
    const [existing] = await tx.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id));
    // A done refund leaves the order -2 (refused above); one pending or failed is taken over.
    if (existing?.state === 'done') return refuseRefunded(tx, order);
    const [refund] = existing
      ? await tx.update(orderRefunds).set(intent).where(eq(orderRefunds.id, existing.id)).returning()
      : await tx
          .insert(orderRefunds)
          .values({ companyCode: order.companyCode, orderId: order.id, providerRefundId: null, ...intent })
          .returning();
    if (!refund) throw new Error('recording a refund returned no row');
    // Card and MB WAY money goes back through the provider; Multibanco and desk by the resort itself.
    const providerCall =
      payment && REFUNDABLE_METHODS.has(payment.method) && amountCents > 0
        ? { paymentRef: payment.ref, order: { amountCents, reason: request.motivo, reference: `ORDER-${order.id}` } }
        : null;
    return { refund, providerCall };
  });
}

/** Step 2 failed: the refund is marked failed (unless another try settled it meanwhile), the order untouched. */
async function recordFailure(db: Db, refund: OrderRefundRow, error: unknown): Promise<never> {
  const reason = error instanceof Error ? error.message : String(error);
  await db
    .update(orderRefunds)
    .set({ state: 'failed', failure: reason.slice(0, 500) })
    .where(and(eq(orderRefunds.id, refund.id), eq(orderRefunds.state, 'pending')));
  throw new ApiError(502, 'refund_provider_failed', `The payment provider did not refund the payment (${reason}); nothing changed, the refund can be asked again`);
}

/** Step 3: the money went back; the order becomes -2 and its seats come back on sale. */
async function settleRefund(db: Db, request: RefundRequest, providerRefundId: string | null, clock: Clock): Promise<z.input<typeof deskRefundAnswer>> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, request.companyCode, request.orderId);
    const now = clock();
    if (order.pagamentoPendente === PAYMENT_STATES.refunded) return refuseRefunded(tx, order);
    const { bookings } = await bookingsOfOrder(tx, order, { released: false });
    const [updated] = await tx
      .update(orders)
      .set({ pagamentoPendente: PAYMENT_STATES.refunded, qr: order.qr.map((ticket) => ({ ...ticket, show_qr: false })), modifiedAt: now })
      .where(eq(orders.id, order.id))
      .returning();
    if (!updated) throw new Error('updating an order returned no row');
    const done = await tx
      .update(orderRefunds)
      .set({ state: 'done', failure: null, refundedAt: now, providerRefundId, staffId: request.staffId, motivo: request.motivo })
      .where(eq(orderRefunds.orderId, order.id))
      .returning({ id: orderRefunds.id });
    if (done.length === 0) throw new Error('a refund settled without its recorded intent');
    // spec 002 §4: the seats come back on sale, announced to every open listing at commit.
    await releaseSeatsOfOrders(tx, [order.id], clock);

    const refund = (await refundsOf(tx, [order.id])).get(order.id);
    if (!refund) throw new Error('a refund just recorded cannot be read');
    return {
      data: {
        encomenda: toOrderDocument(updated),
        reembolso: toRefund(refund),
        lugares: bookings.flatMap((b) => (b.place.slot ? [{ id_stock: b.place.slot.id, quantidade: b.quantity }] : [])),
      },
    };
  });
}

/** With no provider (the payment sandbox off, config PAYMENT_SANDBOX), card and MB WAY payments cannot be refunded here. */
export async function refundOrder(
  db: Db,
  request: RefundRequest,
  clock: Clock,
  provider: RefundProvider | null,
): Promise<z.input<typeof deskRefundAnswer>> {
  const { refund, providerCall } = await recordIntent(db, request, clock);
  let providerRefundId: string | null = null;
  if (providerCall) {
    try {
      if (!provider) throw new Error('no payment provider is configured for refunds');
      providerRefundId = (await provider(providerCall.paymentRef, providerCall.order)).id;
    } catch (error) {
      return recordFailure(db, refund, error);
    }
  }
  return settleRefund(db, request, providerRefundId, clock);
}
