/**
 * Live seats at scale (part of `npm run bench`): how fast a seat change reaches every open service
 * page, and what that costs the gateway. resort-api runs on a scratch PostgreSQL database; one
 * gateway per row, built as production runs it, with METRICS on so its own counters say what it
 * asked resort-api. A load process (seat-watchers.ts) opens N watchers, each a graphql-ws socket
 * with the service page's `slotAvailability` of the spa circuit tomorrow (spread over several days
 * with BENCH_SEAT_LISTINGS), and in the last row also M signed-in visitors with the page header's
 * `timedCart` and `holdEvents`, K of them holding a seat elsewhere. Then two customers hold and
 * release a seat of one watched slot (seat-customers.ts) at 2 changes a second for 20 s.
 *
 * Per row: the time from each change's mutation until every watcher shows it (p50/p95/p99),
 * changes some watcher never showed, failed subscriptions, holdSlot latency, upstream slot reads
 * and all upstream calls per change, gateway and resort-api CPU, gateway peak RSS and its
 * connections to resort-api. The machine is shared and has 2 cores: the load process and
 * PostgreSQL compete with the gateway for them, so the load average at each row's start is kept.
 *
 * Options (environment): BENCH_SEAT_WATCHERS (default 1000,5000,10000; empty skips the section),
 * BENCH_SEAT_VISITORS (default 2000; 0 leaves out the row with visitors, which has the most
 * watchers), BENCH_SEAT_HOLDERS (default 200), BENCH_SEAT_LISTINGS (default 1: every watcher on
 * the changed day), BENCH_SEAT_SECONDS (default 20), BENCH_SEAT_CHANGES_PER_SECOND (default 2),
 * BENCH_SEAT_OPEN_CONCURRENCY (default 200), BENCH_SEAT_OPEN_SECONDS (default 180),
 * BENCH_SEAT_REPLICA_WATCHERS (default 2000, split between two gateway replicas, the customers
 * changing seats one through each; 0 leaves out both rows with replicas), BENCH_SEAT_FREEZE_SECOND
 * (default 6: when, into the changes, the second replica's feed path freezes in the second such
 * row; 0 leaves that row out).
 *
 * Then the rows with two replicas (seat-replicas.ts): the same figures per replica and for both,
 * and with a frozen feed path the seconds until every listing was right again, the reads that
 * cost, and the changes outside the frozen window on their own.
 */
import { cpus, loadavg } from 'node:os';
import { stopAll, waitUntilReady } from '../lib/processes.ts';
import { cpuMs, peakRssMiB } from './process-stats.ts';
import { createCustomers, createHoldersSlot, resortDay, serviceGlobalId, trackedSlotId, WATCHED_PRODUCT } from './seat-accounts.ts';
import { makeChanges, releaseAll, type ChangePlan, type ChangesMade } from './seat-customers.ts';
import { callsBetween, connectionsTo, ensureFileLimit, readCounters, SLOT_READ, type GatewayCounters } from './seat-gateway-stats.ts';
import { epochMs, type ToLoad } from './seat-messages.ts';
import { bounded, endLoad, startLoad } from './seat-processes.ts';
import { measureReplicaRow } from './seat-replicas.ts';
import type { ReplicaRow } from './seat-replica-report.ts';
import { goalMet, SEATS_GOAL, type SeatFigures, type SeatRow } from './seat-report.ts';
import { seatOperations, settle, startBenchGateway, startRunApi, type Run } from './seat-run.ts';

const PORTS = { resortApi: 4621, gateway: 4622, replicas: [4623, 4624] as [number, number] };
const GRACE_MS = 5_000;

const numbers = (value: string) => value.split(',').filter(Boolean).map(Number);
const OPTIONS = {
  watchers: numbers(process.env['BENCH_SEAT_WATCHERS'] ?? '1000,5000,10000'),
  visitors: Number(process.env['BENCH_SEAT_VISITORS'] ?? 2000),
  holders: Number(process.env['BENCH_SEAT_HOLDERS'] ?? 200),
  listings: Math.min(50, Math.max(1, Number(process.env['BENCH_SEAT_LISTINGS'] ?? 1))),
  seconds: Number(process.env['BENCH_SEAT_SECONDS'] ?? 20),
  perSecond: Number(process.env['BENCH_SEAT_CHANGES_PER_SECOND'] ?? 2),
  openConcurrency: Number(process.env['BENCH_SEAT_OPEN_CONCURRENCY'] ?? 200),
  openSeconds: Number(process.env['BENCH_SEAT_OPEN_SECONDS'] ?? 180),
  replicaWatchers: Number(process.env['BENCH_SEAT_REPLICA_WATCHERS'] ?? 2000),
  freezeSecond: Number(process.env['BENCH_SEAT_FREEZE_SECOND'] ?? 6),
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
};
const latency = (values: number[]) => (values.length ? { p50Ms: percentile(values, 50), p99Ms: percentile(values, 99) } : null);

function emptyRow(watchers: number, visitors: number, holders: number): SeatRow {
  return {
    watchers,
    listings: OPTIONS.listings,
    visitors,
    holders,
    outcome: 'completed',
    loadAverageAtStart: loadavg().map((n) => Math.round(n * 100) / 100),
    opening: null,
    changes: null,
    delivery: null,
    failedSubscriptions: null,
    holdSlot: null,
    releaseHold: null,
    upstream: null,
    gateway: { cpuPercent: null, peakRssMiB: null, connectionsToResortApi: null, holdChannels: null },
    resortApiCpuPercent: null,
    postgresCpuPercent: null,
    load: { cpuPercent: null, eventLoopP99Ms: null },
  };
}

function upstreamFigures(before: GatewayCounters, after: GatewayCounters, changes: number): NonNullable<SeatRow['upstream']> {
  const calls = callsBetween(before, after);
  const slotReads = calls.find(([path]) => path === SLOT_READ)?.[1] ?? 0;
  const total = calls.reduce((sum, [, count]) => sum + count, 0);
  const per = (n: number) => (changes ? Math.round((n / changes) * 10) / 10 : null);
  return { slotReads, slotReadsPerChange: per(slotReads), calls: total, callsPerChange: per(total), byPath: Object.fromEntries(calls) };
}

/** CPU milliseconds so far of each PostgreSQL backend serving the scratch database. */
export async function postgresCpu(run: Run): Promise<Map<number, number>> {
  const backends = await run.db.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [run.dbName]);
  return new Map(backends.rows.map(({ pid }) => [pid, cpuMs(pid)]));
}

/** One row: a gateway of its own, the pages, the changes, the figures. What fails ends the row, not the run. */
async function measureRow(run: Run, index: number, watchers: number, visitors: number): Promise<SeatRow> {
  const holders = visitors ? Math.min(OPTIONS.holders, visitors) : 0;
  await settle(run.api.child.pid as number);
  const row = emptyRow(watchers, visitors, holders);
  const gatewayUrl = `http://127.0.0.1:${PORTS.gateway}/`;
  const gateway = startBenchGateway(run, 'gateway', PORTS.gateway, run.apiUrl);
  let load: ReturnType<typeof startLoad> | undefined;
  const plan: ChangePlan = {
    gatewayUrls: [gatewayUrl],
    customers: run.customers,
    slotId: run.trackedSlotId,
    operations: run.operations,
    initialRemaining: 0,
    perSecond: OPTIONS.perSecond,
    seconds: OPTIONS.seconds,
  };
  try {
    await waitUntilReady(`${gatewayUrl}health/ready`, gateway);
    const gatewayPid = gateway.child.pid as number;
    const apiPid = run.api.child.pid as number;
    load = startLoad(run.root, {
      gatewayUrl,
      sourceAddress: `127.0.${11 + index}.1`,
      watchers,
      listings: run.listings,
      trackedSlotId: run.trackedSlotId,
      visitorCookies: run.visitorCookies.slice(0, visitors),
      holders,
      holderSlotId: run.holdersSlotId,
      operations: run.operations,
      openConcurrency: OPTIONS.openConcurrency,
      firstAnswerTimeoutMs: 30_000,
      openTimeoutMs: OPTIONS.openSeconds * 1000,
    });
    const loadPid = load.child.pid as number;
    const everyone = [gateway, run.api, load];
    const { report } = await bounded(load.message('ready'), 2 * OPTIONS.openSeconds * 1000 + 120_000, 'opening the pages', everyone);
    row.opening = { watchers: report.watchers, visitors: report.visitors, holdsRefused: report.holdsRefused };
    if (report.initialRemaining === null) throw new Error('no watcher of the changed listing got a first answer');
    plan.initialRemaining = report.initialRemaining;

    const countersBefore = await readCounters(gatewayUrl);
    const cpuBefore = { gateway: cpuMs(gatewayPid), api: cpuMs(apiPid), load: cpuMs(loadPid), postgres: await postgresCpu(run) };
    const connectionsAtStart = connectionsTo(gatewayPid, PORTS.resortApi);
    const made: ChangesMade = await bounded(makeChanges(plan), (OPTIONS.seconds + 90) * 1000, 'the seat changes', everyone);
    row.changes = {
      planned: made.planned,
      made: made.changes.length,
      refused: made.refused,
      // Over the planned window, or longer when the last mutation ran past it.
      perSecond: Math.round((made.changes.length / Math.max(OPTIONS.seconds, (made.endedAt - made.startedAt) / 1000)) * 100) / 100,
      stoppedBy: made.stoppedBy,
    };
    row.holdSlot = latency(made.holdMs);
    row.releaseHold = latency(made.releaseMs);
    const result = load.message('result');
    load.child.send({ type: 'changes', changes: made.changes, initialRemaining: plan.initialRemaining, graceMs: GRACE_MS } satisfies ToLoad);
    const { result: delivered } = await bounded(result, GRACE_MS + 120_000, 'the delivery figures', everyone);
    const windowMs = epochMs() - made.startedAt;
    const cpuPercent = (before: number, pid: number) => Math.round(((cpuMs(pid) - before) / windowMs) * 100);
    row.gateway.cpuPercent = cpuPercent(cpuBefore.gateway, gatewayPid);
    row.resortApiCpuPercent = cpuPercent(cpuBefore.api, apiPid);
    // A backend started during the window counts from zero.
    const postgresMs = [...(await postgresCpu(run)).entries()].reduce((sum, [pid, ms]) => sum + ms - (cpuBefore.postgres.get(pid) ?? 0), 0);
    row.postgresCpuPercent = Math.round((postgresMs / windowMs) * 100);
    row.load = { cpuPercent: cpuPercent(cpuBefore.load, loadPid), eventLoopP99Ms: delivered.loadEventLoopP99Ms };
    row.gateway.connectionsToResortApi = Math.max(connectionsAtStart, connectionsTo(gatewayPid, PORTS.resortApi));
    row.gateway.peakRssMiB = peakRssMiB(gatewayPid);
    row.delivery = delivered.delivery;
    const opening = report.watchers.failed + report.watchers.withoutFirstAnswer + report.visitors.failed + report.visitors.withoutFirstAnswer;
    row.failedSubscriptions = opening + delivered.failedAfterOpening;
    const countersAfter = await readCounters(gatewayUrl);
    if (countersBefore && countersAfter) row.upstream = upstreamFigures(countersBefore, countersAfter, made.changes.length);
    const channels = [countersBefore?.holdChannels, countersAfter?.holdChannels].filter((n): n is number => typeof n === 'number');
    row.gateway.holdChannels = channels.length ? Math.max(...channels) : null;
    if (!countersAfter) row.outcome = 'the gateway did not answer /metrics after the changes';
  } catch (error) {
    row.outcome = error instanceof Error ? error.message : String(error);
    if (gateway.child.pid && gateway.child.exitCode === null) row.gateway.peakRssMiB = peakRssMiB(gateway.child.pid);
  } finally {
    await endLoad(load, row.outcome === 'completed');
    if (gateway.child.exitCode === null) await bounded(releaseAll(plan), 60_000, 'releasing the holds', [gateway]).catch(() => undefined);
    await stopAll([gateway]);
  }
  return row;
}

/** Runs every row on one scratch database and one resort-api. */
export async function measureSeats(root: string): Promise<SeatFigures> {
  const plans: Array<[number, number]> = OPTIONS.watchers.map((n) => [n, 0]);
  const most = Math.max(0, ...OPTIONS.watchers);
  if (OPTIONS.visitors > 0 && most > 0) plans.push([most, OPTIONS.visitors]);
  // Children inherit the open-file limit: the gateway and the load process each hold a socket per page.
  await ensureFileLimit(process.pid, Math.max(most, OPTIONS.replicaWatchers) + 2 * OPTIONS.visitors + 1024, 'the bench');

  const resort = await startRunApi(root, 'estancia_seats', PORTS.resortApi);
  const { db, secret } = resort.base;
  const rows: SeatRow[] = [];
  const replicaRows: ReplicaRow[] = [];
  try {
    await resort.ready();
    const days = Array.from({ length: OPTIONS.listings }, (_, i) => resortDay(1 + i));
    const run: Run = {
      ...resort.base,
      operations: seatOperations(root),
      listings: days.map((date) => ({ serviceId: serviceGlobalId(WATCHED_PRODUCT), date })),
      trackedSlotId: await trackedSlotId(db, days[0] as string),
      holdersSlotId: await createHoldersSlot(db, days[0] as string),
      customers: (await createCustomers(db, 2, 'customer', secret)).map((cookie) => ({ cookie, holdId: null })),
      visitorCookies: await createCustomers(db, Math.max(0, OPTIONS.visitors), 'visitor', secret),
    };
    for (const [index, [watchers, visitors]] of plans.entries()) {
      console.log(`\nlive seats: ${watchers} watchers${visitors ? `, ${visitors} signed-in visitors` : ''}`);
      rows.push(await measureRow(run, index, watchers, visitors));
    }
    const freezes = OPTIONS.replicaWatchers > 0 ? [null, ...(OPTIONS.freezeSecond > 0 ? [OPTIONS.freezeSecond] : [])] : [];
    for (const [i, freezeSecond] of freezes.entries()) {
      console.log(`\nlive seats: ${OPTIONS.replicaWatchers} watchers on two gateway replicas${freezeSecond ? `, the second's feed path frozen at ${freezeSecond} s` : ''}`);
      replicaRows.push(
        await measureReplicaRow(run, {
          index: plans.length + i,
          watchers: OPTIONS.replicaWatchers,
          ports: PORTS.replicas,
          freezeSecond,
          seconds: OPTIONS.seconds,
          perSecond: OPTIONS.perSecond,
          openConcurrency: OPTIONS.openConcurrency,
          openSeconds: OPTIONS.openSeconds,
          // The frozen window's changes wait for the cut, the reopened feed and its catch-up read.
          graceMs: freezeSecond ? GRACE_MS + 20_000 : GRACE_MS,
        }),
      );
    }
  } finally {
    await resort.close();
  }
  return {
    goal: SEATS_GOAL,
    goalMet: goalMet(rows),
    machine: { cores: cpus().length, note: 'shared machine: the load process, PostgreSQL and other work compete with the gateway for these cores' },
    rows,
    replicaRows,
  };
}
