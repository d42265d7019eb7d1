import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { productCollisions } from '../db/reservations-schema.ts';

/** A slot as the collision rule sees it. */
export interface SlotSpan {
  eventId: number;
  productId: number;
  startsAt: Date;
  endsAt: Date;
}

/** The products that cannot be held together with each of `productIds` (stored both ways). */
export async function collidingProducts(
  tx: Tx,
  companyCode: string,
  productIds: readonly number[],
): Promise<Map<number, Set<number>>> {
  const ids = [...new Set(productIds)];
  const byProduct = new Map<number, Set<number>>();
  if (ids.length === 0) return byProduct;
  const rows = await tx
    .select({ productId: productCollisions.productId, otherProductId: productCollisions.otherProductId })
    .from(productCollisions)
    .where(and(eq(productCollisions.companyCode, companyCode), inArray(productCollisions.productId, ids)));
  for (const row of rows) {
    const others = byProduct.get(row.productId) ?? new Set<number>();
    others.add(row.otherProductId);
    byProduct.set(row.productId, others);
  }
  return byProduct;
}

function overlaps(a: SlotSpan, b: SlotSpan): boolean {
  return a.startsAt.getTime() < b.endsAt.getTime() && b.startsAt.getTime() < a.endsAt.getTime();
}

/**
 * The first held slot that the candidate cannot be held with (spec 002 §7 collision): a slot of a
 * colliding product whose time overlaps, or an event the caller itself listed as incompatible
 * (the request's lista_incompativel). The server decides from its own data; the list only adds.
 */
export function findCollision(
  candidate: SlotSpan,
  held: readonly SlotSpan[],
  colliding: ReadonlySet<number> | undefined,
  incompatibleEvents: readonly number[],
): SlotSpan | undefined {
  return held.find(
    (other) =>
      other.eventId !== candidate.eventId &&
      (incompatibleEvents.includes(other.eventId) || (colliding?.has(other.productId) === true && overlaps(candidate, other))),
  );
}
