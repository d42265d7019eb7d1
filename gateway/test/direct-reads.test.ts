import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserSession, signIn } from './browser-session.ts';
import { startTestGateway, type TestGateway } from './harness.ts';

/**
 * Persisted GET reads run on the direct path (http/persisted-reads/direct-reads.ts) must answer
 * exactly what Yoga answers: the same requests go to a gateway with the path and to one without
 * (DIRECT_READS off), and status, media type, caching header and body must match, while the
 * metrics show which way each gateway took.
 */
const CUSTOMER = { username: 'cliente@estancia.pt', password: 'Cliente#2026' };
const ACCEPT = 'application/graphql-response+json, application/json';

const operations = JSON.parse(readFileSync(new URL('../../client/persisted-operations.json', import.meta.url), 'utf8')) as Record<string, string>;
function idOf(name: string): string {
  const entry = Object.entries(operations).find(([, text]) => new RegExp(`^\\s*query ${name}\\b`).test(text));
  if (!entry) throw new Error(`${name} is not persisted: run \`npm run relay -w client\``);
  return entry[0];
}

interface Read {
  name: string;
  variables?: Record<string, unknown> | string;
  headers?: Record<string, string>;
}

function address(gateway: TestGateway, read: Read): string {
  const search = new URLSearchParams({
    operationName: read.name,
    variables: typeof read.variables === 'string' ? read.variables : JSON.stringify(read.variables ?? {}),
    extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: idOf(read.name) } }),
  });
  return `${gateway.url}graphql?${search}`;
}

async function answer(gateway: TestGateway, read: Read) {
  const response = await fetch(address(gateway, read), { headers: { accept: ACCEPT, 'accept-language': 'pt', ...read.headers } });
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    cacheControl: response.headers.get('cache-control'),
    setCookie: response.headers.getSetCookie().length,
    // The server's clock (TimedCart.serverTime) is the one value two gateways answer differently.
    body: JSON.parse(await response.text(), (key, value: unknown) => (key === 'serverTime' && typeof value === 'string' ? 'the server clock' : value)) as {
      data?: unknown;
      errors?: { message: string; extensions?: { code?: string } }[];
      extensions?: Record<string, unknown>;
    },
  };
}

async function directReads(gateway: TestGateway): Promise<number> {
  const text = await (await fetch(`${gateway.url}metrics`)).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith('gateway_graphql_direct_reads_total{'))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}

const content = (input: Record<string, string>, lists: Record<string, boolean> = {}) => ({
  input,
  newsList: false,
  pressList: false,
  galleryList: false,
  ...lists,
});

describe('persisted reads on the direct path answer what Yoga answers', () => {
  const gateways: TestGateway[] = [];
  afterAll(() => Promise.all(gateways.map((g) => g.close())));

  describe('with the shared cache off', () => {
    let direct: TestGateway;
    let yoga: TestGateway;
    beforeAll(async () => {
      direct = await startTestGateway({ METRICS: true });
      yoga = await startTestGateway({ METRICS: true, DIRECT_READS: false });
      gateways.push(direct, yoga);
    });

    const reads: [string, Read][] = [
      ['the home page, graphql-response+json', { name: 'HomePageQuery' }],
      ['the home page in English, plain JSON', { name: 'HomePageQuery', headers: { accept: 'application/json', 'accept-language': 'en' } }],
      ['a wildcard Accept', { name: 'HomePageQuery', headers: { accept: '*/*' } }],
      ['the news list', { name: 'ContentPageQuery', variables: content({ articleId: 'all' }, { newsList: true }) }],
      ['a tabs page by slug', { name: 'ContentPageQuery', variables: content({ slug: 'neve' }) }],
      ['a page that does not exist', { name: 'ContentPageQuery', variables: content({ slug: 'nao-existe-de-todo' }) }],
      ['variables of the wrong type', { name: 'ContentPageQuery', variables: { input: 7, newsList: 'yes' } }],
      ['variables that are not JSON', { name: 'HomePageQuery', variables: '{"oops' }],
      ['a browser without the client header', { name: 'HomePageQuery', headers: { origin: 'https://elsewhere.example' } }],
      ['a page of the website with the client header', { name: 'HomePageQuery', headers: { origin: 'https://elsewhere.example', 'x-estancia-client': 'web' } }],
    ];

    it.each(reads)('%s', async (_what, read) => {
      const [fast, slow] = await Promise.all([answer(direct, read), answer(yoga, read)]);
      expect(fast).toEqual(slow);
    });

    it('took the direct path for the plain reads, and Yoga for the rest', async () => {
      // Five reads above are plain persisted reads; the refused ones (bad variables, missing
      // header) went to Yoga on both gateways.
      expect(await directReads(direct)).toBeGreaterThanOrEqual(reads.length - 4);
      expect(await directReads(yoga)).toBe(0);
    });

    it('keeps a partner’s read in Yoga, where the key is checked and charged', async () => {
      const read: Read = { name: 'HomePageQuery', headers: { 'x-api-key': 'not-a-key' } };
      const before = await directReads(direct);
      const [fast, slow] = await Promise.all([answer(direct, read), answer(yoga, read)]);
      expect(fast).toEqual(slow);
      expect(fast.status).toBe(401);
      expect(await directReads(direct)).toBe(before);
    });

    it('answers a signed-in person’s read the same, their own data', async () => {
      const browsers = [new BrowserSession(direct), new BrowserSession(yoga)] as const;
      await Promise.all(browsers.map((browser) => signIn(browser, CUSTOMER.username, CUSTOMER.password)));
      const profile = (gateway: TestGateway, browser: BrowserSession) =>
        answer(gateway, { name: 'ProfilePageQuery', headers: { cookie: browser.cookieHeader, 'x-estancia-client': 'web', origin: gateway.url.replace(/\/$/, '') } });
      const [fast, slow] = await Promise.all([profile(direct, browsers[0]), profile(yoga, browsers[1])]);
      expect(fast.status).toBe(200);
      expect(JSON.stringify(fast.body.data)).toContain('cliente@estancia.pt');
      expect(fast).toEqual(slow);
    });
  });

  describe('while the resort API does not answer', () => {
    it('answers the same typed error', async () => {
      const unreachable = { RESORT_API_URL: 'http://127.0.0.1:9/', UPSTREAM_TIMEOUT_MS: 1000 };
      const direct = await startTestGateway({ ...unreachable, METRICS: true });
      const yoga = await startTestGateway({ ...unreachable, DIRECT_READS: false });
      gateways.push(direct, yoga);
      const read: Read = { name: 'ContentPageQuery', variables: content({ slug: 'neve' }) };
      const [fast, slow] = await Promise.all([answer(direct, read), answer(yoga, read)]);
      expect(fast.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
      expect(fast).toEqual(slow);
      expect(await directReads(direct)).toBe(1);
    });
  });

  describe('with the shared cache on', () => {
    it('leaves visitors’ reads to the cache and runs signed-in reads directly, never for a shared cache', async () => {
      const direct = await startTestGateway({ PUBLIC_CACHE_SECONDS: 30, METRICS: true });
      const yoga = await startTestGateway({ PUBLIC_CACHE_SECONDS: 30, DIRECT_READS: false });
      gateways.push(direct, yoga);
      const visitor = await answer(direct, { name: 'HomePageQuery' });
      expect(visitor.cacheControl).toMatch(/^public/);
      expect(await directReads(direct)).toBe(0);

      const browsers = [new BrowserSession(direct), new BrowserSession(yoga)] as const;
      await Promise.all(browsers.map((browser) => signIn(browser, CUSTOMER.username, CUSTOMER.password)));
      const home = (gateway: TestGateway, browser: BrowserSession) =>
        answer(gateway, { name: 'HomePageQuery', headers: { cookie: browser.cookieHeader, 'x-estancia-client': 'web' } });
      const [fast, slow] = await Promise.all([home(direct, browsers[0]), home(yoga, browsers[1])]);
      expect(fast.cacheControl).toBe('private, no-store');
      expect(fast).toEqual(slow);
      expect(await directReads(direct)).toBe(1);
    });
  });
});
