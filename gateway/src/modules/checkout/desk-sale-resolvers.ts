import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { userError } from '../../kernel/user-errors.ts';
import { staffSession } from '../desk/index.ts';
import { placeDeskOrder } from './desk-sale.ts';

/** The desk's sale (spec 002 §4 "Confirming a desk order") and the receipt the counter prints. */
export const deskSaleResolvers: Resolvers = {
  DeskReceipt: {
    order: (receipt) => receipt.order,
    // The order's first ticket code, as the order history's QR shows it; the order number otherwise.
    qrCode: (receipt) => receipt.order.info.qr[0]?.codigo ?? `${receipt.order.info.serie}/${receipt.order.info.numero}`,
    billingName: (receipt) => receipt.billing.name,
    billingVat: (receipt) => receipt.billing.vat,
    billingEmail: (receipt) => receipt.billing.email,
  },
  Mutation: {
    placeDeskOrder: async (_root, { input }, ctx) => {
      // spec 002 §6: the typed refusal of a mutation is a user error, and nothing is sent upstream.
      if (!staffSession(ctx)) return { receipt: null, userErrors: [userError(ctx, 'FORBIDDEN')] };
      return placeDeskOrder(ctx, input);
    },
  },
};
