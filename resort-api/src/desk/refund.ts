import { PAYMENT_STATES, type deskRefundAnswer } from '@estancia/resort-contract';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../db/client.ts';
import { orderRefunds } from '../db/desk-schema.ts';
import { type OrderRow, type PaymentAttemptMethod, orders, payments } from '../db/schema.ts';
import { ApiError, DetailedApiError } from '../http/errors.ts';
import { parseCents } from '../orders/arithmetic.ts';
import { toOrderDocument } from '../orders/order.answer.ts';
import { REFUNDABLE_METHODS, refundPayment } from '../payments/sandbox-refund.ts';
import { releaseSeatsOfOrders } from '../reservations/hold-release.ts';
import { bookingsOfOrder } from './order-bookings.ts';
import { byDayAndStart, placeDeadline, toPlace } from './places.ts';
import { orderRef, refundsOf, toRefund } from './records.ts';

/**
 * POST /desk/refund: staff refund a paid order before its slots start (spec 002 §4 "Order payment
 * status": -2 returned or refunded, grey). In one transaction, with the ledger's locks in its
 * order (the order row, its payment, then the clients and the slot rows, as cancelling does): the
 * order becomes -2 (the payment trigger announces it), its tickets stay but are no longer shown,
 * a card or MB WAY payment is refunded through the payment sandbox, the refund is recorded (one
 * per order), and the seats go back on sale, announced at commit (seat-announcements.ts). Ten
 * clerks refunding at once queue on the order's lock: one refunds, nine are told it was done.
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

export async function refundOrder(db: Db, request: RefundRequest, now: Date): Promise<z.input<typeof deskRefundAnswer>> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, request.companyCode, request.orderId);
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
    // Card and MB WAY money goes back through the provider; Multibanco and desk by the resort itself.
    const providerRefund =
      payment && REFUNDABLE_METHODS.has(payment.method) && amountCents > 0
        ? await refundPayment(tx, payment.ref, { amountCents, reason: request.motivo, reference: `ORDER-${order.id}` }, now)
        : null;

    const [updated] = await tx
      .update(orders)
      .set({ pagamentoPendente: PAYMENT_STATES.refunded, qr: order.qr.map((ticket) => ({ ...ticket, show_qr: false })), modifiedAt: now })
      .where(eq(orders.id, order.id))
      .returning();
    if (!updated) throw new Error('updating an order returned no row');
    const inserted = await tx
      .insert(orderRefunds)
      .values({
        companyCode: order.companyCode,
        orderId: order.id,
        staffId: request.staffId,
        refundedAt: now,
        motivo: request.motivo,
        amountCents,
        method,
        providerRefundId: providerRefund?.id ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: orderRefunds.id });
    // The order's lock makes this unreachable; the unique index keeps it true regardless.
    if (inserted.length === 0) return refuseRefunded(tx, order);
    // spec 002 §4: the seats come back on sale, announced to every open listing at commit.
    await releaseSeatsOfOrders(tx, [order.id], now);

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
