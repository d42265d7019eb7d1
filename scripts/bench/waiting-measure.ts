/**
 * What the waiting-list bench reads while it runs (waiting.ts): the load process with its pages,
 * what a window of time cost the gateway and resort-api (their CPU, the gateway's upstream calls
 * from its /metrics, the answers the pages got), and from the database whom each freed seat was
 * offered to.
 */
import type pg from 'pg';
import { cpuMs } from './process-stats.ts';
import { callsBetween, readCounters, SLOT_READ } from './seat-gateway-stats.ts';
import { epochMs } from './seat-messages.ts';
import { startLoadProcess } from './seat-processes.ts';
import type { Run } from './seat-run.ts';
import { postgresCpu } from './seats.ts';
import { offersMade, type WaitedSlot } from './waiting-line.ts';
import type { Freed, FromWaitingLoad, WaitingLoadConfig } from './waiting-messages.ts';
import type { WindowCost } from './waiting-report.ts';

export type WaitingLoad = ReturnType<typeof startWaitingLoad>;

/** The pages, in a process of their own (waiting-load.ts). */
export function startWaitingLoad(root: string, config: WaitingLoadConfig) {
  return startLoadProcess<WaitingLoadConfig, FromWaitingLoad>(root, 'waiting-load.ts', config);
}

async function answersSoFar(load: WaitingLoad): Promise<{ customers: number; watchers: number } | null> {
  if (!load.child.connected) return null;
  const reply = load.message('answers');
  load.child.send({ type: 'count' });
  const { customerAnswers, watcherAnswers } = await reply;
  return { customers: customerAnswers, watchers: watcherAnswers };
}

/**
 * Starts a window now; the function it answers ends it and says what it cost. PostgreSQL's is its
 * backends' serving the scratch database (seats.ts), where resort-api's statements spend their time.
 */
export async function windowCost(run: Run, gatewayUrl: string, pids: { gateway: number; api: number }, load: WaitingLoad): Promise<() => Promise<WindowCost>> {
  const counters = await readCounters(gatewayUrl);
  const answers = await answersSoFar(load);
  const cpu = { gateway: cpuMs(pids.gateway), api: cpuMs(pids.api), postgres: await postgresCpu(run) };
  const startedAt = epochMs();
  return async () => {
    const ms = epochMs() - startedAt;
    const percent = (before: number, pid: number) => Math.round(((cpuMs(pid) - before) / ms) * 100);
    // A backend started during the window counts from zero.
    const postgresMs = [...(await postgresCpu(run)).entries()].reduce((sum, [pid, used]) => sum + used - (cpu.postgres.get(pid) ?? 0), 0);
    const cost = {
      gatewayCpuPercent: percent(cpu.gateway, pids.gateway),
      resortApiCpuPercent: percent(cpu.api, pids.api),
      postgresCpuPercent: Math.round((postgresMs / ms) * 100),
    };
    const after = await readCounters(gatewayUrl);
    const answersAfter = await answersSoFar(load);
    const calls = counters && after ? callsBetween(counters, after) : null;
    return {
      seconds: Math.round(ms / 100) / 10,
      upstreamCalls: calls ? calls.reduce((sum, [, n]) => sum + n, 0) : null,
      slotReads: calls ? (calls.find(([path]) => path === SLOT_READ)?.[1] ?? 0) : null,
      byPath: calls ? Object.fromEntries(calls) : null,
      ...cost,
      customerAnswers: answers && answersAfter ? answersAfter.customers - answers.customers : null,
      watcherAnswers: answers && answersAfter ? answersAfter.watchers - answers.watchers : null,
    };
  };
}

/**
 * Each release's offer as resort-api recorded it: a release is sent, then answered after its
 * transaction (and the offer in it) committed, and the next is sent only after that answer, so an
 * offer made between two releases' sending belongs to the first. The line's count after a release
 * is the count before, less the offers made by then. `inLine` is the line's order; an offer to
 * anyone but the next in it is a wrong customer.
 */
export async function freedSeats(db: pg.Client, slot: WaitedSlot, releases: number[], waitingBefore: number, inLine: number[]): Promise<{ freed: Freed[]; wrongCustomer: number }> {
  // resort-api's instants are the wall clock's; the releases' are epochMs's, which may have drifted from it.
  const skew = epochMs() - Date.now();
  const offers = (await offersMade(db, slot)).map((offer) => ({ ...offer, at: offer.at + skew }));
  const position = new Map(inLine.map((clientId, index) => [clientId, index]));
  const freed = releases.map((sentAt, k): Freed => {
    const until = releases[k + 1] ?? Infinity;
    const offer = offers.find((o) => o.at >= sentAt - 5 && o.at < until);
    return {
      sentAt,
      offeredTo: offer ? (position.get(offer.clientId) ?? null) : null,
      offeredAt: offer?.at ?? null,
      waitingAfter: waitingBefore - offers.filter((o) => o.at < until).length,
    };
  });
  // The k-th offer in time should go to the k-th in line.
  const wrongCustomer = offers.filter((offer, k) => offer.clientId !== inLine[k]).length;
  return { freed, wrongCustomer };
}
