import { afterAll, beforeAll, inject } from 'vitest';
import type { Plugin } from 'graphql-yoga';
import pino from 'pino';
import type { GatewayConfig } from '../src/config.ts';
import type { Logger } from '../src/logger.ts';
import { startGateway, type RunningGateway } from '../src/server.ts';

export interface GraphQLAnswer<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: { code?: string } & Record<string, unknown> }[];
}

export interface TestGateway extends RunningGateway {
  /** POSTs a document (or a persisted id in `extensions`) to /graphql. */
  query<T = Record<string, unknown>>(
    query: string | null,
    options?: { variables?: Record<string, unknown>; language?: string; extensions?: Record<string, unknown> },
  ): Promise<GraphQLAnswer<T>>;
}

/** A real gateway on a free port, talking over HTTP to the suite's resort-api. */
export async function startTestGateway(
  overrides: Partial<GatewayConfig> = {},
  options: { now?: () => Date; logger?: Logger; plugins?: Plugin[] } = {},
): Promise<TestGateway> {
  const gateway = await startGateway({
    env: {},
    // The settings and menu stay warm for the whole file, so no background refresh lands in the
    // middle of a test that counts upstream calls.
    config: { PORT: 0, RESORT_API_URL: inject('resortApiUrl'), PUBLIC_CACHE_SECONDS: 0, LAYOUT_REFRESH_SECONDS: 3600, ...overrides },
    logger: options.logger ?? pino({ level: 'silent' }),
    now: options.now,
    plugins: options.plugins,
  });
  return {
    ...gateway,
    async query(query, { variables, language, extensions } = {}) {
      const response = await fetch(`${gateway.url}graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(language ? { 'accept-language': language } : {}) },
        body: JSON.stringify({ query: query ?? undefined, variables, extensions }),
      });
      const body = (await response.json()) as Omit<GraphQLAnswer, 'status'>;
      return { status: response.status, ...body } as GraphQLAnswer<never>;
    },
  };
}

/**
 * A gateway started before the tests of the file (or the describe) this is called in and closed
 * after them, as startTestGateway makes it; read it in those tests and in the hooks after this one.
 */
export function gatewayForTests(overrides: Partial<GatewayConfig> = {}, options: Parameters<typeof startTestGateway>[1] = {}): TestGateway {
  let gateway: TestGateway | null = null;
  const running = () => {
    if (!gateway) throw new Error('the gateway is not started: use it in a test or a hook after it');
    return gateway;
  };
  beforeAll(async () => {
    gateway = await startTestGateway(overrides, options);
  });
  afterAll(async () => {
    await gateway?.close();
    gateway = null;
  });
  return {
    get url() {
      return running().url;
    },
    get port() {
      return running().port;
    },
    close: () => running().close(),
    query: (query, queryOptions) => running().query(query, queryOptions),
  };
}
