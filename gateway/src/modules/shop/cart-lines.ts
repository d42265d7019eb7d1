import { SLOPE_RENTAL_PRODUCT_ID, type CatalogItem } from '@estancia/resort-contract';
import type { CartLineInput, UserError } from '../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../kernel/context.ts';
import type { PricedLine } from '../../kernel/priced-line.ts';
import { userError } from '../../kernel/user-errors.ts';
import { cartKindOf } from './kinds.ts';
import { type CartKind, isListed, linesFor } from './pricing.ts';

/** spec 001 §5: quantities are integers of 0 or more; a cart holds at most this many of one product. */
export const MAX_QUANTITY = 99;

/** The slope rental line's name (product 90, spec 001 §4), from the catalogue when it has it. */
const SLOPE_RENTAL_FALLBACK = 'Aluguer da Pista';

/** The catalogue lines of a cart, priced; a line that cannot be priced is left out with a user error on its field. */
export interface ProductLines {
  lines: PricedLine[];
  userErrors: UserError[];
}

/** The listed products of a kind, by id. */
async function listedById(ctx: GatewayContext, kind: CartKind): Promise<Map<number, CatalogItem>> {
  const items = await ctx.loaders.shop.catalogue.load(kind);
  return new Map(items.filter((item) => isListed(item, kind)).map((item) => [item.id, item]));
}

/**
 * Prices a cart's catalogue lines (spec 001 §4): ids and quantities in, order lines out. A line
 * that names no listed product, or has a bad quantity, is left out with a user error on its field
 * (`lines.{index}`); lines of 0 make nothing. Nothing the browser says about prices is read.
 */
export async function productLines(ctx: GatewayContext, cart: readonly CartLineInput[]): Promise<ProductLines> {
  const userErrors: UserError[] = [];
  const kinds = [...new Set(cart.map((line) => cartKindOf(line.kind)))];
  const listed = new Map(await Promise.all(kinds.map(async (kind) => [kind, await listedById(ctx, kind)] as const)));
  const hasPass = cart.some((line) => line.kind === 'PASS' && line.quantity > 0);
  const slopeRental = hasPass
    ? (await ctx.loaders.shop.catalogue.load('activity')).find((item) => item.id === SLOPE_RENTAL_PRODUCT_ID)
    : undefined;
  const slopeName = slopeRental?.info.name.trim() || SLOPE_RENTAL_FALLBACK;

  const lines: PricedLine[] = [];
  cart.forEach((line, index) => {
    const field = ['lines', String(index)];
    if (!Number.isInteger(line.quantity) || line.quantity < 0 || line.quantity > MAX_QUANTITY) {
      userErrors.push(userError(ctx, 'INVALID_QUANTITY', [...field, 'quantity']));
      return;
    }
    const kind = cartKindOf(line.kind);
    const item = listed.get(kind)?.get(line.productId);
    if (!item) {
      userErrors.push(userError(ctx, 'UNKNOWN_PRODUCT', [...field, 'productId']));
      return;
    }
    const priced = linesFor(item, kind, line.quantity, slopeName);
    if (priced === null) userErrors.push(userError(ctx, 'UNKNOWN_PRODUCT', [...field, 'productId']));
    else lines.push(...priced);
  });
  return { lines, userErrors };
}
