import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_REDIS_URL } from '../../test/redis-url.ts';
import { LoginLimiter, type LoginGate } from './login-limiter.ts';

const limits = { perAccount: 5, perAddress: 20, perDevice: 3, lockSeconds: 60 };

/** `count` wrong passwords at once, as a burst of requests would bring them: how many were let through to the check. */
async function burst(limiter: LoginLimiter, count: number, attempt: (i: number) => [string, string, string?]): Promise<LoginGate[]> {
  return Promise.all(Array.from({ length: count }, (_, i) => limiter.attempt(...attempt(i))));
}
const allowed = (gates: LoginGate[]) => gates.filter((gate) => gate.allowed).length;

// The same rules in this process and in Redis (TEST_REDIS_URL, else this machine's).
describe.each([
  ['in memory', undefined],
  ['in Redis', TEST_REDIS_URL],
])('LoginLimiter %s', (_name, redisUrl) => {
  const limiter = new LoginLimiter(limits, redisUrl);
  afterAll(() => limiter.close());
  const id = () => randomUUID();

  it('lets at most the allowance of 40 concurrent attempts on one account reach the password check', async () => {
    const [account, address, elsewhere] = [id(), id(), id()];
    const gates = await burst(limiter, 40, () => [account, address]);
    expect(allowed(gates)).toBe(limits.perAccount);
    const refusal = gates.find((gate) => !gate.allowed);
    expect(refusal?.allowed === false && refusal.retryAfterSeconds).toBeGreaterThan(50);
    expect((await limiter.attempt(account, address)).allowed).toBe(false);
    // Someone elsewhere, the account's owner, is not locked out by those failures.
    expect((await limiter.attempt(account, elsewhere)).allowed).toBe(true);
  });

  it('does not add up an account’s failures from different addresses', async () => {
    const account = id();
    await burst(limiter, limits.perAccount * 2, () => [account, id()]);
    expect((await limiter.attempt(account, id())).allowed).toBe(true);
  });

  it('lets one address try at most its allowance over many accounts, even at once', async () => {
    const address = id();
    const accounts = Array.from({ length: 40 }, id);
    expect(allowed(await burst(limiter, 40, (i) => [accounts[i] ?? '', address]))).toBe(limits.perAddress);
    expect((await limiter.attempt(id(), address)).allowed).toBe(false);
  });

  it('gives the account its allowance back after a right password, and one point back for an unchecked attempt', async () => {
    const [account, address] = [id(), id()];
    await burst(limiter, limits.perAccount - 1, () => [account, address]);
    const right = await limiter.attempt(account, address);
    if (!right.allowed) throw new Error('the last point should be left');
    await right.succeeded();
    expect(allowed(await burst(limiter, 40, () => [account, address]))).toBe(limits.perAccount);

    const [other, from] = [id(), id()];
    await burst(limiter, limits.perAccount - 1, () => [other, from]);
    const unchecked = await limiter.attempt(other, from);
    if (!unchecked.allowed) throw new Error('the last point should be left');
    await unchecked.release();
    expect(allowed(await burst(limiter, 3, () => [other, from]))).toBe(1);
  });

  it('counts a device cookie’s attempts on their own, past a locked address, and locks that cookie out alone', async () => {
    const [account, address, device, otherDevice] = [id(), id(), id(), id()];
    await burst(limiter, 40, () => [id(), address]);
    expect((await limiter.attempt(account, address)).allowed).toBe(false);
    // The browser that signed in to the account before still gets its own allowance.
    expect(allowed(await burst(limiter, 40, () => [account, address, device]))).toBe(limits.perDevice);
    expect((await limiter.attempt(account, address, device)).allowed).toBe(false);
    expect((await limiter.attempt(account, address, otherDevice)).allowed).toBe(true);
  });

  it('forgets a device cookie’s failures after a right password from it', async () => {
    const [account, address, device] = [id(), id(), id()];
    await burst(limiter, limits.perDevice - 1, () => [account, address, device]);
    const right = await limiter.attempt(account, address, device);
    if (!right.allowed) throw new Error('the last point should be left');
    await right.succeeded();
    expect(allowed(await burst(limiter, 10, () => [account, address, device]))).toBe(limits.perDevice);
  });
});
