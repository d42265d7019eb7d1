/**
 * Which seat changes a frozen feed path made late, and when every listing was right again.
 *
 * While the path is frozen the replica behind it hears of no change; its feed is cut once a ping
 * goes unanswered, reopened, and every open board read once. The changes from the first not yet on
 * every screen at the freeze up to the first one made after it that arrived on time are the frozen
 * window's: late by design, so they are counted apart from the p99 of the others. Every listing is
 * right again when the window's last change is on every screen.
 */

/** Per change, in the order made: ms until every watcher on every gateway showed it (null: some never did). */
export function slowestOfGateways(byGateway: Array<Array<number | null>>): Array<number | null> {
  const count = Math.max(0, ...byGateway.map((ms) => ms.length));
  return Array.from({ length: count }, (_, k) => {
    let slowest = 0;
    for (const ms of byGateway) {
      const value = ms[k];
      if (value === null || value === undefined) return null;
      slowest = Math.max(slowest, value);
    }
    return slowest;
  });
}

/** Nearest rank; a change some watcher never showed ranks last and reads as null. */
export function percentileMs(values: Array<number | null>, p: number): number | null {
  if (values.length === 0) return null;
  const sorted = values.map((ms) => ms ?? Infinity).sort((a, b) => a - b);
  const value = sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Infinity;
  return Number.isFinite(value) ? Math.round(value) : null;
}

export interface FreezeWindow {
  /** Per change: inside the frozen window. */
  inWindow: boolean[];
  /** Seconds from the freeze until every watcher showed the window's last change; null: some never did. */
  recoverySeconds: number | null;
}

/** `sentAt` and `everyWatcherMs` per change in the order made; a change later than `lateMs` is late. */
export function freezeWindow(sentAt: number[], everyWatcherMs: Array<number | null>, frozenAt: number, lateMs: number): FreezeWindow {
  const shownAt = (k: number) => {
    const ms = everyWatcherMs[k];
    return ms === null || ms === undefined ? Infinity : (sentAt[k] ?? 0) + ms;
  };
  const late = (k: number) => shownAt(k) - (sentAt[k] ?? 0) > lateMs;
  const inWindow = sentAt.map(() => false);
  let recoveredAt = frozenAt;
  for (let k = 0; k < sentAt.length; k += 1) {
    if (shownAt(k) <= frozenAt) continue;
    if ((sentAt[k] ?? 0) >= frozenAt && !late(k)) break;
    if (!late(k)) continue;
    inWindow[k] = true;
    recoveredAt = Math.max(recoveredAt, shownAt(k));
  }
  return { inWindow, recoverySeconds: Number.isFinite(recoveredAt) ? Math.round((recoveredAt - frozenAt) / 100) / 10 : null };
}
