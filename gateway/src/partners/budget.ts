import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** Where a key's budget stands: points per hour, points left, when the hour runs out. */
export interface BudgetState {
  limit: number;
  remaining: number;
  resetAt: Date;
}

export type Charge = { ok: true; budget: BudgetState } | { ok: false; budget: BudgetState };

const HOUR_SECONDS = 3600;

/**
 * Each partner key's hourly budget of operation-cost points (GitHub's points per hour per token,
 * Shopify's calculated cost). The hour starts with a key's first operation. In Redis when
 * configured, where the count is one atomic increment, so every replica charges the same budget;
 * else in this process. Budgets are named by the key's hash, never the key.
 */
export class PartnerBudgets {
  /** One limiter per budget size: rate-limiter-flexible fixes the points per instance. */
  private readonly limiters = new Map<number, RateLimiterAbstract>();

  constructor(
    private readonly redis: Redis | null,
    private readonly keyPrefix = 'estancia:partners:budget',
  ) {}

  private limiter(points: number): RateLimiterAbstract {
    let limiter = this.limiters.get(points);
    if (!limiter) {
      const options = { keyPrefix: this.keyPrefix, points, duration: HOUR_SECONDS };
      limiter = this.redis ? new RateLimiterRedis({ ...options, storeClient: this.redis }) : new RateLimiterMemory(options);
      this.limiters.set(points, limiter);
    }
    return limiter;
  }

  private state(limit: number, res: RateLimiterRes | null, now: number): BudgetState {
    const used = res?.consumedPoints ?? 0;
    // Whole seconds: the store answers time-to-live, so the instant read back wobbles by milliseconds.
    const resetAt = new Date(Math.ceil((now + (res && res.msBeforeNext > 0 ? res.msBeforeNext : HOUR_SECONDS * 1000)) / 1000) * 1000);
    return { limit, remaining: Math.max(0, limit - used), resetAt };
  }

  /** Where the budget stands, charging nothing. */
  async peek(keyHash: string, limit: number): Promise<BudgetState> {
    return this.state(limit, await this.limiter(limit).get(keyHash), Date.now());
  }

  /**
   * Charges `cost` points: refused, charging nothing, when fewer are left. A refused charge is
   * given back, so an operation that did not run costs nothing.
   */
  async charge(keyHash: string, limit: number, cost: number): Promise<Charge> {
    if (cost <= 0) return { ok: true, budget: await this.peek(keyHash, limit) };
    const limiter = this.limiter(limit);
    try {
      return { ok: true, budget: this.state(limit, await limiter.consume(keyHash, cost), Date.now()) };
    } catch (rejection) {
      // rate-limiter-flexible rejects with its result when the points run out, with an Error otherwise.
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const given = await limiter.reward(keyHash, cost);
      return { ok: false, budget: this.state(limit, given, Date.now()) };
    }
  }
}
