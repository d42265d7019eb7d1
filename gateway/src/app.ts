import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import { createContext, type GatewayContext, type GatewayDeps } from './context.ts';
import { limitPlugins } from './plugins/limits.ts';
import { createMaskError } from './plugins/mask-error.ts';
import { extractOperationId, type PersistedOperations } from './plugins/persisted-operations.ts';
import { buildSchema } from './schema.ts';

export type Gateway = YogaServerInstance<Record<string, never>, GatewayContext>;

/**
 * The GraphQL application, without a listening socket: tests drive it with `yoga.fetch(...)`,
 * server.ts mounts it on HTTP and graphql-ws.
 */
export function buildGateway(deps: GatewayDeps, persisted: PersistedOperations): Gateway {
  const { config, logger } = deps;
  return createYoga<Record<string, never>, GatewayContext>({
    schema: buildSchema(),
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: config.GRAPHIQL ? { title: 'estancia GraphQL API' } : false,
    // GraphiQL with its assets inlined: it works without reaching a CDN.
    renderGraphiQL,
    logging: logger,
    maskedErrors: { maskError: createMaskError(logger) },
    context: ({ request }) => createContext(deps, request),
    plugins: [
      usePersistedOperations({
        getPersistedOperation: (id) => persisted.get(id),
        extractPersistedOperationId: (params) => extractOperationId(params),
        allowArbitraryOperations: config.ALLOW_ARBITRARY_OPERATIONS,
        customErrors: {
          notFound: {
            message: 'Unknown persisted operation id: this page was built for another version of the site; reload it.',
            extensions: { code: 'PERSISTED_QUERY_NOT_FOUND', http: { status: 400 } },
          },
          persistedQueryOnly: {
            message: 'Only persisted operations are accepted here: send an operation id, not a document.',
            extensions: { code: 'PERSISTED_QUERY_ONLY', http: { status: 400 } },
          },
        },
      }),
      ...limitPlugins(config),
    ],
  });
}
