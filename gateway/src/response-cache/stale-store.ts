import { createRedisCache } from '@envelop/response-cache-redis';
import { createInMemoryCache, type Cache, type ResponseCachePluginExtensions } from '@graphql-yoga/plugin-response-cache';
import type { ExecutionResult } from 'graphql';
import { Redis } from 'ioredis';
import { z } from 'zod';
import type { Logger } from '../logger.ts';

type CachedResult = ExecutionResult<Record<string, unknown>, ResponseCachePluginExtensions>;

/** Where an entry keeps when it was stored and how long it is fresh; removed before anyone sees it. */
const STORED = 'storedFor';
const storedSchema = z.object({ at: z.number(), freshMs: z.number() });

/** A cached answer past its freshness, kept to stand in while the resort API does not answer. */
export interface StaleAnswer {
  result: CachedResult;
  /** When the answer was read from the resort API (ISO 8601). */
  since: string;
}

export interface ResponseStoreOptions {
  /** Redis shared by the replicas; unset keeps the answers in this process. */
  redisUrl?: string | undefined;
  /** Seconds past freshness an answer is kept to stand in for an unreachable resort API. */
  staleSeconds: number;
  logger: Logger;
  /** The clock; tests move it. */
  now?: () => number;
}

function withoutMark(result: CachedResult): CachedResult {
  const { [STORED]: _mark, ...extensions } = result.extensions ?? {};
  return { ...result, extensions };
}

/**
 * The response cache's store (envelop's `Cache`) with stale-if-error: each answer is kept for its
 * TTL plus the stale window, marked with when it was stored. `get` answers only fresh entries, so
 * an expired one is executed again; `getStale` hands out an expired one still inside the window for
 * when that execution finds the resort API down. Redis makes every replica serve the same version;
 * its keys live under their own prefix so they cannot meet other programs' keys.
 */
export class ResponseStore implements Cache {
  private readonly inner: Cache;
  private readonly redis: Redis | null;
  private readonly staleMs: number;
  private readonly now: () => number;
  private readonly read = new WeakMap<CachedResult, { result: CachedResult; at: number; freshMs: number }>();

  constructor(options: ResponseStoreOptions) {
    this.staleMs = options.staleSeconds * 1000;
    this.now = options.now ?? Date.now;
    if (options.redisUrl) {
      this.redis = new Redis(options.redisUrl, { keyPrefix: 'estancia:responses:', maxRetriesPerRequest: 2 });
      this.redis.on('error', (err) => options.logger.warn({ err }, 'response cache: Redis error'));
      this.inner = createRedisCache({ redis: this.redis });
    } else {
      this.redis = null;
      // Room for the site's pages in four languages with their variables; the least used leave first.
      this.inner = createInMemoryCache({ max: 2000 });
    }
  }

  private async entry(id: string): Promise<{ result: CachedResult; at: number; freshMs: number } | null> {
    const stored = (await this.inner.get(id)) ?? null;
    if (!stored) return null;
    // The in-memory store hands out the same object until the entry changes: read it once, so
    // its readers can recognise it (cached-reads.ts keeps its serialized form by identity).
    const known = this.read.get(stored);
    if (known) return known;
    const mark = storedSchema.safeParse(stored.extensions?.[STORED]);
    if (!mark.success) return null;
    const entry = { result: withoutMark(stored), ...mark.data };
    this.read.set(stored, entry);
    return entry;
  }

  async get(id: string): Promise<CachedResult | undefined> {
    const found = await this.entry(id);
    return found && this.now() < found.at + found.freshMs ? found.result : undefined;
  }

  /** An answer past its freshness but inside the stale window; null when there is none. */
  async getStale(id: string): Promise<StaleAnswer | null> {
    const found = await this.entry(id);
    if (!found || this.now() >= found.at + found.freshMs + this.staleMs) return null;
    return { result: found.result, since: new Date(found.at).toISOString() };
  }

  set(id: string, result: CachedResult, entities: Parameters<Cache['set']>[2], ttl: number): Promise<void> {
    const marked: CachedResult = { ...result, extensions: { ...result.extensions, [STORED]: { at: this.now(), freshMs: ttl } } };
    const keepMs = ttl === Infinity ? Infinity : ttl + this.staleMs;
    return Promise.resolve(this.inner.set(id, marked, entities, keepMs));
  }

  invalidate(entities: Parameters<Cache['invalidate']>[0]): Promise<void> {
    return Promise.resolve(this.inner.invalidate(entities));
  }

  async close(): Promise<void> {
    await this.redis?.quit().catch(() => this.redis?.disconnect());
  }
}
