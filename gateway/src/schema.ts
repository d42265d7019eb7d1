import { makeExecutableSchema } from '@graphql-tools/schema';
import { printSchemaWithDirectives } from '@graphql-tools/utils';
import { lexicographicSortSchema, type GraphQLSchema } from 'graphql';
import type { GatewayContext } from './context.ts';
import { accountResolvers } from './modules/accounts/resolvers.ts';
import { contentResolvers } from './modules/content/resolvers.ts';
import { orderResolvers } from './modules/orders/resolvers.ts';
import { nodeResolvers } from './modules/node/resolvers.ts';
import { moduleTypeDefs } from './modules/sdl.ts';
import { checkoutResolvers } from './modules/shop/checkout-resolvers.ts';
import { shopResolvers } from './modules/shop/resolvers.ts';
import { reservationResolvers } from './modules/reservations/resolvers.ts';
import { holdResolvers } from './modules/reservations/hold-resolvers.ts';
import { deskResolvers } from './modules/desk/resolvers.ts';
import { lessonResolvers } from './modules/lessons/resolvers.ts';
import { structureResolvers } from './modules/structure/resolvers.ts';
import { partnerResolvers } from './modules/partners/resolvers.ts';
import { systemResolvers } from './modules/system/resolvers.ts';

/** The gateway's one typed schema: every module's SDL merged, with its resolvers. */
export function buildSchema(): GraphQLSchema {
  return makeExecutableSchema<GatewayContext>({
    typeDefs: moduleTypeDefs(),
    resolvers: [systemResolvers, nodeResolvers, ...contentResolvers, structureResolvers, accountResolvers, orderResolvers, shopResolvers, checkoutResolvers, reservationResolvers, holdResolvers, deskResolvers, lessonResolvers, partnerResolvers],
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
}

/**
 * The merged schema as the root schema.graphql holds it (sorted, so diffs stay small), with the
 * directives applied in the SDL: partners see which fields the shared cache may keep.
 */
export function printMergedSchema(): string {
  return `${printSchemaWithDirectives(lexicographicSortSchema(buildSchema()))}\n`;
}
