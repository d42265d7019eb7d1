import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { identity, instant, reference } from './columns.ts';
import { serviceSlots } from './reservations-schema.ts';
import { companyColumn, entities, orders, payments } from './schema.ts';

/**
 * The desk's day: arrivals checked in by the receipt's code, refunds made at the counter, and the
 * payment sandbox's own record of the refunds it paid back (the providers' side, design.md).
 */

/**
 * A booking's arrival. A booking is an order's seats in a slot, or its entrance tickets of a
 * product for a day (slot_id null): each is checked in at most once, so two clerks scanning the
 * same receipt at once record one arrival (the unique indexes below).
 */
export const checkIns = pgTable(
  'desk_check_ins',
  {
    id: identity(),
    companyCode: companyColumn(),
    orderId: reference('order_id', () => orders.id),
    /** The slot of a timed booking; null for entrance tickets. */
    slotId: integer('slot_id').references(() => serviceSlots.id, { onDelete: 'cascade' }),
    /** The product booked (the service, or the entrance ticket). */
    productId: integer('product_id').notNull(),
    /** The booking's day in Europe/Lisbon. */
    dia: date({ mode: 'string' }).notNull(),
    /** The code the clerk typed or scanned, as read. */
    codigo: text().notNull(),
    /** The clerk (a Colaborador). */
    staffId: reference('staff_id', () => entities.id, 'restrict'),
    checkedInAt: instant('checked_in_at').notNull(),
  },
  (t) => [
    uniqueIndex('desk_check_ins_slot_booking_key').on(t.orderId, t.slotId).where(sql`${t.slotId} is not null`),
    uniqueIndex('desk_check_ins_entrance_booking_key').on(t.orderId, t.productId, t.dia).where(sql`${t.slotId} is null`),
    index('desk_check_ins_company_day_idx').on(t.companyCode, t.dia),
  ],
);

/**
 * A refund made by staff (spec 002 §4: pagamento_pendente -2, "returned or refunded"): one per
 * order, so a second refund is refused and ten at once refund once. The provider is called
 * between two transactions, never under a lock: the row is first the intent (pending), then done
 * once the money went back and the order became -2, or failed when the provider refused or could
 * not be reached (the order unchanged; a new refund of the order takes the row over).
 */
export const REFUND_STATES = ['pending', 'failed', 'done'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: identity(),
    companyCode: companyColumn(),
    orderId: reference('order_id', () => orders.id),
    staffId: reference('staff_id', () => entities.id, 'restrict'),
    refundedAt: instant('refunded_at').notNull(),
    motivo: text().notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** The payment method paid back: cc, mbw (through the provider), mb, desk (by the resort). */
    method: text().notNull(),
    /** The provider's refund (payment_refunds.id) for cc and mbw; null otherwise. */
    providerRefundId: text('provider_refund_id'),
    /** pending (the provider is being called), failed (it did not refund: nothing changed), done. */
    state: text({ enum: REFUND_STATES }).notNull().default('done'),
    /** Why the provider did not refund, for a failed refund. */
    failure: text(),
  },
  (t) => [
    uniqueIndex('order_refunds_order_key').on(t.orderId),
    check('order_refunds_amount_check', sql`${t.amountCents} >= 0`),
    check('order_refunds_state_check', sql`${t.state} in ('pending', 'failed', 'done')`),
  ],
);

/**
 * The payment sandbox's refunds (POST /sandbox/payments/{ref}/refunds), as a card provider keeps
 * them: several may refund parts of one payment, never more than it took; the merchant's
 * reference makes a retried request answer the same refund.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    /** RFD + 16 hex. */
    id: text().primaryKey(),
    paymentId: reference('payment_id', () => payments.id),
    amountCents: integer('amount_cents').notNull(),
    reason: text().notNull().default(''),
    reference: text().notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('payment_refunds_payment_reference_key').on(t.paymentId, t.reference),
    check('payment_refunds_amount_check', sql`${t.amountCents} > 0`),
  ],
);

export type CheckInRow = typeof checkIns.$inferSelect;
export type OrderRefundRow = typeof orderRefunds.$inferSelect;
export type PaymentRefundRow = typeof paymentRefunds.$inferSelect;
