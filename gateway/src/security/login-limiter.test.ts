import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { LoginLimiter } from './login-limiter.ts';

const limits = { perAccount: 3, perAddress: 5, lockSeconds: 60 };

// The same rules in this process and in Redis (the one on this machine, 127.0.0.1:6379).
describe.each([
  ['in memory', undefined],
  ['in Redis', process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379'],
])('LoginLimiter %s', (_name, redisUrl) => {
  const limiter = new LoginLimiter(limits, redisUrl);
  afterAll(() => limiter.close());
  const id = () => randomUUID();

  it('refuses an account after its failures reach the limit, from any address', async () => {
    const account = id();
    for (let i = 0; i < limits.perAccount; i++) {
      expect(await limiter.check(account, id())).toEqual({ allowed: true });
      await limiter.failed(account, id());
    }
    const gate = await limiter.check(account, id());
    expect(gate.allowed).toBe(false);
    expect(gate.allowed === false && gate.retryAfterSeconds).toBeGreaterThan(50);
  });

  it('refuses an address that fails across many accounts', async () => {
    const address = id();
    for (let i = 0; i < limits.perAddress; i++) await limiter.failed(id(), address);
    expect((await limiter.check(id(), address)).allowed).toBe(false);
  });

  it('forgets an account’s failures after a success', async () => {
    const account = id();
    for (let i = 0; i < limits.perAccount - 1; i++) await limiter.failed(account, id());
    await limiter.succeeded(account);
    await limiter.failed(account, id());
    expect((await limiter.check(account, id())).allowed).toBe(true);
  });
});
