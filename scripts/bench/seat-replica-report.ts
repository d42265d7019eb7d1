/**
 * The live-seats rows with two gateway replicas (seat-replicas.ts measures them): their shape in
 * latest.json and the table `npm run bench` prints. One row changes seats through either replica;
 * in the other the feed's path of the second replica freezes partway through.
 */
import type { DeliveryFigures } from './seat-delivery.ts';

export interface ReplicaFigures {
  url: string;
  /** Its watchers of the changed listing and when each change was on all their screens. */
  delivery: DeliveryFigures | null;
  slotReads: number | null;
  slotReadsPerChange: number | null;
  cpuPercent: number | null;
  peakRssMiB: number | null;
}

export interface FreezeFigures {
  /** Seconds into the changes when the second replica's feed path froze. */
  atSecond: number;
  /** Connections frozen: the replica's feed sockets to resort-api then open. */
  frozenConnections: number;
  /** Feed sockets the replica opened through the path after the freeze. */
  feedReopened: number;
  /** Seconds from the freeze until every listing on both replicas showed every change; null: some never did. */
  recoverySeconds: number | null;
  /** Changes the freeze made late (see seat-freeze-window.ts), and how many of them some watcher never showed. */
  windowChanges: number;
  windowLost: number;
  /** The other changes: ms until every watcher on both replicas showed them. */
  outside: { changes: number; lost: number; p50Ms: number | null; p95Ms: number | null; p99Ms: number | null };
  /** Slot reads the frozen replica made during the changes: with none per change, the catch-up's. */
  catchUpSlotReads: number | null;
}

export interface ReplicaRow {
  watchers: number;
  outcome: string;
  loadAverageAtStart: number[];
  changes: { planned: number; made: number; perSecond: number; stoppedBy: string | null; refused: Record<string, number> } | null;
  /** Until every watcher on both replicas showed each change. */
  delivery: DeliveryFigures | null;
  failedSubscriptions: number | null;
  replicas: ReplicaFigures[];
  freeze: FreezeFigures | null;
}

const cell = (value: number | null | undefined) => (value === null || value === undefined ? '—' : String(value));
const times = (d: { everyWatcherP50Ms: number | null; everyWatcherP95Ms: number | null; everyWatcherP99Ms: number | null } | null | undefined) =>
  `${cell(d?.everyWatcherP50Ms)} / ${cell(d?.everyWatcherP95Ms)} / ${cell(d?.everyWatcherP99Ms)}`;

export function printReplicaRows(rows: ReplicaRow[]): void {
  if (rows.length === 0) return;
  console.log('\nLive seats on two gateway replicas (watchers split between them, the two customers each on one; "frozen": the second replica\'s feed path stops forwarding mid-run)\n');
  console.log('| watchers | feed path | changes made / planned | both: ms until every watcher shows it p50 / p95 / p99 | both: lost | failed subscriptions | replica | its watchers | its p50 / p95 / p99 ms | its lost | its slot reads (per change) | its CPU % | its peak RSS MiB | outcome |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    r.replicas.forEach((g, i) => {
      const head = i === 0
        ? `| ${r.watchers} | ${r.freeze ? `frozen at ${r.freeze.atSecond} s` : 'open'} | ${r.changes ? `${r.changes.made} / ${r.changes.planned} (${r.changes.perSecond}/s)` : '—'} | ${times(r.delivery)} | ${cell(r.delivery?.lostChanges)} | ${cell(r.failedSubscriptions)} |`
        : '| | | | | | |';
      console.log(`${head} ${i + 1} | ${cell(g.delivery?.watchers)} | ${times(g.delivery)} | ${cell(g.delivery?.lostChanges)} | ${cell(g.slotReads)} (${cell(g.slotReadsPerChange)}) | ${cell(g.cpuPercent)} | ${cell(g.peakRssMiB)} | ${i === 0 ? r.outcome : ''} |`);
    });
  }
  for (const r of rows) {
    const f = r.freeze;
    if (!f) continue;
    console.log(
      `\nFeed path frozen at ${f.atSecond} s (${f.frozenConnections} socket(s)), reopened ${f.feedReopened} time(s): every listing right again after ${f.recoverySeconds === null ? 'never (some watcher never caught up)' : `${f.recoverySeconds} s`}; ` +
        `catch-up slot reads ${cell(f.catchUpSlotReads)}; changes in the frozen window ${f.windowChanges} (${f.windowLost} never shown everywhere); ` +
        `the ${f.outside.changes} others: p50 / p95 / p99 ${cell(f.outside.p50Ms)} / ${cell(f.outside.p95Ms)} / ${cell(f.outside.p99Ms)} ms, ${f.outside.lost} lost`,
    );
  }
}
