import type { Logger } from '../logger.ts';

/** One value kept warm: the last parsed answer, when it was read, and the load that refreshes it. */
interface Slot {
  value: unknown;
  /** When the value was read (ms since the epoch); 0 while there is none yet. */
  readAt: number;
  /** The first read, while no value exists yet: callers wait for it. */
  pending: Promise<unknown> | null;
  load: () => Promise<unknown>;
  timer: NodeJS.Timeout | null;
}

/** How long a value may be served while its refreshes keep failing, before callers wait again. */
const STALE_LIMIT_MS = 10 * 60_000;
/**
 * Values kept warm at most: the layout's reads per language are a handful; a key past the bound is
 * read through, so no caller can grow the set or its timers.
 */
const MAX_SLOTS = 64;
/** The wait before retrying a refresh that failed: soon, without hammering a struggling API. */
const RETRY_MS = 5_000;

/**
 * Public answers every page shows (the site settings and the menu), held parsed in the process and
 * refreshed in the background every `periodSeconds`: a page never waits for them once they have
 * been read, and they cost the resort API one call per period however many pages are served,
 * where a per-request read cost one call per page. A failed refresh keeps the last value (for at
 * most ten minutes) and retries shortly. `periodSeconds` 0 turns this off: every read goes upstream.
 */
export class KeptWarmReads {
  private readonly slots = new Map<string, Slot>();
  private closed = false;

  constructor(
    private readonly periodSeconds: number,
    private readonly logger: Pick<Logger, 'warn'>,
    private readonly now: () => number = Date.now,
  ) {}

  read<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.periodSeconds <= 0 || this.closed) return load();
    let slot = this.slots.get(key);
    if (!slot) {
      if (this.slots.size >= MAX_SLOTS) return load();
      slot = { value: undefined, readAt: 0, pending: null, load, timer: null };
      this.slots.set(key, slot);
    }
    if (slot.readAt && this.now() - slot.readAt <= STALE_LIMIT_MS) return Promise.resolve(slot.value as T);
    slot.pending ??= this.refresh(key, slot);
    return slot.pending as Promise<T>;
  }

  /** Stops the background refreshes (the gateway is shutting down). */
  close(): void {
    this.closed = true;
    for (const slot of this.slots.values()) if (slot.timer) clearTimeout(slot.timer);
    this.slots.clear();
  }

  private async refresh(key: string, slot: Slot): Promise<unknown> {
    try {
      const value = await slot.load();
      slot.value = value;
      slot.readAt = this.now();
      this.schedule(key, slot, this.periodSeconds * 1000);
      return value;
    } catch (error) {
      // The caller waiting for a first value sees the failure; a background refresh keeps serving
      // the last value and tries again soon.
      if (slot.readAt) this.logger.warn({ key, err: error }, 'background refresh of a shared public read failed; serving the last value');
      else this.slots.delete(key);
      if (slot.readAt) this.schedule(key, slot, Math.min(RETRY_MS, this.periodSeconds * 1000));
      throw error;
    } finally {
      slot.pending = null;
    }
  }

  private schedule(key: string, slot: Slot, delayMs: number) {
    if (this.closed) return;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = setTimeout(() => {
      slot.timer = null;
      slot.pending ??= this.refresh(key, slot);
      // Background: failures are logged in refresh(); nobody awaits this one.
      slot.pending.catch(() => undefined);
    }, delayMs);
    // A refresh timer must not keep a stopping process alive.
    slot.timer.unref();
  }
}
