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
import pino from 'pino';
import { Agent, request } from 'undici';
import { startGateway } from '../../gateway/src/server.ts';
import { startResortApi } from '../../resort-api/src/server.ts';
import { run } from '../lib/processes.ts';
import { measure, type Figures } from './measure.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const REQUESTS = Number(process.env['BENCH_REQUESTS'] ?? 2000);
const CONCURRENCY = Number(process.env['BENCH_CONCURRENCY'] ?? 16);
const TOKEN = 'dev-public-site-token';

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
  const api = await startResortApi({ env: {}, config: { port: 0, pgliteDir: join(mkdtempSync(join(tmpdir(), 'estancia-bench-')), 'pglite'), logLevel: 'silent' } });
  const logger = pino({ level: 'silent' });
  const cached = await startGateway({ env: {}, config: { PORT: 0, RESORT_API_URL: api.url }, logger });
  const uncached = await startGateway({ env: {}, config: { PORT: 0, RESORT_API_URL: api.url, PUBLIC_CACHE_SECONDS: 0 }, logger });

  const graphql = (url: string) => () =>
    expectOk(`${url}graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'pt', 'x-estancia-client': 'web' },
      body: JSON.stringify({ operationName: home.name, variables: {}, extensions: { persistedQuery: { version: 1, sha256Hash: home.id } } }),
    });
  const auth = { authorization: `Bearer ${TOKEN}` };
  const oldSite = () =>
    Promise.all([
      expectOk(`${api.url}web/content/type/estancia/banner`, { headers: auth }),
      expectOk(`${api.url}web/structure/estancia/1`, { headers: auth }),
    ]).then(() => undefined);

  const options = { requests: REQUESTS, concurrency: CONCURRENCY, warmup: 50 };
  const figures: Figures[] = [];
  try {
    figures.push(await measure('old site: REST call per block', oldSite, { ...options, httpCallsPerPage: 2 }));
    figures.push(await measure('gateway: one GraphQL request', graphql(cached.url), { ...options, httpCallsPerPage: 1 }));
    figures.push(await measure('gateway, public cache off', graphql(uncached.url), { ...options, httpCallsPerPage: 1 }));
  } finally {
    await cached.close();
    await uncached.close();
    await api.close();
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
