import { describe, expect, it } from 'vitest';
import { freezeWindow, percentileMs, slowestOfGateways } from '../bench/seat-freeze-window.ts';

describe('the frozen feed path row of the live-seats bench', () => {
  it('counts a change for every gateway only when each showed it, at the slowest one', () => {
    expect(slowestOfGateways([[10, 20, null], [30, 5, 7]])).toEqual([30, 20, null]);
  });

  it('ranks a change some watcher never showed last, as no figure', () => {
    expect(percentileMs([100, 200, null], 50)).toBe(200);
    expect(percentileMs([100, 200, null], 99)).toBeNull();
    expect(percentileMs([], 99)).toBeNull();
  });

  it('takes the late changes from the freeze up to the first change on time after it, and the seconds until the last of them showed', () => {
    // Changes every 500 ms; the path froze at 1,200 ms and the replica caught up at 8,000 ms.
    const sentAt = [0, 500, 1000, 1500, 2000, 8200, 8700];
    const shown = [100, 600, 8000, 8000, 8000, 8300, 8800];
    const everyWatcherMs = shown.map((at, k) => at - (sentAt[k] ?? 0));
    const window = freezeWindow(sentAt, everyWatcherMs, 1200, 1000);
    expect(window.inWindow).toEqual([false, false, true, true, true, false, false]);
    expect(window.recoverySeconds).toBe(6.8);
  });

  it('has no recovery time when a change of the window never showed everywhere', () => {
    const window = freezeWindow([0, 1000, 2000], [50, null, 60], 500, 1000);
    expect(window.inWindow).toEqual([false, true, false]);
    expect(window.recoverySeconds).toBeNull();
  });
});
