import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

export interface LoginLimits {
  /** Failed sign-ins to one account from one address. */
  perAccount: number;
  /** Failed sign-ins from one address, whatever the accounts. */
  perAddress: number;
  /** Failed sign-ins to one account from one device cookie; perAccount when not given. */
  perDevice?: number;
  lockSeconds: number;
}

/** A sign-in attempt the limits let through: its outcome settles the allowance it took. */
export interface LoginAttempt {
  allowed: true;
  /** A right password gives the allowance back; a wrong one leaves it spent. */
  succeeded(): Promise<void>;
  /** The password was not checked (the resort API did not answer): this attempt's point is given back. */
  release(): Promise<void>;
}

export type LoginGate = LoginAttempt | { allowed: false; retryAfterSeconds: number };

/** One count per account and address (an address never holds a space, nor an e-mail address a line break). */
function pairKey(account: string, address: string): string {
  return `${address}\n${account}`;
}

/** Consumes one point; the refusal (with its wait) when none is left. Redis faults are thrown. */
async function take(limiter: RateLimiterAbstract, key: string): Promise<RateLimiterRes | null> {
  try {
    await limiter.consume(key, 1);
    return null;
  } catch (error) {
    // rate-limiter-flexible rejects with its result when the points are used up, with an Error otherwise.
    if (error instanceof RateLimiterRes) return error;
    throw error;
  }
}

function refused(res: RateLimiterRes): LoginGate {
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) };
}

/**
 * Sign-in attempts, counted per account from each client address, and per address: past either
 * limit, sign-in is refused until the lock runs out, whatever the password ("ten wrong passwords
 * in a row are slowed or refused"). An account is locked only for the address its failures came
 * from (OWASP's per account and address), so someone elsewhere typing wrong passwords cannot lock
 * its owner out; the per-address count stops one address from trying many accounts.
 *
 * An attempt takes its point BEFORE the password is checked (one atomic consume per counter, in
 * Redis when configured so every gateway replica shares the counts): a burst of concurrent
 * attempts gets no more password checks than the allowance. A right password gives it back.
 *
 * A browser that presents a valid device cookie for the account (session/device-cookie.ts) is
 * counted against that cookie's own allowance instead, and not against the address: a shared
 * address locked by someone else's guesses does not lock out the people who signed in from it
 * before. Past its allowance that cookie is locked out of the account, like OWASP's lockout list.
 */
export class LoginLimiter {
  private readonly byAccountAndAddress: RateLimiterAbstract;
  private readonly byAddress: RateLimiterAbstract;
  private readonly byDevice: RateLimiterAbstract;
  private readonly redis: Redis | null;

  constructor(limits: LoginLimits, redisUrl?: string) {
    this.redis = redisUrl ? new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true }) : null;
    const make = (keyPrefix: string, points: number) => {
      const options = { keyPrefix, points, duration: limits.lockSeconds, blockDuration: limits.lockSeconds };
      return this.redis ? new RateLimiterRedis({ ...options, storeClient: this.redis }) : new RateLimiterMemory(options);
    };
    this.byAccountAndAddress = make('estancia:login:account-address', limits.perAccount);
    this.byAddress = make('estancia:login:address', limits.perAddress);
    this.byDevice = make('estancia:login:device', limits.perDevice ?? limits.perAccount);
  }

  /**
   * Takes the allowance for one sign-in to this account from this address (or from the device
   * cookie whose nonce is given, already checked to name this account); call `succeeded()` when
   * the password was right.
   */
  async attempt(account: string, address: string, deviceNonce: string | null = null): Promise<LoginGate> {
    if (deviceNonce !== null) {
      const deviceKey = pairKey(account, deviceNonce);
      const refusal = await take(this.byDevice, deviceKey);
      if (refusal) return refused(refusal);
      return {
        allowed: true,
        succeeded: async () => void (await this.byDevice.delete(deviceKey)),
        release: async () => void (await this.byDevice.reward(deviceKey, 1)),
      };
    }
    const pair = pairKey(account, address);
    const pairRefusal = await take(this.byAccountAndAddress, pair);
    if (pairRefusal) return refused(pairRefusal);
    const addressRefusal = await take(this.byAddress, address);
    if (addressRefusal) {
      // Not tried: the account's own count gets its point back.
      await this.byAccountAndAddress.reward(pair, 1);
      return refused(addressRefusal);
    }
    return {
      allowed: true,
      // A success forgets the account's count from this address; the address keeps only its failures.
      succeeded: async () => {
        await Promise.all([this.byAccountAndAddress.delete(pair), this.byAddress.reward(address, 1)]);
      },
      release: async () => {
        await Promise.all([this.byAccountAndAddress.reward(pair, 1), this.byAddress.reward(address, 1)]);
      },
    };
  }

  async close(): Promise<void> {
    await this.redis?.quit();
  }
}
