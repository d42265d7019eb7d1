import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Plugin } from 'graphql-yoga';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BrowserSession, signIn } from './browser-session.ts';
import { startTestGateway, type TestGateway } from './harness.ts';

/**
 * Every GraphQL request the website makes, and every read the server makes for a page, runs
 * through Yoga's one pipeline: a plugin put first sees each of them arrive (and, where the answer
 * is not the shared cache's, sees its operation parsed), whichever path answers.
 */
const CUSTOMER = { username: 'cliente@estancia.pt', password: 'Cliente#2026' };
const ACCEPT = 'application/graphql-response+json, application/json';
const INDEX_HTML = '<!doctype html>\n<html lang="pt">\n  <head>\n    <meta charset="UTF-8" />\n    <title>Estância</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';

const operations = JSON.parse(readFileSync(new URL('../../client/persisted-operations.json', import.meta.url), 'utf8')) as Record<string, string>;
function idOf(name: string): string {
  const entry = Object.entries(operations).find(([, text]) => new RegExp(`^\\s*(query|mutation) ${name}\\b`).test(text));
  if (!entry) throw new Error(`${name} is not persisted: run \`npm run relay -w client\``);
  return entry[0];
}

/** What the counting plugin saw: each request as it arrived, each operation as it was parsed. */
interface Seen {
  arrived: string[];
  parsed: string[];
}

function countingPlugin(seen: Seen): Plugin {
  return {
    onRequest({ request, url }) {
      seen.arrived.push(`${request.method} ${url.pathname}${url.searchParams.has('operationName') ? ` ${url.searchParams.get('operationName')}` : ''}`);
    },
    onParams({ params }) {
      seen.parsed.push(params.operationName ?? 'anonymous');
    },
  };
}

function websiteGet(gateway: TestGateway, name: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const search = new URLSearchParams({ operationName: name, variables: JSON.stringify(variables), extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: idOf(name) } }) });
  return fetch(`${gateway.url}graphql?${search}`, { headers: { accept: ACCEPT, 'accept-language': 'pt', 'x-estancia-client': 'web', ...headers } });
}

describe('one GraphQL pipeline', () => {
  const seen: Seen = { arrived: [], parsed: [] };
  let gateway: TestGateway;
  let dist: string;

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'one-pipeline-'));
    await writeFile(join(dist, 'index.html'), INDEX_HTML);
    gateway = await startTestGateway({ CLIENT_DIST_DIR: dist, PUBLIC_CACHE_SECONDS: 30, METRICS: true }, { plugins: [countingPlugin(seen)] });
  });
  afterAll(async () => {
    await gateway?.close();
    await rm(dist, { recursive: true, force: true });
  });
  beforeEach(() => {
    seen.arrived.length = 0;
    seen.parsed.length = 0;
  });

  it('carries a visitor’s GET read, its shared-cache hit and its 304 through the pipeline', async () => {
    const first = await websiteGet(gateway, 'HomePageQuery');
    expect(first.status).toBe(200);
    const hit = await websiteGet(gateway, 'HomePageQuery');
    expect(hit.status).toBe(200);
    expect(await hit.json()).toEqual(await first.json());
    const revalidated = await websiteGet(gateway, 'HomePageQuery', {}, { 'if-none-match': hit.headers.get('etag') ?? '' });
    expect(revalidated.status).toBe(304);

    expect(seen.arrived).toEqual(['GET /graphql HomePageQuery', 'GET /graphql HomePageQuery', 'GET /graphql HomePageQuery']);
    // Only the miss was parsed and executed: the hit and the 304 ended as they arrived.
    expect(seen.parsed).toEqual(['HomePageQuery']);
  });

  it('carries a read sent by POST, a sign-in and a signed-in person’s reads', async () => {
    const post = await fetch(`${gateway.url}graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: ACCEPT, 'x-estancia-client': 'web' },
      body: JSON.stringify({ operationName: 'HomePageQuery', variables: {}, extensions: { persistedQuery: { version: 1, sha256Hash: idOf('HomePageQuery') } } }),
    });
    expect(post.status).toBe(200);

    const browser = new BrowserSession(gateway);
    await signIn(browser, CUSTOMER.username, CUSTOMER.password);
    const profile = await websiteGet(gateway, 'ProfilePageQuery', {}, { cookie: browser.cookieHeader });
    expect(profile.status).toBe(200);
    expect(JSON.stringify(await profile.json())).toContain(CUSTOMER.username);
    expect(profile.headers.get('cache-control')).toBe('private, no-store');

    expect(seen.arrived).toEqual(['POST /graphql', 'POST /graphql', 'GET /graphql ProfilePageQuery']);
    expect(seen.parsed).toEqual(['HomePageQuery', expect.any(String), 'ProfilePageQuery']);
  });

  it('carries the server’s own reads: a page’s head data and the sitemap', async () => {
    const page = await fetch(new URL('/article/all', gateway.url));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>');
    const sitemap = await fetch(new URL('/sitemap.xml', gateway.url));
    expect(sitemap.status).toBe(200);
    expect(await sitemap.text()).toContain('/article/all');

    expect(seen.parsed).toContain('SitePageHead');
    expect(seen.parsed).toContain('SiteMap');
    expect(seen.arrived.filter((request) => request === 'POST /graphql').length).toBe(seen.parsed.length);
    // Their operations count in the metrics like the website's, under their own names.
    const metrics = await (await fetch(`${gateway.url}metrics`)).text();
    expect(metrics).toMatch(/gateway_graphql_operations_total\{[^}]*operation="SitePageHead"/);
  });
});
