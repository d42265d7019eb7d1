import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_REDIS_URL } from '../../test/redis-url.ts';
import { LoginLimiter } from './login-limiter.ts';

const limits = { perAccount: 3, perAddress: 5, lockSeconds: 60 };

// The same rules in this process and in Redis (TEST_REDIS_URL, else this machine's).
describe.each([
  ['in memory', undefined],
  ['in Redis', TEST_REDIS_URL],
])('LoginLimiter %s', (_name, redisUrl) => {
  const limiter = new LoginLimiter(limits, redisUrl);
  afterAll(() => limiter.close());
  const id = () => randomUUID();

  it('refuses an account from the address its failures came from, once they reach the limit', async () => {
    const [account, address, elsewhere] = [id(), id(), id()];
    for (let i = 0; i < limits.perAccount; i++) {
      expect(await limiter.check(account, address)).toEqual({ allowed: true });
      await limiter.failed(account, address);
    }
    const gate = await limiter.check(account, address);
    expect(gate.allowed).toBe(false);
    expect(gate.allowed === false && gate.retryAfterSeconds).toBeGreaterThan(50);
    // Someone elsewhere, the account's owner, is not locked out by those failures.
    expect(await limiter.check(account, elsewhere)).toEqual({ allowed: true });
  });

  it('does not add up an account’s failures from different addresses', async () => {
    const account = id();
    for (let i = 0; i < limits.perAccount * 2; i++) await limiter.failed(account, id());
    expect(await limiter.check(account, id())).toEqual({ allowed: true });
  });

  it('refuses an address that fails across many accounts', async () => {
    const address = id();
    for (let i = 0; i < limits.perAddress; i++) await limiter.failed(id(), address);
    expect((await limiter.check(id(), address)).allowed).toBe(false);
  });

  it('forgets an account’s failures from an address after a success from it', async () => {
    const [account, address] = [id(), id()];
    for (let i = 0; i < limits.perAccount - 1; i++) await limiter.failed(account, address);
    await limiter.succeeded(account, address);
    await limiter.failed(account, address);
    expect((await limiter.check(account, address)).allowed).toBe(true);
  });
});
