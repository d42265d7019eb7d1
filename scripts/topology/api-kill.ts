/**
 * One of resort-api's two processes killed (SIGKILL) under load, with visitors and signed-in
 * customers browsing through nginx, two customers holding and releasing seats (both after more
 * seats of one slot than it has, so they contend for it), and booking pages open on graphql-ws:
 *   - a hold or release in flight on the killed process fails as the page can tell (a user error
 *     or GraphQL error with a code), never hangs; holds go through again once the gateway's
 *     channel is on the other process;
 *   - no page read fails: nginx passes a read that met the dead process on to the other;
 *   - every open listing shows what PostgreSQL has within TRUTH_WITHIN_MS of the kill;
 *   - no slot ends up sold or held beyond its capacity;
 *   - the process starts again, and nginx sends it traffic (its access log).
 */
import { Agent } from 'undici';
import { browsingClients, dataOf, type ServicePage } from './browsing.ts';
import { Holders, type HoldOutcome, type HoldTarget } from './holders.ts';
import { Load } from './load.ts';
import { accessLog, type AccessLogEntry } from './nginx.ts';
import type { Check } from './check.ts';
import { SeatsTruth, type Oversold } from './seats-truth.ts';
import type { Stack } from './stack.ts';
import { openWatcher, waitForAnswers, type Watcher } from './watchers.ts';
import { send, signIn, type Operation, type Visit } from './website.ts';

const BEFORE_KILL_MS = 5000;
/** How long the customers go on holding after the kill, before the seats are left to settle. */
const HOLDING_AFTER_KILL_MS = 5000;
const DOWN_MS = 10_000;
const AFTER_RETURN_MS = 6000;
const TRUTH_WITHIN_MS = 15_000;
/** A hold answered later than this has hung, as far as a customer is concerned. */
const HANG_MS = 10_000;
/** A refusal that is the contention itself, not a failure: the seats were taken by the other customer. */
const CONTENDED = 'SLOT_FULL';

export interface ApiFigures {
  diedAfterMs: number;
  holds: { sent: number; held: number; released: number; contended: number };
  /** Holds and releases that failed (not refused for want of seats), from the kill. */
  failed: Array<{ kind: HoldOutcome['kind']; code: string | null; problem: string | null; startedAfterMs: number; tookMs: number; inFlight: boolean }>;
  /** When the first hold started after the kill was answered with a cart, from the kill. */
  firstHoldAfterKillMs: number | null;
  reads: { sent: number; failed: Array<{ step: string; problem: string }> };
  listings: number;
  /** From the kill: when every open listing showed what PostgreSQL had (the customers stopped holding at HOLDING_AFTER_KILL_MS). */
  truthAfterKillMs: number | null;
  truthAfterRestart: boolean;
  /** The contested slot: the most seats sold or held in it at once (sampled every 50 ms while the customers held), and at the end. */
  contested: { capacity: number; takenMost: number; takenAtEnd: number; quantityEach: number; customers: number };
  oversold: Oversold[];
  /** Requests the internal server passed on to the other process after the first failed, by method and path. */
  passedOn: Record<string, number>;
  failedAtNginx: Array<{ request: string; status: number }>;
  split: Array<{ window: string; killed: number | null; other: number }>;
  secondsUntilTrafficReturned: number | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A resort day (Europe/Lisbon) `offset` days from today, YYYY-MM-DD. */
const resortDay = (offset: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon' }).format(Date.now() + offset * 86_400_000);

export async function apiKillScenario(options: {
  stack: Stack;
  dir: string;
  serviceId: number;
  accounts: Array<{ username: string; password: string }>;
  operations: Record<'login' | 'home' | 'service' | 'profile' | 'seats' | 'hold' | 'release', Operation>;
  checks: Check[];
}): Promise<ApiFigures> {
  const { stack, dir, operations } = options;
  const check = (name: string, ok: boolean, detail = '') => options.checks.push({ name, ok, detail });
  const [killed, other] = stack.apis;
  const internalPort = Number(new URL(stack.internal).port);
  const internalLog = () => accessLog(dir).filter((entry) => entry.serverPort === internalPort);
  const answeredBy = (entries: AccessLogEntry[], port: number) => entries.filter((entry) => entry.upstreams.at(-1) === `127.0.0.1:${port}`).length;
  const dispatcher = new Agent({ connections: 64, keepAliveTimeout: 10_000 });
  const visitor: Visit = { site: stack.site, dispatcher, cookie: null };
  const truth = await SeatsTruth.open(stack.databaseUrl);

  // Three days of the service, each a listing the booking page subscribes to.
  const days = [3, 4, 5].map(resortDay);
  const pages = await Promise.all(
    days.map(async (date) => {
      const variables = { databaseId: options.serviceId, date, from: date, to: date };
      const service = dataOf<ServicePage>((await send(visitor, operations.service, variables, 'GET')).body).service;
      const slot = service?.slots[0];
      if (!service || !slot) throw new Error(`service ${options.serviceId} has no slot on ${date}`);
      return { date, variables, service, slot };
    }),
  );
  const [contestedDay, secondDay, thirdDay] = pages as [(typeof pages)[0], (typeof pages)[0], (typeof pages)[0]];

  const customers: Array<{ name: string; cookie: string }> = [];
  for (const [index, account] of options.accounts.entries()) {
    customers.push({ name: `holder-${index + 1}`, cookie: await signIn(visitor, operations.login, account.username, account.password) });
  }
  // More than half the contested slot's seats each: both cannot hold at once.
  const quantityEach = Math.floor(contestedDay.slot.remaining / 2) + 1;
  const targets: HoldTarget[][] = customers.map((_, index) => [
    { slotId: contestedDay.slot.id, quantity: quantityEach },
    { slotId: (index % 2 === 0 ? secondDay : thirdDay).slot.id, quantity: 1 },
  ]);

  const watchers: Watcher[] = pages.flatMap((page, index) =>
    [null, customers[index % customers.length]?.cookie ?? null].map((cookie, n) =>
      openWatcher({ name: `listing-${page.date}-${n + 1}`, site: stack.site, cookie, operation: operations.seats, serviceId: page.service.id, date: page.date, slotId: page.slot.id }),
    ),
  );
  /** The listings that do not show what PostgreSQL has now (their latest answers). */
  const untrue = async () => {
    const ids = [...new Set(watchers.flatMap((watcher) => watcher.answers.at(-1)?.slots.map((slot) => slot.id) ?? []))];
    const database = await truth.remaining(ids);
    return watchers.filter((watcher) => {
      const latest = watcher.answers.at(-1);
      return !latest || latest.slots.length === 0 || latest.slots.some((slot) => database.get(slot.id) !== slot.remaining);
    });
  };
  const untilTrue = async (deadline: number) => {
    for (;;) {
      const wrong = await untrue();
      if (wrong.length === 0) return { at: performance.now(), wrong };
      if (performance.now() > deadline) return { at: null, wrong };
      await sleep(100);
    }
  };

  const holders = new Holders(operations);
  const load = new Load(20);
  // What PostgreSQL has in the contested slot while the customers contend for it: never more than its seats.
  let takenMost = 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      takenMost = Math.max(takenMost, (await truth.taken(contestedDay.slot.id)).taken);
      await sleep(50);
    }
  })();
  const holdersOf = () => customers.map((customer, index) => ({ name: customer.name, visit: { ...visitor, cookie: customer.cookie }, targets: targets[index] ?? [] }));
  try {
    const unopened = await waitForAnswers(watchers, () => true, 20_000);
    if (unopened.length) throw new Error(`listings never answered: ${unopened.map((w) => w.failure ?? w.name).join(', ')}`);
    const before = await untilTrue(performance.now() + 10_000);
    check('before the kill, every open listing shows what PostgreSQL has', before.at !== null, before.wrong.map((w) => w.name).join(', '));

    const loadStart = internalLog().length;
    load.start(browsingClients({ visitors: 4, visit: visitor, customers, operations, servicePage: contestedDay.variables }));
    holders.start(holdersOf());
    await sleep(BEFORE_KILL_MS);

    const atKill = internalLog().length;
    const killAt = performance.now();
    killed.child?.process.kill('SIGKILL');
    await killed.child?.exited;
    const diedAt = performance.now();
    await sleep(Math.max(0, killAt + HOLDING_AFTER_KILL_MS - performance.now()));
    await holders.stop();
    const settled = await untilTrue(killAt + 30_000);
    const truthAfterKillMs = settled.at === null ? null : Math.round(settled.at - killAt);
    check(
      `every open listing shows what PostgreSQL has within ${TRUTH_WITHIN_MS / 1000} s of the kill`,
      truthAfterKillMs !== null && truthAfterKillMs <= TRUTH_WITHIN_MS,
      truthAfterKillMs === null ? `still wrong after 30 s: ${settled.wrong.map((w) => w.name).join(', ')}` : `${truthAfterKillMs} ms`,
    );

    await sleep(Math.max(0, killAt + DOWN_MS - performance.now()));
    const atRestart = internalLog().length;
    holders.start(holdersOf());
    await stack.restartApi(killed);
    const readyAt = performance.now();
    const atReady = internalLog().length;
    let returnedAt: number | null = null;
    while (performance.now() - readyAt < 30_000) {
      if (answeredBy(internalLog().slice(atReady), killed.port) > 0) {
        returnedAt = performance.now();
        break;
      }
      await sleep(250);
    }
    const afterFrom = internalLog().length;
    await sleep(AFTER_RETURN_MS);
    const after = internalLog().slice(afterFrom);
    await holders.stop();
    await load.stop();
    const back = answeredBy(after, killed.port);
    const share = after.length ? back / (back + answeredBy(after, other.port)) : 0;
    check('nginx sends traffic to the restarted resort-api process', returnedAt !== null && share >= 0.25, `${Math.round(share * 100)} % of the requests after it was back`);
    const final = await untilTrue(performance.now() + TRUTH_WITHIN_MS);
    check('after the restart, every open listing still shows what PostgreSQL has', final.at !== null, final.wrong.map((w) => w.name).join(', '));

    sampling = false;
    await sampler;
    const oversold = await truth.oversold();
    const contested = await truth.taken(contestedDay.slot.id);
    check(
      'nothing is oversold: no slot has more seats sold and held than it has, the contested one at no moment',
      oversold.length === 0 && takenMost <= contested.capacity,
      `${oversold.map((o) => `slot ${o.id}: ${o.taken} of ${o.capacity}; `).join('')}contested slot at most ${takenMost} of ${contested.capacity}`,
    );

    const fromKill = (at: number) => Math.round(at - killAt);
    const failures = holders.outcomes.filter((outcome) => !outcome.ok && outcome.code !== CONTENDED);
    const failed = failures.map((outcome) => ({
      kind: outcome.kind,
      code: outcome.code,
      problem: outcome.problem,
      startedAfterMs: fromKill(outcome.startedAt),
      tookMs: Math.round(outcome.endedAt - outcome.startedAt),
      inFlight: outcome.startedAt < diedAt && outcome.endedAt > killAt,
    }));
    const unclear = failed.filter((f) => f.code === null || f.problem !== null || f.tookMs > HANG_MS);
    check(
      `a hold or release that fails says so with a code within ${HANG_MS / 1000} s, none hangs`,
      unclear.length === 0,
      unclear.length ? unclear.slice(0, 4).map((f) => `${f.kind} at ${f.startedAfterMs} ms: ${f.code ?? f.problem ?? ''} after ${f.tookMs} ms`).join('; ') : `${failed.length} failed: ${[...new Set(failed.map((f) => f.code))].join(', ') || 'none'}`,
    );
    const stray = failed.filter((f) => !f.inFlight && (f.startedAfterMs < 0 || f.startedAfterMs > HOLDING_AFTER_KILL_MS));
    check('holds fail only while the killed process’s channels move to the other', stray.length === 0, stray.map((f) => `${f.kind} at ${f.startedAfterMs} ms: ${f.code ?? f.problem ?? ''}`).join('; '));
    const firstAfter = holders.outcomes.find((outcome) => outcome.kind === 'hold' && outcome.ok && outcome.startedAt > diedAt);
    const firstHoldAfterKillMs = firstAfter ? fromKill(firstAfter.endedAt) : null;
    check('customers hold seats again after the kill, before the restart', firstAfter !== undefined && firstAfter.endedAt < killAt + DOWN_MS, firstHoldAfterKillMs === null ? 'none' : `first at ${firstHoldAfterKillMs} ms`);

    const readFailures = load.outcomes.filter((outcome) => outcome.problem !== null);
    check('no page read fails while a resort-api process is killed and restarted', readFailures.length === 0, readFailures.slice(0, 4).map((o) => `${o.step} at ${fromKill(o.startedAt)} ms: ${o.problem}`).join('; '));

    const log = internalLog();
    const passedOn: Record<string, number> = {};
    for (const entry of log.slice(loadStart).filter((e) => e.upstreams.length > 1)) {
      const [method = '?', target = ''] = entry.request.split(' ');
      const key = `${method} ${target.split('?')[0] ?? ''}`;
      passedOn[key] = (passedOn[key] ?? 0) + 1;
    }
    const outcomes = holders.outcomes;
    return {
      diedAfterMs: Math.round(diedAt - killAt),
      holds: {
        sent: outcomes.length,
        held: outcomes.filter((o) => o.kind === 'hold' && o.ok).length,
        released: outcomes.filter((o) => o.kind === 'release' && o.ok).length,
        contended: outcomes.filter((o) => o.code === CONTENDED).length,
      },
      failed,
      firstHoldAfterKillMs,
      reads: { sent: load.outcomes.length, failed: readFailures.map((o) => ({ step: o.step, problem: o.problem ?? '' })) },
      listings: watchers.length,
      truthAfterKillMs,
      truthAfterRestart: final.at !== null,
      contested: { capacity: contested.capacity, takenMost, takenAtEnd: contested.taken, quantityEach, customers: customers.length },
      oversold,
      passedOn,
      failedAtNginx: log.slice(loadStart).filter((e) => e.status >= 500).map((e) => ({ request: e.request.slice(0, 60), status: e.status })),
      split: [
        { window: 'both running, before the kill', killed: answeredBy(log.slice(loadStart, atKill), killed.port), other: answeredBy(log.slice(loadStart, atKill), other.port) },
        { window: 'resort-api killed', killed: null, other: answeredBy(log.slice(atKill, atRestart), other.port) },
        { window: 'resort-api back', killed: back, other: answeredBy(after, other.port) },
      ],
      secondsUntilTrafficReturned: returnedAt === null ? null : Math.round((returnedAt - readyAt) / 100) / 10,
    };
  } finally {
    sampling = false;
    await sampler.catch(() => undefined);
    await holders.stop();
    await load.stop();
    await Promise.all(watchers.map((watcher) => watcher.dispose().catch(() => undefined)));
    await dispatcher.close();
    await truth.close();
  }
}
