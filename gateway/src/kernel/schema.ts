import { makeExecutableSchema } from '@graphql-tools/schema';
import { Kind, isObjectType, parse, type GraphQLSchema } from 'graphql';
import type { Resolvers } from '../__generated__/resolvers-types.ts';
import type { GatewayContext } from './context.ts';
import { resolversOf, type GatewayModule } from './module.ts';

const ROOT_TYPES: ReadonlySet<string> = new Set(['Query', 'Mutation', 'Subscription']);

/**
 * The gateway's one typed schema from a list of modules: their SDL merged, with their resolvers.
 * A resolver for a field the SDL does not declare is refused (requireResolversToMatchSchema), and
 * so is the other way round at the root — a Query, Mutation or Subscription field some module
 * declares with no resolver — and a Node type nobody can fetch by id, or one claimed twice.
 */
export function schemaOf(modules: readonly GatewayModule[]): GraphQLSchema {
  const resolvers = modules.flatMap((module) => resolversOf(module, modules));
  const schema = makeExecutableSchema<GatewayContext>({
    typeDefs: modules.flatMap((module) => module.typeDefs),
    resolvers,
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
  const problems = [...unresolvedRootFields(modules, resolvers), ...nodeProblems(schema, modules)];
  if (problems.length > 0) throw new Error(`the modules do not make a schema:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
  return schema;
}

/** Whether a resolver map answers a root field: a function, or `resolve` (Query, Mutation) / `subscribe` (Subscription). */
function answers(resolvers: readonly Resolvers[], type: string, field: string): boolean {
  return resolvers.some((map) => {
    const fields: unknown = (map as Record<string, unknown>)[type];
    const resolver: unknown = fields && typeof fields === 'object' ? (fields as Record<string, unknown>)[field] : undefined;
    if (type === 'Subscription') return Boolean(resolver && typeof resolver === 'object' && 'subscribe' in resolver);
    return typeof resolver === 'function' || Boolean(resolver && typeof resolver === 'object' && 'resolve' in resolver);
  });
}

/** Every root field a module's SDL declares without a resolver in any module, named with its module. */
function unresolvedRootFields(modules: readonly GatewayModule[], resolvers: readonly Resolvers[]): string[] {
  const problems: string[] = [];
  for (const module of modules) {
    for (const sdl of module.typeDefs) {
      for (const definition of parse(sdl).definitions) {
        if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION && definition.kind !== Kind.OBJECT_TYPE_EXTENSION) continue;
        const type = definition.name.value;
        if (!ROOT_TYPES.has(type)) continue;
        for (const field of definition.fields ?? []) {
          if (!answers(resolvers, type, field.name.value)) problems.push(`module ${module.name} declares ${type}.${field.name.value} but no module resolves it`);
        }
      }
    }
  }
  return problems;
}

/** Every Node type has exactly one fetcher, and every fetcher is for a Node type. */
function nodeProblems(schema: GraphQLSchema, modules: readonly GatewayModule[]): string[] {
  const problems: string[] = [];
  const owners = new Map<string, string>();
  for (const module of modules) {
    for (const type of Object.keys(module.nodes ?? {})) {
      const owner = owners.get(type);
      if (owner) problems.push(`modules ${owner} and ${module.name} both fetch ${type} by id`);
      owners.set(type, module.name);
      const graphqlType = schema.getType(type);
      if (!isObjectType(graphqlType) || !graphqlType.getInterfaces().some((i) => i.name === 'Node')) {
        problems.push(`module ${module.name} fetches ${type} by id, which is not a type implementing Node`);
      }
    }
  }
  for (const type of Object.values(schema.getTypeMap())) {
    if (isObjectType(type) && type.getInterfaces().some((i) => i.name === 'Node') && !owners.has(type.name)) {
      problems.push(`${type.name} implements Node but no module fetches it by id`);
    }
  }
  return problems;
}
