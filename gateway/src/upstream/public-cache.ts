import { LRUCache } from 'lru-cache';
import type { KeptWarmReads } from './kept-warm.ts';

/**
 * Short-lived, process-wide cache for public reads (content, structure, catalogue): the same
 * answer for every visitor, so concurrent and repeated requests share one upstream call. Entries
 * are promises, so callers that arrive while a read is in flight wait for it instead of calling
 * again. A failed read is dropped at once so the next caller retries.
 */
export class PublicReadCache {
  private readonly entries: LRUCache<string, Promise<unknown>> | null;

  /**
   * `ttlSeconds` 0 turns the cache off (every read goes upstream). `layout` holds the reads every
   * page shares (settings, menu) warm in the background; without it they are ordinary public reads.
   */
  constructor(
    ttlSeconds: number,
    private readonly layout: KeptWarmReads | null = null,
  ) {
    this.entries = ttlSeconds > 0 ? new LRUCache({ max: 500, ttl: ttlSeconds * 1000 }) : null;
  }

  /** A public read every page makes: served from the kept-warm values, never waited for once read. */
  readKeptWarm<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.layout ? this.layout.read(key, load) : this.read(key, load);
  }

  read<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.entries) return load();
    const cached = this.entries.get(key) as Promise<T> | undefined;
    if (cached) return cached;
    const pending = load();
    this.entries.set(key, pending);
    pending.catch(() => this.entries?.delete(key));
    return pending;
  }

  clear(): void {
    this.entries?.clear();
  }

  /** Stops the background refreshes. */
  close(): void {
    this.layout?.close();
  }
}
