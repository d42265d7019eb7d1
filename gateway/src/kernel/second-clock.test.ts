import { getEventListeners } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SecondClock } from './second-clock.ts';
import { pause } from './stoppable.ts';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-12-24T10:00:00.250Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('SecondClock', () => {
  it('strikes every whole second for a thousand listeners with one timer, and stops when the last leaves', async () => {
    const clock = new SecondClock(() => new Date());
    const heard: Date[][] = [];
    const stops = Array.from({ length: 1000 }, (_, i) => {
      heard[i] = [];
      return clock.onTick((now) => heard[i]!.push(now));
    });
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(heard.every((times) => times.length === 2)).toBe(true);
    expect(heard[999]!.map((t) => t.toISOString())).toEqual(['2026-12-24T10:00:01.000Z', '2026-12-24T10:00:02.000Z']);
    expect(vi.getTimerCount()).toBe(1);
    for (const stop of stops) stop();
    expect(clock.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ends its ticks when the signal aborts, leaving no listener behind', async () => {
    const clock = new SecondClock(() => new Date());
    const stop = new AbortController();
    const seen: string[] = [];
    const reading = (async () => {
      for await (const instant of clock.ticks(stop.signal)) seen.push(instant.toISOString());
    })();
    await vi.advanceTimersByTimeAsync(3000);
    stop.abort();
    await reading;
    expect(seen).toEqual(['2026-12-24T10:00:01.000Z', '2026-12-24T10:00:02.000Z', '2026-12-24T10:00:03.000Z']);
    expect(clock.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('pause', () => {
  it('removes its abort listener when the wait ends, however many waits share one signal', async () => {
    const signal = new AbortController().signal;
    for (let i = 0; i < 20; i++) {
      const waited = pause(1000, signal);
      await vi.advanceTimersByTimeAsync(1000);
      await waited;
    }
    expect(getEventListeners(signal, 'abort')).toHaveLength(0);
  });
});
