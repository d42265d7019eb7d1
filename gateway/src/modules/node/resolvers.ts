import type { NodeResolvers, Resolvers } from '../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../kernel/context.ts';
import { fromGlobalId } from '../../kernel/global-id.ts';
import type { GatewayModule, NodeFetcher, NodeParent } from '../../kernel/module.ts';

/** The GraphQL types that implement Node, as codegen lists them. */
type NodeTypename = Exclude<Awaited<ReturnType<NodeResolvers['__resolveType']>>, null | undefined>;

/** A node tagged with its GraphQL type, so `Node.__resolveType` needs no guessing. */
type TaggedNode = NodeParent & { __typename: NodeTypename };

/** Every module's Node fetchers, by type (the schema checks that each Node type has exactly one). */
function fetchersOf(modules: readonly GatewayModule[]): ReadonlyMap<string, NodeFetcher> {
  return new Map(modules.flatMap((module) => Object.entries(module.nodes ?? {})));
}

/**
 * `node(id:)` and `nodes(ids:)` over every module's Node types: the id names the type, the type's
 * module fetches it by key with its own visibility rules (an expired banner is not readable by id
 * either), and an id of no known type is null.
 */
export function nodeResolvers(modules: readonly GatewayModule[]): Resolvers {
  const fetchers = fetchersOf(modules);
  async function loadNode(globalId: string, ctx: GatewayContext): Promise<TaggedNode | null> {
    const parsed = fromGlobalId(globalId);
    const fetch = parsed && fetchers.get(parsed.type);
    if (!parsed || !fetch) return null;
    const node = await fetch(parsed.key, ctx);
    // Only Node types have fetchers: the schema refuses a module that fetches any other type.
    return node && { ...node, __typename: parsed.type as NodeTypename };
  }
  return {
    Query: {
      node: (_root, { id }, ctx) => loadNode(id, ctx),
      nodes: (_root, { ids }, ctx) => Promise.all(ids.map((id) => loadNode(id, ctx))),
    },
    Node: {
      __resolveType: (node) => (node as TaggedNode).__typename,
    },
  };
}
