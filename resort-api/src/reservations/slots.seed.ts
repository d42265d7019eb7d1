import { and, eq, gte, inArray, max } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { type NewServiceSlot, serviceSlots } from '../db/reservations-schema.ts';
import { productComponents, products } from '../db/schema.ts';
import { EVENT_ID_BASE, SLOT_DAYS_AHEAD, SLOT_SCHEDULE_SEEDS, type SlotScheduleSeed } from '../db/seed-data/reservations.ts';
import { addDays, lisbonDay, lisbonInstant } from './slots.time.ts';

/**
 * The demo services' slots (seed-data/reservations.ts), kept SLOT_DAYS_AHEAD days ahead. A
 * database outlives any window, so every start tops the slots up from its own "now": it inserts
 * the slots of the schedule that are missing (a product and a start instant name one slot) and
 * never updates or deletes one, so slots that have holds or sales are left exactly as they are.
 * Runs inside the start-up's exclusive section (prepare.ts), so two starts never number the
 * same event id.
 */
const MINUTE_MS = 60_000;

/** A service of the schedule as the company has it: its duration and net price. */
interface ScheduledService {
  schedule: SlotScheduleSeed;
  durationMin: number;
  netPrice: string;
}

async function scheduledServices(tx: Tx, companyCode: string): Promise<ScheduledService[]> {
  const ids = SLOT_SCHEDULE_SEEDS.map((schedule) => schedule.productId);
  const rows = await tx
    .select({ id: products.id, info: products.info, netPrice: productComponents.precoLiquido })
    .from(products)
    .innerJoin(productComponents, and(eq(productComponents.productId, products.id), eq(productComponents.principal, true)))
    .where(and(eq(products.companyCode, companyCode), eq(products.kind, 'service'), inArray(products.id, ids)));
  const found = new Map(rows.map((row) => [row.id, row]));
  return SLOT_SCHEDULE_SEEDS.flatMap((schedule) => {
    const row = found.get(schedule.productId);
    const durationMin = row?.info.detail?.duracao_min ?? null;
    // A product edited into something without a duration or a net price gets no new slots.
    if (!row || !durationMin || durationMin <= 0 || row.netPrice === null) return [];
    return [{ schedule, durationMin, netPrice: row.netPrice }];
  });
}

/** The slots of the schedule from the Lisbon day of `now` through SLOT_DAYS_AHEAD days. */
export function plannedSlots(services: readonly ScheduledService[], companyCode: string, now: Date, days = SLOT_DAYS_AHEAD) {
  const today = lisbonDay(now);
  const planned: Array<Omit<NewServiceSlot, 'eventId'>> = [];
  for (let offset = 0; offset < days; offset += 1) {
    const day = addDays(today, offset);
    for (const { schedule, durationMin, netPrice } of services) {
      for (const start of schedule.starts) {
        const startsAt = lisbonInstant(day, start);
        planned.push({
          companyCode,
          productId: schedule.productId,
          eventDate: day,
          startsAt,
          endsAt: new Date(startsAt.getTime() + durationMin * MINUTE_MS),
          capacity: schedule.capacity,
          netPrice,
        });
      }
    }
  }
  return planned;
}

/** Inserts the missing slots of the window; answers how many. */
export async function topUpServiceSlots(tx: Tx, companyCode: string, now: Date, days = SLOT_DAYS_AHEAD): Promise<number> {
  return (await addMissingServiceSlots(tx, companyCode, now, days)).length;
}

/** Inserts the missing slots of the window; answers their ids. */
export async function addMissingServiceSlots(tx: Tx, companyCode: string, now: Date, days = SLOT_DAYS_AHEAD): Promise<number[]> {
  const services = await scheduledServices(tx, companyCode);
  if (services.length === 0) return [];
  const planned = plannedSlots(services, companyCode, now, days);
  const firstDay = lisbonDay(now);
  const existing = await tx
    .select({ productId: serviceSlots.productId, startsAt: serviceSlots.startsAt })
    .from(serviceSlots)
    .where(
      and(
        inArray(serviceSlots.productId, services.map((service) => service.schedule.productId)),
        gte(serviceSlots.eventDate, firstDay),
      ),
    );
  const key = (productId: number, startsAt: Date) => `${productId}@${startsAt.getTime()}`;
  const have = new Set(existing.map((row) => key(row.productId, row.startsAt)));
  const missing = planned.filter((slot) => !have.has(key(slot.productId, slot.startsAt)));
  if (missing.length === 0) return [];

  // Event ids continue after the highest one (of every company: the column is unique).
  const [top] = await tx.select({ eventId: max(serviceSlots.eventId) }).from(serviceSlots);
  const firstEventId = Math.max(top?.eventId ?? 0, EVENT_ID_BASE) + 1;
  const rows: NewServiceSlot[] = missing.map((slot, index) => ({ ...slot, eventId: firstEventId + index }));
  const inserted: number[] = [];
  // In chunks: one statement's parameters are limited (65 535 in PostgreSQL's protocol).
  for (let index = 0; index < rows.length; index += 1000) {
    const chunk = rows.slice(index, index + 1000);
    const done = await tx.insert(serviceSlots).values(chunk).onConflictDoNothing().returning({ id: serviceSlots.id });
    inserted.push(...done.map((row) => row.id));
  }
  return inserted;
}
