/**
 * The live-seats rows with two gateway replicas, as production runs them behind a load balancer:
 * the watchers are split between them and the two customers make their changes one through each,
 * so every change reaches half the watchers through the feed of a replica that did not make it.
 * With `freezeSecond`, a TCP proxy stands between the second replica and resort-api and, that many
 * seconds into the changes, stops forwarding its feed socket both ways without closing it: what a
 * vanished host or a forgetful NAT does. The replica finds out by its pings alone. The customer's
 * hold channel on that replica is left alone: a hold channel lost meanwhile leaves a change's
 * outcome unknown, which ends the changes (seat-customers.ts), and the feed is what is measured.
 */
import { loadavg } from 'node:os';
import { DEVELOPMENT_SITE_TOKEN } from '../../gateway/src/production-guards.ts';
import { startTcpFaultProxy, type TcpFaultProxy } from '../../gateway/test/tcp-fault-proxy.ts';
import { stopAll, waitUntilReady, type Service } from '../lib/processes.ts';
import { cpuMs, peakRssMiB } from './process-stats.ts';
import { makeChanges, releaseAll, type ChangePlan } from './seat-customers.ts';
import { freezeWindow, percentileMs, slowestOfGateways } from './seat-freeze-window.ts';
import { callsBetween, readCounters, SLOT_READ, type GatewayCounters } from './seat-gateway-stats.ts';
import { epochMs, type ToLoad } from './seat-messages.ts';
import { bounded, endLoad, startLoad } from './seat-processes.ts';
import type { FreezeFigures, ReplicaRow } from './seat-replica-report.ts';
import { settle, startBenchGateway, type Run } from './seat-run.ts';
import { SEATS_GOAL } from './seat-report.ts';

export interface ReplicaPlan {
  index: number;
  watchers: number;
  ports: [number, number];
  /** Seconds into the changes when the second replica's feed path freezes; null: it never does. */
  freezeSecond: number | null;
  seconds: number;
  perSecond: number;
  openConcurrency: number;
  openSeconds: number;
  graceMs: number;
}

/** The feed's socket: a realtime socket with the site's token, where a hold channel has a viewer's. */
const siteToken = process.env['PUBLIC_SITE_TOKEN'] || DEVELOPMENT_SITE_TOKEN;
const isFeed = (head: string) => head.startsWith('GET /realtime') && head.toLowerCase().includes(`authorization: bearer ${siteToken.toLowerCase()}`);
const slotReads = (before: GatewayCounters | null, after: GatewayCounters | null) =>
  before && after ? (callsBetween(before, after).find(([path]) => path === SLOT_READ)?.[1] ?? 0) : null;

export async function measureReplicaRow(run: Run, plan: ReplicaPlan): Promise<ReplicaRow> {
  await settle(run.api.child.pid as number);
  const row: ReplicaRow = { watchers: plan.watchers, outcome: 'completed', loadAverageAtStart: loadavg().map((n) => Math.round(n * 100) / 100), changes: null, delivery: null, failedSubscriptions: null, replicas: [], freeze: null };
  const urls = plan.ports.map((port) => `http://127.0.0.1:${port}/`);
  let proxy: TcpFaultProxy | null = null;
  const gateways: Service[] = [];
  let load: ReturnType<typeof startLoad> | undefined;
  let freezeTimer: NodeJS.Timeout | undefined;
  const changePlan: ChangePlan = { gatewayUrls: urls, customers: run.customers, slotId: run.trackedSlotId, operations: run.operations, initialRemaining: 0, perSecond: plan.perSecond, seconds: plan.seconds };
  try {
    if (plan.freezeSecond !== null) proxy = await startTcpFaultProxy(run.apiUrl);
    gateways.push(startBenchGateway(run, 'gateway 1', plan.ports[0], run.apiUrl), startBenchGateway(run, 'gateway 2', plan.ports[1], proxy?.url ?? run.apiUrl));
    for (const [i, gateway] of gateways.entries()) await waitUntilReady(`${urls[i]}health/ready`, gateway);
    load = startLoad(run.root, {
      gatewayUrl: urls[0] as string,
      watcherGatewayUrls: urls,
      sourceAddress: `127.0.${11 + plan.index}.1`,
      watchers: plan.watchers,
      listings: run.listings,
      trackedSlotId: run.trackedSlotId,
      visitorCookies: [],
      holders: 0,
      holderSlotId: run.holdersSlotId,
      operations: run.operations,
      openConcurrency: plan.openConcurrency,
      firstAnswerTimeoutMs: 30_000,
      openTimeoutMs: plan.openSeconds * 1000,
    });
    const everyone = [...gateways, run.api, load];
    const { report } = await bounded(load.message('ready'), 2 * plan.openSeconds * 1000 + 120_000, 'opening the pages', everyone);
    if (report.initialRemaining === null) throw new Error('no watcher of the changed listing got a first answer');
    changePlan.initialRemaining = report.initialRemaining;

    const pids = gateways.map((g) => g.child.pid as number);
    const countersBefore = await Promise.all(urls.map((url) => readCounters(url)));
    const cpuBefore = pids.map(cpuMs);
    const feedsBefore = proxy?.connections.filter((c) => isFeed(c.head)).length ?? 0;
    let frozen: { at: number; connections: number } | null = null;
    const startedAt = epochMs();
    if (proxy && plan.freezeSecond !== null) {
      const path = proxy;
      freezeTimer = setTimeout(() => (frozen = { at: epochMs(), connections: path.freeze((c) => isFeed(c.head)) }), plan.freezeSecond * 1000);
    }
    const made = await bounded(makeChanges(changePlan), (plan.seconds + 90) * 1000, 'the seat changes', everyone);
    row.changes = { planned: made.planned, made: made.changes.length, perSecond: Math.round((made.changes.length / Math.max(plan.seconds, (made.endedAt - made.startedAt) / 1000)) * 100) / 100, stoppedBy: made.stoppedBy, refused: made.refused };
    const result = load.message('result');
    load.child.send({ type: 'changes', changes: made.changes, initialRemaining: changePlan.initialRemaining, graceMs: plan.graceMs } satisfies ToLoad);
    const { result: delivered } = await bounded(result, plan.graceMs + 120_000, 'the delivery figures', everyone);
    const windowMs = epochMs() - startedAt;
    const countersAfter = await Promise.all(urls.map((url) => readCounters(url)));
    const changes = made.changes.length;
    row.delivery = delivered.delivery;
    row.failedSubscriptions = report.watchers.failed + report.watchers.withoutFirstAnswer + delivered.failedAfterOpening;
    row.replicas = urls.map((url, i) => {
      const reads = slotReads(countersBefore[i] ?? null, countersAfter[i] ?? null);
      return {
        url,
        delivery: delivered.byGateway?.[i]?.delivery ?? null,
        slotReads: reads,
        slotReadsPerChange: reads === null || !changes ? null : Math.round((reads / changes) * 10) / 10,
        cpuPercent: Math.round(((cpuMs(pids[i] as number) - (cpuBefore[i] ?? 0)) / windowMs) * 100),
        peakRssMiB: peakRssMiB(pids[i] as number),
      };
    });
    const freeze = frozen as { at: number; connections: number } | null;
    if (proxy && freeze && plan.freezeSecond !== null) row.freeze = freezeFigures(plan.freezeSecond, freeze, made.changes.map((c) => c.sentAt), delivered.byGateway?.map((g) => g.everyWatcherMs) ?? [], proxy.connections.filter((c) => isFeed(c.head)).length - feedsBefore, row.replicas[1]?.slotReads ?? null);
    else if (proxy) row.outcome = 'the changes ended before the freeze';
  } catch (error) {
    row.outcome = error instanceof Error ? error.message : String(error);
  } finally {
    clearTimeout(freezeTimer);
    await endLoad(load, row.outcome === 'completed');
    if (gateways.every((g) => g.child.exitCode === null)) await bounded(releaseAll(changePlan), 60_000, 'releasing the holds', gateways).catch(() => undefined);
    await stopAll(gateways);
    await proxy?.close();
  }
  return row;
}

function freezeFigures(atSecond: number, frozen: { at: number; connections: number }, sentAt: number[], byGateway: Array<Array<number | null>>, feedReopened: number, catchUpSlotReads: number | null): FreezeFigures {
  const slowest = slowestOfGateways(byGateway);
  const { inWindow, recoverySeconds } = freezeWindow(sentAt, slowest, frozen.at, SEATS_GOAL.everyWatcherP99Ms);
  const inside = slowest.filter((_, k) => inWindow[k]);
  const outside = slowest.filter((_, k) => !inWindow[k]);
  return {
    atSecond,
    frozenConnections: frozen.connections,
    feedReopened,
    recoverySeconds,
    windowChanges: inside.length,
    windowLost: inside.filter((ms) => ms === null).length,
    outside: { changes: outside.length, lost: outside.filter((ms) => ms === null).length, p50Ms: percentileMs(outside, 50), p95Ms: percentileMs(outside, 95), p99Ms: percentileMs(outside, 99) },
    catchUpSlotReads,
  };
}
