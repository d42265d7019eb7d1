import { describe, expect, it } from 'vitest';
import { pushQueue } from './push-queue.ts';

describe('pushQueue past its limit', () => {
  it('skips to the newest values of a stream of states', async () => {
    const queue = pushQueue<number>(new AbortController().signal, 2);
    for (const n of [1, 2, 3]) queue.push(n);
    expect(await queue.next()).toEqual({ done: false, value: 2 });
    expect(await queue.next()).toEqual({ done: false, value: 3 });
  });

  it('fails a stream of events with its error after what it holds, dropping none silently', async () => {
    const fellBehind = new Error('fell behind');
    const queue = pushQueue<string>(new AbortController().signal, 2, () => fellBehind);
    for (const event of ['held', 'expired', 'released', 'held again']) queue.push(event);
    expect(await queue.next()).toEqual({ done: false, value: 'held' });
    expect(await queue.next()).toEqual({ done: false, value: 'expired' });
    await expect(queue.next()).rejects.toBe(fellBehind);
  });

  it('ends quietly once its reader went away, whatever it overflowed with', async () => {
    const stop = new AbortController();
    const queue = pushQueue<string>(stop.signal, 1, () => new Error('fell behind'));
    queue.push('held');
    queue.push('expired');
    stop.abort();
    expect(await queue.next()).toEqual({ done: true, value: undefined });
  });
});
