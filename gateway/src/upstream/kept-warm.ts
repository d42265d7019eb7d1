import { LRUCache } from 'lru-cache';
import type { Logger } from '../logger.ts';

/** One answer kept warm, boxed: lru-cache holds no undefined, and an answer may be any JSON. */
interface WarmAnswer {
  value: unknown;
}

/** How a key's answer is read from the resort API (the caller's load, kept for the refreshes). */
type Load = () => Promise<unknown>;

/** How long a value may be served while its refreshes keep failing, before callers wait again. */
const STALE_LIMIT_MS = 10 * 60_000;
/**
 * Values kept warm at most: the layout's reads per language are a handful; a key past the bound is
 * read through, so no caller can grow the set or its timers.
 */
const MAX_ANSWERS = 64;
/** The wait before retrying a refresh that failed: soon, without hammering a struggling API. */
const RETRY_MS = 5_000;

/**
 * Public answers every page shows (the site settings and the menu), held parsed in the process and
 * refreshed in the background every `periodSeconds`: a page never waits for them once they have
 * been read, and they cost the resort API one call per period however many pages are served,
 * where a per-request read cost one call per page. A failed refresh keeps the last value (for at
 * most ten minutes) and retries shortly. `periodSeconds` 0 turns this off: every read goes upstream.
 *
 * lru-cache holds the answers: its `fetch()` shares one load among callers arriving together, its
 * forced refresh keeps serving the previous answer while the next is read (`get()` returns it), a
 * rejected refresh leaves that answer in place (`noDeleteOnFetchRejection`), and its `ttl`, renewed
 * by every successful read, is the ten-minute limit. lru-cache refreshes only when asked, so the
 * timers here ask it every period.
 */
export class KeptWarmReads {
  private readonly answers: LRUCache<string, WarmAnswer, Load>;
  /** The next refresh of each key read once: present from a key's first answer until close(). */
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private closed = false;

  constructor(
    private readonly periodSeconds: number,
    private readonly logger: Pick<Logger, 'warn'>,
    now: () => number = Date.now,
  ) {
    this.answers = new LRUCache<string, WarmAnswer, Load>({
      max: MAX_ANSWERS,
      ttl: STALE_LIMIT_MS,
      perf: { now },
      noDeleteOnFetchRejection: true,
      // A read under way as the gateway stops still answers its callers.
      ignoreFetchAbort: true,
      fetchMethod: (key, stale, { context: load }) => this.load(key, stale, load),
    });
  }

  async read<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.periodSeconds <= 0 || this.closed) return load();
    if (!this.timers.has(key) && this.answers.size >= MAX_ANSWERS) return load();
    // A fresh answer, also while its refresh is under way; else one load shared by every caller.
    const answer = this.answers.get(key) ?? (await this.answers.fetch(key, { context: load }));
    // Past the limit and refreshed by no one yet: read again (a rare race with close()).
    if (!answer) return load();
    // The key's load is always this caller's kind of load: the value is a T.
    return answer.value as T;
  }

  /** Stops the background refreshes (the gateway is shutting down). */
  close(): void {
    this.closed = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.answers.clear();
  }

  private async load(key: string, stale: WarmAnswer | undefined, load: Load): Promise<WarmAnswer> {
    try {
      const value = await load();
      this.refreshIn(key, load, this.periodSeconds * 1000);
      return { value };
    } catch (error) {
      // The caller waiting for a first value sees the failure; a background refresh keeps serving
      // the last value and tries again soon.
      if (stale) {
        this.logger.warn({ key, err: error }, 'background refresh of a shared public read failed; serving the last value');
        this.refreshIn(key, load, Math.min(RETRY_MS, this.periodSeconds * 1000));
      }
      throw error;
    }
  }

  private refreshIn(key: string, load: Load, delayMs: number) {
    if (this.closed) return;
    clearTimeout(this.timers.get(key));
    const timer = setTimeout(() => {
      // Background: failures are logged in load(); nobody awaits this one.
      this.answers.fetch(key, { context: load, forceRefresh: true }).catch(() => undefined);
    }, delayMs);
    // A refresh timer must not keep a stopping process alive.
    timer.unref();
    this.timers.set(key, timer);
  }
}
