import type { PurchaseCode } from '@estancia/resort-contract';
import type { GatewayContext } from '../../kernel/context.ts';
import { orderNode } from '../orders/index.ts';
import { isPaidOrder, startOf } from './lesson-view.ts';
import type { LessonBookingParent, LessonOrderParent } from './parents.ts';

/**
 * The lessons of an order, for its own customer only (spec 001 §6): the order is read through
 * orderNode, which answers null for a visitor, an unknown order and another person's alike.
 */
export async function lessonOrderById(ctx: GatewayContext, orderId: number): Promise<LessonOrderParent | null> {
  const order = await orderNode(String(orderId), ctx);
  if (!order) return null;
  // Codes exist once the order is paid (spec 001 §5).
  const codes = isPaidOrder(order) ? await ctx.loaders.lessons.codesByOrder.load(order.id) : [];
  return { order, codes };
}

/** The booking a used code made, when its event is still booked by that order. */
export async function bookingOfCode(ctx: GatewayContext, code: PurchaseCode): Promise<LessonBookingParent | null> {
  if (code.id_evento === null) return null;
  const event = await ctx.loaders.lessons.eventById.load(code.id_evento);
  const enrolment = event?.info.inscritos[0];
  if (!event || !enrolment || event.info.detail.state !== 'busy' || enrolment.id_encomenda !== code.id_encomenda) return null;
  return { event, enrolment };
}

/** The order's bookings, by start. */
export async function bookingsOf(ctx: GatewayContext, parent: LessonOrderParent): Promise<LessonBookingParent[]> {
  const found = await Promise.all(parent.codes.map((code) => bookingOfCode(ctx, code)));
  return found
    .filter((booking): booking is LessonBookingParent => booking !== null)
    .sort((a, b) => startOf(a.event).getTime() - startOf(b.event).getTime() || a.event.id - b.event.id);
}

/** A booking by its event id, for the customer whose order booked it (node, .ics). */
export async function bookingById(ctx: GatewayContext, eventId: number): Promise<LessonBookingParent | null> {
  const event = await ctx.loaders.lessons.eventById.load(eventId);
  const orderId = event?.info.inscritos[0]?.id_encomenda ?? null;
  if (!event || orderId === null || !(await lessonOrderById(ctx, orderId))) return null;
  const codes = await ctx.loaders.lessons.codesByOrder.load(orderId);
  const code = codes.find((c) => c.id_evento === eventId);
  return code ? bookingOfCode(ctx, code) : null;
}
