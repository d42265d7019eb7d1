import { freeEventsQuery, lessonBookingRequest, lessonCancelRequest, lessonEventsAnswer } from '@estancia/resort-contract';
import { and, eq } from 'drizzle-orm';
import { idParam } from '../accounts/params.ts';
import { companyParams, companyPath } from '../companies/company-params.ts';
import { requireCompany } from '../companies/company.repository.ts';
import { lessonInstructors } from '../db/lessons-schema.ts';
import { orders } from '../db/schema.ts';
import type { ApiApp } from '../http/env.ts';
import { answers, ApiError } from '../http/errors.ts';
import { type Principal, mayActFor, requireUser } from '../http/principal.ts';
import { bearerRoute } from '../http/route.ts';
import { addDays, daysBetween, isCalendarDay, lisbonDay } from '../reservations/slots.time.ts';
import { type LessonDeps, bookLesson, cancelLesson } from './lesson-booking.ts';
import { type EventWithInstructor, findEvent, freeEvents, toLessonEvent } from './lesson-events.repository.ts';

/**
 * The lesson event calls of spec 001 §7: the free events, one event, booking (POST …/client with
 * inscritos) and the update after a cancel (PUT estancia/aula/event). Event fields: spec 001 §3.3.
 */
const TAGS = ['lessons'];
/** The widest range one free-events call answers. */
const MAX_RANGE_DAYS = 92;
const EVENT_NOTE =
  'An event: id and info (name, companycode, tipo_aula 1 Ski or 2 Snowboard, detail {start, end (ISO with the ' +
  'Lisbon offset), calendarId (\'1\'/\'2\' free, \'0\' booked, \'3\' cancelled because the instructor is booked at ' +
  'that time), category, location, state (free, busy, cancel), isAllDay, isReadOnly, raw {class}}, instrutor ' +
  '{id, name}, inscritos (the booking\'s students, for its customer and staff only)).';

export const freeEventsRoute = bearerRoute(TAGS, 'get /estancia/aula/event/available/{companycode}/free', {
  summary: 'Free lesson events',
  description:
    'The free events that start after now, by start: of one Lisbon day (dia), or of a range desde…ate of at most ' +
    `${MAX_RANGE_DAYS} days (from today for ${MAX_RANGE_DAYS} days when neither is given), optionally of one ` +
    `lesson type (categoria 1 Ski, 2 Snowboard) and one instructor (instrutor). ${EVENT_NOTE}`,
  params: companyParams,
  query: freeEventsQuery,
  responses: answers(200, 'The free events', lessonEventsAnswer, { 400: 'Malformed or impossible day, a range too long or reversed, a type other than 1 or 2', 404: 'Unknown company code or instructor' }),
});

export const lessonEventRoute = bearerRoute(TAGS, 'get /estancia/aula/event/{companycode}/{id}', {
  summary: 'One lesson event',
  description: `The event, alone in data. ${EVENT_NOTE}`,
  params: companyPath({ id: idParam('id', 'The event id.') }),
  responses: answers(200, 'The event, alone in data', lessonEventsAnswer, { 400: 'Malformed company code or id', 404: 'Unknown company code or event' }),
});

export const bookLessonRoute = bearerRoute(TAGS, 'post /estancia/aula/event/client', {
  summary: 'Book a lesson',
  description:
    'Books the free event id for the order and purchase code of its one inscritos entry (spec 001 §4 "Lessons"): ' +
    'the event becomes busy with calendarId \'0\', every overlapping event of the same instructor (same start, or ' +
    'overlapping start and end) cancel with calendarId \'3\', the code is used, and the order line\'s ' +
    'quantidade_aux_em_caso_de_aula goes down by one, with aula_marcada set at zero. All or nothing, under row ' +
    'locks: of two bookings racing for one hour, one wins and the other is refused with lesson_slot_taken. For ' +
    'the ordering customer\'s session or staff.',
  body: lessonBookingRequest,
  responses: answers(200, 'The booked event, alone in data', lessonEventsAnswer, { 400: 'Malformed body', 403: 'No session, or not the ordering customer nor staff', 404: 'Unknown order or event', 409: 'order_not_paid, purchase_code_used, lessons_exhausted, lesson_slot_passed, lesson_slot_taken', 422: 'purchase_code_invalid: not one of this order\'s codes' }),
});

export const cancelLessonRoute = bearerRoute(TAGS, 'put /estancia/aula/event', {
  summary: 'Cancel a lesson booking',
  description:
    'Frees the booked event id when info.codigo_compra is the code it was booked with: the event is free again in ' +
    'its type\'s calendar, the events of the instructor that the booking cancelled come back (unless another ' +
    'booking still overlaps them), the code can be used again and the line gets its lesson back. A wrong code ' +
    'changes nothing. For the ordering customer\'s session or staff.',
  body: lessonCancelRequest,
  responses: answers(200, 'The freed event, alone in data', lessonEventsAnswer, { 400: 'Malformed body', 403: 'No session, or not the ordering customer nor staff', 404: 'Unknown event', 409: 'lesson_slot_passed: the lesson has started', 422: 'cancel_code_incorrect: the event is not booked, or the code is not its code' }),
});

/** Whether the caller may see the booking's students: its customer or staff. */
async function maySeeStudents(deps: LessonDeps, principal: Principal, found: EventWithInstructor): Promise<boolean> {
  if (found.event.orderId === null) return false;
  const [order] = await deps.db.select({ entityId: orders.entityId }).from(orders).where(eq(orders.id, found.event.orderId));
  return order?.entityId != null && mayActFor(principal, deps.companyCode, order.entityId);
}

function rangeOf(query: { dia?: string | undefined; desde?: string | undefined; ate?: string | undefined }, today: string) {
  const from = query.dia ?? query.desde ?? today;
  const to = query.dia ?? query.ate ?? addDays(from, MAX_RANGE_DAYS - 1);
  for (const day of [from, to]) if (!isCalendarDay(day)) throw new ApiError(400, 'invalid_request', `${day} is not a calendar day`);
  const span = daysBetween(from, to);
  if (span < 0) throw new ApiError(400, 'invalid_request', 'ate must not be before desde');
  if (span >= MAX_RANGE_DAYS) throw new ApiError(400, 'invalid_request', `A range spans at most ${MAX_RANGE_DAYS} days`);
  return { from, to };
}

export function registerLessonRoutes(app: ApiApp, deps: LessonDeps): void {
  app.openapi(freeEventsRoute, async (c) => {
    const companyCode = await requireCompany(deps.db, c.req.valid('param').companycode);
    const query = c.req.valid('query');
    const now = deps.now();
    const { from, to } = rangeOf(query, lisbonDay(now));
    if (query.instrutor !== undefined) {
      const [instructor] = await deps.db
        .select({ id: lessonInstructors.id })
        .from(lessonInstructors)
        .where(and(eq(lessonInstructors.id, query.instrutor), eq(lessonInstructors.companyCode, companyCode)));
      if (!instructor) throw new ApiError(404, 'not_found', `No instructor ${query.instrutor}`);
    }
    const rows = await freeEvents(deps.db, companyCode, { from, to, category: query.categoria, instructorId: query.instrutor }, now);
    return c.json(lessonEventsAnswer.parse({ data: rows.map((row) => toLessonEvent(row, false)) }), 200);
  });

  app.openapi(lessonEventRoute, async (c) => {
    const { companycode, id } = c.req.valid('param') as { companycode: string; id: number };
    const companyCode = await requireCompany(deps.db, companycode);
    const found = await findEvent(deps.db, companyCode, id);
    if (!found) throw new ApiError(404, 'not_found', `No lesson event ${id}`);
    const show = await maySeeStudents({ ...deps, companyCode }, c.get('principal'), found);
    return c.json(lessonEventsAnswer.parse({ data: [toLessonEvent(found, show)] }), 200);
  });

  app.openapi(bookLessonRoute, async (c) => {
    const principal = c.get('principal');
    requireUser(principal, 'Booking a lesson');
    const booked = await bookLesson(deps, principal, c.req.valid('json'));
    return c.json(lessonEventsAnswer.parse({ data: [toLessonEvent(booked, true)] }), 200);
  });

  app.openapi(cancelLessonRoute, async (c) => {
    const principal = c.get('principal');
    requireUser(principal, 'Cancelling a lesson');
    const { id, info } = c.req.valid('json');
    const freed = await cancelLesson(deps, principal, id, info.codigo_compra);
    return c.json(lessonEventsAnswer.parse({ data: [toLessonEvent(freed, false)] }), 200);
  });
}
