import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';

export interface LoginLimits {
  /** Failed sign-ins to one account from one address. */
  perAccount: number;
  /** Failed sign-ins from one address, whatever the accounts. */
  perAddress: number;
  lockSeconds: number;
}

export type LoginGate = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** One count per account and address (an address never holds a space, nor an e-mail address a line break). */
function pairKey(account: string, address: string): string {
  return `${address}\n${account}`;
}

/**
 * Failed sign-ins, counted per account from each client address, and per address: past either
 * limit, sign-in is refused until the lock runs out, whatever the password ("ten wrong passwords
 * in a row are slowed or refused"). An account is locked only for the address its failures came
 * from (OWASP's per account and address), so someone elsewhere typing wrong passwords cannot lock
 * its owner out; the per-address count stops one address from trying many accounts. In Redis
 * when configured, so every gateway replica sees the same counts.
 */
export class LoginLimiter {
  private readonly byAccountAndAddress: RateLimiterAbstract;
  private readonly byAddress: RateLimiterAbstract;
  private readonly redis: Redis | null;

  constructor(limits: LoginLimits, redisUrl?: string) {
    this.redis = redisUrl ? new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true }) : null;
    const make = (keyPrefix: string, points: number) => {
      const options = { keyPrefix, points, duration: limits.lockSeconds, blockDuration: limits.lockSeconds };
      return this.redis ? new RateLimiterRedis({ ...options, storeClient: this.redis }) : new RateLimiterMemory(options);
    };
    this.byAccountAndAddress = make('estancia:login:account-address', limits.perAccount);
    this.byAddress = make('estancia:login:address', limits.perAddress);
  }

  /** Whether a sign-in for this account from this address may be tried now. */
  async check(account: string, address: string): Promise<LoginGate> {
    const [a, b] = await Promise.all([this.byAccountAndAddress.get(pairKey(account, address)), this.byAddress.get(address)]);
    const waits: number[] = [];
    if (a && a.consumedPoints >= this.byAccountAndAddress.points) waits.push(a.msBeforeNext);
    if (b && b.consumedPoints >= this.byAddress.points) waits.push(b.msBeforeNext);
    return waits.length ? { allowed: false, retryAfterSeconds: Math.ceil(Math.max(...waits) / 1000) } : { allowed: true };
  }

  /** Counts a failed sign-in against the account from this address, and against the address. */
  async failed(account: string, address: string): Promise<void> {
    await Promise.all([this.byAccountAndAddress.penalty(pairKey(account, address), 1), this.byAddress.penalty(address, 1)]);
  }

  /** A successful sign-in clears the account's count from this address (the address keeps its own). */
  async succeeded(account: string, address: string): Promise<void> {
    await this.byAccountAndAddress.delete(pairKey(account, address));
  }

  async close(): Promise<void> {
    await this.redis?.quit();
  }
}
