/**
 * The waiting-list section's figures (waiting.ts measures them): their shape in latest.json under
 * `waiting`, the goals they are held to, and the table `npm run bench` prints.
 */
import type { DeliveryFigures } from './seat-delivery.ts';
import type { OpenFigures } from './seat-messages.ts';

export const WAITING_GOAL = {
  /** From a freeing write until the offered customer's open page shows the offer. */
  offerShownP99Ms: 1_000,
  /** From a freeing write until every watcher shows the line's new count. */
  everyWatcherP99Ms: 1_000,
  wrongCustomer: 0,
  /** Per freed seat and gateway process. */
  upstreamCallsPerFreedSeat: 1,
  slotReadsPerFreedSeat: 1,
  /** Upstream calls while the line stands still, per waiting customer, above the same pages with nobody waiting. */
  idleCallsPerWaitingCustomer: 0,
};

/** What the processes cost over a window: nothing freed, or the seats being freed. */
export interface WindowCost {
  seconds: number;
  upstreamCalls: number | null;
  slotReads: number | null;
  byPath: Record<string, number> | null;
  gatewayCpuPercent: number;
  resortApiCpuPercent: number;
  /** PostgreSQL's backends serving the scratch database. */
  postgresCpuPercent: number;
  /** Answers the pages received over the window: customers' (timedCart, holdEvents) and watchers'. */
  customerAnswers: number | null;
  watcherAnswers: number | null;
}

export interface WaitingFigures {
  goal: typeof WAITING_GOAL;
  /** Whether every goal was met; null when the run did not get as far as freeing seats. */
  goalMet: boolean | null;
  machine: { cores: number; note: string };
  /** `completed`, or what cut the run short. */
  outcome: string;
  loadAverageAtStart: number[];
  customers: number;
  watchers: number;
  freed: { planned: number; made: number; perSecond: number; refused: Record<string, number>; stoppedBy: string | null; how: string } | null;
  opening: { customers: OpenFigures; watchers: OpenFigures } | null;
  /** How the watchers see a change: the line's `waitingCount`, or (not selected by the page) the seats message. */
  watchersShow: 'waitingCount' | 'seats message';
  joins: { made: number; refused: Record<string, number>; p50Ms: number; p99Ms: number } | null;
  releaseHold: { p50Ms: number; p99Ms: number } | null;
  /** From each freeing write until the offered customer's page showed the new line. */
  offers: {
    made: number;
    shown: number;
    p50Ms: number | null;
    p99Ms: number | null;
    maxMs: number | null;
    /** From the offer's instant in resort-api's transaction instead of the release's sending. */
    afterOfferP50Ms: number | null;
    afterOfferP99Ms: number | null;
  } | null;
  /** Offers resort-api made to someone other than the first in line, and pages that showed an offer never made to them. */
  wrongCustomer: number | null;
  shownToOthers: number | null;
  /** Every watcher's figures for the freed seats (seat-delivery.ts: a "change" is a freed seat). */
  watcherDelivery: DeliveryFigures | null;
  failedSubscriptions: number | null;
  freeing: (WindowCost & { upstreamCallsPerFreedSeat: number | null; slotReadsPerFreedSeat: number | null }) | null;
  gateway: { peakRssMiB: number | null; holdChannels: number | null };
  /** Nothing freed: the pages open with nobody in line, then with every customer in line. */
  idle: { nobodyWaiting: WindowCost | null; everyoneWaiting: WindowCost | null; callsPerWaitingCustomer: number | null };
  load: { cpuPercent: number | null; eventLoopP99Ms: number | null };
  /** E-mails resort-api sent over the run (each offer is e-mailed), caught by a local SMTP server. */
  offerMails: number | null;
}

/** Whether the run met every goal. */
export function waitingGoalMet(f: WaitingFigures): boolean | null {
  if (!f.freed || !f.offers || !f.watcherDelivery || !f.freeing) return null;
  const within = (value: number | null | undefined, goal: number) => value !== null && value !== undefined && value <= goal;
  return (
    f.outcome === 'completed' &&
    f.freed.made === f.freed.planned &&
    f.offers.shown === f.offers.made &&
    within(f.offers.p99Ms, WAITING_GOAL.offerShownP99Ms) &&
    within(f.watcherDelivery.everyWatcherP99Ms, WAITING_GOAL.everyWatcherP99Ms) &&
    f.watcherDelivery.lostChanges === 0 &&
    f.wrongCustomer === WAITING_GOAL.wrongCustomer &&
    f.shownToOthers === 0 &&
    within(f.freeing.upstreamCallsPerFreedSeat, WAITING_GOAL.upstreamCallsPerFreedSeat) &&
    within(f.freeing.slotReadsPerFreedSeat, WAITING_GOAL.slotReadsPerFreedSeat) &&
    within(f.idle.callsPerWaitingCustomer, WAITING_GOAL.idleCallsPerWaitingCustomer)
  );
}

const cell = (value: number | null | undefined) => (value === null || value === undefined ? '—' : String(value));
const paths = (byPath: Record<string, number> | null) =>
  byPath && Object.keys(byPath).length ? Object.entries(byPath).map(([path, n]) => `${path} ${n}`).join(', ') : '—';

export function printWaiting(f: WaitingFigures): void {
  console.log(`\nWaiting list (resort-api on PostgreSQL, one gateway, pages in their own process; ${f.machine.cores} cores, shared)\n`);
  console.log(
    '| customers in line | watchers | opened (customers / watchers) | seats freed made / planned | offer on the page p50 / p99 / max ms | offers shown / made | wrong customer | shown to others | ' +
      `ms until every watcher shows ${f.watchersShow === 'waitingCount' ? 'the count' : 'the seats message'} p50 / p99 | one watcher p50 / p99 | freed seats some watcher missed | failed subscriptions | releaseHold p50 / p99 ms | ` +
      'customers\' page answers per freed seat | upstream calls per freed seat | slot reads per freed seat | gateway CPU % | gateway peak RSS MiB | resort-api CPU % | PostgreSQL CPU % | load CPU % | outcome |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  const o = f.opening;
  const d = f.watcherDelivery;
  // Everyone behind an offer moves up the line, and their open pages are told.
  const answers = f.freeing?.customerAnswers;
  const cartsPerSeat = f.freed?.made && answers !== null && answers !== undefined ? Math.round((answers / f.freed.made) * 10) / 10 : null;
  console.log(
    `| ${f.joins ? f.joins.made : '—'} of ${f.customers} | ${f.watchers} | ${o ? `${o.customers.answered} / ${o.watchers.answered}` : '—'} | ${f.freed ? `${f.freed.made} / ${f.freed.planned} (${f.freed.perSecond}/s)` : '—'} | ` +
      `${cell(f.offers?.p50Ms)} / ${cell(f.offers?.p99Ms)} / ${cell(f.offers?.maxMs)} | ${f.offers ? `${f.offers.shown} / ${f.offers.made}` : '—'} | ${cell(f.wrongCustomer)} | ${cell(f.shownToOthers)} | ` +
      `${cell(d?.everyWatcherP50Ms)} / ${cell(d?.everyWatcherP99Ms)} | ${cell(d?.oneWatcherP50Ms)} / ${cell(d?.oneWatcherP99Ms)} | ${cell(d?.lostChanges)} | ${cell(f.failedSubscriptions)} | ` +
      `${cell(f.releaseHold?.p50Ms)} / ${cell(f.releaseHold?.p99Ms)} | ${cell(cartsPerSeat)} | ${cell(f.freeing?.upstreamCallsPerFreedSeat)} | ${cell(f.freeing?.slotReadsPerFreedSeat)} | ` +
      `${cell(f.freeing?.gatewayCpuPercent)} | ${cell(f.gateway.peakRssMiB)} | ${cell(f.freeing?.resortApiCpuPercent)} | ${cell(f.freeing?.postgresCpuPercent)} | ${cell(f.load.cpuPercent)} | ${f.outcome} |`,
  );
  if (f.freed) {
    const joins = f.joins ? `p50 ${f.joins.p50Ms} / p99 ${f.joins.p99Ms} ms, refused ${JSON.stringify(f.joins.refused)}` : '—';
    console.log(`\nSeats freed ${f.freed.how}; joins through resort-api ${joins}; e-mails sent ${cell(f.offerMails)}.`);
    console.log(`Offer on the page from the offer's instant in resort-api's transaction: p50 ${cell(f.offers?.afterOfferP50Ms)} / p99 ${cell(f.offers?.afterOfferP99Ms)} ms.`);
  }
  if (f.freeing) console.log(`Upstream calls while freeing: ${paths(f.freeing.byPath)}`);

  console.log('\nWhile nothing frees (same pages open)\n');
  console.log('| window | seconds | upstream calls | slot reads | answers to customers / watchers | gateway CPU % | resort-api CPU % | PostgreSQL CPU % | calls by path |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const [name, w] of [['nobody in line', f.idle.nobodyWaiting], [`${f.joins?.made ?? 0} customers in line`, f.idle.everyoneWaiting]] as const) {
    if (!w) continue;
    console.log(`| ${name} | ${w.seconds} | ${cell(w.upstreamCalls)} | ${cell(w.slotReads)} | ${cell(w.customerAnswers)} / ${cell(w.watcherAnswers)} | ${w.gatewayCpuPercent} | ${w.resortApiCpuPercent} | ${w.postgresCpuPercent} | ${paths(w.byPath)} |`);
  }
  const g = f.goal;
  console.log(
    `\nGoal: offer on the page p99 ≤ ${g.offerShownP99Ms} ms, every watcher p99 ≤ ${g.everyWatcherP99Ms} ms, ${g.wrongCustomer} offers to the wrong customer, ` +
      `≤ ${g.upstreamCallsPerFreedSeat} upstream call and ≤ ${g.slotReadsPerFreedSeat} slot read per freed seat, ${g.idleCallsPerWaitingCustomer} idle calls per waiting customer ` +
      `(${cell(f.idle.callsPerWaitingCustomer)} measured): ${f.goalMet === null ? 'the run did not free seats' : f.goalMet ? 'met' : 'not met'}`,
  );
}
