import { lessonBookingSchema, lessonCancelSchema, type ErrorCode } from '@estancia/validation';
import type { BookLessonInput, CancelLessonInput, UserError } from '../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../kernel/context.ts';
import { UpstreamStatusError } from '../../upstream/errors.ts';
import { userError, validate } from '../../kernel/user-errors.ts';
import { toGlobalId } from '../../kernel/global-id.ts';
import { forgetOrder } from '../orders/index.ts';
import { lessonOrderById } from './lesson-orders.ts';
import { ATTENDEE_TO_UPSTREAM, LEVEL_TO_UPSTREAM, eventKeyOf, isPaidOrder, lessonLines, orderKeyOf, startOf } from './lesson-view.ts';
import type { LessonBookingParent, LessonOrderParent, LessonSlotParent } from './parents.ts';
import { postBooking, putCancel } from './upstream.ts';

/**
 * bookLesson and cancelLesson (spec 001 §2.7, §4 "Lessons", §5, §8): the checks a person can act
 * on come back as typed user errors in their language; the resort API decides the races under its
 * row locks, and its refusals map to the same codes. Only the order's own customer gets anywhere:
 * anyone else's order reads exactly like an unknown one.
 */

/** The resort API's refusals (contract LESSON_ERROR_CODES) and the input field each is about. */
const REFUSALS: Record<string, { code: ErrorCode; field: string }> = {
  lesson_slot_taken: { code: 'LESSON_SLOT_TAKEN', field: 'slot' },
  lesson_slot_passed: { code: 'LESSON_SLOT_PASSED', field: 'slot' },
  order_not_paid: { code: 'ORDER_NOT_PAID', field: 'order' },
  lessons_exhausted: { code: 'NO_LESSONS_LEFT', field: 'order' },
  purchase_code_invalid: { code: 'PURCHASE_CODE_INVALID', field: 'purchaseCode' },
  purchase_code_used: { code: 'PURCHASE_CODE_USED', field: 'purchaseCode' },
  cancel_code_incorrect: { code: 'CANCEL_CODE_INCORRECT', field: 'purchaseCode' },
};

/** An expected refusal of the resort API as a user error; anything else is a fault (rethrown, logged, masked). */
function refusalOf(ctx: GatewayContext, error: unknown, notFound: { code: ErrorCode; field: string }): UserError {
  if (error instanceof UpstreamStatusError) {
    const known = error.code ? REFUSALS[error.code] : undefined;
    if (known) return userError(ctx, known.code, [known.field]);
    // 403 and 404 read the same: someone else's order or booking is an unknown one.
    if (error.status === 404 || error.status === 403) return userError(ctx, notFound.code, [notFound.field]);
  }
  throw error;
}

/** The lessons of the order after a change: read again, past this request's cached reads. */
async function freshLessonOrder(ctx: GatewayContext, orderId: number): Promise<LessonOrderParent | null> {
  forgetOrder(ctx, orderId);
  ctx.loaders.lessons.codesByOrder.clear(orderId);
  return lessonOrderById(ctx, orderId);
}

export interface BookResult {
  booking: LessonBookingParent | null;
  lessonOrder: LessonOrderParent | null;
  userErrors: UserError[];
}

export async function bookLesson(ctx: GatewayContext, input: BookLessonInput): Promise<BookResult> {
  const refuse = (errors: UserError[], lessonOrder: LessonOrderParent | null = null): BookResult => ({ booking: null, lessonOrder, userErrors: errors });
  if (!ctx.session) return refuse([userError(ctx, 'NOT_SIGNED_IN')]);
  const form = validate(ctx, lessonBookingSchema, { ...input, phone: input.phone ?? undefined, age: input.age ?? undefined });
  if (!form.ok) return refuse(form.errors);

  const orderId = orderKeyOf(input.order);
  const current = orderId === null ? null : await lessonOrderById(ctx, orderId);
  if (!current) return refuse([userError(ctx, 'LESSON_ORDER_NOT_FOUND', ['order'])]);
  const { order } = current;
  if (!isPaidOrder(order)) return refuse([userError(ctx, 'ORDER_NOT_PAID', ['order'])], current);
  const lines = lessonLines(order);
  if (lines.length === 0) return refuse([userError(ctx, 'NO_LESSONS_LEFT', ['order'])], current);
  // spec 001 §2.7: finalize only while the lesson is not yet booked.
  if (lines.every(({ line }) => line.aula_marcada || line.quantidade_aux_em_caso_de_aula <= 0)) {
    const booked = lines.some(({ line }) => line.aula_marcada);
    return refuse([userError(ctx, booked ? 'LESSON_ALREADY_BOOKED' : 'NO_LESSONS_LEFT', ['order'])], current);
  }

  const eventId = eventKeyOf(input.slot, 'LessonSlot');
  const event = eventId === null ? null : await ctx.loaders.lessons.eventById.load(eventId);
  if (!event || eventId === null) return refuse([userError(ctx, 'UNKNOWN_SLOT', ['slot'])], current);
  if (startOf(event).getTime() <= ctx.deps.now().getTime()) return refuse([userError(ctx, 'LESSON_SLOT_PASSED', ['slot'])], current);
  if (event.info.detail.state !== 'free') return refuse([userError(ctx, 'LESSON_SLOT_TAKEN', ['slot'])], current);

  const values = form.value;
  let booked: LessonSlotParent | null;
  try {
    booked = await postBooking(ctx.api, {
      id: eventId,
      info: {
        inscritos: [
          {
            name: values.name,
            age: values.age ?? null,
            email: values.email,
            telefone: values.phone,
            tipo: ATTENDEE_TO_UPSTREAM[values.attendee],
            numero_alunos: values.students,
            id_encomenda: order.id,
            codigo_compra: values.purchaseCode,
            classe_level: LEVEL_TO_UPSTREAM[values.level],
          },
        ],
      },
    });
  } catch (error) {
    return refuse([refusalOf(ctx, error, { code: 'UNKNOWN_SLOT', field: 'slot' })], await freshLessonOrder(ctx, order.id));
  }
  const enrolment = booked?.info.inscritos[0];
  ctx.loaders.lessons.eventById.clear(eventId);
  return {
    booking: booked && enrolment ? { event: booked, enrolment } : null,
    lessonOrder: await freshLessonOrder(ctx, order.id),
    userErrors: [],
  };
}

export interface CancelResult {
  cancelledBookingId: string | null;
  slot: LessonSlotParent | null;
  lessonOrder: LessonOrderParent | null;
  userErrors: UserError[];
}

export async function cancelLesson(ctx: GatewayContext, input: CancelLessonInput): Promise<CancelResult> {
  const refuse = (errors: UserError[], lessonOrder: LessonOrderParent | null = null): CancelResult => ({ cancelledBookingId: null, slot: null, lessonOrder, userErrors: errors });
  if (!ctx.session) return refuse([userError(ctx, 'NOT_SIGNED_IN')]);
  const form = validate(ctx, lessonCancelSchema, input);
  if (!form.ok) return refuse(form.errors);

  // The booking must be one of the viewer's own: its students are visible only to them.
  const eventId = eventKeyOf(input.booking, 'LessonBooking');
  const event = eventId === null ? null : await ctx.loaders.lessons.eventById.load(eventId);
  const orderId = event?.info.inscritos[0]?.id_encomenda ?? null;
  const current = orderId === null ? null : await lessonOrderById(ctx, orderId);
  if (!event || eventId === null || !current) return refuse([userError(ctx, 'LESSON_ORDER_NOT_FOUND', ['booking'])]);
  if (startOf(event).getTime() <= ctx.deps.now().getTime()) return refuse([userError(ctx, 'LESSON_SLOT_PASSED', ['booking'])], current);

  let freed: LessonSlotParent | null;
  try {
    freed = await putCancel(ctx.api, { id: eventId, info: { codigo_compra: form.value.purchaseCode } });
  } catch (error) {
    return refuse([refusalOf(ctx, error, { code: 'LESSON_ORDER_NOT_FOUND', field: 'booking' })], current);
  }
  ctx.loaders.lessons.eventById.clear(eventId);
  return {
    cancelledBookingId: toGlobalId('LessonBooking', eventId),
    slot: freed,
    lessonOrder: await freshLessonOrder(ctx, current.order.id),
    userErrors: [],
  };
}
