import { type ProductWithComponents, findProduct, listProductsOfKind } from '../catalogue/catalogue.repository.ts';
import type { Db } from '../db/client.ts';

/**
 * The products of the timed reservations (spec 002 §1): spa and wellness services (kind service)
 * and entrance tickets (kind entrance). Every one is answered, inactive and invisible ones
 * included: the reader decides what is listed, as with the shop's lists (spec 001 §2.1).
 */
export const RESERVATION_KINDS = ['service', 'entrance'] as const;

export interface ReservationProductFilter {
  codgrupo?: string | undefined;
  productId?: number | undefined;
}

/** The reservation products matching the filter, in catalogue order. */
export async function listReservationProducts(
  db: Db,
  companyCode: string,
  filter: ReservationProductFilter = {},
): Promise<ProductWithComponents[]> {
  const lists = await Promise.all(RESERVATION_KINDS.map((kind) => listProductsOfKind(db, companyCode, kind)));
  return lists
    .flat()
    .filter(({ product }) => filter.codgrupo === undefined || product.codgrupo === filter.codgrupo)
    .filter(({ product }) => filter.productId === undefined || product.id === filter.productId)
    .sort((a, b) => a.product.position - b.product.position || a.product.id - b.product.id);
}

/** One reservation product, or undefined (unknown, another company's, or not a reservation product). */
export async function findReservationProduct(db: Db, companyCode: string, productId: number): Promise<ProductWithComponents | undefined> {
  const found = await findProduct(db, companyCode, { id: productId });
  return found && (RESERVATION_KINDS as readonly string[]).includes(found.product.kind) ? found : undefined;
}
