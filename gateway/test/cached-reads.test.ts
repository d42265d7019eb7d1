import { readFile } from 'node:fs/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserSession, signIn } from './browser-session.ts';
import { startTestGateway, type TestGateway } from './harness.ts';

const CUSTOMER = { username: 'cliente@estancia.pt', password: 'Cliente#2026' };
const ACCEPT = 'application/graphql-response+json, application/json';

/** The home page's persisted query as the website sends it: by GET, for a CDN to hold too. */
async function homeQueryAddress(gateway: TestGateway): Promise<string> {
  const parameters = await readFile(new URL('../../client/src/routes/home/__generated__/HomePageQuery$parameters.ts', import.meta.url), 'utf8');
  const id = /"id": "([0-9a-f]{64})"/.exec(parameters)?.[1];
  if (!id) throw new Error('the website has no compiled HomePageQuery: run `npm run relay -w client`');
  const search = new URLSearchParams({
    operationName: 'HomePageQuery',
    variables: '{}',
    extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: id } }),
  });
  return `${gateway.url}graphql?${search}`;
}

/** Operations that went through GraphQL execution, from the gateway's own metrics. */
async function executedOperations(gateway: TestGateway): Promise<number> {
  const text = await (await fetch(`${gateway.url}metrics`)).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith('gateway_graphql_operations_total{') && line.includes('operation="HomePageQuery"'))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}

describe('visitors’ persisted GET reads answered from the shared cache before GraphQL', () => {
  let gateway: TestGateway;
  let address: string;

  beforeAll(async () => {
    gateway = await startTestGateway({ PUBLIC_CACHE_SECONDS: 30, METRICS: true });
    address = await homeQueryAddress(gateway);
  });
  afterAll(() => gateway?.close());

  it('answers the second read from the cache: the same answer and validators, nothing executed again, 304 to a matching ETag', async () => {
    const first = await fetch(address, { headers: { accept: ACCEPT, 'accept-language': 'en' } });
    expect(first.status).toBe(200);
    const firstBody = await first.json();
    const executed = await executedOperations(gateway);
    expect(executed).toBeGreaterThan(0);

    const second = await fetch(address, { headers: { accept: ACCEPT, 'accept-language': 'en' } });
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual(firstBody);
    for (const header of ['content-type', 'etag', 'last-modified', 'cache-control', 'vary']) {
      expect(second.headers.get(header), header).toBe(first.headers.get(header));
    }
    expect(await executedOperations(gateway)).toBe(executed);
    // A CDN holds it as long as the gateway does; a browser asks again each time, with the ETag.
    expect(second.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=30, stale-if-error=600');

    // A CDN or browser revalidating what it holds gets 304 and no body.
    const revalidated = await fetch(address, { headers: { accept: ACCEPT, 'accept-language': 'en', 'if-none-match': first.headers.get('etag') ?? '' } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
  });

  it('keeps the languages apart', async () => {
    const english = await (await fetch(address, { headers: { accept: ACCEPT, 'accept-language': 'en' } })).json();
    const portuguese = await (await fetch(address, { headers: { accept: ACCEPT, 'accept-language': 'pt' } })).json();
    expect(JSON.stringify(portuguese)).not.toBe(JSON.stringify(english));
    expect(await (await fetch(address, { headers: { accept: ACCEPT, 'accept-language': 'pt' } })).json()).toEqual(portuguese);
  });

  it('keeps each language at its own address: ?lang= names it before Accept-Language', async () => {
    const english = await (await fetch(address, { headers: { accept: ACCEPT, 'accept-language': 'en' } })).json();
    for (let round = 0; round < 2; round += 1) {
      const named = await fetch(`${address}&lang=en`, { headers: { accept: ACCEPT, 'accept-language': 'pt' } });
      expect(await named.json()).toEqual(english);
    }
  });

  it('never answers a signed-in person from it: their read runs, as them, and no shared cache may keep it', async () => {
    const visitor = await (await fetch(address, { headers: { accept: ACCEPT } })).json();
    expect(visitor).toMatchObject({ data: { viewer: { role: null } } });

    const browser = new BrowserSession(gateway);
    await signIn(browser, CUSTOMER.username, CUSTOMER.password);
    const before = await executedOperations(gateway);
    const signedIn = await fetch(address, { headers: { accept: ACCEPT, cookie: browser.cookieHeader, 'x-estancia-client': 'web' } });
    expect(await signedIn.json()).toMatchObject({ data: { viewer: { role: 'CUSTOMER' } } });
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
    expect(await executedOperations(gateway)).toBe(before + 1);
  });

  it('sends a browser its hit compressed as it asked (brotli before gzip), the same answer as sent as it is, and Vary names the encoding', async () => {
    // undici's request, unlike fetch, neither asks for an encoding nor decodes one: the bytes as sent.
    const ask = async (acceptEncoding?: string) => {
      const answer = await request(address, { headers: { accept: ACCEPT, 'accept-language': 'fr', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } });
      return { status: answer.statusCode, headers: answer.headers, bytes: Buffer.from(await answer.body.arrayBuffer()) };
    };
    await ask('br'); // the miss fills the cache
    const executed = await executedOperations(gateway);
    const plain = await ask();
    const brotli = await ask('gzip, deflate, br');
    const gzip = await ask('gzip');
    const identity = await ask('identity');
    expect([plain, brotli, gzip, identity].map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(await executedOperations(gateway)).toBe(executed);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.bytes.toString()).toBe(plain.bytes.toString());
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.bytes).toString()).toBe(plain.bytes.toString());
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.bytes).toString()).toBe(plain.bytes.toString());
    for (const answer of [brotli, gzip]) {
      expect(String(answer.headers['vary']).toLowerCase()).toContain('accept-encoding');
    }
  });
});
