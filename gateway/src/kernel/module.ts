import type { Resolvers, ResolversParentTypes } from '../__generated__/resolvers-types.ts';
import type { UpstreamReader } from '../upstream/reader.ts';
import type { GatewayContext, ModuleLoaders } from './context.ts';
import type { HttpRoute } from './http-route.ts';

/** What a type implementing Node resolves from: one of the modules' parents (codegen's mappers). */
export type NodeParent = ResolversParentTypes['Node'];

/**
 * How a module fetches one of its Node types by the key inside a global id (`node(id:)`): with the
 * same visibility rules as the lists that issue the ids, so what a list hides reads as null here too.
 */
export type NodeFetcher = (key: string, ctx: GatewayContext) => Promise<NodeParent | null>;

/** What every module brings to the gateway. */
interface ModuleParts {
  /** Its SDL: the `.graphql` files of its folder (kernel/sdl.ts). */
  typeDefs: string[];
  /**
   * Its resolvers; as a function, it is handed every module of the gateway once the list is known
   * (the node module builds `node(id:)` from their `nodes`).
   */
  resolvers: Resolvers[] | ((modules: readonly GatewayModule[]) => Resolvers[]);
  /** The Node types it owns, by GraphQL type name, and how to fetch each by key. */
  nodes?: Readonly<Record<string, NodeFetcher>>;
  /**
   * Codegen's parent types (gateway/scripts/generate.ts): GraphQL type → `file#Type`, the file
   * relative to the module's folder.
   */
  mappers?: Readonly<Record<string, string>>;
  /** Its HTTP routes beside /graphql, mounted by server.ts. */
  routes?: readonly HttpRoute[];
}

/**
 * A module with per-request loaders: its name is their key in `ctx.loaders`, and the factory makes
 * what the module declared for that key in ModuleLoaders.
 */
type WithLoaders = {
  [Name in keyof ModuleLoaders]: { name: Name; loaders: (api: UpstreamReader) => ModuleLoaders[Name] };
}[keyof ModuleLoaders];

/** A module without loaders. */
interface WithoutLoaders {
  name: string;
  loaders?: undefined;
}

/**
 * A module of the gateway, as its folder's index.ts exports it: one folder, one descriptor, and
 * one line in modules/index.ts.
 */
export type GatewayModule = ModuleParts & (WithLoaders | WithoutLoaders);

/** A module's resolvers, once every module of the gateway is known. */
export function resolversOf(module: GatewayModule, modules: readonly GatewayModule[]): Resolvers[] {
  return typeof module.resolvers === 'function' ? module.resolvers(modules) : module.resolvers;
}
