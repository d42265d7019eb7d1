import type { LessonEvent } from '@estancia/resort-contract';
import { and, asc, eq, gt, gte, lte, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { type LessonEventRow, type LessonInstructorRow, lessonEvents, lessonInstructors } from '../db/lessons-schema.ts';
import { toResortIso } from '../lib/time.ts';

/** An event with its instructor, as the calls answer it. */
export interface EventWithInstructor {
  event: LessonEventRow;
  instructor: Pick<LessonInstructorRow, 'id' | 'name'>;
}

export interface FreeEventFilter {
  from: string;
  to: string;
  category?: number | undefined;
  instructorId?: number | undefined;
}

/**
 * Free events of the company in a range of Lisbon days, starting after `now` (spec 001 §2.7:
 * past dates are blocked), by start, then instructor.
 */
export async function freeEvents(db: Db, companyCode: string, filter: FreeEventFilter, now: Date): Promise<EventWithInstructor[]> {
  const conditions: SQL[] = [
    eq(lessonEvents.companyCode, companyCode),
    eq(lessonEvents.state, 'free'),
    gte(lessonEvents.eventDate, filter.from),
    lte(lessonEvents.eventDate, filter.to),
    gt(lessonEvents.startsAt, now),
    eq(lessonInstructors.active, true),
  ];
  if (filter.category !== undefined) conditions.push(eq(lessonEvents.category, filter.category));
  if (filter.instructorId !== undefined) conditions.push(eq(lessonEvents.instructorId, filter.instructorId));
  return db
    .select({ event: lessonEvents, instructor: { id: lessonInstructors.id, name: lessonInstructors.name } })
    .from(lessonEvents)
    .innerJoin(lessonInstructors, eq(lessonInstructors.id, lessonEvents.instructorId))
    .where(and(...conditions))
    .orderBy(asc(lessonEvents.startsAt), asc(lessonEvents.instructorId), asc(lessonEvents.category));
}

export async function findEvent(db: Db | Tx, companyCode: string, eventId: number): Promise<EventWithInstructor | undefined> {
  const [row] = await db
    .select({ event: lessonEvents, instructor: { id: lessonInstructors.id, name: lessonInstructors.name } })
    .from(lessonEvents)
    .innerJoin(lessonInstructors, eq(lessonInstructors.id, lessonEvents.instructorId))
    .where(and(eq(lessonEvents.companyCode, companyCode), eq(lessonEvents.id, eventId)));
  return row;
}

/**
 * The answer's shape (spec 001 §3.3). `showStudents`: the booking's students are for its
 * customer and staff only; anyone else reads the event without them.
 */
export function toLessonEvent({ event, instructor }: EventWithInstructor, showStudents: boolean): LessonEvent {
  return {
    id: event.id,
    info: {
      name: event.name,
      companycode: event.companyCode,
      tipo_aula: event.category,
      detail: {
        start: toResortIso(event.startsAt),
        end: toResortIso(event.endsAt),
        calendarId: event.calendarId,
        category: 'time',
        location: event.location,
        state: event.state,
        isAllDay: false,
        // Only a free event can still be booked from a calendar.
        isReadOnly: event.state !== 'free',
        raw: { class: event.state === 'busy' ? 'private' : 'public' },
      },
      instrutor: { id: instructor.id, name: instructor.name },
      inscritos: showStudents ? event.inscritos : [],
    },
  };
}
