import type { CatalogItem, ProductGroup } from '@estancia/resort-contract';
import { perKeyLoader as each } from '../../upstream/per-key-loader.ts';
import type { UpstreamReader } from '../../upstream/reader.ts';
import type { CartKind } from './pricing.ts';
import { fetchCatalogue, fetchGroupProducts, fetchProduct, fetchProductBySlug, fetchProductGroups } from './upstream.ts';

/** Per-request loaders of the shop: one upstream call per list, product or slug per request. */
export function createShopLoaders(api: UpstreamReader) {
  return {
    /** A whole catalogue list, unfiltered (the listing rules are applied by the reader). */
    catalogue: each<CartKind, CatalogItem[]>((kind) => fetchCatalogue(api, kind)),
    productById: each<number, CatalogItem | null>((id) => fetchProduct(api, id)),
    productBySlug: each<string, CatalogItem | null>((slug) => fetchProductBySlug(api, slug)),
    groups: each<string, ProductGroup[]>(() => fetchProductGroups(api)),
    /** The products of a group, unfiltered (key: the group's code). */
    groupProducts: each<string, CatalogItem[]>((code) => fetchGroupProducts(api, code)),
  };
}

export type ShopLoaders = ReturnType<typeof createShopLoaders>;

declare module '../../kernel/context.ts' {
  interface ModuleLoaders {
    readonly shop: ShopLoaders;
  }
}
