import { describe, expect, it } from 'vitest';
import { HoldLimiter } from './hold-limiter.ts';

describe('HoldLimiter', () => {
  it('lets an account run at most `inFlight` hold mutations at once, and the next once one ends', async () => {
    const limiter = new HoldLimiter({ inFlight: 2, perMinute: 100 });
    const first = await limiter.begin(1);
    const second = await limiter.begin(1);
    expect(first && second).toBeTruthy();
    expect(await limiter.begin(1)).toBeNull();
    // Another account has turns of its own.
    expect(await limiter.begin(2)).not.toBeNull();
    first?.();
    first?.();
    const third = await limiter.begin(1);
    expect(third).not.toBeNull();
    expect(await limiter.begin(1)).toBeNull();
  });

  it('counts a burst that arrives together against the cap', async () => {
    const limiter = new HoldLimiter({ inFlight: 3, perMinute: 100 });
    const turns = await Promise.all(Array.from({ length: 20 }, () => limiter.begin(7)));
    expect(turns.filter(Boolean)).toHaveLength(3);
  });

  it('refuses an account past `perMinute` started mutations, one at a time or not', async () => {
    const limiter = new HoldLimiter({ inFlight: 5, perMinute: 3 });
    for (let i = 0; i < 3; i++) expect(await limiter.run(9, () => 'refused', async () => 'done')).toBe('done');
    expect(await limiter.run(9, () => 'refused', async () => 'done')).toBe('refused');
    expect(await limiter.run(10, () => 'refused', async () => 'done')).toBe('done');
  });

  it('ends the turn of a mutation that fails', async () => {
    const limiter = new HoldLimiter({ inFlight: 1, perMinute: 100 });
    await expect(limiter.run(3, () => 'refused', () => Promise.reject(new Error('channel down')))).rejects.toThrow('channel down');
    expect(await limiter.run(3, () => 'refused', async () => 'done')).toBe('done');
  });
});
