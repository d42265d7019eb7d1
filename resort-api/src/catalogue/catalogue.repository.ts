import type { ProductKind } from '@estancia/resort-contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import {
  type ProductComponentRow,
  type ProductGroupRow,
  type ProductRow,
  productComponents,
  productGroups,
  products,
} from '../db/schema.ts';

/** A product with its components, in position order. */
export interface ProductWithComponents {
  product: ProductRow;
  components: ProductComponentRow[];
}

/** Attaches the components of the products in one query (no query per product). */
async function withComponents(db: Db | Tx, rows: ProductRow[]): Promise<ProductWithComponents[]> {
  if (rows.length === 0) return [];
  const components = await db
    .select()
    .from(productComponents)
    .where(
      inArray(
        productComponents.productId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(productComponents.productId), asc(productComponents.position), asc(productComponents.id));
  const byProduct = new Map<number, ProductComponentRow[]>();
  for (const component of components) {
    byProduct.set(component.productId, [...(byProduct.get(component.productId) ?? []), component]);
  }
  return rows.map((product) => ({ product, components: byProduct.get(product.id) ?? [] }));
}

/** Every product of a kind, inactive and invisible ones included (the reader filters, spec 001 §2.1). */
export async function listProductsOfKind(db: Db, companyCode: string, kind: ProductKind): Promise<ProductWithComponents[]> {
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.companyCode, companyCode), eq(products.kind, kind)))
    .orderBy(asc(products.position), asc(products.id));
  return withComponents(db, rows);
}

/** Every product of a product group (the category screen, spec 001 §2.2). */
export async function listProductsOfGroup(db: Db, companyCode: string, codgrupo: string): Promise<ProductWithComponents[]> {
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.companyCode, companyCode), eq(products.codgrupo, codgrupo)))
    .orderBy(asc(products.position), asc(products.id));
  return withComponents(db, rows);
}

export async function findProduct(
  db: Db,
  companyCode: string,
  by: { id: number } | { slug: string },
): Promise<ProductWithComponents | undefined> {
  const condition = 'id' in by ? eq(products.id, by.id) : eq(products.slug, by.slug);
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.companyCode, companyCode), condition))
    .limit(1);
  const [found] = await withComponents(db, rows);
  return found;
}

/** The products of a company among ids (an order's lines): unknown ids are simply absent. */
export async function findProductsByIds(db: Db | Tx, companyCode: string, ids: readonly number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(products)
    .where(and(eq(products.companyCode, companyCode), inArray(products.id, [...new Set(ids)])));
}

export function listProductGroups(db: Db, companyCode: string): Promise<ProductGroupRow[]> {
  return db
    .select()
    .from(productGroups)
    .where(eq(productGroups.companyCode, companyCode))
    .orderBy(asc(productGroups.position), asc(productGroups.id));
}

export async function findProductGroup(db: Db, companyCode: string, codgrupo: string): Promise<ProductGroupRow | undefined> {
  const [row] = await db
    .select()
    .from(productGroups)
    .where(and(eq(productGroups.companyCode, companyCode), eq(productGroups.codgrupo, codgrupo)))
    .limit(1);
  return row;
}
