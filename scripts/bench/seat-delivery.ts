/**
 * When each seat change reached each watcher, from what the watchers received.
 *
 * The seats of the tracked slot go up and down by one (two customers hold and release), so the same
 * number comes back every few changes: a number alone does not say which change a listing shows.
 * An answer received at `t` showing `n` seats is taken to show the latest change sent by `t` that
 * left `n` seats (an old answer arriving late still shows the right number, so it counts). A change
 * is shown by a watcher once an answer received after it was sent shows it or a later change: a
 * listing may skip a state that a later one replaced, and the skipped change's time runs until the
 * later state is on screen. A watcher showing the right number without an answer after the change
 * does not count: a listing stuck on an old answer would otherwise show every fourth change at once.
 */
import type { DeliveryFigures, SeatChange } from './seat-messages.ts';

/** A watcher's answers, in the order received: when, and the tracked slot's seats in it. */
export interface Timeline {
  at: number[];
  remaining: number[];
}

export type { DeliveryFigures };

/** Nearest-rank percentile; a lost change is Infinity and reads as null (not shown at all). */
function percentile(sorted: Float64Array, p: number): number | null {
  if (sorted.length === 0) return null;
  const value = sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Infinity;
  return Number.isFinite(value) ? Math.round(value) : null;
}

/**
 * `changes` in the order made, `initial` the seats before the first; answers after `until` are not
 * looked at (the run's end).
 */
export function seatDelivery(changes: SeatChange[], initial: number, timelines: Timeline[], until: number): DeliveryFigures {
  return changeDelivery(changes, initial, timelines, until).delivery;
}

/**
 * The figures, and per change the ms until every watcher showed it (null: some watcher never did),
 * which rows over several gateways combine change by change.
 */
export function changeDelivery(changes: SeatChange[], initial: number, timelines: Timeline[], until: number): { delivery: DeliveryFigures; everyWatcherMs: Array<number | null> } {
  const states = [initial, ...changes.map((change) => change.remaining)];
  const sentAt = [-Infinity, ...changes.map((change) => change.sentAt)];
  const lastSentBy = (at: number): number => {
    let low = 0;
    let high = sentAt.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if ((sentAt[middle] ?? Infinity) <= at) low = middle;
      else high = middle - 1;
    }
    return low;
  };
  /** The latest state by `at` with `remaining` seats, or -1: the answer matches no state (wrong). */
  const stateShown = (remaining: number, at: number): number => {
    for (let j = lastSentBy(at); j >= 0; j -= 1) if (states[j] === remaining) return j;
    return -1;
  };

  const n = changes.length;
  const slowest = new Float64Array(n);
  const missedBy = new Uint32Array(n);
  const each = new Float64Array(n * timelines.length).fill(Infinity);
  let skipped = 0;
  timelines.forEach((timeline, w) => {
    let reached = -1;
    for (let u = 0; u < timeline.at.length; u += 1) {
      const at = timeline.at[u] ?? Infinity;
      if (at > until) break;
      const shown = stateShown(timeline.remaining[u] ?? -1, at);
      // A change is shown by the first answer up to date with it or with a later one.
      for (let k = Math.max(reached + 1, 1); k <= shown; k += 1) {
        const ms = at - (sentAt[k] ?? at);
        each[w * n + k - 1] = ms;
        slowest[k - 1] = Math.max(slowest[k - 1] ?? 0, ms);
        if (k < shown) skipped += 1;
      }
      reached = Math.max(reached, shown);
    }
    for (let k = Math.max(reached + 1, 1); k <= n; k += 1) missedBy[k - 1] = (missedBy[k - 1] ?? 0) + 1;
  });

  const inOrder = Float64Array.from(slowest, (ms, k) => ((missedBy[k] ?? 0) > 0 ? Infinity : ms));
  const perChange = Float64Array.from(inOrder).sort();
  each.sort();
  const delivery: DeliveryFigures = {
    changes: n,
    watchers: timelines.length,
    lostChanges: missedBy.reduce((count, missed) => count + (missed > 0 ? 1 : 0), 0),
    lostShows: missedBy.reduce((sum, missed) => sum + missed, 0),
    skippedShows: skipped,
    everyWatcherP50Ms: percentile(perChange, 50),
    everyWatcherP95Ms: percentile(perChange, 95),
    everyWatcherP99Ms: percentile(perChange, 99),
    oneWatcherP50Ms: percentile(each, 50),
    oneWatcherP99Ms: percentile(each, 99),
  };
  return { delivery, everyWatcherMs: Array.from(inOrder, (ms) => (Number.isFinite(ms) ? Math.round(ms) : null)) };
}
