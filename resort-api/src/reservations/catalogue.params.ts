import { z } from '@hono/zod-openapi';
import { RESERVATION_GROUPS } from '@estancia/resort-contract';
import { idParam } from '../accounts/params.ts';
import type { Db } from '../db/client.ts';
import { isCalendarDay } from './slots.time.ts';

/** What the reservation calls need: the calls carry no company code, the API serves one company. */
export interface ReservationDeps {
  db: Db;
  now: () => Date;
  /** The company the API serves (COMPANY_CODE). */
  companyCode: string;
}

export const codgrupoParam = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,32}$/, { error: 'must be a product group code (letters, digits, "-" or "_")' })
  .openapi({
    param: { name: 'codgrupo', in: 'path' },
    description: `The product group: ${RESERVATION_GROUPS.join(' or ')} (case-insensitive).`,
    example: 'SPA',
  });

/** A calendar day, YYYY-MM-DD, that exists (2026-02-30 does not). */
export const calendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a day as YYYY-MM-DD' })
  .refine(isCalendarDay, { error: 'is not a calendar day' });

export const eventIdParams = z.object({ id: idParam('id', 'The event id (id_event).') });
export const stockIdParams = z.object({ id: idParam('id', 'The stock line id (id_stock).') });
export const productIdParams = z.object({ id: idParam('id', 'The product id.') });

export const dayOfProductParams = z.object({
  date: calendarDay.openapi({ param: { name: 'date', in: 'path' }, description: 'The Lisbon day.', example: '2026-01-20' }),
  productId: idParam('productId', 'The product id.'),
});

/** The group of a path segment, or null when it is not a reservation group. */
export function reservationGroup(codgrupo: string): (typeof RESERVATION_GROUPS)[number] | null {
  const upper = codgrupo.toUpperCase();
  return (RESERVATION_GROUPS as readonly string[]).includes(upper) ? (upper as (typeof RESERVATION_GROUPS)[number]) : null;
}
