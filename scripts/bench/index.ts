/**
 * `npm run bench`: starts the stack (resort-api on a fresh embedded database, the gateway), then
 * measures the home page's data fetched two ways in one run:
 *   - through the gateway: the website's own persisted home query, one GraphQL request;
 *   - the old site's way: one REST call per block (banners, menu structure), straight to resort-api.
 * Prints p50/p99 latency and requests per second of each and their ratios, and writes the figures
 * to bench-results/latest.json, which is committed, so a change can be compared with the last run.
 *
 * Options (environment): BENCH_REQUESTS (default 2000), BENCH_CONCURRENCY (default 16).
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Agent, request } from 'undici';
import { run, startService, stopAll, TSX_LOADER, waitUntilReady, type Service } from '../lib/processes.ts';
import { measure, type Figures } from './measure.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const REQUESTS = Number(process.env['BENCH_REQUESTS'] ?? 2000);
const CONCURRENCY = Number(process.env['BENCH_CONCURRENCY'] ?? 16);
const TOKEN = 'dev-public-site-token';
/** Ports of the stack under measurement: away from `npm start`'s and the end-to-end tests'. */
const PORTS = { resortApi: 4601, gateway: 4602, gatewayUncached: 4603 };

/** The website's home page operation, as the browser sends it: a persisted id. */
async function homeOperation(): Promise<{ id: string; name: string }> {
  if ((await run('npm', ['run', 'relay', '-w', 'client', '--silent'], { cwd: root })) !== 0) throw new Error('relay compile failed');
  const persisted = JSON.parse(readFileSync(`${root}client/persisted-operations.json`, 'utf8')) as Record<string, string>;
  const entry = Object.entries(persisted).find(([, text]) => /query HomePageQuery\b/.test(text));
  if (!entry) throw new Error('HomePageQuery is not among the persisted operations');
  return { id: entry[0], name: 'HomePageQuery' };
}

const agent = new Agent({ connections: CONCURRENCY * 2, keepAliveTimeout: 30_000 });

async function expectOk(url: string, init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string }) {
  const answer = await request(url, { dispatcher: agent, ...init });
  const text = await answer.body.text();
  if (answer.statusCode !== 200 || text.includes('"errors"')) throw new Error(`${url} answered ${answer.statusCode}: ${text.slice(0, 200)}`);
}

async function main() {
  const home = await homeOperation();
  // Each service in its own process, as in production, so the load generator does not share their
  // event loop.
  const services: Service[] = [];
  const quiet = { ...process.env, LOG_LEVEL: 'warn' };
  const api = startService('resort-api', ['--import', TSX_LOADER, `${root}resort-api/src/main.ts`], {
    ...quiet,
    PORT: String(PORTS.resortApi),
    PGLITE_DIR: join(mkdtempSync(join(tmpdir(), 'estancia-bench-')), 'pglite'),
  });
  services.push(api);
  await waitUntilReady(`http://127.0.0.1:${PORTS.resortApi}/health/ready`, api);
  for (const [port, cacheSeconds] of [[PORTS.gateway, '30'], [PORTS.gatewayUncached, '0']] as const) {
    const gateway = startService(`gateway:${port}`, ['--import', TSX_LOADER, `${root}gateway/src/main.ts`], {
      ...quiet,
      PORT: String(port),
      RESORT_API_URL: `http://127.0.0.1:${PORTS.resortApi}/`,
      PUBLIC_CACHE_SECONDS: cacheSeconds,
    });
    services.push(gateway);
    await waitUntilReady(`http://127.0.0.1:${port}/health/ready`, gateway);
  }
  const apiUrl = `http://127.0.0.1:${PORTS.resortApi}/`;

  const graphql = (url: string) => () =>
    expectOk(`${url}graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'pt', 'x-estancia-client': 'web' },
      body: JSON.stringify({ operationName: home.name, variables: {}, extensions: { persistedQuery: { version: 1, sha256Hash: home.id } } }),
    });
  const auth = { authorization: `Bearer ${TOKEN}` };
  const oldSite = () =>
    Promise.all([
      expectOk(`${apiUrl}web/content/type/estancia/banner`, { headers: auth }),
      expectOk(`${apiUrl}web/structure/estancia/1`, { headers: auth }),
    ]).then(() => undefined);

  const options = { requests: REQUESTS, concurrency: CONCURRENCY, warmup: 50 };
  const figures: Figures[] = [];
  try {
    figures.push(await measure('old site: REST call per block', oldSite, { ...options, httpCallsPerPage: 2 }));
    figures.push(await measure('gateway: one GraphQL request', graphql(`http://127.0.0.1:${PORTS.gateway}/`), { ...options, httpCallsPerPage: 1 }));
    figures.push(await measure('gateway, public cache off', graphql(`http://127.0.0.1:${PORTS.gatewayUncached}/`), { ...options, httpCallsPerPage: 1 }));
  } finally {
    await stopAll(services);
    await agent.close();
  }

  const [base] = figures;
  console.log(`\nHome page data: ${REQUESTS} page loads, ${CONCURRENCY} at a time\n`);
  console.log('| way | HTTP calls from the browser | p50 ms | p99 ms | pages/s | p50 vs old | pages/s vs old |');
  console.log('|---|---|---|---|---|---|---|');
  for (const f of figures) {
    const ratio = (a: number, b: number) => (b ? (a / b).toFixed(2) : '-');
    console.log(`| ${f.name} | ${f.httpCallsPerPage} | ${f.p50Ms} | ${f.p99Ms} | ${f.requestsPerSecond} | ${ratio(f.p50Ms, base?.p50Ms ?? 0)}× | ${ratio(f.requestsPerSecond, base?.requestsPerSecond ?? 0)}× |`);
  }
  const result = { at: new Date().toISOString(), node: process.version, requests: REQUESTS, concurrency: CONCURRENCY, homePage: figures };
  mkdirSync(`${root}bench-results`, { recursive: true });
  writeFileSync(`${root}bench-results/latest.json`, `${JSON.stringify(result, null, 2)}\n`);
  console.log('\nfigures written to bench-results/latest.json');
}

await main();
