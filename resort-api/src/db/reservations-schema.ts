import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { identity, instant, reference } from './columns.ts';
import { companies, companyColumn, orders, products } from './schema.ts';

/**
 * Timed reservations (spec 002 §3, §4): the slots of spa and wellness services, the products
 * that cannot be held together, the hold ledger and the timer settings.
 *
 * The ledger's invariant: seats left = capacity − sold − held-and-not-yet-expired. Holds and
 * sales of a slot change only inside a transaction that has locked the slot's row, so two
 * buyers can never both take its last seat.
 */

/**
 * A bookable slot of a service: upstream an event (id_event) and its stock line (id_stock).
 * `id` is the stock id; `event_id` the event id.
 */
export const serviceSlots = pgTable(
  'service_slots',
  {
    id: identity(),
    companyCode: companyColumn(),
    eventId: integer('event_id').notNull(),
    productId: reference('product_id', () => products.id),
    /** The slot's calendar day in Europe/Lisbon. */
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    capacity: integer().notNull(),
    /** Net unit price, 3 decimals. */
    netPrice: numeric('net_price', { precision: 12, scale: 3 }).notNull(),
    visible: boolean().notNull().default(true),
    activo: boolean().notNull().default(true),
  },
  (t) => [
    uniqueIndex('service_slots_event_id_key').on(t.eventId),
    uniqueIndex('service_slots_product_starts_key').on(t.productId, t.startsAt),
    index('service_slots_company_date_idx').on(t.companyCode, t.eventDate, t.productId),
    check('service_slots_capacity_check', sql`${t.capacity} >= 0`),
    check('service_slots_time_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** Two services whose overlapping slots cannot be held together (spec 002 §7 collision); stored both ways. */
export const productCollisions = pgTable(
  'product_collisions',
  {
    companyCode: companyColumn(),
    productId: reference('product_id', () => products.id),
    otherProductId: reference('other_product_id', () => products.id),
  },
  (t) => [primaryKey({ columns: [t.productId, t.otherProductId] })],
);

export const HOLD_STATUSES = ['held', 'released', 'sold'] as const;
export type HoldStatus = (typeof HOLD_STATUSES)[number];

/**
 * The hold ledger: seats of a slot held by a client (the channel's id_client) until `expires_at`,
 * given back (released) or bought (sold, with the order). `id` is the channel's prod_timer.
 */
export const holds = pgTable(
  'holds',
  {
    id: identity(),
    companyCode: companyColumn(),
    clientId: integer('client_id').notNull(),
    slotId: reference('slot_id', () => serviceSlots.id),
    productId: integer('product_id').notNull(),
    quantity: integer().notNull(),
    status: text().$type<HoldStatus>().notNull().default('held'),
    expiresAt: instant('expires_at').notNull(),
    renewals: integer().notNull().default(0),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /**
     * The hold's lapse has been announced: the lapse watcher of one process claims it (set from
     * false to true under the slot's lock), so several processes announce each lapse once.
     */
    lapseAnnounced: boolean('lapse_announced').notNull().default(false),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    index('holds_slot_status_idx').on(t.slotId, t.status, t.expiresAt),
    index('holds_client_status_idx').on(t.clientId, t.status, t.expiresAt),
    // The lapse watcher's next expiry: the earliest expires_at of a held hold after a moment.
    index('holds_company_status_expires_idx').on(t.companyCode, t.status, t.expiresAt),
    check('holds_quantity_check', sql`${t.quantity} > 0`),
    check('holds_renewals_check', sql`${t.renewals} >= 0`),
    check('holds_status_check', sql`${t.status} in ('held', 'released', 'sold')`),
  ],
);

/** Timer settings (spec 002 §3); null columns read as the defaults (5 minutes, 15 minutes, 3; an offer 10 minutes). */
export const timerSettings = pgTable('timer_settings', {
  companyCode: text('company_code')
    .primaryKey()
    .references(() => companies.code, { onDelete: 'cascade' }),
  /** Minutes a hold lasts; decimals allowed. */
  timeCountDown: numeric('time_count_down', { precision: 8, scale: 3 }),
  intervaloTolerancia: integer('intervalo_tolerancia'),
  numeroMaximoEventosNoCarrinho: integer('numero_maximo_eventos_no_carrinho'),
  /** Minutes a waiting-list offer keeps its seats (this implementation's addition); decimals allowed. */
  tempoOferta: numeric('tempo_oferta', { precision: 8, scale: 3 }),
});

export type ServiceSlotRow = typeof serviceSlots.$inferSelect;
export type NewServiceSlot = typeof serviceSlots.$inferInsert;
export type HoldRow = typeof holds.$inferSelect;
export type NewHold = typeof holds.$inferInsert;
export type TimerSettingsRow = typeof timerSettings.$inferSelect;
