import type { IncomingMessage, ServerResponse } from 'node:http';
import { defaultBuildResponseCacheKey } from '@envelop/response-cache';
import { LRUCache } from 'lru-cache';
import type { GatewayConfig } from '../config.ts';
import { requestLanguage } from '../locale.ts';
import type { PersistedOperations } from '../plugins/persisted-operations.ts';
import { nodeHeaders } from '../http/header-reader.ts';
import { persistedGet } from '../http/persisted-reads/persisted-get.ts';
import { contentEtag, notModified, publicBody } from './public-etag.ts';
import { isPublicHeaders, publicCacheControl, PUBLIC_VARY } from './public-responses.ts';
import type { ResponseStore } from './stale-store.ts';

export interface CachedReadsOptions {
  config: Pick<GatewayConfig, 'PUBLIC_CACHE_SECONDS' | 'STALE_IF_ERROR_SECONDS'>;
  store: ResponseStore;
  persisted: PersistedOperations;
  onHit?: () => void;
}

/** A request's persisted GET read, when it is one this path may answer; null otherwise. */
interface PersistedRead {
  key: string;
  contentType: string;
}

/** Distinct addresses remembered; the least recently asked leave first. */
const MAX_READS = 10_000;

async function persistedRead(req: IncomingMessage, persisted: PersistedOperations): Promise<PersistedRead | null> {
  const read = persistedGet(req, persisted);
  if (!read) return null;
  // The response cache plugin's own key (public-responses.ts): same inputs, same entry.
  const key = await defaultBuildResponseCacheKey({
    documentString: read.documentString,
    operationName: read.operationName,
    variableValues: read.variables,
    sessionId: requestLanguage(req.url, typeof req.headers['accept-language'] === 'string' ? req.headers['accept-language'] : null),
  });
  return { key, contentType: `${read.mediaType}; charset=utf-8` };
}

const headerText = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * Visitors' persisted GET reads answered straight from the shared response cache, before the
 * GraphQL server parses the request: the response cache plugin's key (operation document, name,
 * variables, language), its entries, and the headers of its hit (an ETag from the answer's content,
 * Last-Modified, 304 only while the browser holds this very answer, the public Cache-Control). It is the same answer at a fraction of the
 * work. A miss, an entry past its freshness, a signed-in or partner request, or anything unusual
 * resolves false and goes on to Yoga, which answers (stale-if-error included) and fills the cache.
 */
export function cachedReads({ config, store, persisted, onHit }: CachedReadsOptions) {
  const cacheControl = publicCacheControl(config);
  // The same address in the same language is the same read: parsed and hashed once. Ids name
  // their document by its hash, so an entry never goes wrong.
  const reads = new LRUCache<string, { read: PersistedRead | null }>({ max: MAX_READS });
  // An entry's answer serialized and tagged once (the in-memory store hands out one object per entry).
  const bodies = new WeakMap<object, { body: string; etag: string }>();
  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    if (req.method !== 'GET') return false;
    const address = `${req.headers['accept-language'] ?? ''}\n${req.headers.accept ?? ''}\n${req.url ?? ''}`;
    let read = reads.get(address)?.read;
    if (read === undefined) {
      if (!isPublicHeaders(nodeHeaders(req.headers))) return false;
      read = await persistedRead(req, persisted);
      reads.set(address, { read });
    } else if (!isPublicHeaders(nodeHeaders(req.headers))) {
      return false;
    }
    if (!read) return false;
    const cached = await store.get(read.key);
    const http = cached?.extensions?.http as { headers?: Record<string, unknown> } | undefined;
    const lastModified = headerText(http?.headers?.['Last-Modified']);
    if (!cached || !lastModified) return false;
    onHit?.();
    let answer = bodies.get(cached);
    if (answer === undefined) {
      const body = publicBody(cached);
      answer = { body, etag: contentEtag(body) };
      bodies.set(cached, answer);
    }
    const { body, etag } = answer;
    const validators = { etag, 'last-modified': lastModified, 'cache-control': cacheControl, vary: PUBLIC_VARY };
    const conditions = { ifNoneMatch: headerText(req.headers['if-none-match']), ifModifiedSince: headerText(req.headers['if-modified-since']) };
    if (notModified(conditions, etag, lastModified)) {
      res.writeHead(304, validators).end();
      return true;
    }
    res.writeHead(200, { ...validators, 'content-type': read.contentType, 'content-length': Buffer.byteLength(body) }).end(body);
    return true;
  };
}
