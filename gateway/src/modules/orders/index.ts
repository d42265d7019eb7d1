import type { GatewayModule } from '../../kernel/module.ts';
import { moduleSdl } from '../../kernel/sdl.ts';
import { createOrderLoaders } from './loaders.ts';
import { orderNode, orderResolvers } from './resolvers.ts';

/** The signed-in customer's orders and their payment state (spec 000 §6, spec 001 §6). */
export const ordersModule: GatewayModule = {
  name: 'orders',
  typeDefs: moduleSdl(import.meta.url),
  resolvers: [orderResolvers],
  loaders: createOrderLoaders,
  nodes: { Order: orderNode },
  mappers: {
    Order: './parents.ts#OrderParent',
    OrderLine: './parents.ts#OrderLineParent',
    MultibancoReference: './parents.ts#MultibancoParent',
  },
};

/** One of the viewer's own orders (null for anyone else's), read afresh after a change, and the payment state its code means. */
export { orderNode } from './resolvers.ts';
export { forgetOrder } from './loaders.ts';
export { paymentStatusOf } from './map.ts';
export type { OrderParent } from './parents.ts';
