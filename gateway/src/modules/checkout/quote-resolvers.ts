import { formatCents, formatMillis, lineAmounts } from '@estancia/resort-contract';
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { fieldLanguage } from '../../kernel/localized.ts';
import { money } from '../../kernel/money.ts';
import { localize } from '../../locale.ts';
import { multibancoAvailable } from '../reservations/index.ts';
import { priceCart } from './quote.ts';

/** A cart's price, computed by the server from the catalogue (spec 001 §3.5, spec 002 §2). */
export const quoteResolvers: Resolvers = {
  Query: {
    quote: (_root, { lines, entrance, holdIds }, ctx) => priceCart(ctx, lines, { entrance, holdIds }),
  },
  Quote: {
    lines: ({ lines }) => lines,
    netTotal: ({ totals }) => money(formatCents(totals.netCents)),
    vatTotal: ({ totals }) => money(formatCents(totals.vatCents)),
    total: ({ totals }) => money(formatCents(totals.grossCents)),
    userErrors: ({ userErrors }) => userErrors,
    multibancoAvailable: (cart, _args, ctx) => multibancoAvailable(ctx, cart.reserved),
  },
  QuoteLine: {
    productId: (line) => line.productId,
    partOfProductId: (line) => line.partOf,
    name: (line, args, ctx) => (line.item ? localize(line.item.info.name, line.item.info.language, 'name', fieldLanguage(args, ctx)) : line.name),
    quantity: (line) => line.quantity,
    unitNetPrice: (line) => money(formatMillis(line.amounts.unitMillis), 3),
    unitPrice: (line) => money(formatCents(lineAmounts(line.amounts.unitMillis, 1, line.amounts.vatRate).grossCents)),
    vatRate: (line) => Math.round(line.amounts.vatRate),
    netTotal: (line) => money(formatCents(line.amounts.netCents)),
    vatTotal: (line) => money(formatCents(line.amounts.vatCents)),
    total: (line) => money(formatCents(line.amounts.grossCents)),
    detail: (line) => line.detail ?? '',
  },
};
