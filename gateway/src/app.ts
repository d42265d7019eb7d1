import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import type { IncomingMessage } from 'node:http';
import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import { createContext, type GatewayContext, type GatewayDeps } from './context.ts';
import { CLIENT_HEADER, useCsrfHeader } from './plugins/csrf.ts';
import { cookieJarFor, useResponseCookies } from './plugins/response-cookies.ts';
import { useOperationLimits } from './plugins/limits.ts';
import { createMaskError } from './plugins/mask-error.ts';
import { extractOperationId, type PersistedOperations } from './plugins/persisted-operations.ts';
import { buildSchema } from './schema.ts';

/** What the HTTP server hands Yoga with each request (Node's request, for the socket address). */
export interface ServerContext {
  req?: IncomingMessage;
}

export type Gateway = YogaServerInstance<ServerContext, GatewayContext>;

/**
 * The GraphQL application, without a listening socket: tests drive it with `yoga.fetch(...)`,
 * server.ts mounts it on HTTP and graphql-ws.
 */
export function buildGateway(deps: GatewayDeps, persisted: PersistedOperations): Gateway {
  const { config, logger } = deps;
  return createYoga<ServerContext, GatewayContext>({
    schema: buildSchema(),
    graphqlEndpoint: '/graphql',
    landingPage: false,
    // GraphiQL runs in a browser, so it sends the CSRF header like the website does.
    graphiql: config.GRAPHIQL ? { title: 'estancia GraphQL API', headers: JSON.stringify({ [CLIENT_HEADER]: 'graphiql' }) } : false,
    // GraphiQL with its assets inlined: it works without reaching a CDN.
    renderGraphiQL,
    logging: logger,
    maskedErrors: { maskError: createMaskError(logger) },
    context: ({ request, req }) =>
      createContext(deps, { headers: request.headers, remoteAddress: req?.socket.remoteAddress ?? '', setCookie: cookieJarFor(request) }),
    plugins: [
      useCsrfHeader(),
      useResponseCookies(),
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
      useOperationLimits(config),
    ],
  });
}
