import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { identity, instant, reference } from './columns.ts';
import type { LessonEnrolment, LessonEventState } from '@estancia/resort-contract';
import { companyColumn, orders } from './schema.ts';

/**
 * Lesson scheduling (spec 001 §2.7, §3.3, §4 "Lessons"; spec 002 §4 "Lesson event states"): the
 * instructors, their one-hour lesson events, and the purchase codes that book and cancel them.
 *
 * The invariant: an instructor is never booked twice at once. A booking turns its event busy and
 * every overlapping event of the same instructor to cancel, inside a transaction that has locked
 * the order row and then those event rows in id order; so two customers racing for one hour
 * queue on the rows, and the second finds the event taken.
 */

/** A ski or snowboard instructor (info.instrutor). */
export const lessonInstructors = pgTable(
  'lesson_instructors',
  {
    id: identity(),
    companyCode: companyColumn(),
    name: text().notNull(),
    active: boolean().notNull().default(true),
  },
  (t) => [index('lesson_instructors_company_idx').on(t.companyCode)],
);

/** One hour of an instructor offered for a lesson type (a lesson event, spec 001 §3.3). */
export const lessonEvents = pgTable(
  'lesson_events',
  {
    id: identity(),
    companyCode: companyColumn(),
    instructorId: reference('instructor_id', () => lessonInstructors.id),
    /** 1 Ski, 2 Snowboard. */
    category: integer().notNull(),
    name: text().notNull(),
    /** The event's calendar day in Europe/Lisbon. */
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    location: text().notNull().default(''),
    state: text().$type<LessonEventState>().notNull().default('free'),
    /** '1'/'2' free (the category's calendar), '0' booked, '3' cancelled by an overlapping booking. */
    calendarId: text('calendar_id').notNull(),
    /** The booked event whose booking cancelled this one: cancelling that booking restores it. */
    cancelledBy: integer('cancelled_by').references((): AnyPgColumn => lessonEvents.id, { onDelete: 'set null' }),
    /** The booking: the order whose purchase code booked it, and its students. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    inscritos: jsonb().$type<LessonEnrolment[]>().notNull().default([]),
    bookedAt: instant('booked_at'),
  },
  (t) => [
    uniqueIndex('lesson_events_instructor_category_start_key').on(t.instructorId, t.category, t.startsAt),
    index('lesson_events_company_state_date_idx').on(t.companyCode, t.state, t.eventDate),
    index('lesson_events_instructor_time_idx').on(t.instructorId, t.startsAt, t.endsAt),
    check('lesson_events_category_check', sql`${t.category} in (1, 2)`),
    check('lesson_events_state_check', sql`${t.state} in ('free', 'busy', 'cancel')`),
    check('lesson_events_time_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * Purchase codes: one per lesson bought, tied to an order line (spec 001 §5: "Lesson scheduling
 * needs a purchase code that is valid and unused"). A booking uses one; cancelling gives it back.
 */
export const lessonPurchaseCodes = pgTable(
  'lesson_purchase_codes',
  {
    id: identity(),
    companyCode: companyColumn(),
    code: text().notNull(),
    orderId: reference('order_id', () => orders.id),
    /** The line's id_produto_na_lista_linhas. */
    linePosition: integer('line_position').notNull(),
    productId: integer('product_id').notNull(),
    /** 1…quantidade within the line. */
    seq: integer().notNull(),
    usedAt: instant('used_at'),
    /** The event booked with it; null when unused, or used before the season's events (demo data). */
    eventId: integer('event_id').references(() => lessonEvents.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('lesson_purchase_codes_company_code_key').on(t.companyCode, t.code),
    uniqueIndex('lesson_purchase_codes_line_seq_key').on(t.orderId, t.linePosition, t.seq),
    index('lesson_purchase_codes_event_idx').on(t.eventId),
  ],
);

export type LessonInstructorRow = typeof lessonInstructors.$inferSelect;
export type LessonEventRow = typeof lessonEvents.$inferSelect;
export type NewLessonEvent = typeof lessonEvents.$inferInsert;
export type LessonPurchaseCodeRow = typeof lessonPurchaseCodes.$inferSelect;
