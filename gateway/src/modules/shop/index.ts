import type { GatewayModule } from '../../kernel/module.ts';
import { moduleSdl } from '../../kernel/sdl.ts';
import { createShopLoaders } from './loaders.ts';
import { productNode, shopResolvers } from './resolvers.ts';

/** The shop's catalogue and price rules (spec 001). */
export const shopModule: GatewayModule = {
  name: 'shop',
  typeDefs: moduleSdl(import.meta.url),
  resolvers: [shopResolvers],
  loaders: createShopLoaders,
  nodes: { Product: productNode },
  mappers: {
    Product: './parents.ts#ProductParent',
    ProductGroup: './parents.ts#ProductGroupParent',
    ProductBadge: './parents.ts#ProductBadgeParent',
    ProductFeature: './parents.ts#ProductFeatureParent',
  },
};

/** What checkout reads of the shop: a cart's catalogue lines, priced. */
export { productLines } from './cart-lines.ts';
