import type { CatalogItem, FeatureGroup, ProductGroup, ProductTag } from '@estancia/resort-contract';
import type { CartKind, PricedLine } from './pricing.ts';

/** What a `Product` resolves from: the validated catalogue item and the list it was found in. */
export interface ProductParent {
  item: CatalogItem;
  kind: CartKind;
}

export type ProductGroupParent = ProductGroup;
export type ProductBadgeParent = ProductTag;
export type ProductFeatureParent = FeatureGroup;
export type QuoteLineParent = PricedLine;

/** What a `Quote` resolves from: the priced cart. */
export type { PricedCart as QuoteParent } from './quote.ts';

export type { PaymentInstructionsParent } from './place-order.ts';
import type { PaymentInstructionsParent } from './place-order.ts';
export type CardPaymentParent = Extract<PaymentInstructionsParent, { __typename: 'CardPayment' }>;
export type MbWayPaymentParent = Extract<PaymentInstructionsParent, { __typename: 'MbWayPayment' }>;
export type MultibancoPaymentParent = Extract<PaymentInstructionsParent, { __typename: 'MultibancoPayment' }>;
/** The payment result pages read the order found by its payment key. */
export type { OrderParent as PaymentResultParent } from '../orders/parents.ts';
