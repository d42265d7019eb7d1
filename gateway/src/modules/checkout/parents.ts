import type { OrderDocument } from '@estancia/resort-contract';
import type { PricedLine } from '../../kernel/priced-line.ts';
import type { PaymentInstructionsParent } from './place-order.ts';

/** What a `Quote` resolves from: the priced cart. */
export type { PricedCart as QuoteParent } from './quote.ts';
export type QuoteLineParent = PricedLine;

export type { PaymentInstructionsParent } from './place-order.ts';
export type CardPaymentParent = Extract<PaymentInstructionsParent, { __typename: 'CardPayment' }>;
export type MbWayPaymentParent = Extract<PaymentInstructionsParent, { __typename: 'MbWayPayment' }>;
export type MultibancoPaymentParent = Extract<PaymentInstructionsParent, { __typename: 'MultibancoPayment' }>;
/** The payment result pages read the order found by its payment key. */
export type { OrderParent as PaymentResultParent } from '../orders/index.ts';

/** `DeskReceipt`: the order placed and the billing data it was placed with. */
export interface DeskReceiptParent {
  order: OrderDocument;
  billing: { name: string; vat: string; email: string };
}
