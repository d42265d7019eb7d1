import type { Resolvers, ResolversParentTypes } from '../__generated__/resolvers-types.ts';
import type { UpstreamReader } from '../upstream/reader.ts';
import type { GatewayContext, GatewayDeps, ModuleLoaders, ModuleServices } from './context.ts';
import type { HttpRoute } from './http-route.ts';
import type { ServiceLifecycle } from './services.ts';

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
 * A module's loaders: with an entry in ModuleLoaders under its name, the factory of what it declared
 * there (`ctx.loaders.<name>`); without one, none.
 */
type LoadersOf<Name extends string> = Name extends keyof ModuleLoaders ? { loaders: (api: UpstreamReader) => ModuleLoaders[Name] } : { loaders?: undefined };

/**
 * A module's process-wide services, made once per process with its deps (kernel/services.ts): with
 * an entry in ModuleServices under its name, the factory of what it declared there, which its
 * resolvers read as `ctx.services.<name>`; without one, none. Every module's services are declared
 * there, even one with only a start() (content's), so a factory is always checked against its entry.
 */
type ServicesOf<Name extends string> = Name extends keyof ModuleServices
  ? { services: (deps: GatewayDeps) => ModuleServices[Name] & ServiceLifecycle }
  : { services?: undefined };

/** A module whose name keys an entry of ModuleLoaders or ModuleServices, with the factories for them. */
type Declared = Extract<keyof ModuleLoaders | keyof ModuleServices, string>;
type WithDeclared = { [Name in Declared]: { name: Name } & LoadersOf<Name> & ServicesOf<Name> }[Declared];

/** A module with neither loaders nor services. */
interface WithoutDeclared {
  name: string;
  loaders?: undefined;
  services?: undefined;
}

/**
 * A module of the gateway, as its folder's index.ts exports it: one folder, one descriptor, and
 * one line in modules/index.ts.
 */
export type GatewayModule = ModuleParts & (WithDeclared | WithoutDeclared);

/** A module's resolvers, once every module of the gateway is known. */
export function resolversOf(module: GatewayModule, modules: readonly GatewayModule[]): Resolvers[] {
  return typeof module.resolvers === 'function' ? module.resolvers(modules) : module.resolvers;
}
