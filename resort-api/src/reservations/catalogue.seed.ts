import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { productCollisions } from '../db/reservations-schema.ts';
import { products as productsTable } from '../db/schema.ts';
import { insertProducts } from '../db/seed-catalogue.ts';
import { COLLISION_SEEDS, RESERVATION_PRODUCT_SEEDS } from '../db/seed-data/reservations.ts';
import { findProductsByIds } from '../catalogue/catalogue.repository.ts';
import { topUpServiceSlots } from './slots.seed.ts';

/**
 * The reservations' demo data, run at every start after the catalogue's seed: products of the
 * reservations a database seeded before they existed lacks (never touching those it has),
 * the collisions between services, and the slots topped up to the window ahead of `now`.
 */
export interface ReservationSeedReport {
  products: number;
  productCollisions: number;
  serviceSlots: number;
}

export async function seedReservations(tx: Tx, companyCode: string, now: Date): Promise<ReservationSeedReport> {
  const products = await insertProducts(tx, companyCode, RESERVATION_PRODUCT_SEEDS, now);
  await upgradeEarlierProducts(tx, companyCode);
  return {
    products,
    productCollisions: await seedCollisions(tx, companyCode),
    serviceSlots: await topUpServiceSlots(tx, companyCode, now),
  };
}

/** Both directions of each pair of colliding services the company has; existing pairs stay. */
async function seedCollisions(tx: Tx, companyCode: string): Promise<number> {
  const ids = COLLISION_SEEDS.flat();
  const own = new Set((await findProductsByIds(tx, companyCode, ids)).map((product) => product.id));
  const rows = COLLISION_SEEDS.filter(([a, b]) => own.has(a) && own.has(b)).flatMap(([a, b]) => [
    { companyCode, productId: a, otherProductId: b },
    { companyCode, productId: b, otherProductId: a },
  ]);
  if (rows.length === 0) return 0;
  const inserted = await tx.insert(productCollisions).values(rows).onConflictDoNothing().returning({ productId: productCollisions.productId });
  return inserted.length;
}

/**
 * A database seeded before the reservations has products 41, 42 and 51 as plain services: the
 * entrance ticket becomes kind entrance and the services get their duration (without one they
 * get no slots). Only those two facts change, and only while they are still the old ones.
 */
async function upgradeEarlierProducts(tx: Tx, companyCode: string): Promise<void> {
  const rows = await findProductsByIds(tx, companyCode, RESERVATION_PRODUCT_SEEDS.map((seed) => seed.id));
  for (const row of rows) {
    const seed = RESERVATION_PRODUCT_SEEDS.find((candidate) => candidate.id === row.id);
    if (!seed) continue;
    const kind = seed.kind === 'entrance' && row.kind === 'service' ? 'entrance' : row.kind;
    const info =
      seed.durationMin !== undefined && row.info.detail === null && row.info.value !== null
        ? { ...row.info, detail: { ...row.info.value, pessoas: null, duracao_min: seed.durationMin, category: null, detail_price: null } }
        : row.info;
    if (kind === row.kind && info === row.info) continue;
    await tx
      .update(productsTable)
      .set({ kind, info })
      .where(and(eq(productsTable.id, row.id), eq(productsTable.companyCode, companyCode)));
  }
}
