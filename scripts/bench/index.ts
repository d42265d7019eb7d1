/**
 * `npm run bench`: starts the stack (resort-api on a fresh embedded database, the gateway), then
 * measures the home page's data fetched two ways in one run (then counts the upstream calls of each
 * content page, and the JavaScript each route downloads):
 *   - through the gateway: the website's own persisted home query, one GraphQL request;
 *   - the old site's way: one REST call per block (banners, menu, intro, partner logos,
 *     testimonials), straight to resort-api.
 * Prints p50/p99 latency and requests per second of each and their ratios, and writes the figures
 * to bench-results/latest.json, which is committed, so a change can be compared with the last run.
 *
 * Then Lighthouse (lighthouse.ts, mobile preset, Debian's Chromium) on ten pages as this stack
 * serves them (lighthouse-pages.ts: content, shop, reservations, a customer's purchases and the
 * desk signed in): performance, LCP, FCP, CLS, SEO, accessibility, best practices.
 *
 * Then the home page with resort-api's answers replayed from memory after 20 ms (replayed.ts): the
 * old site's direct calls, the gateway with its public cache off and on and, with BENCH_PEER=1,
 * Hive Gateway over GraphQL Mesh, at 1 and 10 connections, with CPU per page, peak RSS, a
 * persisted `{ __typename }` against a node:http hello world, upstream calls per page and per
 * 100-page session, and the ratios against their goals.
 *
 * Then live holds at scale on PostgreSQL (holds.ts): hold mutations per second on one slot, and
 * gateway CPU, RSS and tick delay with 1,000 and 5,000 viewers each watching a countdown.
 *
 * Then live seats (seats.ts): how long a seat change takes to reach 1,000, 5,000 and 10,000 open
 * service pages (and 10,000 with 2,000 signed-in visitors' headers open), with the upstream reads
 * per change and the gateway's CPU and memory; its options are described there.
 *
 * Then the waiting list (waiting.ts): how fast a freed seat of a full slot reaches the first
 * customer in line as an offer on their open page and every watcher as the line's new count, with
 * the upstream calls per freed seat and while nothing frees; its options are described there.
 *
 * Options (environment): BENCH_REQUESTS (default 2000), BENCH_CONCURRENCY (default 16),
 * BENCH_HOLD_VIEWERS (default 1000,5000; empty skips the hold runs), BENCH_LIGHTHOUSE_RUNS (default 3:
 * runs per page, the median kept), BENCH_PEER (1 adds Hive Gateway), BENCH_REPLAY_REQUESTS (default
 * 2000), BENCH_REPLAY_DELAY_MS (default 20), BENCH_ONLY (a comma-separated subset of home, shop, pages,
 * lighthouse, replayed, holds, seats, waiting: only those run, and latest.json keeps the other sections' last
 * figures).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentListAnswer } from '@estancia/resort-contract';
import { Agent, request } from 'undici';
import { run, startService, stopAll, waitUntilReady, type Service } from '../lib/processes.ts';
import { buildServers, serverArgs } from './servers.ts';
import { measure, type Figures } from './measure.ts';
import { countUpstreamCalls, type BenchPage, type PageCalls } from './pages.ts';
import { printRouteJavaScript, routeJavaScript } from './route-js.ts';
import { measureHolds, type HoldFigures } from './holds.ts';
import { measureSeats } from './seats.ts';
import { printSeats, type SeatFigures } from './seat-report.ts';
import { measureWaiting } from './waiting.ts';
import { printWaiting, type WaitingFigures } from './waiting-report.ts';
import { measureShop } from './shop.ts';
import { measureReplayed, printReplayed, type ReplayedFigures } from './replayed.ts';
import { measureLighthouse, printLighthouse, type LighthouseFigures } from './lighthouse.ts';
import { lighthousePages } from './lighthouse-pages.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const REQUESTS = Number(process.env['BENCH_REQUESTS'] ?? 2000);
const CONCURRENCY = Number(process.env['BENCH_CONCURRENCY'] ?? 16);
/** Viewers of the live-hold runs, comma-separated; empty skips them. */
const HOLD_VIEWERS = (process.env['BENCH_HOLD_VIEWERS'] ?? '1000,5000').split(',').filter(Boolean).map(Number);
const SECTIONS = ['home', 'shop', 'pages', 'lighthouse', 'replayed', 'holds', 'seats', 'waiting'] as const;
/** BENCH_ONLY: a comma-separated subset of SECTIONS to run; the others are not measured. */
const ONLY = process.env['BENCH_ONLY'] ? new Set(process.env['BENCH_ONLY'].split(',').map((name) => name.trim())) : null;
for (const name of ONLY ?? []) {
  if (!(SECTIONS as readonly string[]).includes(name)) throw new Error(`BENCH_ONLY names ${name}; the sections are ${SECTIONS.join(', ')}`);
}
const runs = (section: (typeof SECTIONS)[number]) => ONLY === null || ONLY.has(section);
const LATEST = `${root}bench-results/latest.json`;
/**
 * The stack's own site token and payment secret: the replayed section runs gateways as production
 * does (NODE_ENV=production), which refuses the development defaults.
 */
const TOKEN = 'bench-public-site-token';
const PAYMENT_SECRET = 'bench-payment-notification-secret';
/** Ports of the stack under measurement: away from `npm start`'s and the end-to-end tests'. */
const PORTS = { resortApi: 4601, gateway: 4602, gatewayUncached: 4603, gatewayCounted: 4604 };

/** A website operation, as the browser sends it: a persisted id (after `npm run build -w client`). */
function persistedOperation(name: string): { id: string; name: string } {
  const persisted = JSON.parse(readFileSync(`${root}client/persisted-operations.json`, 'utf8')) as Record<string, string>;
  const entry = Object.entries(persisted).find(([, text]) => new RegExp(`query ${name}\\b`).test(text));
  if (!entry) throw new Error(`${name} is not among the persisted operations`);
  return { id: entry[0], name };
}

/** The content pages measured, with the old site's REST calls for each (spec 000 §7). */
async function contentPages(apiUrl: string): Promise<BenchPage[]> {
  // An article and a gallery of the live data: the newest published of each list.
  const list = async (kind: string) => {
    const answer = await request(`${apiUrl}web/content/type/estancia/${kind}`, { dispatcher: agent, headers: { authorization: `Bearer ${TOKEN}` } });
    return contentListAnswer.parse(await answer.body.json()).data.filter((item) => item.info.date.published && Date.parse(item.info.date.published) <= Date.now());
  };
  const [article] = await list('news');
  const gallery = (await list('gallery/order')).find((item) => item.id !== 94);
  if (!article || !gallery) throw new Error('the demo data has no published article or gallery');
  const home = persistedOperation('HomePageQuery');
  const content = persistedOperation('ContentPageQuery');
  const view = (input: Record<string, string>, lists: { newsList?: boolean; pressList?: boolean; galleryList?: boolean } = {}) => ({
    input,
    newsList: lists.newsList ?? false,
    pressList: lists.pressList ?? false,
    galleryList: lists.galleryList ?? false,
  });
  const structure = 'web/structure/{c}/1';
  return [
    { page: '/', operation: home, variables: {}, oldSite: ['web/content/type/{c}/banner', structure, 'web/content/{c}/149', 'web/content/{c}/94', 'web/content/type/{c}/testimony'] },
    { page: '/article/all', operation: content, variables: view({ articleId: 'all' }, { newsList: true }), oldSite: [structure, 'web/content/type/{c}/news'] },
    { page: '/article/{id}', operation: content, variables: view({ articleId: String(article.id) }), oldSite: [structure, 'web/content/{c}/{id}', 'web/content/type/{c}/news'] },
    { page: '/press/all', operation: content, variables: view({ pressId: 'all' }, { pressList: true }), oldSite: [structure, 'web/content/type/{c}/press'] },
    { page: '/gallery/all', operation: content, variables: view({ galleryId: 'all' }, { galleryList: true }), oldSite: [structure, 'web/content/type/{c}/gallery/order'] },
    { page: '/gallery/{id}', operation: content, variables: view({ galleryId: String(gallery.id) }), oldSite: [structure, 'gallery/{c}/{id}'] },
    { page: '/{slug} (tabs page)', operation: content, variables: view({ slug: 'neve' }), oldSite: [structure, 'web/content/slug/{c}/{slug}', 'web/content/{c}/{parent}'] },
    { page: '/contactos', operation: content, variables: view({ slug: 'contactos' }), oldSite: [structure, 'web/content/slug/{c}/{slug}', 'web/content/{c}/91'] },
  ];
}

const agent = new Agent({ connections: CONCURRENCY * 2, keepAliveTimeout: 30_000 });

async function expectOk(url: string, init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string }) {
  const answer = await request(url, { dispatcher: agent, ...init });
  const text = await answer.body.text();
  if (answer.statusCode !== 200 || text.includes('"errors"')) throw new Error(`${url} answered ${answer.statusCode}: ${text.slice(0, 200)}`);
}

async function main() {
  if ((await run('npm', ['run', 'build', '-w', 'client', '--silent'], { cwd: root })) !== 0) throw new Error('client build failed');
  await buildServers();
  const home = persistedOperation('HomePageQuery');
  // Each service in its own process, as in production, so the load generator does not share their
  // event loop.
  const services: Service[] = [];
  const quiet = { ...process.env, LOG_LEVEL: 'warn', PUBLIC_SITE_TOKEN: TOKEN, PAYMENT_NOTIFICATION_SECRET: PAYMENT_SECRET };
  const api = startService('resort-api', serverArgs('resort-api'), {
    ...quiet,
    PORT: String(PORTS.resortApi),
    PGLITE_DIR: join(mkdtempSync(join(tmpdir(), 'estancia-bench-')), 'pglite'),
  });
  services.push(api);
  await waitUntilReady(`http://127.0.0.1:${PORTS.resortApi}/health/ready`, api);
  for (const [port, cacheSeconds] of [[PORTS.gateway, '30'], [PORTS.gatewayUncached, '0']] as const) {
    const gateway = startService(`gateway:${port}`, serverArgs('gateway'), {
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
  // The old site's home page: one REST call per block (spec 000 §7): banners, menu, intro 149,
  // partner logos 94 and the testimonials.
  const oldSite = () =>
    Promise.all(
      ['web/content/type/estancia/banner', 'web/structure/estancia/1', 'web/content/estancia/149', 'web/content/estancia/94', 'web/content/type/estancia/testimony'].map(
        (path) => expectOk(`${apiUrl}${path}`, { headers: auth }),
      ),
    ).then(() => undefined);

  const options = { requests: REQUESTS, concurrency: CONCURRENCY, warmup: 50 };
  const figures: Figures[] = [];
  let pageCalls: PageCalls[] | undefined;
  let shop: Figures[] | undefined;
  let lighthouse: LighthouseFigures[] | undefined;
  let replayed: ReplayedFigures | undefined;
  try {
    if (runs('home')) {
      figures.push(await measure('old site: REST call per block', oldSite, { ...options, httpCallsPerPage: 5 }));
      figures.push(await measure('gateway: one GraphQL request', graphql(`http://127.0.0.1:${PORTS.gateway}/`), { ...options, httpCallsPerPage: 1 }));
      figures.push(await measure('gateway, public cache off', graphql(`http://127.0.0.1:${PORTS.gatewayUncached}/`), { ...options, httpCallsPerPage: 1 }));
    }
    if (runs('shop')) shop = await measureShop(agent, `http://127.0.0.1:${PORTS.gateway}/`, { requests: REQUESTS, concurrency: CONCURRENCY });
    if (runs('pages')) {
      pageCalls = await countUpstreamCalls(await contentPages(apiUrl), apiUrl, async (upstreamUrl) => {
        const gateway = startService('gateway:counted', serverArgs('gateway'), {
          ...quiet,
          PORT: String(PORTS.gatewayCounted),
          RESORT_API_URL: upstreamUrl,
          PUBLIC_CACHE_SECONDS: '0',
        });
        await waitUntilReady(`http://127.0.0.1:${PORTS.gatewayCounted}/health/ready`, gateway);
        return { url: `http://127.0.0.1:${PORTS.gatewayCounted}/`, stop: () => stopAll([gateway]) };
      });
    }
    // The production stack as a phone sees it: ten pages, two of them signed in (lighthouse-pages.ts).
    if (runs('lighthouse')) {
      const gatewayUrl = `http://127.0.0.1:${PORTS.gateway}/`;
      lighthouse = await measureLighthouse(gatewayUrl, await lighthousePages(apiUrl, gatewayUrl, TOKEN));
    }
    if (runs('replayed')) replayed = await measureReplayed({ root, apiUrl, token: TOKEN, home, pages: await contentPages(apiUrl), env: quiet });
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
  console.log('\nShop (gateway, public cache on)\n');
  console.log('| operation | requests | concurrency | p50 ms | p99 ms | per second |');
  console.log('|---|---|---|---|---|---|');
  for (const f of shop ?? []) console.log(`| ${f.name} | ${f.requests} | ${f.concurrency} | ${f.p50Ms} | ${f.p99Ms} | ${f.requestsPerSecond} |`);

  console.log('\nUpstream calls per content page (gateway with the public cache off)\n');
  console.log('| page | old site: REST calls from the browser | now: requests from the browser | gateway → resort API calls |');
  console.log('|---|---|---|---|');
  for (const p of pageCalls ?? []) console.log(`| ${p.page} | ${p.oldSiteCalls} | ${p.browserRequests} | ${p.gatewayUpstreamCalls} |`);

  printLighthouse(lighthouse ?? []);
  if (replayed) printReplayed(replayed);

  const holds: HoldFigures[] | undefined = !runs('holds') ? undefined : HOLD_VIEWERS.length ? await measureHolds(root, HOLD_VIEWERS) : [];
  console.log('\nLive holds (resort-api on PostgreSQL, one gateway, viewers in their own process)\n');
  console.log('| viewers | hold mutations/s (one slot) | mutation p99 ms | s until every countdown ticks | ticks received / expected | tick delay p95 ms | gateway CPU % of a core | gateway RSS MiB | resort-api CPU % |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const h of holds ?? []) {
    console.log(`| ${h.viewers} | ${h.holdMutations.perSecond} | ${h.holdMutations.p99Ms} | ${h.secondsUntilEveryCountdownTicked} | ${h.ticksReceived} / ${h.ticksExpected} | ${h.tickDelayP95Ms} | ${h.gatewayCpuPercent} | ${h.gatewayRssMiB} | ${h.resortApiCpuPercent} |`);
  }

  // Skipped, like the hold runs, when BENCH_SEAT_WATCHERS is empty.
  const seats: SeatFigures | undefined = runs('seats') && process.env['BENCH_SEAT_WATCHERS'] !== '' ? await measureSeats(root) : undefined;
  if (seats) printSeats(seats);
  // Skipped when BENCH_WAITING_CUSTOMERS is 0.
  const waiting: WaitingFigures | undefined = runs('waiting') && process.env['BENCH_WAITING_CUSTOMERS'] !== '0' ? await measureWaiting(root) : undefined;
  if (waiting) printWaiting(waiting);

  const javascript = routeJavaScript(`${root}client/dist`);
  printRouteJavaScript(javascript);

  // Sections left out of this run (BENCH_ONLY) keep the figures of the run that measured them.
  const previous = ONLY && existsSync(LATEST) ? (JSON.parse(readFileSync(LATEST, 'utf8')) as Record<string, unknown>) : {};
  const result = {
    ...previous,
    at: new Date().toISOString(),
    node: process.version,
    requests: REQUESTS,
    concurrency: CONCURRENCY,
    ...(runs('home') ? { homePage: figures } : {}),
    ...(runs('shop') ? { shop: shop ?? [] } : {}),
    ...(runs('pages') ? { contentPages: pageCalls ?? [] } : {}),
    routeJavaScript: javascript,
    ...(runs('lighthouse') ? { lighthouse: lighthouse ?? [] } : {}),
    ...(runs('replayed') ? { replayedUpstream: replayed ?? null } : {}),
    ...(holds ? { holds } : {}),
    ...(seats ? { seats } : {}),
    ...(waiting ? { waiting } : {}),
    ...(ONLY ? { sectionsOfThisRun: [...ONLY] } : {}),
  };
  mkdirSync(`${root}bench-results`, { recursive: true });
  writeFileSync(LATEST, `${JSON.stringify(result, null, 2)}\n`);
  console.log('\nfigures written to bench-results/latest.json');
}

await main();
