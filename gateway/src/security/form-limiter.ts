import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * Public forms that send mail or store something (contact, testimonial, registration, password
 * recovery), counted together per client address per hour: past the limit they are refused until the hour runs out, so the site cannot be
 * used to flood the resort's inbox or a stranger's (the contact mail goes to the address typed).
 * The registration form's username check is counted the same way under a prefix of its own.
 * In Redis when configured, so every gateway replica sees the same counts.
 */
export class FormLimiter {
  private readonly limiter: RateLimiterAbstract;
  private readonly redis: Redis | null;

  constructor(perHour: number, redisUrl?: string, keyPrefix = 'estancia:forms:address') {
    this.redis = redisUrl ? new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true }) : null;
    const options = { keyPrefix, points: perHour, duration: 3600 };
    this.limiter = this.redis ? new RateLimiterRedis({ ...options, storeClient: this.redis }) : new RateLimiterMemory(options);
  }

  /** Takes one submission from the address's allowance: false when none is left. */
  async take(address: string): Promise<boolean> {
    try {
      await this.limiter.consume(address, 1);
      return true;
    } catch (rejection) {
      // rate-limiter-flexible rejects with its result when the points are used up, with an Error otherwise.
      if (rejection instanceof Error) throw rejection;
      return false;
    }
  }

  async close(): Promise<void> {
    await this.redis?.quit();
  }
}
