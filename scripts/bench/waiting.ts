/**
 * The waiting list at scale (part of `npm run bench`, after live seats): how fast a freed seat of a
 * full slot reaches the first customer in line as an offer on their open page, how fast every
 * watcher of the service page sees the line shorten, and what that costs, freeing and idle.
 *
 * resort-api runs on a scratch PostgreSQL database (as seats.ts does), one gateway as production
 * runs it with METRICS on. One slot of the spa circuit tomorrow has FREED seats, each held by a
 * "holder" (holds and offers last hours, through the timer settings), so it is full. A load process
 * (waiting-load.ts) opens each customer's page with the header's `timedCart` and `holdEvents`, and
 * the watchers' service pages with `slotAvailability`, all as the website's client build sends them.
 * With the pages open and nobody in line, then with every customer in line (joined one after the
 * other through resort-api's POST platform/waiting with the public site token), nothing is freed
 * for a while: the idle windows. Then the holders release their seats one at a time through the
 * gateway's `releaseHold` as the website sends it (waiting-releases.ts), each release offering the
 * seat, in resort-api's transaction, to the next in line.
 *
 * Figures: per freed seat, ms from its release until the offered customer's cart shows the new
 * line and until every watcher shows the line's new count (p50/p99); offers to anyone but the
 * first in line (from the database) and pages showing an offer never made to them; the gateway's
 * upstream calls and slot reads per freed seat; gateway CPU and peak RSS, resort-api CPU; the idle
 * windows' upstream calls and CPU, and the calls per waiting customer between them.
 *
 * Options (environment): BENCH_WAITING_CUSTOMERS (default 1000; 0 skips the section),
 * BENCH_WAITING_WATCHERS (default 2000), BENCH_WAITING_FREED (default 100), BENCH_WAITING_PER_SECOND
 * (default 2), BENCH_WAITING_IDLE_SECONDS (default 20), BENCH_WAITING_OPEN_CONCURRENCY (default
 * 200), BENCH_WAITING_OPEN_SECONDS (default 180).
 */
import { cpus, loadavg } from 'node:os';
import { DEVELOPMENT_SITE_TOKEN } from '../../gateway/src/production-guards.ts';
import { startMailCatcher } from '../lib/mail-catcher.ts';
import { stopAll, waitUntilReady } from '../lib/processes.ts';
import { cpuMs, peakRssMiB } from './process-stats.ts';
import { createCustomers, resortDay, serviceGlobalId, WATCHED_PRODUCT } from './seat-accounts.ts';
import { ensureFileLimit, readCounters } from './seat-gateway-stats.ts';
import { bounded, endLoad } from './seat-processes.ts';
import { seatOperations, settle, startBenchGateway, startRunApi, type Run } from './seat-run.ts';
import { createWaitedSlot, customerIds, joinLine, setLongHolds, waitingNow, type WaitedSlot } from './waiting-line.ts';
import { fillSlot, freeSeats } from './waiting-releases.ts';
import { freedSeats, startWaitingLoad, windowCost, type WaitingLoad } from './waiting-measure.ts';
import { WAITING_GOAL, waitingGoalMet, type WaitingFigures } from './waiting-report.ts';

const PORTS = { resortApi: 4631, gateway: 4632, smtp: 4633, mailView: 4634 };
const TOKEN = process.env['PUBLIC_SITE_TOKEN'] ?? DEVELOPMENT_SITE_TOKEN;
/** Holds and offers outlast any run. */
const HOLD_MINUTES = 240;
const GRACE_MS = 10_000;
const OPTIONS = {
  customers: Number(process.env['BENCH_WAITING_CUSTOMERS'] ?? 1000),
  watchers: Number(process.env['BENCH_WAITING_WATCHERS'] ?? 2000),
  freed: Number(process.env['BENCH_WAITING_FREED'] ?? 100),
  perSecond: Number(process.env['BENCH_WAITING_PER_SECOND'] ?? 2),
  idleSeconds: Number(process.env['BENCH_WAITING_IDLE_SECONDS'] ?? 20),
  openConcurrency: Number(process.env['BENCH_WAITING_OPEN_CONCURRENCY'] ?? 200),
  openSeconds: Number(process.env['BENCH_WAITING_OPEN_SECONDS'] ?? 180),
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const nearest = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  const value = sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  return value === undefined || !Number.isFinite(value) ? null : Math.round(value);
};

function emptyFigures(watchersShow: WaitingFigures['watchersShow']): WaitingFigures {
  return {
    goal: WAITING_GOAL,
    goalMet: null,
    machine: { cores: cpus().length, note: 'shared machine: the load process, PostgreSQL and other work compete with the gateway for these cores' },
    outcome: 'completed',
    loadAverageAtStart: loadavg().map((n) => Math.round(n * 100) / 100),
    customers: OPTIONS.customers,
    watchers: OPTIONS.watchers,
    freed: null,
    opening: null,
    watchersShow,
    joins: null,
    releaseHold: null,
    offers: null,
    wrongCustomer: null,
    shownToOthers: null,
    watcherDelivery: null,
    failedSubscriptions: null,
    freeing: null,
    gateway: { peakRssMiB: null, holdChannels: null },
    idle: { nobodyWaiting: null, everyoneWaiting: null, callsPerWaitingCustomer: null },
    load: { cpuPercent: null, eventLoopP99Ms: null },
    offerMails: null,
  };
}

/** The scenario on a running resort-api: the gateway, the pages, the idle windows, the line, the freed seats. */
async function measure(run: Run, slot: WaitedSlot, customers: { cookies: string[]; ids: number[] }, holderCookies: string[], figures: WaitingFigures, selectsWaitingCount: boolean): Promise<void> {
  const gatewayUrl = `http://127.0.0.1:${PORTS.gateway}/`;
  const gateway = startBenchGateway(run, 'gateway', PORTS.gateway, run.apiUrl);
  let load: WaitingLoad | undefined;
  try {
    await waitUntilReady(`${gatewayUrl}health/ready`, gateway);
    const pids = { gateway: gateway.child.pid as number, api: run.api.child.pid as number };
    const holders = await fillSlot(gatewayUrl, holderCookies, slot, run.operations.hold);
    load = startWaitingLoad(run.root, {
      gatewayUrl,
      sourceAddress: '127.0.31.1',
      customerCookies: customers.cookies,
      watchers: OPTIONS.watchers,
      listing: run.listings[0] as Run['listings'][number],
      slotId: slot.slotId,
      selectsWaitingCount,
      operations: { slots: run.operations.slots, cart: run.operations.cart, events: run.operations.events },
      openConcurrency: OPTIONS.openConcurrency,
      firstAnswerTimeoutMs: 30_000,
      openTimeoutMs: OPTIONS.openSeconds * 1000,
    });
    const everyone = [gateway, run.api, load];
    const { report } = await bounded(load.message('ready'), 2 * OPTIONS.openSeconds * 1000 + 120_000, 'opening the pages', everyone);
    figures.opening = report;
    const opened = load;
    const idle = async () => {
      await settle(pids.api);
      const end = await windowCost(run, gatewayUrl, pids, opened);
      await sleep(OPTIONS.idleSeconds * 1000);
      return end();
    };
    figures.idle.nobodyWaiting = await bounded(idle(), OPTIONS.idleSeconds * 1000 + 120_000, 'the idle window with nobody in line', everyone);

    const joined = await bounded(joinLine(run.apiUrl, TOKEN, slot, customers.ids), 30 * 60_000, 'joining the line', everyone);
    const joinMs = { p50Ms: nearest(joined.ms, 50) ?? 0, p99Ms: nearest(joined.ms, 99) ?? 0 };
    figures.joins = { made: joined.inLine.length, refused: joined.refused, ...joinMs };
    figures.idle.everyoneWaiting = await bounded(idle(), OPTIONS.idleSeconds * 1000 + 120_000, 'the idle window with everyone in line', everyone);
    const [nobody, everybody] = [figures.idle.nobodyWaiting, figures.idle.everyoneWaiting];
    if (nobody.upstreamCalls !== null && everybody.upstreamCalls !== null && joined.inLine.length > 0) {
      const extra = everybody.upstreamCalls - (nobody.upstreamCalls * everybody.seconds) / nobody.seconds;
      figures.idle.callsPerWaitingCustomer = Math.max(0, Math.round((extra / joined.inLine.length) * 100) / 100);
    }

    const waitingBefore = await waitingNow(run.db, slot);
    const end = await windowCost(run, gatewayUrl, pids, opened);
    const loadCpu = cpuMs(opened.child.pid as number);
    const made = await bounded(freeSeats(gatewayUrl, holders, run.operations.release, OPTIONS.perSecond), (holders.length / OPTIONS.perSecond + 300) * 1000, 'freeing the seats', everyone);
    figures.freed = {
      planned: holders.length,
      made: made.sentAt.length,
      perSecond: Math.round((made.sentAt.length / ((made.endedAt - made.startedAt) / 1000)) * 100) / 100,
      refused: made.refused,
      stoppedBy: made.stoppedBy,
      how: "by the holders' releaseHold through the gateway, as the website sends it, one at a time",
    };
    figures.releaseHold = { p50Ms: nearest(made.releaseMs, 50) ?? 0, p99Ms: nearest(made.releaseMs, 99) ?? 0 };
    const freed = await freedSeats(run.db, slot, made.sentAt, waitingBefore, joined.inLine);
    figures.wrongCustomer = freed.wrongCustomer;
    const result = opened.message('result');
    opened.child.send({ type: 'freed', freed: freed.freed, waitingBefore, graceMs: GRACE_MS });
    const { result: shown } = await bounded(result, GRACE_MS + 120_000, 'the offers and counts on the pages', everyone);
    const cost = await end();
    const perSeat = (n: number | null) => (n === null || made.sentAt.length === 0 ? null : Math.round((n / made.sentAt.length) * 10) / 10);
    figures.freeing = { ...cost, upstreamCallsPerFreedSeat: perSeat(cost.upstreamCalls), slotReadsPerFreedSeat: perSeat(cost.slotReads) };
    figures.load = { cpuPercent: Math.round(((cpuMs(opened.child.pid as number) - loadCpu) / (cost.seconds * 1000)) * 100), eventLoopP99Ms: shown.loadEventLoopP99Ms };
    // An offer made and never shown counts as infinitely late.
    const ofOffers = (ms: Array<number | null>) => ms.filter((_, k) => freed.freed[k]?.offeredTo !== null).map((v) => v ?? Infinity);
    const fromRelease = ofOffers(shown.offerShownMs);
    const fromOffer = ofOffers(shown.offerShownAfterOfferMs);
    figures.offers = {
      made: fromRelease.length,
      shown: fromRelease.filter(Number.isFinite).length,
      p50Ms: nearest(fromRelease, 50),
      p99Ms: nearest(fromRelease, 99),
      maxMs: nearest(fromRelease, 100),
      afterOfferP50Ms: nearest(fromOffer, 50),
      afterOfferP99Ms: nearest(fromOffer, 99),
    };
    figures.shownToOthers = shown.offersShownToOthers;
    figures.watcherDelivery = shown.watchers;
    const o = report;
    figures.failedSubscriptions = o.customers.failed + o.customers.withoutFirstAnswer + o.watchers.failed + o.watchers.withoutFirstAnswer + shown.failedAfterOpening;
    figures.gateway.peakRssMiB = peakRssMiB(pids.gateway);
    figures.gateway.holdChannels = (await readCounters(gatewayUrl))?.holdChannels ?? null;
  } catch (error) {
    figures.outcome = error instanceof Error ? error.message : String(error);
    if (gateway.child.pid && gateway.child.exitCode === null) figures.gateway.peakRssMiB = peakRssMiB(gateway.child.pid);
  } finally {
    await endLoad(load, figures.outcome === 'completed');
    await stopAll([gateway]);
  }
}

/** The section: a scratch database and resort-api of its own, the people, the slot, the run. */
export async function measureWaiting(root: string): Promise<WaitingFigures> {
  const operations = seatOperations(root);
  const selectsWaitingCount = /\bwaitingCount\b/.test(operations.slots.text);
  const figures = emptyFigures(selectsWaitingCount ? 'waitingCount' : 'seats message');
  await ensureFileLimit(process.pid, 2 * (OPTIONS.customers + OPTIONS.watchers) + 1024, 'the bench');

  // Each offer is e-mailed, as in production: to a catcher that keeps them.
  const mail = await startMailCatcher({ smtpPort: PORTS.smtp, httpPort: PORTS.mailView });
  const resort = await startRunApi(root, 'estancia_waiting', PORTS.resortApi, { PUBLIC_SITE_TOKEN: TOKEN, SMTP_URL: `smtp://127.0.0.1:${PORTS.smtp}` });
  const { db, secret } = resort.base;
  try {
    await resort.ready();
    const day = resortDay(1);
    await setLongHolds(db, HOLD_MINUTES);
    const slot = await createWaitedSlot(db, day, OPTIONS.freed);
    const holderCookies = await createCustomers(db, OPTIONS.freed, 'waiting-holder', secret);
    const cookies = await createCustomers(db, OPTIONS.customers, 'waiting-customer', secret);
    const customers = { cookies, ids: await customerIds(db, 'waiting-customer', OPTIONS.customers) };
    const run: Run = {
      ...resort.base,
      operations,
      listings: [{ serviceId: serviceGlobalId(WATCHED_PRODUCT), date: day }],
      trackedSlotId: slot.slotId,
      holdersSlotId: slot.slotId,
      customers: [],
      visitorCookies: cookies,
    };
    console.log(`\nwaiting list: ${OPTIONS.customers} customers in line, ${OPTIONS.watchers} watchers, ${OPTIONS.freed} seats freed`);
    await measure(run, slot, customers, holderCookies, figures, selectsWaitingCount);
  } catch (error) {
    figures.outcome = error instanceof Error ? error.message : String(error);
  } finally {
    await resort.close();
    figures.offerMails = mail.messages.length;
    await mail.close();
  }
  figures.goalMet = waitingGoalMet(figures);
  return figures;
}
