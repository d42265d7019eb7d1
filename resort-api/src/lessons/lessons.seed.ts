import { LESSON_CATEGORIES, LESSON_DURATION_MINUTES, lessonCalendarIdOf } from '@estancia/resort-contract';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { type NewLessonEvent, lessonInstructors, lessonEvents } from '../db/lessons-schema.ts';
import { orders } from '../db/schema.ts';
import { randomSequence } from '../lib/random-sequence.ts';
import { addDays, lisbonDay, lisbonInstant } from '../reservations/slots.time.ts';
import { ensurePurchaseCodes, isLessonLine } from './purchase-codes.ts';

/**
 * Demo lesson data: four instructors, their lesson hours over a season ahead of `now` (spec 001
 * §9: a class lasts 1 hour; wall-clock times in Europe/Lisbon, whatever the day's offset), and
 * the purchase codes of the demo customers' paid lesson orders. Like the service slots, the
 * season is topped up from each start's own "now": missing hours are inserted, none is changed.
 */
export const LESSON_SEASON_DAYS = 90;

const { ski, snowboard } = LESSON_CATEGORIES;
const HOURS = ['10:00', '11:00', '12:00', '14:00', '15:00', '16:00'] as const;

interface InstructorSeed {
  name: string;
  /** [category, start times] the instructor offers. */
  offers: ReadonlyArray<readonly [number, readonly string[]]>;
}

/**
 * Inês offers Ski and Snowboard at the same hours (same start), Ana also starts at half past
 * (overlapping start and end): booking one of those hours cancels the others (spec 002 §4).
 */
export const INSTRUCTOR_SEEDS: readonly InstructorSeed[] = [
  { name: 'Rui Matos', offers: [[ski, HOURS]] },
  { name: 'Ana Lopes', offers: [[ski, [...HOURS, '10:30', '14:30']]] },
  { name: 'Tiago Neves', offers: [[snowboard, HOURS]] },
  { name: 'Inês Carvalho', offers: [[ski, HOURS], [snowboard, HOURS]] },
];

const NAMES: Record<number, string> = { [ski]: 'Aula de ski', [snowboard]: 'Aula de snowboard' };
const LOCATIONS: Record<number, string> = { [ski]: 'Escola de Ski — Pista Azul', [snowboard]: 'Snowpark — Pista Verde' };
const INSERT_CHUNK = 500;

async function seedInstructors(tx: Tx, companyCode: string): Promise<Map<string, number>> {
  const [existing] = await tx.select({ n: count() }).from(lessonInstructors).where(eq(lessonInstructors.companyCode, companyCode));
  if ((existing?.n ?? 0) === 0) {
    await tx.insert(lessonInstructors).values(INSTRUCTOR_SEEDS.map((seed) => ({ companyCode, name: seed.name })));
  }
  const rows = await tx
    .select({ id: lessonInstructors.id, name: lessonInstructors.name })
    .from(lessonInstructors)
    .where(eq(lessonInstructors.companyCode, companyCode))
    .orderBy(asc(lessonInstructors.id));
  return new Map(rows.map((row) => [row.name, row.id]));
}

/** The season's planned hours from the Lisbon day of `now`. */
export function plannedLessonEvents(companyCode: string, instructors: Map<string, number>, now: Date, days = LESSON_SEASON_DAYS): NewLessonEvent[] {
  const today = lisbonDay(now);
  const planned: NewLessonEvent[] = [];
  for (let offset = 0; offset < days; offset += 1) {
    const day = addDays(today, offset);
    for (const seed of INSTRUCTOR_SEEDS) {
      const instructorId = instructors.get(seed.name);
      if (instructorId === undefined) continue;
      for (const [category, starts] of seed.offers) {
        for (const start of starts) {
          const startsAt = lisbonInstant(day, start);
          planned.push({
            companyCode,
            instructorId,
            category,
            name: NAMES[category] ?? 'Aula',
            eventDate: day,
            startsAt,
            endsAt: new Date(startsAt.getTime() + LESSON_DURATION_MINUTES * 60_000),
            location: LOCATIONS[category] ?? '',
            state: 'free',
            calendarId: lessonCalendarIdOf(category),
          });
        }
      }
    }
  }
  return planned;
}

export interface LessonSeedReport {
  lessonEvents: number;
  purchaseCodes: number;
}

export async function seedLessons(tx: Tx, companyCode: string, now: Date): Promise<LessonSeedReport> {
  const instructors = await seedInstructors(tx, companyCode);
  const planned = plannedLessonEvents(companyCode, instructors, now);
  let inserted = 0;
  for (let i = 0; i < planned.length; i += INSERT_CHUNK) {
    const rows = await tx
      .insert(lessonEvents)
      .values(planned.slice(i, i + INSERT_CHUNK))
      .onConflictDoNothing()
      .returning({ id: lessonEvents.id });
    inserted += rows.length;
  }

  // The codes of the paid demo orders with lessons (made on first need otherwise).
  const paid = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.companyCode, companyCode), inArray(orders.pagamentoPendente, [1, 2])))
    .orderBy(asc(orders.id));
  const random = randomSequence(31);
  let codes = 0;
  for (const order of paid) {
    if (order.documento.linhas.some(isLessonLine)) codes += await ensurePurchaseCodes(tx, order, now, random);
  }
  return { lessonEvents: inserted, purchaseCodes: codes };
}
