import { defaultBuildResponseCacheKey } from '@envelop/response-cache';
import { useResponseCache, type Cache } from '@graphql-yoga/plugin-response-cache';
import type { ExecutionResult, GraphQLSchema } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { LRUCache } from 'lru-cache';
import type { GatewayConfig } from '../config.ts';
import type { HeaderReader } from '../kernel/header-reader.ts';
import { mergeVary } from '../http/vary.ts';
import { requestLanguage } from '../locale.ts';
import { presentedKey } from '../partners/partner-keys.ts';
import { readSessionCookie } from '../session/cookies.ts';
import { operationTtls } from './cache-policy.ts';
import { contentEtag, publicBody } from './public-etag.ts';
import type { ResponseStore } from './stale-store.ts';

/** The extension a stale answer carries, so the website can say its data may be out of date. */
export interface StaleMark {
  /** When the answer was read from the resort API (ISO 8601). */
  since: string;
}

/**
 * Whether a request may read and fill the shared cache: a visitor's (no session cookie, valid or
 * not) and not a partner's (their keys are metered per call). Anything a signed-in person asks
 * bypasses the cache entirely, so no private field can ever be stored or served to another.
 */
export function isPublicRequest(request: Request | undefined): request is Request {
  return request !== undefined && isPublicHeaders(request.headers);
}

/** The same rule on the headers alone (the paths that answer before Yoga read Node's). */
export function isPublicHeaders(headers: HeaderReader): boolean {
  return readSessionCookie(headers) === null && presentedKey(headers) === null;
}

function isUpstreamDown(result: ExecutionResult): boolean {
  return (result.errors ?? []).some((error) => error.extensions?.['code'] === 'UPSTREAM_UNAVAILABLE');
}

function isSingleResult(result: unknown): result is ExecutionResult {
  return typeof result === 'object' && result !== null && !(Symbol.asyncIterator in result);
}

/**
 * How long a CDN may hold a visitor's read (s-maxage), and keep answering with it while the
 * gateway fails. A browser revalidates every time (max-age=0, with its ETag: a 304 from the cache
 * fast path): the same address answers differently once the visitor signs in, and browsers' caches
 * cannot be trusted to keep the Vary on the session cookie.
 */
export function publicCacheControl(config: Pick<GatewayConfig, 'PUBLIC_CACHE_SECONDS' | 'STALE_IF_ERROR_SECONDS'>): string {
  return `public, max-age=0, s-maxage=${config.PUBLIC_CACHE_SECONDS}, stale-if-error=${config.STALE_IF_ERROR_SECONDS}`;
}

/** The same address answers per language and per session cookie. */
export const PUBLIC_VARY = 'Accept-Language, Cookie';

/** What a counter of cache outcomes is told; wired to the metrics when the process has them. */
export type CacheOutcome = 'hit' | 'miss' | 'stale';

export interface PublicResponseOptions {
  /** The schema whose `@cacheControl` policies decide what may be kept (cache-policy.ts). */
  schema: GraphQLSchema;
  config: Pick<GatewayConfig, 'PUBLIC_CACHE_SECONDS' | 'STALE_IF_ERROR_SECONDS'>;
  store: ResponseStore;
  onOutcome?: (outcome: CacheOutcome) => void;
}

/**
 * The shared response cache for visitors' reads, its stale-if-error fallback, and the HTTP caching
 * headers. Answers are keyed by operation, variables and language; they stay fresh for
 * PUBLIC_CACHE_SECONDS, and for STALE_IF_ERROR_SECONDS more stand in, marked
 * `extensions.stale`, while the resort API does not answer. A mutation that returns an entity drops
 * every cached answer that showed it.
 */
export function usePublicResponses({ schema, config, store, onOutcome }: PublicResponseOptions): Plugin[] {
  const ttlMs = config.PUBLIC_CACHE_SECONDS * 1000;
  const keys = new WeakMap<Request, string>();
  const outcomes = new WeakMap<Request, CacheOutcome>();
  const servedFromCache = Symbol.for('servedFromResponseCache');
  // Keys stored by the execution that just ended: a miss whose answer was kept is public; one that
  // selected a live field (TTL 0) was not kept and must not be held by a CDN either.
  // Bounded by the executions in flight, which outnumber it only under a flood.
  const justStored = new LRUCache<string, true>({ max: 1000 });
  const recordingStore: Cache = {
    get: (id) => store.get(id),
    set: (id, result, entities, ttl) => {
      justStored.set(id, true);
      // The plugin tagged the answer with its cache key; the ETag names the content instead
      // (public-etag.ts), the same one cached-reads.ts gives the hits it answers.
      const headers = (result.extensions as { http?: { headers?: Record<string, string> } } | undefined)?.http?.headers;
      if (headers) headers['ETag'] = contentEtag(publicBody(result));
      return store.set(id, result, entities, ttl);
    },
    invalidate: (entities) => store.invalidate(entities),
  };

  const ttlOf = operationTtls(schema);
  const documentTtl = new WeakMap<object, number | undefined>();
  const policy: Plugin = {
    onExecute({ args }) {
      documentTtl.set(args.contextValue, ttlOf(args.document, args.operationName));
    },
  };

  const cache = useResponseCache({
    cache: recordingStore,
    ttl: ttlMs,
    // Private answers are never cached (see isPublicRequest), so there is no per-person scope.
    session: () => null,
    enabled: (request) => isPublicRequest(request),
    // Each field's policy sits next to it in the SDL (`@cacheControl`): the plugin reads the
    // declared ones, and an operation selecting a field without one is not kept (cache-policy.ts).
    onTtl: ({ ttl, context }) => {
      const own = documentTtl.get(context);
      return own === undefined ? ttl : Math.min(ttl, own);
    },
    // The language comes from a header, not from the operation: it is part of the key.
    buildResponseCacheKey: async ({ request, ...params }) => {
      const key = await defaultBuildResponseCacheKey({ ...params, sessionId: requestLanguage(request.url, request.headers.get('accept-language')) });
      keys.set(request, key);
      return key;
    },
    includeExtensionMetadata: false,
  });

  const staleIfError: Plugin = {
    async onExecutionResult({ request, result, setResult }) {
      if (!isPublicRequest(request) || !isSingleResult(result)) return;
      const key = keys.get(request);
      if (!key) return;
      if (!isUpstreamDown(result)) {
        if ((result as Record<symbol, unknown>)[servedFromCache]) outcomes.set(request, 'hit');
        else if (justStored.delete(key)) outcomes.set(request, 'miss');
        return;
      }
      const stale = await store.getStale(key);
      if (!stale) return;
      // The validators of the fresh answer must not vouch for this one.
      const { http: _http, ...extensions } = stale.result.extensions ?? {};
      const mark: StaleMark = { since: stale.since };
      outcomes.set(request, 'stale');
      setResult({ ...stale.result, extensions: { ...extensions, stale: mark } });
    },
    onResponse({ request, response }) {
      const outcome = outcomes.get(request);
      if (outcome) onOutcome?.(outcome);
      if (!request.url.includes('/graphql') || response.headers.has('cache-control')) return;
      if (!isPublicRequest(request)) {
        // A signed-in person's answer: no shared cache (CDN, proxy) may keep it.
        response.headers.set('cache-control', 'private, no-store');
        return;
      }
      if (request.method === 'GET' && (outcome === 'hit' || outcome === 'miss') && response.status === 200) {
        // A CDN may hold a visitor's read as long as this replica would (publicCacheControl).
        response.headers.set('cache-control', publicCacheControl(config));
        // Added to, not replaced: the CORS grant may vary on Origin (plugins/cors.ts).
        response.headers.set('vary', mergeVary(response.headers.get('vary'), PUBLIC_VARY));
        return;
      }
      response.headers.set('cache-control', 'no-store');
      // The plugin's validators on an answer it did not keep name nothing it could revalidate.
      response.headers.delete('etag');
      response.headers.delete('last-modified');
    },
  };
  return [policy, cache, staleIfError];
}
