/**
 * A one-minute look at what one GraphQL request costs the gateway, for work on its pipeline
 * (app.ts) between full `npm run bench` runs. It starts what the replayed section does
 * (replayed.ts): resort-api on an in-memory database, the replaying proxy answering after
 * BENCH_REPLAY_DELAY_MS (20 ms), the hand-written backend-for-frontend, and one gateway with the
 * public cache off, as production runs it (NODE_ENV=production) but from its sources under tsx,
 * so an edit is measured without a build. Then it loads, each for PROFILE_SECONDS (15) after a
 * warm-up:
 *   - the website's persisted home read by GET and by POST, and the limit, at 64 connections;
 *   - a persisted `{ __typename }` at 10 connections;
 *   - the GET and the old site's five direct calls at 1 connection, for the p50 ratio;
 * and prints pages/s, p50 and the gateway's CPU ms per page (from /proc, as the bench reads it).
 *
 * Run: `npx tsx scripts/bench/pipeline-profile.ts` (the client's persisted-operations.json must
 * exist: `npm run build`). Env PROFILE_SECONDS; PROFILE_ONLY (a comma-separated subset of get,
 * post, trivial, limit, latency); PROFILE_CPU=<dir> runs the gateway with `--cpu-prof` into that
 * directory (written when it stops) and prints its heaviest frames; PROFILE_SUMMARY=<file> only
 * prints those of a .cpuprofile written before; PROFILE_DIST=1 runs the compiled
 * gateway/dist/main.js and resort-api/dist/main.js (`npm run build:servers`) instead of the sources;
 * PROFILE_GATEWAY=<file> runs another gateway entry from its sources, for a before-and-after on the
 * same machine (`git archive HEAD gateway client/src/i18n | tar -x -C /tmp/before`, link
 * /tmp/before/node_modules and /tmp/before/gateway/node_modules to this checkout's, then
 * PROFILE_GATEWAY=/tmp/before/gateway/src/main.ts); PROFILE_NODE_FLAGS adds Node flags to the
 * gateway's (e.g. `--max-semi-space-size=32`).
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Agent, request } from 'undici';
import { z } from 'zod';
import { startService, stopAll, TSX_LOADER, waitUntilReady, type Service } from '../lib/processes.ts';
import { SERVER_NODE_FLAGS } from '../lib/server-flags.ts';
import { cpuMs } from './process-stats.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const SECONDS = Number(process.env['PROFILE_SECONDS'] ?? 15);
const ONLY = process.env['PROFILE_ONLY'] ? new Set(process.env['PROFILE_ONLY'].split(',')) : null;
const CPU_DIR = process.env['PROFILE_CPU'];
const TOKEN = 'bench-public-site-token';
const PORTS = { api: 4631, proxy: 4632, gateway: 4633, bff: 4634 };
const TRIVIAL = '{ __typename }';
const HOME_CALLS = ['web/content/type/estancia/banner', 'web/structure/estancia/1', 'web/content/estancia/149', 'web/content/estancia/94', 'web/content/type/estancia/testimony'];
const agent = new Agent({ connections: 128, keepAliveTimeout: 30_000 });

async function expectOk(url: string, init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string }) {
  const answer = await request(url, { dispatcher: agent, ...init });
  const text = await answer.body.text();
  if (answer.statusCode !== 200 || text.includes('"errors"')) throw new Error(`${url} answered ${answer.statusCode}: ${text.slice(0, 300)}`);
}

const WEB = { accept: 'application/graphql-response+json, application/json', 'accept-language': 'pt', 'x-estancia-client': 'web' };
const extensions = (id: string) => ({ persistedQuery: { version: 1, sha256Hash: id } });

function persistedGet(url: string, id: string, name?: string) {
  const search = new URLSearchParams({ ...(name ? { operationName: name } : {}), variables: '{}', extensions: JSON.stringify(extensions(id)) });
  return () => expectOk(`${url}graphql?${search}`, { headers: WEB });
}

function persistedPost(url: string, id: string, name: string) {
  const body = JSON.stringify({ operationName: name, variables: {}, extensions: extensions(id) });
  return () => expectOk(`${url}graphql`, { method: 'POST', headers: { ...WEB, 'content-type': 'application/json' }, body });
}

interface Row {
  name: string;
  connections: number;
  pagesPerSecond: number;
  p50Ms: number;
  cpuMsPerPage: number | null;
}

/** `once` at `connections` for SECONDS, after a third as long unmeasured. */
async function load(name: string, once: () => Promise<void>, connections: number, pid: number | null): Promise<Row> {
  const run = async (seconds: number) => {
    const latencies: number[] = [];
    const until = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < until) {
          const t0 = performance.now();
          await once();
          latencies.push(performance.now() - t0);
        }
      }),
    );
    return latencies;
  };
  await run(SECONDS / 3);
  const cpuBefore = pid ? cpuMs(pid) : 0;
  const started = performance.now();
  const latencies = await run(SECONDS);
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const row = {
    name,
    connections,
    pagesPerSecond: Math.round(latencies.length / elapsed),
    p50Ms: Number((latencies[Math.floor(latencies.length / 2)] ?? 0).toFixed(2)),
    cpuMsPerPage: pid ? Number(((cpuMs(pid) - cpuBefore) / latencies.length).toFixed(3)) : null,
  };
  console.log(`| ${row.name} | ${row.connections} | ${row.pagesPerSecond} | ${row.p50Ms} | ${row.cpuMsPerPage ?? '—'} |`);
  return row;
}

const frame = z.object({ functionName: z.string(), url: z.string(), lineNumber: z.number() });
const cpuProfile = z.object({
  nodes: z.array(z.object({ id: z.number(), callFrame: frame, children: z.array(z.number()).optional() })),
  samples: z.array(z.number()),
  timeDeltas: z.array(z.number()),
});

/**
 * The heaviest frames of a .cpuprofile: self time, and inclusive time (a frame counted once per
 * sample), over its last `lastSeconds` (the measured load, not the start-up), busy samples only.
 */
function summarize(file: string, lastSeconds: number): void {
  const profile = cpuProfile.parse(JSON.parse(readFileSync(file, 'utf8')));
  const at: number[] = [];
  let clock = 0;
  for (const delta of profile.timeDeltas) at.push((clock += delta));
  const from = clock - lastSeconds * 1e6;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const label = (id: number) => {
    const f = byId.get(id)?.callFrame;
    return f ? `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*node_modules\//, '').replace(`file://${root}`, '')}:${f.lineNumber + 1}` : '?';
  };
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  // Idle time is not the pipeline's: shares are of the samples where the process was busy.
  const busy = profile.samples.filter((sample, index) => (at[index] ?? 0) >= from && byId.get(sample)?.callFrame.functionName !== '(idle)');
  for (const sample of busy) {
    const own = label(sample);
    self.set(own, (self.get(own) ?? 0) + 1);
    const seen = new Set<string>();
    for (let id: number | undefined = sample; id !== undefined; id = parent.get(id)) seen.add(label(id));
    for (const name of seen) inclusive.set(name, (inclusive.get(name) ?? 0) + 1);
  }
  const total = busy.length;
  const top = (counts: Map<string, number>, n: number) =>
    [...counts].sort((a, b) => b[1] - a[1]).slice(0, n).map(([name, count]) => `${((count / total) * 100).toFixed(1).padStart(5)}%  ${name}`);
  console.log(`\n${file}: ${total} busy samples\n\nself:\n${top(self, 40).join('\n')}\n\ninclusive:\n${top(inclusive, 70).join('\n')}`);
}

async function main() {
  const services: Service[] = [];
  const runs = (what: string) => ONLY === null || ONLY.has(what);
  const env = { ...process.env, LOG_LEVEL: 'warn', PUBLIC_SITE_TOKEN: TOKEN, PAYMENT_NOTIFICATION_SECRET: 'bench-payment-notification-secret' };
  const website = JSON.parse(readFileSync(`${root}client/persisted-operations.json`, 'utf8')) as Record<string, string>;
  const home = Object.entries(website).find(([, text]) => /query HomePageQuery\b/.test(text))?.[0];
  if (!home) throw new Error('HomePageQuery is not among the persisted operations: npm run build');
  const trivial = createHash('sha256').update(TRIVIAL).digest('hex');
  const persistedFile = join(mkdtempSync(join(tmpdir(), 'estancia-profile-')), 'persisted-operations.json');
  writeFileSync(persistedFile, JSON.stringify({ ...website, [trivial]: TRIVIAL }));
  const url = (port: number) => `http://127.0.0.1:${port}/`;
  const source = (workspace: 'gateway' | 'resort-api') => {
    if (process.env['PROFILE_DIST'] === '1') return [`${root}${workspace}/dist/main.js`];
    const entry = workspace === 'gateway' && process.env['PROFILE_GATEWAY'] ? process.env['PROFILE_GATEWAY'] : `${root}${workspace}/src/main.ts`;
    return ['--import', TSX_LOADER, entry];
  };
  try {
    const api = startService('resort-api', [...SERVER_NODE_FLAGS['resort-api'], ...source('resort-api')], { ...env, PORT: String(PORTS.api), PGLITE_DIR: 'memory://' });
    services.push(api);
    await waitUntilReady(`${url(PORTS.api)}health/ready`, api, 120_000);
    const proxy = startService('replay', ['--import', TSX_LOADER, `${root}scripts/bench/replay-proxy.ts`], {
      ...env,
      REPLAY_TARGET: url(PORTS.api),
      REPLAY_DELAY_MS: process.env['BENCH_REPLAY_DELAY_MS'] ?? '20',
      REPLAY_PORT: String(PORTS.proxy),
    });
    services.push(proxy);
    await waitUntilReady(`${url(PORTS.proxy)}__replay/calls`, proxy);
    const bff = startService('bff', ['--import', TSX_LOADER, `${root}scripts/bench/bff.ts`], {
      ...env,
      BFF_PORT: String(PORTS.bff),
      BFF_UPSTREAM: url(PORTS.proxy),
      BFF_TOKEN: TOKEN,
      BFF_PATHS: HOME_CALLS.join(','),
    });
    services.push(bff);
    await waitUntilReady(url(PORTS.bff), bff);
    const profiling = CPU_DIR ? [`--cpu-prof`, `--cpu-prof-dir=${CPU_DIR}`] : [];
    const flags = (process.env['PROFILE_NODE_FLAGS'] ?? '').split(' ').filter(Boolean);
    const gateway = startService('gateway', [...SERVER_NODE_FLAGS.gateway, ...flags, ...profiling, ...source('gateway')], {
      ...env,
      PORT: String(PORTS.gateway),
      RESORT_API_URL: url(PORTS.proxy),
      PUBLIC_CACHE_SECONDS: '0',
      PERSISTED_OPERATIONS_FILE: persistedFile,
      NODE_ENV: 'production',
      SESSION_SECRET: createHash('sha256').update('profile').digest('hex'),
    });
    services.push(gateway);
    await waitUntilReady(`${url(PORTS.gateway)}health/ready`, gateway);
    const pid = gateway.child.pid ?? null;
    const get = persistedGet(url(PORTS.gateway), home, 'HomePageQuery');
    const direct = () => Promise.all(HOME_CALLS.map((path) => expectOk(`${url(PORTS.proxy)}${path}`, { headers: { authorization: `Bearer ${TOKEN}` } }))).then(() => undefined);
    // Every upstream answer recorded before anything is timed (the home read only where a row
    // sends it, so an older gateway's trivial request can be compared with PROFILE_GATEWAY).
    const readsHome = runs('get') || runs('post') || runs('latency');
    await Promise.all([...(readsHome ? [get()] : []), direct(), expectOk(url(PORTS.bff), {})]);

    console.log(`\nHome page data, resort API replayed after ${process.env['BENCH_REPLAY_DELAY_MS'] ?? 20} ms, ${SECONDS} s a row\n`);
    console.log('| way | connections | pages/s | p50 ms | gateway CPU ms per page |');
    console.log('|---|---|---|---|---|');
    const rows: Row[] = [];
    if (runs('limit')) rows.push(await load('limit: hand-written backend-for-frontend', () => expectOk(url(PORTS.bff), {}), 64, bff.child.pid ?? null));
    if (runs('get')) rows.push(await load('gateway, persisted GET', get, 64, pid));
    if (runs('post')) rows.push(await load('gateway, persisted POST', persistedPost(url(PORTS.gateway), home, 'HomePageQuery'), 64, pid));
    if (runs('trivial')) rows.push(await load('gateway, persisted { __typename }', persistedGet(url(PORTS.gateway), trivial), 10, pid));
    if (runs('latency')) {
      rows.push(await load('old site: five direct calls', direct, 1, null));
      rows.push(await load('gateway, persisted GET', get, 1, pid));
    }
    const find = (name: string, connections: number) => rows.find((r) => r.name.startsWith(name) && r.connections === connections);
    const limit = find('limit', 64);
    const ratio = (a: Row | undefined, b: Row | undefined, key: 'pagesPerSecond' | 'p50Ms') => (a && b ? (a[key] / b[key]).toFixed(2) : '—');
    console.log(`\nGET ÷ limit ${ratio(find('gateway, persisted GET', 64), limit, 'pagesPerSecond')}, POST ÷ limit ${ratio(find('gateway, persisted POST', 64), limit, 'pagesPerSecond')}, p50 at 1 connection ÷ direct ${ratio(find('gateway, persisted GET', 1), find('old site', 1), 'p50Ms')}`);
  } finally {
    await stopAll(services);
    await agent.close();
  }
  if (CPU_DIR) {
    // The largest is the main thread's (tsx's loader thread writes a small one of its own).
    const profiles = readdirSync(CPU_DIR)
      .filter((name) => name.endsWith('.cpuprofile'))
      .map((name) => ({ name, size: statSync(join(CPU_DIR, name)).size }))
      .sort((a, b) => b.size - a.size);
    // The last row's measured seconds and its shutdown: with PROFILE_ONLY=get, the GET alone.
    if (profiles[0]) summarize(join(CPU_DIR, profiles[0].name), SECONDS);
  }
}

// PROFILE_SUMMARY=<file>: only summarizes a .cpuprofile written before.
if (process.env['PROFILE_SUMMARY']) summarize(process.env['PROFILE_SUMMARY'], SECONDS);
else await main();
