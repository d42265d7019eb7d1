import { LRUCache } from 'lru-cache';

/**
 * Short-lived, process-wide cache for public reads (content, structure, catalogue): the same
 * answer for every visitor, so concurrent and repeated requests share one upstream call. Entries
 * are promises, so callers that arrive while a read is in flight wait for it instead of calling
 * again. A failed read is dropped at once so the next caller retries.
 */
export class PublicReadCache {
  private readonly entries: LRUCache<string, Promise<unknown>> | null;

  /** `ttlSeconds` 0 turns the cache off (every read goes upstream). */
  constructor(ttlSeconds: number) {
    this.entries = ttlSeconds > 0 ? new LRUCache({ max: 500, ttl: ttlSeconds * 1000 }) : null;
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
}
