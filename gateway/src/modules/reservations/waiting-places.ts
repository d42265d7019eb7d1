import type { WaitingEntry } from '@estancia/resort-contract';

/**
 * When a freed seat is offered, resort-api tells the customer offered first and then every
 * customer behind them their new place: with a long line that is one message per customer per seat
 * (docs/architecture.md "The waiting list"). A new place is worth showing, not worth showing ahead
 * of an offer: the viewer's channel (channel-client.ts) tells an offer, a new entry or an ended one
 * at once, and a change of places alone a moment later, the latest only, spread over a short window
 * so a long line's new places do not all land in one turn of the event loop, ahead of the next
 * offer or the watchers' seat counts.
 */
export interface PlaceTiming {
  /** How long a change of places alone waits before it is told (a newer one replaces it). */
  delayMs: number;
  /** A random extra wait up to this, per viewer, so the line is told over a window, not at once. */
  spreadMs: number;
}

/**
 * A new place shows 1 to 3 s after the line moved, the latest only: the waiting-list bench (1,000
 * in line, 2,000 watchers, two seats freed a second) measured every watcher's count p99 1,270 ms
 * with places told 0.2–0.6 s after each move, as the places' sends crowd the counts'.
 */
export const DEFAULT_PLACE_TIMING: PlaceTiming = { delayMs: 1000, spreadMs: 2000 };

/** The entry as it matters to the viewer but for its place. */
function withoutPlace({ lugar: _place, ...rest }: WaitingEntry): string {
  return JSON.stringify(rest);
}

/** Whether `after` is `before` with only places changed: the same entries, in the same states and offers. */
export function onlyPlacesMoved(before: readonly WaitingEntry[] | null, after: readonly WaitingEntry[]): boolean {
  if (!before || before.length !== after.length) return false;
  return after.every((entry, index) => {
    const was = before[index];
    return was !== undefined && withoutPlace(was) === withoutPlace(entry);
  });
}

/** How long this change of places waits before it is told. */
export function placeDelayMs(timing: PlaceTiming, random: () => number = Math.random): number {
  return timing.delayMs + Math.floor(random() * timing.spreadMs);
}
