import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import type { IncomingMessage } from 'node:http';
import { createYoga, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import { createContext, type GatewayContext, type GatewayDeps } from './kernel/context.ts';
import { CLIENT_HEADER, GRAPHIQL_CLIENT, useCsrfHeader } from './plugins/csrf.ts';
import { corsPolicy, useOriginVary } from './plugins/cors.ts';
import { cookieJarFor, useResponseCookies } from './plugins/response-cookies.ts';
import { useHttpMethods } from './plugins/http-methods.ts';
import { useOperationLimits } from './plugins/limits.ts';
import { createMaskError } from './plugins/mask-error.ts';
import { extractOperationId, type PersistedOperations } from './plugins/persisted-operations.ts';
import { useCompiledPersistedReads } from './plugins/compiled-reads.ts';
import { useRequestBodyLimit } from './plugins/body-limit.ts';
import { useVariableLimits } from './plugins/variable-limits.ts';
import { buildSchema } from './schema.ts';
import { exampleTabs } from './graphiql/examples.ts';
import { useOperationMetrics } from './observability/metrics-plugin.ts';
import { tracingEnabled, useOperationSpans } from './observability/tracing.ts';
import { useCachedReads } from './response-cache/cached-reads.ts';
import { usePublicResponses } from './response-cache/public-responses.ts';
import type { PartnerGuard } from './partners/partner-guard.ts';

/** What the HTTP server hands Yoga with each request (Node's request, for the socket address). */
export interface ServerContext {
  req?: IncomingMessage;
}

export type Gateway = YogaServerInstance<ServerContext, GatewayContext>;

/**
 * The GraphQL application, without a listening socket: tests drive it with `yoga.fetch(...)`,
 * server.ts mounts it on HTTP and graphql-ws.
 */
export interface GatewayOptions {
  /** Plugins run first, before the gateway's own (tests count what passes through the pipeline). */
  plugins?: Plugin[];
}

export function buildGateway(deps: GatewayDeps, persisted: PersistedOperations, partners: PartnerGuard, schema = buildSchema(), options: GatewayOptions = {}): Gateway {
  const { config, logger } = deps;
  const caching = config.PUBLIC_CACHE_SECONDS > 0;
  return createYoga<ServerContext, GatewayContext>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    cors: corsPolicy(config.CORS_ORIGINS),
    // GraphiQL runs in a browser, so it sends the CSRF header like the website does.
    // The example tabs teach the API by domain (graphiql/examples.ts); a request builds them, so the sample day stays ahead.
    graphiql: config.GRAPHIQL
      ? () => ({ title: 'estancia GraphQL API', headers: JSON.stringify({ [CLIENT_HEADER]: GRAPHIQL_CLIENT }), defaultTabs: exampleTabs(deps.now()) })
      : false,
    // GraphiQL with its assets inlined: it works without reaching a CDN.
    renderGraphiQL,
    logging: logger,
    // Bounded by useRequestBodyLimit below, which reads the announced length instead of streaming every body.
    maxRequestBodySize: false,
    maskedErrors: { maskError: createMaskError(logger) },
    context: ({ request, req }) =>
      createContext(deps, { headers: request.headers, url: request.url, remoteAddress: req?.socket.remoteAddress ?? '', setCookie: cookieJarFor(request) }),
    plugins: [
      ...(options.plugins ?? []),
      // Before the plugins that wrap execution (tracing): each wraps the execute function it is
      // handed, so the compiled one must be in place first.
      useCompiledPersistedReads(logger),
      // First, so their spans and timings include every other plugin's work on the operation.
      ...(tracingEnabled(config) ? [useOperationSpans()] : []),
      useOperationMetrics(deps.metrics),
      useCsrfHeader(),
      useHttpMethods(),
      // Before any plugin reads the variables (the partner guard, the caches, the persisted operations).
      useVariableLimits(config),
      // The CORS grant depends on Origin: every answer says so to shared caches.
      useOriginVary(config.CORS_ORIGINS),
      ...partners.plugins,
      // Visitors' reads the shared cache holds are answered here, before parsing (cached-reads.ts).
      ...(caching ? [useCachedReads({ config, store: deps.responseStore, persisted, onHit: () => deps.metrics.cache('public', 'hit') })] : []),
      useResponseCookies(),
      usePersistedOperations({
        getPersistedOperation: (id) => persisted.get(id),
        extractPersistedOperationId: (params) => extractOperationId(params),
        allowArbitraryOperations: (request) => partners.allowsDocuments(request),
        customErrors: {
          notFound: {
            message: 'Unknown persisted operation id: this page was built for another version of the site; reload it.',
            extensions: { code: 'PERSISTED_QUERY_NOT_FOUND', http: { status: 400 } },
          },
          persistedQueryOnly: {
            message: 'Only persisted operations are accepted here: send an operation id, or send a document with a partner key (X-Api-Key).',
            extensions: { code: 'PERSISTED_QUERY_ONLY', http: { status: 400 } },
          },
        },
      }),
      useOperationLimits(config),
      // After the persisted operations: the cache key is built from the resolved document.
      ...(caching
        ? usePublicResponses({
            schema,
            config,
            store: deps.responseStore,
            // A stale answer counts as a hit of its own cache: it is how often resort-api was missed.
            onOutcome: (outcome) => deps.metrics.cache(outcome === 'stale' ? 'public-stale' : 'public', outcome === 'miss' ? 'miss' : 'hit'),
          })
        : []),
      // After every request parser, so it bounds whichever one reads the body.
      useRequestBodyLimit(config.MAX_BODY_BYTES),
    ],
  });
}
