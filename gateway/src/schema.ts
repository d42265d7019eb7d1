import { printSchemaWithDirectives } from '@graphql-tools/utils';
import { lexicographicSortSchema, type GraphQLSchema } from 'graphql';
import type { GatewayModule } from './kernel/module.ts';
import { schemaOf } from './kernel/schema.ts';
import { GATEWAY_MODULES } from './modules/index.ts';

/** The gateway's one typed schema: every module's SDL merged, with its resolvers (kernel/schema.ts). */
export function buildSchema(modules: readonly GatewayModule[] = GATEWAY_MODULES): GraphQLSchema {
  return schemaOf(modules);
}

/**
 * The merged schema as the root schema.graphql holds it (sorted, so diffs stay small), with the
 * directives applied in the SDL: partners see which fields the shared cache may keep.
 */
export function printMergedSchema(modules: readonly GatewayModule[] = GATEWAY_MODULES): string {
  return `${printSchemaWithDirectives(lexicographicSortSchema(buildSchema(modules)))}\n`;
}
