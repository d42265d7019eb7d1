/**
 * Lighthouse on the website as the production stack serves it (the built client behind the
 * gateway): mobile preset (Lighthouse's default: a mid-range phone on a slow 4G link, simulated),
 * Debian's Chromium, each page run several times and the median run kept, because one run on a
 * shared machine varies by several points.
 *
 * `npm run bench` calls `measureLighthouse` on its own stack. Run alone
 * (`tsx scripts/bench/lighthouse.ts`), it starts resort-api and a gateway of its own, measures the
 * same ten pages (lighthouse-pages.ts) and prints the figures without recording them.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { z } from 'zod';
import { startService, stopAll, waitUntilReady, type Service } from '../lib/processes.ts';
import { lighthousePages, type LighthousePage } from './lighthouse-pages.ts';
import { buildServers, serverArgs } from './servers.ts';

const CHROMIUM = process.env['CHROMIUM_PATH'] || '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
/** Runs per page; the median by performance score is kept. */
const RUNS = Number(process.env['BENCH_LIGHTHOUSE_RUNS'] ?? 3);

/** The goals the figures are held to (printed beside them). */
export const LIGHTHOUSE_GOALS = { performance: 95, lcpMs: 2000, fcpMs: 1800, cls: 0.02, seo: 100, accessibility: 100, bestPractices: 100 };

export type { LighthousePage };

export interface LighthouseFigures {
  page: string;
  path: string;
  /** Category scores, 0–100. */
  performance: number;
  seo: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  fcpMs: number;
  cls: number;
  totalBlockingTimeMs: number;
  /** Bytes the page transferred (compressed, as sent). */
  transferKb: number;
  /** The SEO, accessibility and best-practice audits the kept run failed, by id: what to mend. */
  failedAudits: string[];
  runs: number;
}

/** The parts of Lighthouse's report read here; its own types describe far more than is used. */
const category = z.object({ score: z.number().nullable(), auditRefs: z.array(z.object({ id: z.string(), weight: z.number() })) });
const reportSchema = z.object({
  runtimeError: z.object({ code: z.string(), message: z.string() }).optional(),
  finalDisplayedUrl: z.string(),
  categories: z.object({ performance: category, seo: category, accessibility: category, 'best-practices': category }),
  audits: z
    .object({
      'largest-contentful-paint': z.object({ numericValue: z.number() }),
      'first-contentful-paint': z.object({ numericValue: z.number() }),
      'cumulative-layout-shift': z.object({ numericValue: z.number() }),
      'total-blocking-time': z.object({ numericValue: z.number() }),
      'total-byte-weight': z.object({ numericValue: z.number() }),
    })
    .catchall(z.object({ score: z.number().nullable() })),
});

const score = (value: number | null) => Math.round((value ?? 0) * 100);

/**
 * Puts a page's session cookie in the browser's jar, as signing in leaves it. Lighthouse's
 * `extraHeaders: { Cookie }` does not do: Chromium leaves a `Cookie` given as an extra header off
 * its requests, so the page was measured signed out (the server's shell without the visitor's data,
 * and the desk sending its visitor away). Lighthouse's storage reset leaves cookies alone
 * (`clearStorageTypes`), so the cookie holds through the page's runs; it is removed after them.
 */
async function withSessionCookie<T>(browser: Browser, url: string, cookie: string | undefined, measure: () => Promise<T>): Promise<T> {
  if (!cookie) return measure();
  const separator = cookie.indexOf('=');
  if (separator < 1) throw new Error(`a session cookie is name=value, not ${cookie}`);
  const { hostname } = new URL(url);
  await browser.setCookie({ name: cookie.slice(0, separator), value: cookie.slice(separator + 1), domain: hostname, path: '/', httpOnly: true, sameSite: 'Lax' });
  try {
    return await measure();
  } finally {
    await browser.deleteCookie(...(await browser.cookies()));
  }
}

async function runOnce(url: string, port: number, page: LighthousePage): Promise<Omit<LighthouseFigures, 'page' | 'path' | 'runs'>> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'seo', 'accessibility', 'best-practices'],
    ...(page.skipAudits ? { skipAudits: page.skipAudits } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned no report for ${url}`);
  // BENCH_LIGHTHOUSE_REPORTS: a folder to keep each run's whole report in (its long tasks, script
  // boot-up and main-thread breakdown say where a page's blocking time goes).
  const reports = process.env['BENCH_LIGHTHOUSE_REPORTS'];
  if (reports) {
    mkdirSync(reports, { recursive: true });
    writeFileSync(join(reports, `${page.name.replace(/[^\w-]+/g, '-')}-${Date.now()}.json`), JSON.stringify(result.lhr));
  }
  const report = reportSchema.parse(result.lhr);
  if (report.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${report.runtimeError.code} ${report.runtimeError.message}`);
  // A page that sent the browser elsewhere (the desk, to a visitor it does not know) measured the
  // wrong page: say so rather than print its figures.
  const landed = new URL(report.finalDisplayedUrl).pathname;
  if (landed !== new URL(url).pathname) throw new Error(`${url} sent the browser to ${landed}${page.cookie ? ': the session did not hold' : ''}`);
  const { categories, audits } = report;
  // An audit counts when it weighs in its category's score and scored below full marks (null: not
  // applicable or informative).
  const failedAudits = [categories.seo, categories.accessibility, categories['best-practices']]
    .flatMap((part) => part.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id))
    .filter((id) => {
      const audit = audits[id];
      return audit !== undefined && 'score' in audit && audit.score !== null && audit.score < 1;
    });
  return {
    performance: score(categories.performance.score),
    seo: score(categories.seo.score),
    accessibility: score(categories.accessibility.score),
    bestPractices: score(categories['best-practices'].score),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
    cls: Math.round(audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
    totalBlockingTimeMs: Math.round(audits['total-blocking-time'].numericValue),
    transferKb: Math.round(audits['total-byte-weight'].numericValue / 1024),
    failedAudits,
  };
}

/** Measures each page `RUNS` times in one Chromium and keeps the median run by performance score. */
export async function measureLighthouse(baseUrl: string, pages: LighthousePage[]): Promise<LighthouseFigures[]> {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
  // A second connection to the same Chromium, for its cookie jar alone.
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const figures: LighthouseFigures[] = [];
    for (const page of pages) {
      const url = new URL(page.path, baseUrl).href;
      const runs = await withSessionCookie(browser, url, page.cookie, async () => {
        const measured = [];
        for (let i = 0; i < RUNS; i += 1) measured.push(await runOnce(url, chrome.port, page));
        return measured;
      });
      runs.sort((a, b) => a.performance - b.performance);
      const median = runs[Math.floor(runs.length / 2)];
      if (!median) throw new Error('BENCH_LIGHTHOUSE_RUNS must be at least 1');
      figures.push({ page: page.name, path: page.path, ...median, runs: runs.length });
    }
    return figures;
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}

/** The figures as a Markdown table, each goal missed marked with ✗. */
export function printLighthouse(figures: LighthouseFigures[]): void {
  const g = LIGHTHOUSE_GOALS;
  const mark = (ok: boolean) => (ok ? '' : ' ✗');
  console.log(`\nLighthouse, mobile preset (median of ${figures[0]?.runs ?? 0}; goals: performance ≥ ${g.performance}, LCP ≤ ${g.lcpMs} ms, FCP ≤ ${g.fcpMs} ms, CLS ≤ ${g.cls}, SEO, accessibility and best practices ${g.seo})\n`);
  console.log('| page | performance | LCP ms | FCP ms | CLS | TBT ms | SEO | accessibility | best practices | KB sent |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const f of figures) {
    console.log(
      `| ${f.page} (${f.path}) | ${f.performance}${mark(f.performance >= g.performance)} | ${f.lcpMs}${mark(f.lcpMs <= g.lcpMs)} | ${f.fcpMs}${mark(f.fcpMs <= g.fcpMs)} | ${f.cls}${mark(f.cls <= g.cls)} | ${f.totalBlockingTimeMs} | ${f.seo}${mark(f.seo >= g.seo)} | ${f.accessibility}${mark(f.accessibility >= g.accessibility)} | ${f.bestPractices}${mark(f.bestPractices >= g.bestPractices)} | ${f.transferKb} |`,
    );
  }
  const failing = figures.filter((f) => f.failedAudits.length > 0);
  if (failing.length > 0) console.log('\nFailed SEO, accessibility and best-practice audits\n');
  for (const f of failing) console.log(`- ${f.page}: ${f.failedAudits.join(', ')}`);
}

/** Standalone: a stack of its own on ports away from the others', the client as last built. */
async function standalone() {
  await buildServers();
  const ports = { resortApi: 4611, gateway: 4612 };
  const quiet = { ...process.env, LOG_LEVEL: 'warn' };
  const services: Service[] = [];
  try {
    const api = startService('resort-api', serverArgs('resort-api'), {
      ...quiet,
      PORT: String(ports.resortApi),
      PGLITE_DIR: join(mkdtempSync(join(tmpdir(), 'estancia-lighthouse-')), 'pglite'),
    });
    services.push(api);
    await waitUntilReady(`http://127.0.0.1:${ports.resortApi}/health/ready`, api, 180_000);
    const apiUrl = `http://127.0.0.1:${ports.resortApi}/`;
    const gateway = startService('gateway', serverArgs('gateway'), { ...quiet, PORT: String(ports.gateway), RESORT_API_URL: apiUrl });
    services.push(gateway);
    await waitUntilReady(`http://127.0.0.1:${ports.gateway}/health/ready`, gateway, 180_000);
    const gatewayUrl = `http://127.0.0.1:${ports.gateway}/`;
    // BENCH_LIGHTHOUSE_PAGES: a comma-separated subset of the pages' paths (`/desk/day`), to measure one page's change.
    const only = process.env['BENCH_LIGHTHOUSE_PAGES']?.split(',').map((path) => path.trim());
    const pages = (await lighthousePages(apiUrl, gatewayUrl, 'dev-public-site-token')).filter((page) => !only || only.includes(page.path));
    printLighthouse(await measureLighthouse(gatewayUrl, pages));
  } finally {
    await stopAll(services);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await standalone();
