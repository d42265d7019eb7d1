import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Agent, request } from 'undici';
import { startService, stopAll, TSX_LOADER, waitUntilReady, type Service } from '../lib/processes.ts';
import { serverArgs } from './servers.ts';
import { SERVER_NODE_FLAGS } from '../lib/server-flags.ts';
import { figuresOf, timedLoads } from './measure.ts';
import type { BenchPage } from './pages.ts';
import { startPeer } from './peer.ts';
import { cpuMs, peakRssMiB } from './process-stats.ts';
import { replayControl } from './replay-proxy.ts';

/**
 * The gateway against the old site's direct calls and against the peer (Hive Gateway over Mesh),
 * with resort-api's answers replayed from memory after a fixed delay, so that the upstream is
 * never the bottleneck: at 1 and 10 connections, pages/s, p50, p99, CPU per page and peak RSS, and
 * the two gateways without a cache at 64 connections, where each is held by its own CPU (throughput);
 * a persisted `{ __typename }` against a node:http hello world; upstream calls per page with the
 * public cache off and over a 100-page browsing session with it on, counted at the replaying proxy.
 */
const DELAY_MS = Number(process.env['BENCH_REPLAY_DELAY_MS'] ?? 20);
/** Page loads per row at 10 connections. */
const REQUESTS = Number(process.env['BENCH_REPLAY_REQUESTS'] ?? 2000);
/**
 * Page loads per row at one connection: half as many (at least 1,000), so that its p99 is the
 * tenth-slowest page, not the second-slowest of 200, which one garbage collection decides.
 */
const ONE_CONNECTION_LOADS = Math.max(1000, REQUESTS / 2);
const PEER = process.env['BENCH_PEER'] === '1';
const PORTS = { proxy: 4611, uncached: 4612, cached: 4613, hello: 4614, peer: 4615, counted: 4616, bff: 4617, yogaFloor: 4618 };
const TRIVIAL = '{ __typename }';
/** Connections that keep either gateway busy all the time (see the saturated rows). */
const SATURATED = 64;

export interface ReplayedRow {
  name: string;
  connections: number;
  pagesPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Service CPU time (user + system) per page, ms; null where the service is not ours to measure. */
  cpuMsPerPage: number | null;
  peakRssMiB: number | null;
}

export interface Goal {
  what: string;
  value: number;
  goal: string;
  met: boolean;
}

export interface ReplayedFigures {
  delayMs: number;
  rows: ReplayedRow[];
  trivialVsHelloWorld: {
    trivialPerSecond: number;
    helloWorldPerSecond: number;
    ratio: number;
    cpuMsPerTrivial: number;
    /** graphql-yoga alone (yoga-floor.ts): what the gateway's pipeline cannot go below. */
    yogaFloorPerSecond: number;
    yogaFloorCpuMs: number;
  };
  callsPerPage: { page: string; oldSite: number; gatewayCacheOff: number; paths: string[] }[];
  session: { pageViews: number; oldSiteCalls: number; gatewayCalls: number; ratio: number };
  /** Pages/s of the gateway (cache off) ÷ Hive Gateway's at 10 connections, where the delay caps both. */
  atTenConnections: { gatewayOverHive: number } | null;
  goals: Goal[];
}

interface Target {
  name: string;
  pid: number | null;
  once: () => Promise<void>;
  /**
   * How many times the page loads of a row this way gets: a way that answers in a fraction of a
   * millisecond needs more of them to run for seconds, past V8's warm-up, like the others do.
   */
  scale?: number;
  /** Loaded at SATURATED connections too: the ways compared for throughput. */
  saturate?: boolean;
}

const agent = new Agent({ connections: SATURATED * 2, keepAliveTimeout: 30_000 });

async function expectOk(url: string, init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string }) {
  const answer = await request(url, { dispatcher: agent, ...init });
  // A browser's answer comes compressed: decoded, as the browser does, before it is checked.
  const bytes = Buffer.from(await answer.body.arrayBuffer());
  const decode = { br: brotliDecompressSync, gzip: gunzipSync }[String(answer.headers['content-encoding'])] ?? ((raw: Buffer) => raw);
  const text = decode(bytes).toString('utf8');
  if (answer.statusCode !== 200 || text.includes('"errors"')) throw new Error(`${url} answered ${answer.statusCode}: ${text.slice(0, 300)}`);
}

/** The website's persisted read sent by POST, as a mutation or a read too long for an address would be. */
function persistedPost(url: string, operation: { id: string; name: string }) {
  const body = JSON.stringify({ operationName: operation.name, variables: {}, extensions: { persistedQuery: { version: 1, sha256Hash: operation.id } } });
  return () =>
    expectOk(`${url}graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', 'accept-language': 'pt', 'x-estancia-client': 'web' },
      body,
    });
}

/** A persisted read as the website sends it: GET, the operation in the address (client/src/relay/network.ts). */
function persistedRequest(url: string, operation: { id: string; name?: string }, variables: Record<string, unknown> = {}, extraHeaders: Record<string, string> = {}) {
  const search = new URLSearchParams({
    ...(operation.name ? { operationName: operation.name } : {}),
    variables: JSON.stringify(variables),
    extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: operation.id } }),
  });
  return () =>
    expectOk(`${url}graphql?${search}`, {
      method: 'GET',
      headers: { accept: 'application/graphql-response+json, application/json', 'accept-language': 'pt', 'x-estancia-client': 'web', ...extraHeaders },
    });
}

/**
 * Slices each row's page loads are cut into. The rows a goal compares are measured side by side:
 * slice by slice in turn (the order reversed every other slice), not one row after the other. On
 * this shared machine the speed of the same code drifts by a third over minutes (a hello world
 * served 15,000 to 26,000 requests a second in runs an hour apart), and rows measured minutes
 * apart compared that drift more than the ways.
 */
const SLICES = 10;

/** A tenth as many loads as a row measures (at least 1,000, ten at a time), unmeasured. */
async function warm(target: Target, requests: number): Promise<void> {
  // So the code measured (and its CPU) is what V8 has optimised: the steady state of a server
  // that has been taking traffic. After only 200 loads a gateway still spent about 3 ms of CPU
  // per page at one connection, not the 1.8 ms it settles at; the peer gets the same.
  let warmup = Math.max(1000, Math.round(requests / 10));
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (warmup-- > 0) await target.once();
    }),
  );
}

/** The targets' rows at `connections`, each with `requestsOf(target)` page loads, measured side by side. */
async function rowsSideBySide(targets: Target[], connections: number, requestsOf: (target: Target) => number): Promise<ReplayedRow[]> {
  for (const target of targets) await warm(target, requestsOf(target));
  const runs = targets.map((target) => ({ target, latencies: [] as number[], seconds: 0, cpu: 0 }));
  for (let slice = 0; slice < SLICES; slice++) {
    for (const run of slice % 2 === 0 ? runs : [...runs].reverse()) {
      const { target } = run;
      const cpuBefore = target.pid ? cpuMs(target.pid) : 0;
      const { latencies, seconds } = await timedLoads(target.once, Math.ceil(requestsOf(target) / SLICES), connections);
      if (target.pid) run.cpu += cpuMs(target.pid) - cpuBefore;
      run.latencies.push(...latencies);
      run.seconds += seconds;
    }
  }
  return runs.map(({ target, latencies, seconds, cpu }) => {
    const figures = figuresOf(target.name, latencies, seconds, { concurrency: connections, httpCallsPerPage: 1 });
    return {
      name: target.name,
      connections,
      pagesPerSecond: figures.requestsPerSecond,
      p50Ms: figures.p50Ms,
      p99Ms: figures.p99Ms,
      cpuMsPerPage: target.pid ? Number((cpu / figures.requests).toFixed(2)) : null,
      peakRssMiB: target.pid ? peakRssMiB(target.pid) : null,
    };
  });
}

export async function measureReplayed(options: {
  root: string;
  apiUrl: string;
  token: string;
  home: { id: string; name: string };
  pages: BenchPage[];
  env: NodeJS.ProcessEnv;
}): Promise<ReplayedFigures> {
  const { root, apiUrl, env } = options;
  const services: Service[] = [];
  const pidOf = (service: Service) => service.child.pid ?? null;
  // The website's persisted operations plus the trivial one, for the per-request floor.
  const trivialId = createHash('sha256').update(TRIVIAL).digest('hex');
  const persistedFile = join(mkdtempSync(join(tmpdir(), 'estancia-bench-ops-')), 'persisted-operations.json');
  const website = JSON.parse(readFileSync(`${root}client/persisted-operations.json`, 'utf8')) as Record<string, string>;
  writeFileSync(persistedFile, JSON.stringify({ ...website, [trivialId]: TRIVIAL }));

  const proxyUrl = `http://127.0.0.1:${PORTS.proxy}/`;
  const replay = replayControl(proxyUrl);
  const sessionSecret = randomBytes(32).toString('hex');
  const startGateway = async (port: number, cacheSeconds: number) => {
    const gateway = startService(`gateway:${port}`, serverArgs('gateway'), {
      ...env,
      PORT: String(port),
      RESORT_API_URL: proxyUrl,
      PUBLIC_CACHE_SECONDS: String(cacheSeconds),
      PERSISTED_OPERATIONS_FILE: persistedFile,
      // As production runs it (Dockerfile): graphql-js skips its development-only checks, and the
      // gateway starts only with secrets of its own (the caller's env brings the site token).
      NODE_ENV: 'production',
      SESSION_SECRET: sessionSecret,
    });
    services.push(gateway);
    await waitUntilReady(`http://127.0.0.1:${port}/health/ready`, gateway);
    return gateway;
  };

  try {
    const proxy = startService('replay', ['--import', TSX_LOADER, `${root}scripts/bench/replay-proxy.ts`], {
      ...env,
      REPLAY_TARGET: apiUrl,
      REPLAY_DELAY_MS: String(DELAY_MS),
      REPLAY_PORT: String(PORTS.proxy),
    });
    services.push(proxy);
    await waitUntilReady(`${proxyUrl}__replay/calls`, proxy);
    const hello = startService('hello', ['--import', TSX_LOADER, `${root}scripts/bench/hello-world.ts`], { ...env, HELLO_PORT: String(PORTS.hello) });
    services.push(hello);
    await waitUntilReady(`http://127.0.0.1:${PORTS.hello}/`, hello);
    // With the gateway's Node flags and NODE_ENV, so the two differ only by what the gateway adds.
    const yogaFloor = startService('yoga-floor', [...SERVER_NODE_FLAGS.gateway, '--import', TSX_LOADER, `${root}scripts/bench/yoga-floor.ts`], {
      ...env,
      NODE_ENV: 'production',
      YOGA_FLOOR_PORT: String(PORTS.yogaFloor),
    });
    services.push(yogaFloor);
    const floorUrl = `http://127.0.0.1:${PORTS.yogaFloor}/graphql?query=${encodeURIComponent(TRIVIAL)}`;
    await waitUntilReady(floorUrl, yogaFloor);
    const uncached = await startGateway(PORTS.uncached, 0);
    const cached = await startGateway(PORTS.cached, 30);

    const auth = { authorization: `Bearer ${options.token}` };
    const homeCalls = options.pages[0]?.oldSite.map((path) => path.replace('{c}', 'estancia')) ?? [];
    const bff = startService('bff', ['--import', TSX_LOADER, `${root}scripts/bench/bff.ts`], {
      ...env,
      BFF_PORT: String(PORTS.bff),
      BFF_UPSTREAM: proxyUrl,
      BFF_TOKEN: options.token,
      BFF_PATHS: homeCalls.join(','),
    });
    services.push(bff);
    await waitUntilReady(`http://127.0.0.1:${PORTS.bff}/`, bff);
    const targets: Target[] = [
      {
        name: 'old site: five REST calls in parallel',
        pid: null,
        once: () => Promise.all(homeCalls.map((path) => expectOk(`${proxyUrl}${path}`, { headers: auth }))).then(() => undefined),
      },
      { name: 'limit: hand-written backend-for-frontend', pid: pidOf(bff), once: () => expectOk(`http://127.0.0.1:${PORTS.bff}/`, {}), saturate: true },
      { name: 'gateway, public cache off', pid: pidOf(uncached), once: persistedRequest(`http://127.0.0.1:${PORTS.uncached}/`, options.home), saturate: true },
      { name: 'gateway by POST, public cache off', pid: pidOf(uncached), once: persistedPost(`http://127.0.0.1:${PORTS.uncached}/`, options.home), saturate: true },
      { name: 'gateway, public cache on', pid: pidOf(cached), once: persistedRequest(`http://127.0.0.1:${PORTS.cached}/`, options.home), scale: 10 },
      // What a browser's hit costs: it asks for a compressed answer (response-cache/encoded-answers.ts).
      {
        name: 'browser (br): gateway, public cache on',
        pid: pidOf(cached),
        once: persistedRequest(`http://127.0.0.1:${PORTS.cached}/`, options.home, {}, { 'accept-encoding': 'gzip, deflate, br' }),
        scale: 10,
      },
    ];
    if (PEER) {
      const peer = await startPeer({ openApiUrl: `${apiUrl}openapi.json`, upstreamUrl: proxyUrl, token: options.token, port: PORTS.peer, env });
      services.push(peer.service);
      const body = JSON.stringify({ query: peer.query });
      targets.push({
        name: 'Hive Gateway + GraphQL Mesh (OpenAPI)',
        pid: pidOf(peer.service),
        once: () => expectOk(`${peer.url}graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body }),
        saturate: true,
      });
    }
    // Each way once, so every upstream answer is recorded before anything is timed.
    for (const target of targets) await target.once();

    const rows: ReplayedRow[] = [];
    for (const connections of [1, 10]) {
      rows.push(...(await rowsSideBySide(targets, connections, (target) => (target.scale ?? 1) * (connections === 1 ? ONE_CONNECTION_LOADS : REQUESTS))));
    }
    // Throughput is what a gateway serves once it is the bottleneck. At 10 connections a page
    // cannot take less than the upstream's delay, so no way can pass 10 ÷ delay pages/s (500 at
    // 20 ms) and the row measures latency more than capacity: the two gateways without a cache
    // are also loaded with SATURATED connections, where each is held by its own CPU.
    rows.push(...(await rowsSideBySide(targets.filter((t) => t.saturate), SATURATED, () => REQUESTS)));

    const [trivial, helloWorld, floor] = await rowsSideBySide(
      [
        { name: 'gateway: persisted { __typename }', pid: pidOf(uncached), once: persistedRequest(`http://127.0.0.1:${PORTS.uncached}/`, { id: trivialId }) },
        { name: 'node:http hello world', pid: pidOf(hello), once: () => expectOk(`http://127.0.0.1:${PORTS.hello}/`, {}) },
        { name: 'graphql-yoga alone: { __typename }', pid: pidOf(yogaFloor), once: () => expectOk(floorUrl, { headers: { accept: 'application/graphql-response+json, application/json' } }) },
      ],
      10,
      () => REQUESTS * 10,
    );
    if (!trivial || !helloWorld || !floor) throw new Error('the per-request rows were not measured');
    // The measured services go before counting, so none of their background reads is counted.
    await stopAll(services.splice(1));

    const callsPerPage: ReplayedFigures['callsPerPage'] = [];
    await startGateway(PORTS.counted, 0);
    for (const page of options.pages) {
      await replay.reset();
      await persistedRequest(`http://127.0.0.1:${PORTS.counted}/`, page.operation, page.variables)();
      const paths = await replay.calls();
      callsPerPage.push({ page: page.page, oldSite: page.oldSite.length, gatewayCacheOff: paths.length, paths: paths.sort() });
    }
    await stopAll(services.splice(1));

    // A browsing session: 100 page views over the content pages, in turn, on a gateway that just
    // started with the public cache on; every call it makes is counted, its start-up reads too.
    await replay.reset();
    const browsing = await startGateway(PORTS.counted, 30);
    let oldSiteCalls = 0;
    for (let view = 0; view < 100; view++) {
      const page = options.pages[view % options.pages.length];
      if (!page) break;
      oldSiteCalls += page.oldSite.length;
      await persistedRequest(`http://127.0.0.1:${PORTS.counted}/`, page.operation, page.variables)();
    }
    const gatewayCalls = (await replay.calls()).length;
    await stopAll([browsing]);
    services.splice(services.indexOf(browsing), 1);

    const find = (name: string, connections: number) => rows.find((r) => r.name.startsWith(name) && r.connections === connections);
    const goals: Goal[] = [];
    const goal = (what: string, value: number | undefined, target: string, met: (v: number) => boolean) => {
      if (value !== undefined && Number.isFinite(value)) goals.push({ what, value: Number(value.toFixed(2)), goal: target, met: met(value) });
    };
    const direct1 = find('old site', 1);
    const direct10 = find('old site', 10);
    const off1 = find('gateway, public cache off', 1);
    const off10 = find('gateway, public cache off', 10);
    const on10 = find('gateway, public cache on', 10);
    const peer10 = find('Hive', 10);
    // Peak RSS under the goal's load, 1 and 10 connections; the saturated rows print their own.
    const rssOf = (name: string) => Math.max(...rows.filter((r) => r.name.startsWith(name) && r.connections <= 10).map((r) => r.peakRssMiB ?? 0));
    const peerRss = rssOf('Hive');
    const ourRss = rssOf('gateway, public cache off');
    const offSaturated = find('gateway, public cache off', SATURATED);
    const postSaturated = find('gateway by POST', SATURATED);
    const peerSaturated = find('Hive', SATURATED);
    const limitSaturated = find('limit:', SATURATED);
    if (peerSaturated && offSaturated) {
      goal(`pages/s, gateway (cache off) ÷ Hive Gateway, ${SATURATED} connections (each held by its CPU)`, offSaturated.pagesPerSecond / peerSaturated.pagesPerSecond, '≥ 6.0', (v) => v >= 6);
    }
    if (limitSaturated && offSaturated) {
      goal(`pages/s, gateway (cache off, GET) ÷ hand-written backend-for-frontend, ${SATURATED} connections`, offSaturated.pagesPerSecond / limitSaturated.pagesPerSecond, '≥ 0.75', (v) => v >= 0.75);
    }
    if (limitSaturated && postSaturated) {
      goal(`pages/s, gateway (cache off, POST) ÷ hand-written backend-for-frontend, ${SATURATED} connections`, postSaturated.pagesPerSecond / limitSaturated.pagesPerSecond, '≥ 0.75', (v) => v >= 0.75);
    }
    if (direct1 && off1) {
      goal('p50, gateway (cache off) ÷ direct calls, 1 connection', off1.p50Ms / direct1.p50Ms, '≤ 1.10', (v) => v <= 1.1);
      goal('p99, gateway (cache off) ÷ direct calls, 1 connection', off1.p99Ms / direct1.p99Ms, '≤ 1.25', (v) => v <= 1.25);
    }
    if (direct10 && off10) goal('p50, gateway (cache off) ÷ direct calls, 10 connections', off10.p50Ms / direct10.p50Ms, '≤ 1.25', (v) => v <= 1.25);
    if (peerRss > 0) goal('peak RSS, gateway ÷ Hive Gateway, 1 and 10 connections', ourRss / peerRss, '≤ 0.4', (v) => v <= 0.4);
    if (on10 && off10) goal('pages/s, cache hit ÷ miss, 10 connections', on10.pagesPerSecond / off10.pagesPerSecond, '≥ 20', (v) => v >= 20);
    goal('req/s, persisted { __typename } ÷ node:http hello world', trivial.pagesPerSecond / helloWorld.pagesPerSecond, '≥ 0.5', (v) => v >= 0.5);
    goal('CPU per uncached home page, ms', off10?.cpuMsPerPage ?? Number.NaN, '< 1.5', (v) => v < 1.5);
    goal('upstream calls, 100-page session (cache on) ÷ old site', gatewayCalls / oldSiteCalls, '≤ 0.10', (v) => v <= 0.1);
    goal('content pages with more upstream calls than the old site (cache off)', callsPerPage.filter((p) => p.gatewayCacheOff > p.oldSite).length, '0', (v) => v === 0);

    return {
      delayMs: DELAY_MS,
      rows,
      trivialVsHelloWorld: {
        trivialPerSecond: trivial.pagesPerSecond,
        helloWorldPerSecond: helloWorld.pagesPerSecond,
        ratio: Number((trivial.pagesPerSecond / helloWorld.pagesPerSecond).toFixed(2)),
        cpuMsPerTrivial: trivial.cpuMsPerPage ?? 0,
        yogaFloorPerSecond: floor.pagesPerSecond,
        yogaFloorCpuMs: floor.cpuMsPerPage ?? 0,
      },
      callsPerPage,
      session: { pageViews: 100, oldSiteCalls, gatewayCalls, ratio: Number((gatewayCalls / oldSiteCalls).toFixed(3)) },
      atTenConnections: peer10 && off10 ? { gatewayOverHive: Number((off10.pagesPerSecond / peer10.pagesPerSecond).toFixed(2)) } : null,
      goals,
    };
  } finally {
    await stopAll(services);
  }
}

/** The section's tables, as `npm run bench` prints them. */
export function printReplayed(figures: ReplayedFigures): void {
  console.log(`\nHome page data, resort API replayed from memory after ${figures.delayMs} ms\n`);
  console.log('| way | connections | pages/s | p50 ms | p99 ms | CPU ms per page | peak RSS MiB |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of figures.rows) console.log(`| ${r.name} | ${r.connections} | ${r.pagesPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.cpuMsPerPage ?? '—'} | ${r.peakRssMiB ?? '—'} |`);
  const t = figures.trivialVsHelloWorld;
  console.log(`\nPersisted { __typename }: ${t.trivialPerSecond} req/s (${t.cpuMsPerTrivial} ms CPU each); node:http hello world: ${t.helloWorldPerSecond} req/s; ratio ${t.ratio}`);
  console.log(
    `graphql-yoga alone, no plugin: ${t.yogaFloorPerSecond} req/s (${t.yogaFloorCpuMs} ms CPU each), ${(t.yogaFloorPerSecond / t.helloWorldPerSecond).toFixed(2)} of the hello world; the gateway's persisted { __typename } is ${(t.trivialPerSecond / t.yogaFloorPerSecond).toFixed(2)} of it`,
  );
  console.log('\nUpstream calls per page, public cache off, counted at the replaying proxy\n');
  console.log('| page | old site | gateway | gateway calls |');
  console.log('|---|---|---|---|');
  for (const p of figures.callsPerPage) console.log(`| ${p.page} | ${p.oldSite} | ${p.gatewayCacheOff} | ${p.paths.join(' ')} |`);
  const s = figures.session;
  console.log(`\n${s.pageViews}-page browsing session, public cache on: ${s.gatewayCalls} upstream calls against the old site's ${s.oldSiteCalls} (${(s.ratio * 100).toFixed(1)}%)`);
  console.log('\n| goal | value | target | met |');
  console.log('|---|---|---|---|');
  for (const g of figures.goals) console.log(`| ${g.what} | ${g.value} | ${g.goal} | ${g.met ? 'yes' : 'NO'} |`);
  if (figures.atTenConnections) {
    console.log(`\nAt 10 connections, where the upstream delay caps every way at ${Math.round(10_000 / figures.delayMs)} pages/s: gateway (cache off) ÷ Hive Gateway = ${figures.atTenConnections.gatewayOverHive}`);
  }
}
