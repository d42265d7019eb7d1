import type { GatewayModule } from '../../kernel/module.ts';
import { moduleSdl } from '../../kernel/sdl.ts';
import { deskSaleResolvers } from './desk-sale-resolvers.ts';
import { quoteResolvers } from './quote-resolvers.ts';
import { checkoutResolvers } from './resolvers.ts';
import { createCheckoutServices } from './services.ts';

/**
 * The cart as one quote and one order, over the shop's products and the reservations' tickets and
 * held slots: the quote, placing a web order and following its payment (spec 001 §4), and the
 * desk's sale paid at the counter (spec 002 §4).
 */
export const checkoutModule: GatewayModule = {
  name: 'checkout',
  typeDefs: moduleSdl(import.meta.url),
  resolvers: [quoteResolvers, checkoutResolvers, deskSaleResolvers],
  services: createCheckoutServices,
  mappers: {
    Quote: './parents.ts#QuoteParent',
    QuoteLine: './parents.ts#QuoteLineParent',
    CardPayment: './parents.ts#CardPaymentParent',
    MbWayPayment: './parents.ts#MbWayPaymentParent',
    MultibancoPayment: './parents.ts#MultibancoPaymentParent',
    PaymentResult: './parents.ts#PaymentResultParent',
    DeskReceipt: './parents.ts#DeskReceiptParent',
  },
};
