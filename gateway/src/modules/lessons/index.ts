import type { GatewayModule } from '../../kernel/module.ts';
import { moduleSdl } from '../../kernel/sdl.ts';
import { lessonCalendarRoute } from './ics.ts';
import { bookingById, lessonOrderById } from './lesson-orders.ts';
import { createLessonLoaders } from './loaders.ts';
import { lessonResolvers } from './resolvers.ts';

/** A whole number of at most nine digits: the keys of lesson orders, slots and bookings (order and event ids). */
const idOf = (key: string): number | null => (/^\d{1,9}$/.test(key) ? Number(key) : null);

/** Ski and snowboard lessons: free hours, booking with purchase codes, and a booking's calendar file (spec 001 §2.7). */
export const lessonsModule: GatewayModule = {
  name: 'lessons',
  typeDefs: moduleSdl(import.meta.url),
  resolvers: [lessonResolvers],
  loaders: createLessonLoaders,
  nodes: {
    // An order's lessons and a booking only for the order's own customer.
    LessonOrder: async (key, ctx) => {
      const id = idOf(key);
      return id === null ? null : lessonOrderById(ctx, id);
    },
    LessonSlot: async (key, ctx) => {
      const id = idOf(key);
      return id === null ? null : ctx.loaders.lessons.eventById.load(id);
    },
    LessonBooking: async (key, ctx) => {
      const id = idOf(key);
      return id === null ? null : bookingById(ctx, id);
    },
  },
  mappers: {
    LessonOrder: './parents.ts#LessonOrderParent',
    LessonLine: './parents.ts#LessonLineParent',
    LessonSlot: './parents.ts#LessonSlotParent',
    LessonBooking: './parents.ts#LessonBookingParent',
    LessonPurchaseCode: './parents.ts#LessonPurchaseCodeParent',
    BookLessonPayload: './booking-service.ts#BookResult',
    CancelLessonPayload: './booking-service.ts#CancelResult',
  },
  routes: [lessonCalendarRoute],
};
