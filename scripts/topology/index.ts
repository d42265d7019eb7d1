/**
 * `npm run test:topology`: docker-compose.yml's production topology, run for real without
 * containers (stack.ts): nginx with deploy/nginx.conf in front of two compiled gateway replicas
 * and of two resort-api processes, Redis and PostgreSQL. Then, with visitors and signed-in
 * customers browsing through nginx and booking pages open on graphql-ws:
 *   - a request's X-Forwarded-For is believed only from nginx: through nginx the gateway sees the
 *     caller's own address whatever it forges; straight to a replica, the socket's;
 *   - one replica is killed (SIGKILL): no request fails but those in flight on it at that moment,
 *     signed-in customers stay signed in on the other, and every open page's subscription
 *     delivers a seat change made just after the kill (its socket reconnects through nginx);
 *   - the replica starts again, and traffic returns to it (the replicas' own /metrics).
 * Then one of resort-api's two processes is killed the same way, with customers holding seats
 * (api-kill.ts): holds in flight on it fail with a code, reads do not fail, every open listing
 * shows what PostgreSQL has within 15 s, nothing is oversold, and traffic returns after its restart.
 * Prints the figures, exits non-zero when a check fails, and stops everything it started, on
 * Ctrl-C too. Not part of `npm test`: it needs nginx (installed when run as root) and two minutes.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Agent } from 'undici';
import { run } from '../lib/processes.ts';
import { Cleanups } from './cleanups.ts';
import { addressSeen } from './forwarded.ts';
import { browsingClients, dataOf, type ServicePage } from './browsing.ts';
import { Load, type Outcome } from './load.ts';
import { answeredBy } from './metrics.ts';
import { accessLog, ensureNginx } from './nginx.ts';
import { apiKillScenario } from './api-kill.ts';
import { printReport, type Check, type Figures } from './report.ts';
import { startStack, type Stack } from './stack.ts';
import { openWatcher, waitForAnswers, type Watcher } from './watchers.ts';
import { send, signIn, websiteOperation, type Visit } from './website.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
/** The spa circuit: the booking page the watchers have open (seeded, 12 seats a slot). */
const SERVICE = 41;
const maria = { username: 'cliente@estancia.pt', password: 'Cliente#2026' };
const joao = { username: 'joao@estancia.pt', password: 'Joao#2026' };
/** The signed-in customers of the load: two accounts, one of them signed in from two browsers. */
const SIGN_INS = [maria, joao, maria];
const BEFORE_KILL_MS = 5000;
const DOWN_MS = 8000;
const AFTER_RETURN_MS = 6000;
const RESUME_TIMEOUT_MS = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => Math.round(ms / 100) / 10;

/** A resort day (Europe/Lisbon) `offset` days from today, YYYY-MM-DD. */
const resortDay = (offset: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon' }).format(Date.now() + offset * 86_400_000);

const op = (name: string) => websiteOperation(root, name);
const operations = {
  login: op('LoginFormMutation'),
  home: op('HomePageQuery'),
  service: op('ServicePageQuery'),
  profile: op('ProfilePageQuery'),
  seats: op('SlotListAvailabilitySubscription'),
  hold: op('useHoldMutationsHoldMutation'),
  release: op('useHoldMutationsReleaseMutation'),
};

async function scenario(stack: Stack, dir: string, checks: Check[]): Promise<Figures> {
  const check = (name: string, ok: boolean, detail = '') => checks.push({ name, ok, detail });
  const [killed, other] = stack.replicas;
  const dispatcher = new Agent({ connections: 64, keepAliveTimeout: 10_000 });
  const visitor: Visit = { site: stack.site, dispatcher, cookie: null };

  // X-Forwarded-For: a caller on 127.0.0.3 forges one through nginx; one on 127.0.0.2 goes
  // straight to a replica with another. nginx itself reaches the replicas from 127.0.0.1.
  const replicaChildren = stack.replicas.flatMap((replica) => (replica.child ? [replica.child] : []));
  const throughNginx = await addressSeen({ site: stack.site, localAddress: '127.0.0.3', forwardedFor: '203.0.113.7', login: operations.login, replicas: replicaChildren });
  check('through nginx, the gateway sees the caller’s address, not the X-Forwarded-For it forged', throughNginx === '127.0.0.3', `saw ${throughNginx}`);
  const direct = await addressSeen({ site: other.url, localAddress: '127.0.0.2', forwardedFor: '203.0.113.8', login: operations.login, replicas: replicaChildren });
  check('straight to a replica, a forged X-Forwarded-For is not believed', direct === '127.0.0.2', `saw ${direct}`);

  const date = resortDay(2);
  const pageVariables = { databaseId: SERVICE, date, from: date, to: resortDay(40) };
  const service = dataOf<ServicePage>((await send(visitor, operations.service, pageVariables, 'GET')).body).service;
  const slot = service?.slots[0];
  if (!service || !slot) throw new Error(`service ${SERVICE} has no slot on ${date}`);

  // Signed in through nginx with the website's mutation; each keeps its session cookie.
  const customers: Array<{ name: string; cookie: string }> = [];
  for (const [index, account] of SIGN_INS.entries()) {
    customers.push({ name: `customer-${index + 1}`, cookie: await signIn(visitor, operations.login, account.username, account.password) });
  }

  // Booking pages open through nginx: four visitors' and two customers'.
  const watchers: Watcher[] = [null, null, null, null, customers[0]?.cookie ?? null, customers[1]?.cookie ?? null].map((cookie, index) =>
    openWatcher({ name: `page-${index + 1}`, site: stack.site, cookie, operation: operations.seats, serviceId: service.id, date, slotId: slot.id }),
  );
  const load = new Load(20);
  try {
    const unopened = await waitForAnswers(watchers, (seats) => seats.remaining === slot.remaining, 20_000);
    const refused = watchers.find((watcher) => watcher.failure !== null);
    check('the booking pages’ subscriptions open through nginx (WebSocket upgrade)', unopened.length === 0, refused?.failure ?? (unopened.length ? `${unopened.length} never answered` : ''));
    if (unopened.length) throw new Error('the subscriptions did not open through nginx; nothing after this can be measured');

    const clients = browsingClients({ visitors: 6, visit: visitor, customers, operations, servicePage: pageVariables });
    const counts = async () => Promise.all([answeredBy(killed.url, stack.metricsToken), answeredBy(other.url, stack.metricsToken)]);
    const sentBetween = (from: number, to: number) => load.outcomes.filter((outcome) => outcome.startedAt >= from && outcome.startedAt < to).length;

    const loadStartedAt = performance.now();
    const atStart = await counts();
    load.start(clients);
    await sleep(BEFORE_KILL_MS);
    const beforeKill = await counts();

    // The kill. Until the process is gone the kernel still accepts connections for it, so a
    // request in flight on it is one under way at some moment between the signal and its exit.
    const killAt = performance.now();
    killed.child?.process.kill('SIGKILL');
    await killed.child?.exited;
    const diedAt = performance.now();
    const diedAfterMs = Math.round(diedAt - killAt);
    const inFlightAtKill = (outcome: Outcome) => outcome.startedAt < diedAt && outcome.endedAt > killAt;
    // A seat changes at once, through nginx, as a customer's click does.
    const customer: Visit = { ...visitor, cookie: customers[0]?.cookie ?? null };
    const held = dataOf<{ holdSlot: { cart: { lines: Array<{ id: string; slot: { id: string } | null }> } | null; userErrors: unknown[] } }>(
      (await send(customer, operations.hold, { input: { slotId: slot.id, quantity: 1 } }, 'POST')).body,
    ).holdSlot;
    if (held.userErrors.length) throw new Error(`the hold was refused: ${JSON.stringify(held.userErrors)}`);
    const heldAfterMs = Math.round(performance.now() - killAt);
    const holdId = held.cart?.lines.find((line) => line.slot?.id === slot.id)?.id;
    const late = await waitForAnswers(watchers, (seats) => seats.at >= killAt && seats.remaining === slot.remaining - 1, RESUME_TIMEOUT_MS);
    const subscriptions = watchers.map((watcher) => {
      const answer = watcher.answers.find((seats) => seats.at >= killAt && seats.remaining === slot.remaining - 1);
      const reconnected = watcher.connectedAt.find((at) => at >= killAt);
      const resumed = reconnected === undefined ? undefined : watcher.answers.find((seats) => seats.at >= reconnected);
      return {
        name: watcher.name,
        onKilledReplica: watcher.closedAt.some((at) => at >= killAt),
        reconnectedAfterMs: reconnected === undefined ? null : Math.round(reconnected - killAt),
        resumedAfterMs: resumed === undefined ? null : Math.round(resumed.at - killAt),
        deliveredAfterMs: answer ? Math.round(answer.at - killAt) : null,
      };
    });
    const broken = watchers.find((watcher) => watcher.failure !== null);
    check(
      'every open booking page delivers the seat change made after the kill',
      late.length === 0 && !broken,
      broken ? `${broken.name}: ${broken.failure}` : late.length ? `${late.map((w) => w.name).join(', ')} did not within ${RESUME_TIMEOUT_MS / 1000} s` : '',
    );
    const moved = subscriptions.filter((s) => s.onKilledReplica).length;
    check('some of the subscriptions were on the killed replica and reconnected to the other', moved > 0 && moved < watchers.length, `${moved} of ${watchers.length}`);

    const downUntil = killAt + DOWN_MS;
    await sleep(Math.max(0, downUntil - performance.now()));
    const beforeRestart = await counts();
    const restartAt = performance.now();
    await stack.restart(killed);
    const readyAt = performance.now();
    const [baseline] = await counts();
    let returnedAt: number | null = null;
    while (performance.now() - readyAt < 30_000) {
      const [now] = await counts();
      if (now !== null && baseline !== null && now > baseline) {
        returnedAt = performance.now();
        break;
      }
      await sleep(250);
    }
    const afterFrom = await counts();
    const afterFromAt = performance.now();
    await sleep(AFTER_RETURN_MS);
    const afterTo = await counts();
    const afterToAt = performance.now();
    await load.stop();

    if (holdId) await send(customer, operations.release, { input: { holdId } }, 'POST');

    const delta = (to: number | null | undefined, from: number | null | undefined) => (to === null || to === undefined || from === null || from === undefined ? null : to - from);
    const failures = load.outcomes.filter((outcome) => outcome.problem !== null);
    const inFlight = load.outcomes.filter(inFlightAtKill);
    const unexpected = failures.filter((outcome) => !inFlightAtKill(outcome));
    check(
      'no request fails but those in flight on the killed replica',
      unexpected.length === 0,
      unexpected.length ? unexpected.slice(0, 5).map((o) => `${o.client} ${o.step} at ${seconds(o.startedAt - killAt)} s: ${o.problem}`).join('; ') : `${failures.length} of ${inFlight.length} in flight failed`,
    );
    const signedIn = load.outcomes.filter((outcome) => outcome.client.startsWith('customer') && outcome.startedAt > killAt);
    check('signed-in customers stay signed in after the kill', signedIn.length > 0 && signedIn.every((outcome) => outcome.problem === null), `${signedIn.length} signed-in requests after the kill`);
    const back = delta(afterTo[0], afterFrom[0]);
    const backOther = delta(afterTo[1], afterFrom[1]);
    const share = back !== null && backOther !== null && back + backOther > 0 ? back / (back + backOther) : 0;
    check('traffic returns to the restarted replica', returnedAt !== null && share >= 0.25, `${Math.round(share * 100)} % of the requests after it was back`);

    // nginx's own account: which replica each request it could not answer had reached.
    // The public server's entries: the internal one's are resort-api's, not the replicas'.
    const entries = accessLog(dir).filter((entry) => entry.serverPort === Number(new URL(stack.site).port));
    const killedAddress = `127.0.0.1:${killed.port}`;
    const failedAtNginx = entries.filter((entry) => entry.status >= 500);
    check(
      'every request nginx could not answer had reached the killed replica',
      failedAtNginx.every((entry) => entry.upstreams.at(-1) === killedAddress),
      failedAtNginx.map((entry) => `${entry.status} from ${entry.upstreams.join(' then ') || 'no replica'}`).join('; '),
    );

    const figures: Figures = {
      requestsSent: load.outcomes.length,
      requestsSentGet: load.outcomes.filter((o) => o.method === 'GET').length,
      requestsSentPost: load.outcomes.filter((o) => o.method === 'POST').length,
      inFlightAtKill: inFlight.length,
      diedAfterMs,
      failedDuringKill: failures.map((o) => ({ method: o.method, step: o.step, problem: o.problem ?? '' })),
      seatChangedAfterMs: heldAfterMs,
      passedOn: entries.filter((entry) => entry.upstreams.length > 1).length,
      upgrades: entries.filter((entry) => entry.status === 101).length,
      subscriptions,
      split: [
        { window: 'both running, before the kill', seconds: seconds(killAt - loadStartedAt), sent: sentBetween(loadStartedAt, killAt), killed: delta(beforeKill[0], atStart[0]), other: delta(beforeKill[1], atStart[1]) },
        { window: 'gateway-1 killed', seconds: seconds(restartAt - killAt), sent: sentBetween(killAt, restartAt), killed: null, other: delta(beforeRestart[1], beforeKill[1]) },
        { window: 'gateway-1 back', seconds: seconds(afterToAt - afterFromAt), sent: sentBetween(afterFromAt, afterToAt), killed: back, other: backOther },
      ],
      secondsUntilTrafficReturned: returnedAt === null ? null : seconds(returnedAt - readyAt),
      forwarded: { throughNginx, direct },
    };
    return figures;
  } finally {
    await load.stop();
    await Promise.all(watchers.map((watcher) => watcher.dispose().catch(() => undefined)));
    await dispatcher.close();
  }
}

const cleanups = new Cleanups();
const stop = () => cleanups.run();
// Ctrl-C reaches this process twice (from the terminal, and relayed by tsx): every signal after
// the first waits for the same cleanup instead of ending the process half-way through it.
let signalled = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (signalled) return;
    signalled = true;
    console.error(`\n${signal}: stopping every process the topology test started…`);
    void stop().finally(() => process.exit(130));
  });
}

let exitCode = 1;
const checks: Check[] = [];
try {
  ensureNginx();
  if ((await run('npm', ['run', 'build:servers', '--silent'], { cwd: root })) !== 0) throw new Error('npm run build:servers failed');
  const dir = mkdtempSync(join(tmpdir(), 'estancia-topology-'));
  console.log(`logs and nginx's files: ${dir}`);
  const stack = await startStack(root, dir, cleanups);
  const figures = await scenario(stack, dir, checks);
  const apiFigures = await apiKillScenario({ stack, dir, serviceId: SERVICE, accounts: [maria, joao], operations, checks });
  printReport(figures, apiFigures, checks, stack.overrides);
  exitCode = checks.every((c) => c.ok) ? 0 : 1;
} catch (error) {
  // Stopped by a signal, the services' ends are expected, not a finding of the run.
  if (!signalled) {
    for (const check of checks) console.log(`  ${check.ok ? '✔' : '✖'} ${check.name}${check.detail ? ` — ${check.detail}` : ''}`);
    console.error(`\n✖ ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }
} finally {
  await stop();
}
process.exit(exitCode);
