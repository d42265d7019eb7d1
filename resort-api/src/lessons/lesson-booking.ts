import {
  LESSON_CALENDAR_IDS,
  type LessonBookingRequest,
  type LessonEnrolment,
  lessonCalendarIdOf,
  type lessonBookingRequest,
} from '@estancia/resort-contract';
import { and, asc, eq, gt, lt, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../db/client.ts';
import { type LessonEventRow, lessonEvents, lessonPurchaseCodes } from '../db/lessons-schema.ts';
import { type OrderRow, orders } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { type Principal, mayActFor } from '../http/principal.ts';
import { toResortIso } from '../lib/time.ts';
import { type EventWithInstructor, findEvent } from './lesson-events.repository.ts';
import { ensurePurchaseCodes, isPaid, lockCodeOfOrder, normaliseCode } from './purchase-codes.ts';

/**
 * Booking and cancelling a lesson (spec 001 §4 "Lessons", spec 002 §4 "Lesson event states").
 * Each is one transaction with one lock order for everyone: the order row first, then the event
 * rows of the instructor that overlap the event, FOR UPDATE in id order. Two customers racing for
 * one instructor's hour queue on those rows; the second reads the event busy and is refused.
 */
export interface LessonDeps {
  db: Db;
  companyCode: string;
  now: () => Date;
}

type BookingInput = z.output<typeof lessonBookingRequest>;

/** Locks the order row; 404 when it is not the company's, 403 when not the caller's (nor staff). */
async function lockOrder(tx: Tx, companyCode: string, orderId: number, principal: Principal): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.companyCode, companyCode))).for('update');
  if (!order) throw new ApiError(404, 'not_found', `No order ${orderId}`);
  if (order.entityId === null || !mayActFor(principal, companyCode, order.entityId)) {
    throw new ApiError(403, 'forbidden', 'Only the ordering customer or staff may schedule its lessons');
  }
  return order;
}

/** The event and every event of the same instructor overlapping it (same start, or overlapping start and end), locked in id order. */
async function lockOverlapping(tx: Tx, target: LessonEventRow): Promise<Map<number, LessonEventRow>> {
  const rows = await tx
    .select()
    .from(lessonEvents)
    .where(
      and(
        eq(lessonEvents.instructorId, target.instructorId),
        lt(lessonEvents.startsAt, target.endsAt),
        gt(lessonEvents.endsAt, target.startsAt),
      ),
    )
    .orderBy(asc(lessonEvents.id))
    .for('update');
  return new Map(rows.map((row) => [row.id, row]));
}

/** Changes the remaining lessons of an order line by `delta`, flagging it booked at zero (spec 001 §4). */
async function changeRemaining(tx: Tx, order: OrderRow, linePosition: number, delta: number, now: Date): Promise<void> {
  const linhas = order.documento.linhas.map((line, index) => {
    if ((line.id_produto_na_lista_linhas ?? index + 1) !== linePosition) return line;
    const remaining = Math.min(line.quantidade, Math.max(0, line.quantidade_aux_em_caso_de_aula + delta));
    return { ...line, quantidade_aux_em_caso_de_aula: remaining, aula_marcada: remaining === 0 };
  });
  await tx.update(orders).set({ documento: { ...order.documento, linhas }, modifiedAt: now }).where(eq(orders.id, order.id));
}

async function requireEvent(db: Db, companyCode: string, eventId: number): Promise<EventWithInstructor> {
  const found = await findEvent(db, companyCode, eventId);
  if (!found) throw new ApiError(404, 'not_found', `No lesson event ${eventId}`);
  return found;
}

export async function bookLesson(deps: LessonDeps, principal: Principal, request: BookingInput): Promise<EventWithInstructor> {
  const { db, companyCode } = deps;
  const [enrolment] = request.info.inscritos;
  if (!enrolment) throw new ApiError(400, 'invalid_request', 'inscritos must hold one enrolment');
  const target = await requireEvent(db, companyCode, request.id);

  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, companyCode, enrolment.id_encomenda, principal);
    const locked = await lockOverlapping(tx, target.event);
    // Every lock is held: whether the lesson has started is decided now, not when the request came.
    const now = deps.now();
    if (!isPaid(order)) throw new ApiError(409, 'order_not_paid', `Order ${order.id} is not paid`);
    await ensurePurchaseCodes(tx, order, now);
    const code = await lockCodeOfOrder(tx, order.id, enrolment.codigo_compra);
    if (!code) throw new ApiError(422, 'purchase_code_invalid', 'The purchase code is not one of this order\'s lessons');
    if (code.usedAt !== null) throw new ApiError(409, 'purchase_code_used', 'The purchase code was already used');
    const line = order.documento.linhas.find((l, index) => (l.id_produto_na_lista_linhas ?? index + 1) === code.linePosition);
    if (!line || line.quantidade_aux_em_caso_de_aula <= 0) {
      throw new ApiError(409, 'lessons_exhausted', 'This order line has no lesson left to book');
    }

    const event = locked.get(target.event.id);
    if (!event) throw new ApiError(404, 'not_found', `No lesson event ${target.event.id}`);
    if (event.startsAt.getTime() <= now.getTime()) throw new ApiError(409, 'lesson_slot_passed', 'The lesson has already started');
    if (event.state !== 'free') throw new ApiError(409, 'lesson_slot_taken', 'This lesson time is no longer free');

    const student: LessonEnrolment = {
      id: code.id,
      name: enrolment.name,
      age: enrolment.age ?? null,
      email: enrolment.email,
      telefone: enrolment.telefone,
      tipo: enrolment.tipo,
      numero_alunos: enrolment.numero_alunos,
      id_encomenda: order.id,
      id_timestamp: toResortIso(now),
      codigo_compra: code.code,
      identification_type: enrolment.identification_type,
      identification_number: enrolment.identification_number,
      id_aula_dentro_encomenda: code.linePosition,
      aux_qrcode: `${order.id}-${code.linePosition}-${code.seq}`,
      classe_level: enrolment.classe_level,
    };
    await tx
      .update(lessonEvents)
      .set({ state: 'busy', calendarId: LESSON_CALENDAR_IDS.booked, orderId: order.id, inscritos: [student], bookedAt: now, cancelledBy: null })
      .where(eq(lessonEvents.id, event.id));
    // spec 002 §4: the instructor's overlapping free events are cancelled with calendarId '3'.
    for (const other of locked.values()) {
      if (other.id === event.id || other.state !== 'free') continue;
      await tx
        .update(lessonEvents)
        .set({ state: 'cancel', calendarId: LESSON_CALENDAR_IDS.cancelled, cancelledBy: event.id })
        .where(eq(lessonEvents.id, other.id));
    }
    await tx.update(lessonPurchaseCodes).set({ usedAt: now, eventId: event.id }).where(eq(lessonPurchaseCodes.id, code.id));
    await changeRemaining(tx, order, code.linePosition, -1, now);
  });
  return requireEvent(db, companyCode, request.id);
}

export async function cancelLesson(deps: LessonDeps, principal: Principal, eventId: number, typedCode: string): Promise<EventWithInstructor> {
  const { db, companyCode } = deps;
  const target = await requireEvent(db, companyCode, eventId);
  const incorrect = () => new ApiError(422, 'cancel_code_incorrect', 'The code is missing or incorrect');
  if (target.event.state !== 'busy' || target.event.orderId === null) throw incorrect();
  const orderId = target.event.orderId;

  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, companyCode, orderId, principal);
    const locked = await lockOverlapping(tx, target.event);
    const event = locked.get(eventId);
    if (!event || event.state !== 'busy' || event.orderId !== order.id) throw incorrect();
    const [code] = await tx.select().from(lessonPurchaseCodes).where(eq(lessonPurchaseCodes.eventId, event.id)).for('update');
    if (!code || code.code !== normaliseCode(typedCode)) throw incorrect();
    // Every lock is held: whether the lesson has started is decided now, not when the request came.
    const now = deps.now();
    if (event.startsAt.getTime() <= now.getTime()) throw new ApiError(409, 'lesson_slot_passed', 'A lesson that has started cannot be cancelled');

    await tx
      .update(lessonEvents)
      .set({ state: 'free', calendarId: lessonCalendarIdOf(event.category), orderId: null, inscritos: [], bookedAt: null })
      .where(eq(lessonEvents.id, event.id));
    // The events this booking cancelled come back, unless another booking of the instructor still overlaps them.
    for (const other of locked.values()) {
      if (other.cancelledBy !== event.id) continue;
      const [stillBusy] = await tx
        .select({ id: lessonEvents.id })
        .from(lessonEvents)
        .where(
          and(
            eq(lessonEvents.instructorId, other.instructorId),
            eq(lessonEvents.state, 'busy'),
            ne(lessonEvents.id, event.id),
            lt(lessonEvents.startsAt, other.endsAt),
            gt(lessonEvents.endsAt, other.startsAt),
          ),
        )
        .limit(1);
      await tx
        .update(lessonEvents)
        .set(
          stillBusy
            ? { cancelledBy: stillBusy.id }
            : { state: 'free', calendarId: lessonCalendarIdOf(other.category), cancelledBy: null },
        )
        .where(eq(lessonEvents.id, other.id));
    }
    await tx.update(lessonPurchaseCodes).set({ usedAt: null, eventId: null }).where(eq(lessonPurchaseCodes.id, code.id));
    await changeRemaining(tx, order, code.linePosition, +1, now);
  });
  return requireEvent(db, companyCode, eventId);
}

export type { LessonBookingRequest };
