import type { GatewayModule } from '../../kernel/module.ts';
import { moduleSdl } from '../../kernel/sdl.ts';
import { createStructureLoaders } from './loaders.ts';
import { structureResolvers } from './resolvers.ts';

/** The site's menu (spec 000 §3 "Menu structure"). */
export const structureModule: GatewayModule = {
  name: 'structure',
  typeDefs: moduleSdl(import.meta.url),
  resolvers: [structureResolvers],
  loaders: createStructureLoaders,
  nodes: {
    MenuItem: async (key, ctx) => (/^\d+$/.test(key) ? ctx.loaders.structure.menuItemById.load(Number(key)) : null),
  },
  mappers: { MenuItem: './parents.ts#MenuItemParent' },
};

/** What other modules read of the menu: the shared structure (kept warm), the request's menu, a walk of its tree. */
export { fetchSharedStructure } from './upstream.ts';
export { siteMenu, walkMenu } from './loaders.ts';
