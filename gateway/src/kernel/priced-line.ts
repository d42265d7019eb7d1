import type { CatalogItem, LineAmounts } from '@estancia/resort-contract';

/**
 * One order line before numbering: what, of which pack, how many, at what net price and VAT
 * (spec 001 §3.5). The shop prices its products into these, reservations their tickets and held
 * slots, and checkout puts them in one quote and one order.
 */
export interface PricedLine {
  productId: number;
  /** The pack or voucher this line is part of (pretence_ao_produto); null for a product on its own. */
  partOf: number | null;
  /** The line's name in pt: the product's, or the pack entry's own. */
  name: string;
  /** The catalogue item the line is, for its translated name; null for a pack entry or the slope line. */
  item: CatalogItem | null;
  quantity: number;
  amounts: LineAmounts;
  /** More about the line (the order line's subname): a reservation's day and start time, a ticket's day. */
  detail?: string;
}
