import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';

export interface LoginLimits {
  perAccount: number;
  perAddress: number;
  lockSeconds: number;
}

export type LoginGate = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Failed sign-ins, counted per account and per client address: past either limit, sign-in is
 * refused until the lock runs out, whatever the password (issue: "ten wrong passwords in a row are
 * slowed or refused"). In Redis when configured, so every gateway replica sees the same counts.
 */
export class LoginLimiter {
  private readonly byAccount: RateLimiterAbstract;
  private readonly byAddress: RateLimiterAbstract;
  private readonly redis: Redis | null;

  constructor(limits: LoginLimits, redisUrl?: string) {
    this.redis = redisUrl ? new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true }) : null;
    const make = (keyPrefix: string, points: number) => {
      const options = { keyPrefix, points, duration: limits.lockSeconds, blockDuration: limits.lockSeconds };
      return this.redis ? new RateLimiterRedis({ ...options, storeClient: this.redis }) : new RateLimiterMemory(options);
    };
    this.byAccount = make('estancia:login:account', limits.perAccount);
    this.byAddress = make('estancia:login:address', limits.perAddress);
  }

  /** Whether a sign-in for this account from this address may be tried now. */
  async check(account: string, address: string): Promise<LoginGate> {
    const [a, b] = await Promise.all([this.byAccount.get(account), this.byAddress.get(address)]);
    const waits: number[] = [];
    if (a && a.consumedPoints >= this.byAccount.points) waits.push(a.msBeforeNext);
    if (b && b.consumedPoints >= this.byAddress.points) waits.push(b.msBeforeNext);
    return waits.length ? { allowed: false, retryAfterSeconds: Math.ceil(Math.max(...waits) / 1000) } : { allowed: true };
  }

  /** Counts a failed sign-in against the account and the address. */
  async failed(account: string, address: string): Promise<void> {
    await Promise.all([
      this.byAccount.penalty(account, 1),
      this.byAddress.penalty(address, 1),
    ]);
  }

  /** A successful sign-in clears the account's count (the address keeps its own). */
  async succeeded(account: string): Promise<void> {
    await this.byAccount.delete(account);
  }

  async close(): Promise<void> {
    await this.redis?.quit();
  }
}
