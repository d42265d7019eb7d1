import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

export interface HoldLimits {
  /** Hold mutations of one account running at once in this process. */
  inFlight: number;
  /** Hold mutations of one account started per minute in this process. */
  perMinute: number;
}

/** Ends a hold mutation's turn (once; a second call does nothing). */
export type HoldTurn = () => void;

/**
 * The pace of one account's hold mutations (holdSlot, releaseHold, extendHold). Each signed-in
 * person's holds share one upstream channel socket per gateway process (channel-registry.ts), and
 * a burst of hundreds from one session got that socket closed by the resort API and slowed
 * everyone else's holds: past `inFlight` at once or `perMinute`, a mutation is refused before it
 * reads or sends anything. A person clicking the website holds one thing at a time. Counted in
 * this process, because the socket it protects is this process's: the resort API paces each
 * socket itself too.
 */
export class HoldLimiter {
  private readonly running = new Map<number, number>();
  private readonly started: RateLimiterMemory;

  constructor(private readonly limits: HoldLimits) {
    this.started = new RateLimiterMemory({ keyPrefix: 'estancia:holds:account', points: limits.perMinute, duration: 60 });
  }

  /** Starts one of this account's hold mutations: the turn to end when it is done, or null when refused. */
  async begin(accountId: number): Promise<HoldTurn | null> {
    const running = this.running.get(accountId) ?? 0;
    if (running >= this.limits.inFlight) return null;
    // Counted before the rate's await, so a burst arriving together sees its own members.
    this.running.set(accountId, running + 1);
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      const left = (this.running.get(accountId) ?? 1) - 1;
      if (left > 0) this.running.set(accountId, left);
      else this.running.delete(accountId);
    };
    try {
      await this.started.consume(String(accountId), 1);
      return end;
    } catch (rejection) {
      end();
      // rate-limiter-flexible rejects with its result when the points are used up, with an Error otherwise.
      if (rejection instanceof RateLimiterRes) return null;
      throw rejection;
    }
  }

  /** Runs `work` in one of the account's turns, or answers `refused()` when it has none now. */
  async run<T>(accountId: number, refused: () => T, work: () => Promise<T>): Promise<T> {
    const end = await this.begin(accountId);
    if (!end) return refused();
    try {
      return await work();
    } finally {
      end();
    }
  }
}
