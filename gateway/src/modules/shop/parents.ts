import type { CatalogItem, FeatureGroup, ProductGroup, ProductTag } from '@estancia/resort-contract';
import type { CartKind } from './pricing.ts';

/** What a `Product` resolves from: the validated catalogue item and the list it was found in. */
export interface ProductParent {
  item: CatalogItem;
  kind: CartKind;
}

export type ProductGroupParent = ProductGroup;
export type ProductBadgeParent = ProductTag;
export type ProductFeatureParent = FeatureGroup;
