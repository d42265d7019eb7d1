import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KeptWarmReads } from './kept-warm.ts';

/** A load whose answers the test settles one by one, counting the calls. */
function upstream() {
  const calls: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const load = () => new Promise<string>((resolve, reject) => calls.push({ resolve, reject }));
  return { load, calls };
}

const logger = { warn: vi.fn() };

/** A value read once and loaded: the start of every refresh story. */
async function loaded(value: string) {
  const source = upstream();
  const first = reads.read('menu', source.load);
  await vi.advanceTimersByTimeAsync(0);
  source.calls[0]?.resolve(value);
  await first;
  return source;
}
let reads: KeptWarmReads;

beforeEach(() => {
  vi.useFakeTimers();
  logger.warn.mockClear();
  reads = new KeptWarmReads(30, logger, () => Date.now());
});
afterEach(() => {
  reads.close();
  vi.useRealTimers();
});

describe('values kept warm', () => {
  it('shares one load among callers arriving together, then answers without loading', async () => {
    const { load, calls } = upstream();
    const first = reads.read('menu', load);
    const second = reads.read('menu', load);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    calls[0]?.resolve('menu v1');
    await expect(Promise.all([first, second])).resolves.toEqual(['menu v1', 'menu v1']);
    await expect(reads.read('menu', load)).resolves.toBe('menu v1');
    expect(calls).toHaveLength(1);
  });

  it('refreshes in the background every period, answering the last value meanwhile', async () => {
    const { load, calls } = await loaded('menu v1');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls).toHaveLength(2);
    // The refresh is under way: a caller is not kept waiting for it.
    await expect(reads.read('menu', load)).resolves.toBe('menu v1');
    calls[1]?.resolve('menu v2');
    await vi.advanceTimersByTimeAsync(0);
    await expect(reads.read('menu', load)).resolves.toBe('menu v2');
  });

  it('keeps the last value when a refresh fails, and retries within seconds', async () => {
    const { load, calls } = await loaded('menu v1');
    await vi.advanceTimersByTimeAsync(30_000);
    calls[1]?.reject(new Error('resort API down'));
    await vi.advanceTimersByTimeAsync(0);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    await expect(reads.read('menu', load)).resolves.toBe('menu v1');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls).toHaveLength(3);
    calls[2]?.resolve('menu v2');
    await vi.advanceTimersByTimeAsync(0);
    await expect(reads.read('menu', load)).resolves.toBe('menu v2');
  });

  it('makes callers wait again once refreshes have failed for ten minutes', async () => {
    const { load, calls } = await loaded('menu v1');
    // Every refresh fails, retried every five seconds after the first one.
    const failing = setInterval(() => calls.at(-1)?.reject(new Error('resort API down')), 1_000);
    await vi.advanceTimersByTimeAsync(9 * 60_000);
    await expect(reads.read('menu', load)).resolves.toBe('menu v1');
    await vi.advanceTimersByTimeAsync(60_000 + 1);
    clearInterval(failing);
    const waiting = reads.read('menu', load);
    await vi.advanceTimersByTimeAsync(0);
    calls.at(-1)?.reject(new Error('still down'));
    await expect(waiting).rejects.toThrow('still down');
  });

  it('lets the caller of a first read see its failure, and the next caller try again', async () => {
    const { load, calls } = upstream();
    const first = reads.read('menu', load);
    await vi.advanceTimersByTimeAsync(0);
    calls[0]?.reject(new Error('resort API down'));
    await expect(first).rejects.toThrow('resort API down');
    expect(logger.warn).not.toHaveBeenCalled();
    const second = reads.read('menu', load);
    await vi.advanceTimersByTimeAsync(0);
    calls[1]?.resolve('menu v1');
    await expect(second).resolves.toBe('menu v1');
  });

  it('reads every time when turned off (period 0)', async () => {
    const off = new KeptWarmReads(0, logger);
    let loads = 0;
    const load = () => Promise.resolve(`menu ${++loads}`);
    await expect(off.read('menu', load)).resolves.toBe('menu 1');
    await expect(off.read('menu', load)).resolves.toBe('menu 2');
  });
});
