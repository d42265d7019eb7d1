import { documentTotals, type DocumentTotals } from '@estancia/resort-contract';
import type { CartLineInput, UserError } from '../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../kernel/context.ts';
import type { PricedLine } from '../../kernel/priced-line.ts';
import { userError } from '../../kernel/user-errors.ts';
import { NOTHING_RESERVED, priceReservations, type ReservationCartInput, type Reserved } from '../reservations/index.ts';
import { productLines } from '../shop/index.ts';

/** More lines than any real cart has: a larger one is refused before anything is read. */
export const MAX_CART_LINES = 50;

export interface PricedCart {
  lines: PricedLine[];
  /** The sums of the lines' net, VAT and gross amounts (spec 001 §3.4 document totals). */
  totals: DocumentTotals;
  userErrors: UserError[];
  /** The holds the cart pays and its first reservation cut-off (spec 002 §4). */
  reserved: Reserved;
}

/**
 * Prices a cart from the catalogue (spec 001 §4): the shop's products, then (spec 002 §2 customer
 * cart) entrance tickets and held slots, priced by the server too. A line that cannot be priced
 * is left out with a user error on its field. Nothing the browser says about prices is read.
 */
export async function priceCart(ctx: GatewayContext, cart: readonly CartLineInput[], reservations: ReservationCartInput = {}): Promise<PricedCart> {
  if (cart.length > MAX_CART_LINES) return { lines: [], totals: documentTotals([]), userErrors: [userError(ctx, 'TOO_LONG', ['lines'])], reserved: NOTHING_RESERVED };
  const { lines, userErrors } = await productLines(ctx, cart);
  const { lines: reservedLines, userErrors: reservedErrors, ...reserved } = await priceReservations(ctx, reservations);
  lines.push(...reservedLines);
  userErrors.push(...reservedErrors);
  return { lines, totals: documentTotals(lines.map((line) => line.amounts)), userErrors, reserved };
}
