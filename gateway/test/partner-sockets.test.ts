import { createClient, type Client, type SubscribePayload } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { startTestGateway, type TestGateway } from './harness.ts';
import { issuePartnerKey, partnerQuery, revokePartnerKey } from './partner-support.ts';
import { TEST_REDIS_URL } from './redis-url.ts';

/**
 * The partner API over graphql-ws, in production configuration (persisted operations only without
 * a key): a partner's key opens the socket to their own documents, under the budget and limits
 * HTTP applies; a wrong one closes it.
 */

const PRODUCTION = { ALLOW_ARBITRARY_OPERATIONS: false, GRAPHIQL: false, PARTNER_KEY_CACHE_SECONDS: 1, REDIS_URL: TEST_REDIS_URL };
/** A partner's own document, not one of the website's: 1 point, the least a root field costs. */
const CLOCK = 'subscription PartnerClock { serverTime(everySeconds: 1) }';

interface Outcome {
  data?: unknown;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
  closed?: { code: number; reason: string };
}

interface Socket {
  client: Client;
  closes: { code: number; reason: string }[];
}

/** A graphql-ws client as a partner's app opens it: the key in connection_init, or in a header of the upgrade. */
function openSocket(gateway: TestGateway, options: { params?: Record<string, unknown>; headers?: Record<string, string> } = {}): Socket {
  const closes: Socket['closes'] = [];
  class HeaderSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers: options.headers ?? {} });
    }
  }
  const client = createClient({
    url: `${gateway.url.replace('http', 'ws')}graphql`,
    webSocketImpl: HeaderSocket,
    retryAttempts: 0,
    lazy: false,
    connectionParams: options.params ?? {},
    // Reported through `closes` and each subscription's outcome instead of the console.
    onNonLazyError: () => undefined,
    on: { closed: (event) => void closes.push({ code: (event as CloseEvent).code, reason: String((event as CloseEvent).reason) }) },
  });
  return { client, closes };
}

/** The subscription's first answer, its error, or how the socket closed. */
function first(socket: Socket, payload: SubscribePayload): Promise<Outcome> {
  return new Promise((resolve) => {
    const stop = socket.client.subscribe(payload, {
      next: (value) => {
        stop();
        resolve(value as Outcome);
      },
      error: (error) => {
        if (Array.isArray(error)) resolve({ errors: error as Outcome['errors'] });
        else {
          const event = error as CloseEvent;
          resolve({ closed: { code: event.code, reason: String(event.reason) } });
        }
      },
      complete: () => resolve({}),
    });
  });
}

describe('partners’ keys on graphql-ws', () => {
  const apiUrl = inject('resortApiUrl');
  let gateway: TestGateway;
  const sockets: Socket[] = [];
  const open = (options?: Parameters<typeof openSocket>[1]) => {
    const socket = openSocket(gateway, options);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    gateway = await startTestGateway(PRODUCTION);
  });
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.client.dispose()));
    await gateway?.close();
  });

  it('refuses a document of their own on a socket without a key', async () => {
    const answer = await first(open(), { query: CLOCK });
    expect(answer.errors?.[0]?.extensions?.['code']).toBe('PERSISTED_QUERY_ONLY');
  });

  it('runs a partner’s own subscription with the key in connection_init, charged to the key’s budget', async () => {
    const { key } = await issuePartnerKey(apiUrl, 'Agência Tempo Real', 1000);
    const answer = await first(open({ params: { partnerKey: key } }), { query: CLOCK });
    expect(answer.errors).toBeUndefined();
    expect((answer.data as { serverTime: string }).serverTime).toMatch(/^\d{4}-/);
    // The subscription's point, then rateLimit's own.
    const status = await partnerQuery<{ rateLimit: { limit: number; remaining: number; cost: number } }>(gateway.url, '{ rateLimit { limit remaining cost } }', { 'x-api-key': key });
    expect(status.data?.rateLimit).toEqual({ limit: 1000, remaining: 998, cost: 1 });
  });

  it('takes the key from the upgrade request’s header too', async () => {
    const { key } = await issuePartnerKey(apiUrl, 'Hotel Servidor', 1000);
    const answer = await first(open({ headers: { 'x-api-key': key } }), { query: CLOCK });
    expect(answer.errors).toBeUndefined();
    expect((answer.data as { serverTime: string }).serverTime).toMatch(/^\d{4}-/);
  });

  it('holds the socket’s subscriptions to HTTP’s budget and document limits, each refused for itself', async () => {
    const { key } = await issuePartnerKey(apiUrl, 'Hotel Pequeno', 1);
    const socket = open({ params: { partnerKey: key } });
    expect((await first(socket, { query: CLOCK })).errors).toBeUndefined();
    const spent = await first(socket, { query: CLOCK });
    expect(spent.errors?.[0]?.extensions).toMatchObject({ code: 'BUDGET_EXHAUSTED' });
    expect(spent.errors?.[0]?.extensions).not.toHaveProperty('http');
    const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: __typename`).join(' ');
    const wide = await first(socket, { query: `subscription { slotAvailability(serviceId: "U2VydmljZTo0MQ", date: "2030-01-01") { ${aliases} } }` });
    expect(wide.errors?.map((error) => error.message).join('\n')).toMatch(/Aliases limit of 15 exceeded, found 16/);
    expect(socket.closes).toEqual([]);
  });

  it('closes the socket of a wrong, revoked or malformed key, saying why', async () => {
    const revoked = await issuePartnerKey(apiUrl, 'Agência Fechada', 1000);
    await revokePartnerKey(apiUrl, revoked.id);
    for (const params of [{ partnerKey: 'ek_not-a-key' }, { partnerKey: revoked.key }, { partnerKey: 42 }]) {
      const answer = await first(open({ params }), { query: CLOCK });
      expect(answer.closed, JSON.stringify(params)).toEqual({ code: 4403, reason: expect.stringMatching(/partner key not recognised/) });
    }
    const header = await first(open({ headers: { authorization: 'Bearer ek_not-a-key' } }), { query: CLOCK });
    expect(header.closed?.code).toBe(4403);
  });
});
