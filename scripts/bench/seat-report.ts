/**
 * The live-seats section's figures (seats.ts measures them): their shape in latest.json, the goal
 * they are held to, and the table `npm run bench` prints.
 */
import type { DeliveryFigures } from './seat-delivery.ts';
import type { OpenFigures } from './seat-messages.ts';
import { printReplicaRows, type ReplicaRow } from './seat-replica-report.ts';

/** What the section aims at, in the row with 10,000 watchers and 2,000 signed-in visitors. */
export const SEATS_GOAL = {
  watchers: 10_000,
  visitors: 2_000,
  everyWatcherP99Ms: 1_000,
  lostChanges: 0,
  failedSubscriptions: 0,
  slotReadsPerChange: 1,
  gatewayCpuPercent: 100,
  gatewayPeakRssMiB: 1_024,
};

export interface SeatRow {
  watchers: number;
  listings: number;
  visitors: number;
  holders: number;
  /** `completed`, or what cut the row short. */
  outcome: string;
  loadAverageAtStart: number[];
  opening: { watchers: OpenFigures; visitors: OpenFigures; holdsRefused: number } | null;
  changes: { planned: number; made: number; refused: Record<string, number>; perSecond: number; stoppedBy: string | null } | null;
  delivery: DeliveryFigures | null;
  /** Subscriptions that failed or never answered at opening, and those that failed afterwards. */
  failedSubscriptions: number | null;
  holdSlot: { p50Ms: number; p99Ms: number } | null;
  releaseHold: { p50Ms: number; p99Ms: number } | null;
  upstream: { slotReads: number; slotReadsPerChange: number | null; calls: number; callsPerChange: number | null; byPath: Record<string, number> } | null;
  gateway: { cpuPercent: number | null; peakRssMiB: number | null; connectionsToResortApi: number | null; holdChannels: number | null };
  resortApiCpuPercent: number | null;
  /** PostgreSQL's backends of the scratch database: where resort-api's reads spend their time. */
  postgresCpuPercent: number | null;
  load: { cpuPercent: number | null; eventLoopP99Ms: number | null };
}

export interface SeatFigures {
  goal: typeof SEATS_GOAL;
  /** Whether the goal's row met every goal; null when the run had no such row. */
  goalMet: boolean | null;
  machine: { cores: number; note: string };
  rows: SeatRow[];
  /** Rows with two gateway replicas, one of them with a frozen feed path. */
  replicaRows: ReplicaRow[];
}

/** Whether the goal's row met every goal. */
export function goalMet(rows: SeatRow[]): boolean | null {
  const row = rows.find((r) => r.watchers >= SEATS_GOAL.watchers && r.visitors >= SEATS_GOAL.visitors);
  if (!row) return null;
  const p99 = row.delivery?.everyWatcherP99Ms ?? null;
  return (
    row.outcome === 'completed' &&
    row.changes?.made === row.changes?.planned &&
    p99 !== null &&
    p99 <= SEATS_GOAL.everyWatcherP99Ms &&
    row.delivery?.lostChanges === SEATS_GOAL.lostChanges &&
    row.failedSubscriptions === SEATS_GOAL.failedSubscriptions &&
    (row.upstream?.slotReadsPerChange ?? Infinity) <= SEATS_GOAL.slotReadsPerChange &&
    (row.gateway.cpuPercent ?? Infinity) <= SEATS_GOAL.gatewayCpuPercent &&
    (row.gateway.peakRssMiB ?? Infinity) <= SEATS_GOAL.gatewayPeakRssMiB
  );
}

const cell = (value: number | null | undefined) => (value === null || value === undefined ? '—' : String(value));

export function printSeats(figures: SeatFigures): void {
  console.log(`\nLive seats (resort-api on PostgreSQL, one gateway, pages in their own process; ${figures.machine.cores} cores, shared)\n`);
  console.log('| watchers | visitors (holding) | opened / failed / no answer | changes made / planned | ms until every watcher shows it p50 / p95 / p99 | changes lost | failed subscriptions | holdSlot p50 / p99 ms | slot reads per change | upstream calls per change | gateway CPU % | gateway peak RSS MiB | gateway → resort-api connections | resort-api CPU % | PostgreSQL CPU % | load CPU % | outcome |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of figures.rows) {
    const o = r.opening?.watchers;
    const d = r.delivery;
    console.log(
      `| ${r.watchers}${r.listings > 1 ? ` (${r.listings} days)` : ''} | ${r.visitors ? `${r.visitors} (${r.holders})` : '—'} | ${o ? `${o.answered} / ${o.failed} / ${o.withoutFirstAnswer}` : '—'} | ${r.changes ? `${r.changes.made} / ${r.changes.planned} (${r.changes.perSecond}/s)` : '—'} | ` +
        `${cell(d?.everyWatcherP50Ms)} / ${cell(d?.everyWatcherP95Ms)} / ${cell(d?.everyWatcherP99Ms)} | ${cell(d?.lostChanges)} | ${cell(r.failedSubscriptions)} | ` +
        `${cell(r.holdSlot?.p50Ms)} / ${cell(r.holdSlot?.p99Ms)} | ${cell(r.upstream?.slotReadsPerChange)} | ${cell(r.upstream?.callsPerChange)} | ${cell(r.gateway.cpuPercent)} | ${cell(r.gateway.peakRssMiB)} | ` +
        `${cell(r.gateway.connectionsToResortApi)} | ${cell(r.resortApiCpuPercent)} | ${cell(r.postgresCpuPercent)} | ${cell(r.load.cpuPercent)} | ${r.outcome} |`,
    );
  }
  const g = figures.goal;
  console.log(
    `\nGoal at ${g.watchers} watchers + ${g.visitors} signed-in visitors: p99 ≤ ${g.everyWatcherP99Ms} ms, ${g.lostChanges} changes lost, ${g.failedSubscriptions} failed subscriptions, ` +
      `≤ ${g.slotReadsPerChange} slot read per change, gateway ≤ ${g.gatewayCpuPercent}% of a core and ≤ ${g.gatewayPeakRssMiB} MiB: ` +
      `${figures.goalMet === null ? 'no such row in this run' : figures.goalMet ? 'met' : 'not met'}`,
  );
  printReplicaRows(figures.replicaRows);
}
