import { readFile } from 'node:fs/promises';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../src/server.ts';
import { startPostgresResortApi, type PostgresResortApi } from './live-seats-support.ts';
import { until } from './until.ts';

const ACCEPT = 'application/graphql-response+json, application/json';
const HEADERS = { accept: ACCEPT, 'accept-language': 'en' };

async function homeQueryAddress(gatewayUrl: string): Promise<string> {
  const parameters = await readFile(new URL('../../client/src/routes/home/__generated__/HomePageQuery$parameters.ts', import.meta.url), 'utf8');
  const id = /"id": "([0-9a-f]{64})"/.exec(parameters)?.[1];
  if (!id) throw new Error('the website has no compiled HomePageQuery: run `npm run relay -w client`');
  const search = new URLSearchParams({ operationName: 'HomePageQuery', variables: '{}', extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: id } }) });
  return `${gatewayUrl}graphql?${search}`;
}

interface Held {
  etag: string;
  lastModified: string;
  body: string;
}

/** What a browser keeps of a 200 answer to revalidate it later. */
async function held(response: Response): Promise<Held> {
  expect(response.status).toBe(200);
  return { etag: response.headers.get('etag') ?? '', lastModified: response.headers.get('last-modified') ?? '', body: await response.text() };
}

const revalidate = (address: string, copy: Held) =>
  fetch(address, { headers: { ...HEADERS, 'if-none-match': copy.etag, 'if-modified-since': copy.lastModified } });


/**
 * A browser revalidating the home page's data with the validators it holds: 304 while the answer
 * is the same, the new answer with 200 once the resort's data changed, whichever path answers
 * (the shared cache's fast path or the GraphQL server filling it).
 */
describe('revalidating a visitor’s cached read', () => {
  let upstream: PostgresResortApi;
  let gateway: RunningGateway;
  let database: pg.Client;
  let address: string;

  beforeAll(async () => {
    upstream = await startPostgresResortApi();
    database = new pg.Client({ connectionString: upstream.databaseUrl });
    await database.connect();
    gateway = await startGateway({
      env: {},
      config: { PORT: 0, RESORT_API_URL: upstream.url, PUBLIC_CACHE_SECONDS: 1, LAYOUT_REFRESH_SECONDS: 3600 },
      logger: pino({ level: 'silent' }),
    });
    address = await homeQueryAddress(gateway.url);
  });
  afterAll(async () => {
    await gateway?.close();
    await database?.end();
    await upstream?.close();
  });

  it('answers 304 while the data is unchanged and the new data with 200 once it changed', async () => {
    const first = await held(await fetch(address, { headers: HEADERS }));
    expect(first.etag).not.toBe('');
    // Served from the shared cache now: the same answer, the same validators, and 304 to them.
    const cachedCopy = await held(await fetch(address, { headers: HEADERS }));
    expect(cachedCopy).toEqual(first);
    expect((await revalidate(address, first)).status).toBe(304);

    // The resort takes its first banner down.
    const taken = await database.query(
      `update content_items set published_at = null where id = (select min(id) from content_items where type = 'banner' and published_at is not null) returning id`,
    );
    expect(taken.rowCount).toBe(1);

    // Another visitor reads once the cached copy's second is over: the new answer is what the
    // cache then holds under the same key.
    let other = first;
    await until(async () => (other = await held(await fetch(address, { headers: HEADERS }))).body !== first.body, 'the new answer past the cache time', 5000);
    expect(other.etag).not.toBe(first.etag);

    const afterChange = await revalidate(address, first);
    expect(afterChange.status).toBe(200);
    const second = await held(afterChange);
    expect(second.body).toBe(other.body);
    expect(second.etag).toBe(other.etag);
    // And the new copy is good for as long as the data stays.
    expect((await revalidate(address, second)).status).toBe(304);
  });
});
