import { pushQueue } from './push-queue.ts';

type Listener = (now: Date) => void;

/**
 * One clock per process that strikes each whole second while anybody listens. Every countdown and
 * `serverTime` subscription reads it, so ten thousand of them cost one timer, not ten thousand, and
 * ending one removes its single listener (no timer or abort listener is left behind per tick).
 */
export class SecondClock {
  private readonly listeners = new Set<Listener>();
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly now: () => Date) {}

  /** Listeners now (tests, metrics). */
  get size(): number {
    return this.listeners.size;
  }

  /** Calls `listener` at each whole second until the returned function is called. */
  onTick(listener: Listener): () => void {
    this.listeners.add(listener);
    if (!this.timer) this.schedule();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0 && this.timer) {
        clearTimeout(this.timer);
        this.timer = null;
      }
    };
  }

  /**
   * The instants the clock strikes, from the next whole second, until `signal` aborts. A consumer
   * that falls behind gets the newest instant, never a backlog of old ones.
   */
  async *ticks(signal: AbortSignal): AsyncGenerator<Date> {
    const queue = pushQueue<Date>(signal, 1);
    const stop = this.onTick((now) => queue.push(now));
    try {
      for (let next = await queue.next(); !next.done; next = await queue.next()) yield next.value;
    } finally {
      stop();
    }
  }

  private schedule(): void {
    const wait = 1000 - (this.now().getTime() % 1000);
    this.timer = setTimeout(() => {
      const now = this.now();
      // Schedule first: a listener that throws must not stop the clock for everyone else.
      this.schedule();
      for (const listener of this.listeners) listener(now);
    }, wait);
    this.timer.unref();
  }
}
