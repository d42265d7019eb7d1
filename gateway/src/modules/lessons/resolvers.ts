import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../kernel/context.ts';
import { RESORT_TIME_ZONE, toDateTime, upstreamDateTime } from '../../time.ts';
import { isUpstreamStatus } from '../../upstream/errors.ts';
import { localizedBadInput } from '../../kernel/bad-input.ts';
import { toGlobalId } from '../../kernel/global-id.ts';
import { dayRange, resortDay } from '../../kernel/resort-days.ts';
import { bookLesson, cancelLesson } from './booking-service.ts';
import { lessonCalendarPath } from './ics.ts';
import { bookingOfCode, bookingsOf, lessonOrderById } from './lesson-orders.ts';
import { CATEGORY_OF, attendeeOf, categoryOf, endOf, isAvailable, isLessonLine, lessonLines, lessonOrderState, levelOf, orderKeyOf, remainingOf, isPaidOrder, startOf } from './lesson-view.ts';
import { freeEventsKey } from './loaders.ts';
import type { LessonSlotParent } from './parents.ts';

const clock = (instant: Date): string => format(new TZDate(instant.getTime(), RESORT_TIME_ZONE), 'HH:mm');

/** The free hours of a range of days that have not started, by start then instructor. */
async function freeSlots(ctx: GatewayContext, from: string, to: string, category: number | null, instructor: number | null = null): Promise<LessonSlotParent[]> {
  if (instructor !== null && (!Number.isSafeInteger(instructor) || instructor < 1 || instructor > 2_147_483_647)) {
    throw localizedBadInput(ctx, 'UNKNOWN_INSTRUCTOR', ['instructor']);
  }
  const events = await ctx.loaders.lessons.freeEvents.load(freeEventsKey({ from, to, category, instructor })).catch((error: unknown) => {
    // The resort API names an unknown instructor with a 404.
    if (instructor !== null && isUpstreamStatus(error, 404)) throw localizedBadInput(ctx, 'UNKNOWN_INSTRUCTOR', ['instructor']);
    throw error;
  });
  const now = ctx.deps.now();
  return events
    .filter((event) => isAvailable(event, now))
    .sort((a, b) => startOf(a).getTime() - startOf(b).getTime() || a.info.instrutor.id - b.info.instrutor.id);
}

export const lessonResolvers: Resolvers = {
  Query: {
    lessonOrder: (_root, { order }, ctx) => {
      const id = orderKeyOf(order);
      return id === null ? null : lessonOrderById(ctx, id);
    },
    // spec 001 §2.7: only days with events are enabled; past days never.
    lessonDays: async (_root, { category, from, to }, ctx) => {
      const range = dayRange(from, to, resortDay(ctx.deps.now()));
      if (range === null) return [];
      if (!range.ok) throw localizedBadInput(ctx, range.code, ['from'], range.params);
      const slots = await freeSlots(ctx, range.from, range.to, category ? CATEGORY_OF[category] : null);
      return [...new Set(slots.map((slot) => resortDay(startOf(slot))))].sort();
    },
    lessonSlots: async (_root, { date, category, instructor }, ctx) => {
      if (date < resortDay(ctx.deps.now())) return [];
      return freeSlots(ctx, date, date, CATEGORY_OF[category], instructor ?? null);
    },
  },
  Mutation: {
    bookLesson: (_root, { input }, ctx) => bookLesson(ctx, input),
    cancelLesson: (_root, { input }, ctx) => cancelLesson(ctx, input),
  },
  Order: {
    hasLessons: (order) => order.documento.linhas.some(isLessonLine),
  },
  LessonOrder: {
    id: ({ order }) => toGlobalId('LessonOrder', order.id),
    databaseId: ({ order }) => order.id,
    number: ({ order }) => `${order.info.serie}/${order.info.numero}`,
    order: ({ order }) => order,
    paid: ({ order }) => isPaidOrder(order),
    state: ({ order }) => lessonOrderState(order),
    canBook: ({ order }) => lessonOrderState(order) === 'BOOKABLE',
    lessons: ({ order, codes }) =>
      lessonLines(order).map(({ line, position }) => ({ line, position, codes: codes.filter((code) => code.id_aula_dentro_encomenda === position) })),
    lessonsRemaining: ({ order }) => remainingOf(order),
    bookings: (parent, _args, ctx) => bookingsOf(ctx, parent),
  },
  LessonLine: {
    position: ({ position }) => position,
    productId: ({ line }) => line.id_produto,
    description: ({ line }) => line.designacao,
    category: async ({ line }, _args, ctx) => categoryOf((await ctx.loaders.lessons.lessonInfo.load(line.id_produto))?.info.detail?.category),
    quantity: ({ line }) => line.quantidade,
    remaining: ({ line }) => Math.max(0, line.quantidade_aux_em_caso_de_aula),
    booked: ({ line }) => line.aula_marcada,
    purchaseCodes: ({ codes }) => codes,
  },
  LessonPurchaseCode: {
    code: (code) => code.codigo_compra,
    used: (code) => code.usado,
    booking: (code, _args, ctx) => bookingOfCode(ctx, code),
  },
  LessonSlot: {
    id: (event) => toGlobalId('LessonSlot', event.id),
    databaseId: (event) => event.id,
    category: (event) => categoryOf(event.info.tipo_aula) ?? 'SKI',
    date: (event) => resortDay(startOf(event)),
    startsAt: (event) => toDateTime(startOf(event)),
    endsAt: (event) => toDateTime(endOf(event)),
    startTime: (event) => clock(startOf(event)),
    endTime: (event) => clock(endOf(event)),
    instructor: (event) => ({ databaseId: event.info.instrutor.id, name: event.info.instrutor.name }),
    location: (event) => event.info.detail.location,
    available: (event, _args, ctx) => isAvailable(event, ctx.deps.now()),
  },
  LessonBooking: {
    id: ({ event }) => toGlobalId('LessonBooking', event.id),
    slot: ({ event }) => event,
    name: ({ enrolment }) => enrolment.name,
    email: ({ enrolment }) => enrolment.email,
    phone: ({ enrolment }) => enrolment.telefone,
    attendee: ({ enrolment }) => attendeeOf(enrolment.tipo),
    level: ({ enrolment }) => levelOf(enrolment.classe_level),
    students: ({ enrolment }) => Math.max(1, enrolment.numero_alunos),
    purchaseCode: ({ enrolment }) => enrolment.codigo_compra,
    bookedAt: ({ enrolment }) => upstreamDateTime(enrolment.id_timestamp),
    cancellable: ({ event }, _args, ctx) => startOf(event).getTime() > ctx.deps.now().getTime(),
    calendarUrl: ({ event }) => lessonCalendarPath(event.id),
  },
};
