import { defaultBuildResponseCacheKey } from '@envelop/response-cache';
import type { Plugin } from 'graphql-yoga';
import fresh from 'fresh';
import { LRUCache } from 'lru-cache';
import { mergeVary } from '../http/vary.ts';
import { EncodedAnswer } from './encoded-answers.ts';
import type { GatewayConfig } from '../config.ts';
import { requestLanguage } from '../locale.ts';
import type { PersistedOperations } from '../plugins/persisted-operations.ts';
import { persistedGet } from './persisted-get.ts';
import { contentEtag, publicBody } from './public-etag.ts';
import { isPublicHeaders, publicCacheControl, PUBLIC_VARY } from './public-responses.ts';
import type { ResponseStore } from './stale-store.ts';

export interface CachedReadsOptions {
  config: Pick<GatewayConfig, 'PUBLIC_CACHE_SECONDS' | 'STALE_IF_ERROR_SECONDS'>;
  store: ResponseStore;
  persisted: PersistedOperations;
  onHit?: () => void;
}

/** A request's persisted GET read, when it is one this hook may answer; null otherwise. */
interface PersistedRead {
  key: string;
  contentType: string;
}

/** Distinct addresses remembered; the least recently asked leave first. */
const MAX_READS = 10_000;

async function persistedRead(request: Request, url: URL, persisted: PersistedOperations): Promise<PersistedRead | null> {
  const read = persistedGet(request, url, persisted);
  if (!read) return null;
  // The response cache plugin's own key (public-responses.ts): same inputs, same entry.
  const key = await defaultBuildResponseCacheKey({
    documentString: read.documentString,
    operationName: read.operationName,
    variableValues: read.variables,
    sessionId: requestLanguage(request.url, request.headers.get('accept-language')),
  });
  return { key, contentType: `${read.mediaType}; charset=utf-8` };
}

const headerText = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * Visitors' persisted GET reads answered from the shared response cache as the request arrives
 * (Yoga's `onRequest` hook, ending the response as the response cache plugin's own 304 does),
 * before the request is parsed or validated: the response cache plugin's key (operation document,
 * name, variables, language), its entries, and the headers of its hit (an ETag from the answer's
 * content, Last-Modified, 304 only while the browser holds this very answer, the public
 * Cache-Control). Every plugin's `onRequest` before it and every `onResponse` still see the
 * request. A miss, an entry past its freshness, a signed-in or partner request, or anything unusual
 * goes on through the pipeline, which answers (stale-if-error included) and fills the cache.
 */
export function useCachedReads({ config, store, persisted, onHit }: CachedReadsOptions): Plugin {
  const cacheControl = publicCacheControl(config);
  // The same address in the same language is the same read: parsed and hashed once. Ids name
  // their document by its hash, so an entry never goes wrong.
  const reads = new LRUCache<string, { read: PersistedRead | null }>({ max: MAX_READS });
  // An entry's answer serialized, tagged and compressed once per encoding (the in-memory store
  // hands out one object per entry).
  const bodies = new WeakMap<object, { body: string; etag: string; encoded: EncodedAnswer }>();
  return {
    async onRequest({ request, url, endResponse, fetchAPI }) {
      if (request.method !== 'GET' || !isPublicHeaders(request.headers)) return;
      const address = `${request.headers.get('accept-language') ?? ''}\n${request.headers.get('accept') ?? ''}\n${url.pathname}${url.search}`;
      let read = reads.get(address)?.read;
      if (read === undefined) {
        read = await persistedRead(request, url, persisted);
        reads.set(address, { read });
      }
      if (!read) return;
      let cached;
      try {
        cached = await store.get(read.key);
      } catch {
        // The store is unreachable: the pipeline answers, and its cache plugin says so in the logs.
        return;
      }
      const http = cached?.extensions?.http as { headers?: Record<string, unknown> } | undefined;
      const lastModified = headerText(http?.headers?.['Last-Modified']);
      if (!cached || !lastModified) return;
      onHit?.();
      let answer = bodies.get(cached);
      if (answer === undefined) {
        const body = publicBody(cached);
        answer = { body, etag: contentEtag(body), encoded: new EncodedAnswer(body) };
        bodies.set(cached, answer);
      }
      const validators = { etag: answer.etag, 'last-modified': lastModified, 'cache-control': cacheControl, vary: PUBLIC_VARY };
      const conditions = {
        'if-none-match': request.headers.get('if-none-match') ?? undefined,
        'if-modified-since': request.headers.get('if-modified-since') ?? undefined,
      };
      // RFC 9110 §13.2.2: If-None-Match decides when sent, If-Modified-Since only without it (fresh).
      if (fresh(conditions, validators)) {
        endResponse(new fetchAPI.Response(null, { status: 304, headers: validators }));
        return;
      }
      // A browser's hit is sent compressed as it was compressed for the first one who asked, not
      // compressed again on every hit (the compressor leaves an answer that has an encoding alone).
      const encoded = answer.encoded.for(request.headers.get('accept-encoding'));
      const headers = { ...validators, 'content-type': read.contentType };
      if (!encoded) return void endResponse(new fetchAPI.Response(answer.body, { status: 200, headers }));
      endResponse(
        new fetchAPI.Response(encoded.bytes, {
          status: 200,
          headers: { ...headers, 'content-encoding': encoded.encoding, vary: mergeVary(PUBLIC_VARY, 'Accept-Encoding') },
        }),
      );
    },
  };
}
