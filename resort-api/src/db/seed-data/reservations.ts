import { productSeeds, readSeed } from '../seed-schemas.ts';
import type { ProductSeedEntry } from './product-seed.ts';

/**
 * The demo products of the timed reservations (spec 002 §1, §3): spa services (group SPA),
 * wellness services (group WEL, morning and afternoon slots) and entrance tickets (group SPA,
 * kind entrance: a ticket for a day, never held). Texts in pt, en, es and fr. Products 41, 42 and
 * 51 are the ones the demo order history already sold (seed-data/orders.ts). The records are in
 * reservations.json.
 */
export const RESERVATION_PRODUCT_SEEDS: readonly ProductSeedEntry[] = readSeed(new URL('./reservations.json', import.meta.url), productSeeds);

/**
 * When each timed service runs (spec 002 §2 "time slots"): Lisbon wall-clock start times (HH:mm),
 * every day, and the seats of each slot. The slot lasts the product's durationMin.
 */
export interface SlotScheduleSeed {
  productId: number;
  starts: readonly string[];
  capacity: number;
}

export const SLOT_SCHEDULE_SEEDS: readonly SlotScheduleSeed[] = [
  // SPA: every two hours from 10:00.
  { productId: 41, starts: ['10:00', '12:00', '14:00', '16:00', '18:00'], capacity: 12 },
  { productId: 43, starts: ['10:00', '12:00', '14:00', '16:00', '18:00'], capacity: 6 },
  { productId: 44, starts: ['11:00', '13:00', '15:00', '17:00'], capacity: 8 },
  // WEL: two morning and two afternoon slots (spec 002 §2: split at hour 12).
  { productId: 42, starts: ['09:00', '10:30', '14:00', '16:30'], capacity: 6 },
  { productId: 45, starts: ['09:00', '10:30', '14:00', '16:30'], capacity: 12 },
  { productId: 46, starts: ['09:00', '10:30', '14:00', '16:30'], capacity: 10 },
  { productId: 47, starts: ['09:00', '10:30', '14:00', '16:30'], capacity: 6 },
];

/** How far ahead slots exist (from the start-up's "now"). */
export const SLOT_DAYS_AHEAD = 60;

/** Event ids are numbered apart from stock ids (the slot's own id): the first is this plus one. */
export const EVENT_ID_BASE = 100_000;

/**
 * Services whose overlapping slots cannot be held together (spec 002 §7 collision): one body
 * cannot be in the thermal circuit and the hammam at once, nor in two treatments.
 */
export const COLLISION_SEEDS: ReadonlyArray<readonly [number, number]> = [
  [41, 44],
  [41, 43],
  [42, 47],
];
