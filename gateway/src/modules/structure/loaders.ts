import DataLoader from 'dataloader';
import type { MenuChild } from '@estancia/resort-contract';
import type { GatewayContext } from '../../kernel/context.ts';
import type { UpstreamReader } from '../../upstream/reader.ts';
import { fetchSharedStructure } from './upstream.ts';

/** The main menu: the children of the structure's principal entry (spec 000 §3 "Menu structure"). */
async function mainMenu(api: UpstreamReader): Promise<MenuChild[]> {
  const structures = await fetchSharedStructure(api);
  const main = structures.find((s) => s.info.principal) ?? structures[0];
  return main?.content.childs ?? [];
}

/** Every entry of a menu tree, depth first. */
export function* walkMenu(entries: readonly MenuChild[]): Generator<MenuChild> {
  for (const entry of entries) {
    yield entry;
    yield* walkMenu(entry.children);
  }
}

/** Per-request loaders of the structure module. */
export function createStructureLoaders(api: UpstreamReader) {
  const menuByCompany = new DataLoader<string, MenuChild[]>((companies) => Promise.all(companies.map(() => mainMenu(api))));
  return {
    menuByCompany,
    /** A menu entry anywhere in the tree, by its upstream id (for `node(id:)`). */
    menuItemById: new DataLoader<number, MenuChild | null>(async (ids) => {
      const byId = new Map([...walkMenu(await menuByCompany.load(api.companyCode))].map((e) => [e.id, e]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
  };
}

/** The site's main menu, read once per request. */
export function siteMenu(ctx: GatewayContext): Promise<MenuChild[]> {
  return ctx.loaders.structure.menuByCompany.load(ctx.api.companyCode);
}

export type StructureLoaders = ReturnType<typeof createStructureLoaders>;

declare module '../../kernel/context.ts' {
  interface ModuleLoaders {
    readonly structure: StructureLoaders;
  }
}
