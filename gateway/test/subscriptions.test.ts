import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestGateway, type TestGateway } from './harness.ts';
import { lisbonDay } from './hold-harness.ts';

const TICKS = 'subscription Ticks { serverTime(everySeconds: 1) }';
const TICKS_ID = createHash('sha256').update(TICKS).digest('hex');

/** Collects `count` results of a subscription, or its first error. */
function take(client: Client, payload: Parameters<Client['subscribe']>[0], count: number) {
  return new Promise<{ results: unknown[]; error?: unknown }>((resolve) => {
    const results: unknown[] = [];
    const stop = client.subscribe(payload, {
      next: (value) => {
        results.push(value);
        if (results.length === count) {
          stop();
          resolve({ results });
        }
      },
      error: (error) => resolve({ results, error }),
      complete: () => resolve({ results }),
    });
  });
}

describe('subscriptions over graphql-ws on the same port', () => {
  let gateway: TestGateway;
  let client: Client;

  beforeAll(async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'estancia-ws-')), 'persisted.json');
    writeFileSync(file, JSON.stringify({ [TICKS_ID]: TICKS }));
    gateway = await startTestGateway({ PERSISTED_OPERATIONS_FILE: file });
    client = createClient({ url: `${gateway.url.replace('http', 'ws')}graphql`, webSocketImpl: WebSocket, lazy: true, retryAttempts: 0 });
  });
  afterAll(async () => {
    await client.dispose();
    await gateway.close();
  });

  it('streams the server clock at once, then at each whole second', async () => {
    const { results, error } = await take(client, { query: TICKS }, 3);
    expect(error).toBeUndefined();
    const [a, b, c] = results.map((r) => Date.parse((r as { data: { serverTime: string } }).data.serverTime));
    // The first tick is the time of subscribing; the next ones strike with the process's one clock.
    expect(b! - a!).toBeGreaterThan(0);
    expect(b! - a!).toBeLessThanOrEqual(1100);
    expect(c! - b!).toBeGreaterThanOrEqual(900);
    expect(c! - b!).toBeLessThan(1500);
    expect(b! % 1000).toBeLessThan(500);
  });

  it('runs a subscription sent by its persisted id', async () => {
    const { results, error } = await take(
      client,
      { query: '', extensions: { persistedQuery: { version: 1, sha256Hash: TICKS_ID } } },
      1,
    );
    expect(error).toBeUndefined();
    expect((results[0] as { data: { serverTime: string } }).data.serverTime).toMatch(/^\d{4}-/);
  });

  it('answers a query, a mutation or a broken document with an error for it, and keeps the socket for subscriptions', async () => {
    const closes: unknown[] = [];
    const own = createClient({
      url: `${gateway.url.replace('http', 'ws')}graphql`,
      webSocketImpl: WebSocket,
      lazy: false,
      retryAttempts: 0,
      on: { closed: (event) => void closes.push(event) },
    });
    try {
      for (const query of ['query { locale }', 'mutation { logOut { __typename } }']) {
        const { error } = await take(own, { query }, 1);
        expect(error, query).toEqual([
          expect.objectContaining({ message: 'Only subscriptions are served over this socket; send queries and mutations over HTTP.', extensions: { code: 'SUBSCRIPTIONS_ONLY' } }),
        ]);
      }
      const broken = await take(own, { query: 'subscription {' }, 1);
      expect((broken.error as { extensions: { code: string } }[])[0]?.extensions.code).toBe('GRAPHQL_PARSE_FAILED');
      const { results, error } = await take(own, { query: TICKS }, 1);
      expect(error).toBeUndefined();
      expect(results).toHaveLength(1);
      expect(closes).toEqual([]);
    } finally {
      await own.dispose();
    }
  });

  it('holds a subscription to the variables limits of HTTP, and closes a socket whose message is larger than a request body may be', async () => {
    const closes: { code: number }[] = [];
    const own = createClient({
      url: `${gateway.url.replace('http', 'ws')}graphql`,
      webSocketImpl: WebSocket,
      lazy: false,
      retryAttempts: 0,
      on: { closed: (event) => void closes.push(event as { code: number }) },
    });
    try {
      const long = await take(own, { query: TICKS, variables: { pad: Array.from({ length: 300 }, () => 0) } }, 1);
      expect(long.error).toEqual([expect.objectContaining({ message: expect.stringMatching(/more than the 200 items/), extensions: expect.objectContaining({ code: 'VARIABLES_TOO_LARGE' }) })]);
      // The socket stays for subscriptions within the limits.
      expect((await take(own, { query: TICKS }, 1)).results).toHaveLength(1);
      expect(closes).toEqual([]);
      // 2 MB in one message: ws closes the socket (1009, message too big) before anything parses it.
      const huge = await take(own, { query: TICKS, variables: { pad: 'x'.repeat(2_000_000) } }, 1);
      expect(huge.results).toEqual([]);
      expect(closes.map((event) => event.code)).toEqual([1009]);
    } finally {
      await own.dispose();
    }
  });

  it('refuses an unknown persisted id and a bad interval with clear errors', async () => {
    const unknown = await take(client, { query: '', extensions: { persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } } }, 1);
    expect(JSON.stringify(unknown.error)).toMatch(/Unknown persisted operation id/);
    const bad = await take(client, { query: 'subscription { serverTime(everySeconds: 0) }' }, 1);
    const message = JSON.stringify(bad.error ?? bad.results);
    expect(message).toMatch(/everySeconds must be an integer from 1 to 60/);
  });
});

describe('subscription context', () => {
  it('takes the language from connection_init, since browsers cannot set WebSocket headers', async () => {
    const gateway = await startTestGateway();
    const client = createClient({
      url: `${gateway.url.replace('http', 'ws')}graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      connectionParams: { 'accept-language': 'en' },
    });
    try {
      const named = (language: string) => gateway.query<{ service: { id: string; name: string } }>('{ service(databaseId: 41) { id name } }', { language });
      const [english, portuguese] = await Promise.all([named('en'), named('pt')]);
      expect(english.data?.service.name).not.toBe(portuguese.data?.service.name);
      // A subscription over the socket answers localized fields the same way a request does.
      const { results, error } = await take(
        client,
        { query: 'subscription($id: ID!, $date: Date!) { slotAvailability(serviceId: $id, date: $date) { service { name } } }', variables: { id: english.data?.service.id, date: lisbonDay(5) } },
        1,
      );
      expect(error).toBeUndefined();
      const slots = (results[0] as { data: { slotAvailability: { service: { name: string } }[] } }).data.slotAvailability;
      expect(slots.length).toBeGreaterThan(0);
      for (const slot of slots) expect(slot.service.name).toBe(english.data?.service.name);
    } finally {
      await client.dispose();
      await gateway.close();
    }
  });
});
