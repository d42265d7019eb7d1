import type { Client } from 'graphql-ws';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { GatewayConfig } from '../src/config.ts';
import type { BrowserSession } from './browser-session.ts';
import { startTestGateway, type TestGateway } from './harness.ts';
import { SLOTS, emptyCart, signedInBrowser, wsClient, type ACCOUNTS, type SlotsAnswer } from './hold-harness.ts';

/**
 * The stack the hold, live-seat and waiting-list tests run on, started once for a file (or a
 * describe): a resort-api of its own, what stands between it and the gateway (a counting proxy, a
 * network that fails), a gateway, and signed-in browsers. After each test its sockets are closed
 * and its browsers' carts emptied, so the next starts from nothing held; after the last, everything
 * closes, the gateway first.
 */

/** What the stack starts and closes: a resort API, or a proxy in front of one. */
export interface Running {
  readonly url: string;
  close(): Promise<void>;
}

type Account = keyof typeof ACCOUNTS;
type Service = NonNullable<SlotsAnswer['service']>;
/** Starts a proxy in front of `target`. */
type ProxyStart = (target: string) => Promise<Running>;
type Started<P extends Record<string, ProxyStart>> = { readonly [name in keyof P]: Awaited<ReturnType<P[name]>> };

export interface HoldStackOptions<R extends Running, P extends Record<string, ProxyStart>, B extends Account> {
  /** Starts the resort API the stack runs on. */
  resort(): Promise<R>;
  /** What stands between the gateway and the resort API, started in this order, each in front of the one before: the gateway talks to the last. */
  proxies?: P;
  /** The gateway's settings beyond the address it reaches the resort API at. */
  gateway?: Partial<GatewayConfig>;
  /** The accounts signed in on the gateway, a browser each. */
  browsers?: readonly B[];
  /** Undoes what a test leaves beyond its holds: after its sockets are closed, before the carts are emptied. */
  cleanUp?(): Promise<void>;
}

interface StackParts<R> {
  readonly resort: R;
  readonly gateway: TestGateway;
  /** A graphql-ws client on the stack's gateway (or `on`), closed after the test. */
  client(options?: { browser?: BrowserSession; language?: string }, on?: TestGateway): Client;
  /** A service's slots on a day, from the stack's gateway (or `on`); throws when it has none. */
  slotsOf(serviceId: number, date: string, on?: TestGateway): Promise<Service>;
}

/** The stack's parts, each proxy and each browser under its name. */
export type HoldStack<R, P extends Record<string, ProxyStart>, B extends Account> = StackParts<R> & Started<P> & { readonly [name in B]: BrowserSession };

/** Registers the stack's hooks where it is called, and returns its parts, readable once it has started. */
export function holdStack<R extends Running, P extends Record<string, ProxyStart> = Record<never, ProxyStart>, B extends Account = never>(
  options: HoldStackOptions<R, P, B>,
): HoldStack<R, P, B> {
  let parts: { resort: R; gateway: TestGateway; named: Map<string, unknown> } | null = null;
  /** Everything started, in order: closed in reverse. */
  const started: Running[] = [];
  const clients: Client[] = [];
  const running = () => {
    if (!parts) throw new Error('the stack is not started: use it in a test or a hook after it');
    return parts;
  };

  beforeAll(async () => {
    const resort = await options.resort();
    started.push(resort);
    const named = new Map<string, unknown>();
    for (const [name, start] of Object.entries(options.proxies ?? {})) {
      const proxy = await start(started.at(-1)!.url);
      started.push(proxy);
      named.set(name, proxy);
    }
    const gateway = await startTestGateway({ ...options.gateway, RESORT_API_URL: started.at(-1)!.url });
    started.push(gateway);
    for (const account of options.browsers ?? []) named.set(account, await signedInBrowser(gateway, account));
    parts = { resort, gateway, named };
  });

  afterEach(async () => {
    for (const client of clients.splice(0)) await client.dispose();
    await options.cleanUp?.();
    for (const account of options.browsers ?? []) {
      const browser = parts?.named.get(account) as BrowserSession | undefined;
      if (browser) await emptyCart(browser);
    }
  });

  afterAll(async () => {
    parts = null;
    for (const part of started.splice(0).reverse()) await part.close();
  });

  const stack: StackParts<R> = {
    get resort() {
      return running().resort;
    },
    get gateway() {
      return running().gateway;
    },
    client(clientOptions = {}, on) {
      const client = wsClient((on ?? running().gateway).url, clientOptions);
      clients.push(client);
      return client;
    },
    async slotsOf(serviceId, date, on) {
      const answer = await (on ?? running().gateway).query<SlotsAnswer>(SLOTS, { variables: { id: serviceId, date } });
      const service = answer.data?.service;
      if (!service || service.slots.length === 0) throw new Error(`no slots of ${serviceId} on ${date}: ${JSON.stringify(answer)}`);
      return service;
    },
  };
  for (const name of [...Object.keys(options.proxies ?? {}), ...(options.browsers ?? [])]) {
    if (name in stack) throw new Error(`a proxy or browser cannot be named ${name}: the stack has a part of that name`);
    Object.defineProperty(stack, name, { get: () => running().named.get(name) });
  }
  // A getter for each proxy and browser is defined just above, under its name.
  return stack as HoldStack<R, P, B>;
}
