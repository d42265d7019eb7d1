import type { Multibanco, OrderDocument, OrderLine } from '@estancia/resort-contract';

/** What `Order`, `OrderLine` and `MultibancoReference` resolve from: the upstream shapes. */
export type OrderParent = OrderDocument;
export type OrderLineParent = OrderLine;
export type MultibancoParent = Multibanco;
