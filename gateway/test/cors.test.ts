import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from './harness.ts';

/**
 * Cross-origin calls (design: same-origin for the website, partners' browser apps only from an
 * allow-list, never with credentials): what a browser on another site is told by /graphql.
 */

const PARTNER_APP = 'https://app.agency.example';
const EVIL = 'https://evil.example';
let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway({ CORS_ORIGINS: [PARTNER_APP] });
});
afterAll(() => gateway?.close());

function preflight(origin: string) {
  return fetch(`${gateway.url}graphql`, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, x-estancia-client' },
  });
}

function post(origin: string) {
  return fetch(`${gateway.url}graphql`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json', 'x-estancia-client': 'web' },
    body: JSON.stringify({ query: '{ __typename }' }),
  });
}

describe('cross-origin calls to /graphql', () => {
  it('grants nothing to an origin that is not allowed, nor to a sandboxed page (Origin: null)', async () => {
    for (const origin of [EVIL, 'null']) {
      const answer = await preflight(origin);
      expect(answer.headers.get('access-control-allow-origin'), origin).toBeNull();
      expect(answer.headers.get('access-control-allow-credentials'), origin).toBeNull();
      expect(answer.headers.get('access-control-allow-headers'), origin).toBeNull();
      const read = await post(origin);
      expect(read.headers.get('access-control-allow-origin'), origin).toBeNull();
      expect(read.headers.get('access-control-allow-credentials'), origin).toBeNull();
    }
  });

  it('grants an allowed partner app its origin, without credentials', async () => {
    const answer = await preflight(PARTNER_APP);
    expect(answer.headers.get('access-control-allow-origin')).toBe(PARTNER_APP);
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
    expect(answer.headers.get('access-control-allow-headers')).toContain('x-api-key');
    const read = await post(PARTNER_APP);
    expect(read.headers.get('access-control-allow-origin')).toBe(PARTNER_APP);
    expect(read.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('answers the site’s own pages as before', async () => {
    const own = await post(gateway.url.replace(/\/$/, ''));
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({ data: { __typename: 'Query' } });
  });
});

/** The home page's persisted read, by GET, as the website (and a CDN in front of it) asks it. */
async function homeReadAddress(gatewayUrl: string): Promise<string> {
  const parameters = await readFile(new URL('../../client/src/routes/home/__generated__/HomePageQuery$parameters.ts', import.meta.url), 'utf8');
  const id = /"id": "([0-9a-f]{64})"/.exec(parameters)?.[1];
  if (!id) throw new Error('the website has no compiled HomePageQuery: run `npm run relay -w client`');
  const search = new URLSearchParams({ operationName: 'HomePageQuery', variables: '{}', extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: id } }) });
  return `${gatewayUrl}graphql?${search}`;
}

/** The fields a Vary header names, lower-cased, in order (repeated ones kept, to be caught). */
const varyFields = (response: Response) =>
  (response.headers.get('vary') ?? '')
    .split(',')
    .map((field) => field.trim().toLowerCase())
    .filter(Boolean);

describe('answers a shared cache may keep, with an allow-list', () => {
  let cached: TestGateway;
  beforeAll(async () => {
    cached = await startTestGateway({ CORS_ORIGINS: [PARTNER_APP], PUBLIC_CACHE_SECONDS: 30 });
  });
  afterAll(() => cached?.close());

  it('vary on Origin, with the cache’s own fields, each named once: fresh, from the cache, and 304', async () => {
    const address = await homeReadAddress(cached.url);
    const ask = (headers: Record<string, string> = {}) =>
      fetch(address, { headers: { origin: PARTNER_APP, 'x-estancia-client': 'web', accept: 'application/graphql-response+json', 'accept-language': 'en', 'accept-encoding': 'gzip', ...headers } });
    const fresh = await ask();
    const hit = await ask();
    const revalidated = await ask({ 'if-none-match': hit.headers.get('etag') ?? '' });
    expect([fresh.status, hit.status, revalidated.status]).toEqual([200, 200, 304]);
    for (const [name, answer] of Object.entries({ fresh, hit, revalidated })) {
      const fields = varyFields(answer);
      expect(answer.headers.get('cache-control'), name).toMatch(/^public/);
      expect(answer.headers.get('access-control-allow-origin'), name).toBe(PARTNER_APP);
      expect(fields, name).toEqual(expect.arrayContaining(['origin', 'accept-language', 'cookie']));
      expect(new Set(fields).size, `${name}: ${answer.headers.get('vary')}`).toBe(fields.length);
    }
    // Compressed answers say so too, in the same header.
    expect(varyFields(fresh)).toContain('accept-encoding');
  });

  it('vary on Origin where the origin is refused too, so a cache never hands a refusal to a listed origin', async () => {
    const answer = await fetch(`${cached.url}graphql`, {
      method: 'POST',
      headers: { origin: EVIL, 'content-type': 'application/json', 'x-estancia-client': 'web' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    expect(varyFields(answer)).toContain('origin');
  });
});
