import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TZDate } from '@date-fns/tz';
import { loginAnswer, transformPassword } from '@estancia/resort-contract';
import { startResortApi, type RunningResortApi } from '@estancia/resort-api/server';
import { format } from 'date-fns';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { BrowserSession, signIn } from './browser-session.ts';
import type { TestGateway } from './harness.ts';

/**
 * What the hold tests share: a resort-api of their own (holds change seats, and one test restarts
 * it), with its data in a folder so a restart keeps the holds; signed-in browsers; and graphql-ws
 * clients that carry a browser's cookies, as a page on the site would.
 */

export const ACCOUNTS = {
  maria: { username: 'cliente@estancia.pt', password: 'Cliente#2026' },
  joao: { username: 'joao@estancia.pt', password: 'Joao#2026' },
  staff: { username: 'balcao@estancia.pt', password: 'Balcao#2026' },
} as const;

export interface PrivateResortApi {
  readonly api: RunningResortApi;
  readonly url: string;
  /** Stops the API (its channel closes every socket with 1012) and starts it again on the same port and data. */
  restart(between?: () => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

export async function startPrivateResortApi(): Promise<PrivateResortApi> {
  const dir = mkdtempSync(join(tmpdir(), 'estancia-holds-'));
  const start = (port: number) => startResortApi({ env: {}, config: { port, pgliteDir: dir, logLevel: 'warn' } });
  let api = await start(0);
  return {
    get api() {
      return api;
    },
    url: api.url,
    async restart(between) {
      const port = api.port;
      await api.close();
      await between?.();
      api = await start(port);
    },
    async close() {
      await api.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A TCP relay in front of the resort API: `cut()` drops every connection through it without a
 * close frame, as a network failure does (the channel sees 1006), while new connections pass.
 */
export async function startTcpRelay(target: string): Promise<{ url: string; cut(): void; close(): Promise<void> }> {
  const { hostname, port } = new URL(target);
  const pairs = new Set<[Socket, Socket]>();
  const server = createServer((inbound) => {
    const outbound = connect(Number(port), hostname);
    const pair: [Socket, Socket] = [inbound, outbound];
    pairs.add(pair);
    inbound.pipe(outbound).pipe(inbound);
    const drop = () => (inbound.destroy(), outbound.destroy(), pairs.delete(pair));
    inbound.on('error', drop).on('close', drop);
    outbound.on('error', drop).on('close', drop);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const cut = () => {
    for (const [inbound, outbound] of [...pairs]) {
      inbound.resetAndDestroy();
      outbound.destroy();
    }
    pairs.clear();
  };
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    cut,
    close: () => new Promise<void>((resolve) => (cut(), server.close(() => resolve()))),
  };
}

/** The resort API's own session token of an account (for calls the website never makes, e.g. staff settings). */
export async function upstreamSession(apiUrl: string, account: keyof typeof ACCOUNTS): Promise<{ token: string; id: number }> {
  const { username, password } = ACCOUNTS[account];
  const response = await fetch(new URL('app/login', apiUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer dev-public-site-token' },
    body: JSON.stringify({ companycode: 'estancia', username, password: await transformPassword(password) }),
  });
  const answer = loginAnswer.parse(await response.json());
  if (answer.token === false) throw new Error(`${account} cannot log in`);
  return { token: answer.token, id: answer.user_info.id };
}

/** Sets the timer settings as staff (PUT platform/settings/timer); null restores the defaults. */
export async function setTimerSettings(apiUrl: string, settings: { time_count_down?: number | null; numero_maximo_eventos_no_carrinho?: number | null }) {
  const { token } = await upstreamSession(apiUrl, 'staff');
  const response = await fetch(new URL('platform/settings/timer', apiUrl), {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ time_count_down: null, intervalo_tolerancia: null, numero_maximo_eventos_no_carrinho: null, ...settings }),
  });
  if (response.status !== 200) throw new Error(`timer settings: ${response.status} ${await response.text()}`);
}

export async function signedInBrowser(gateway: TestGateway, account: keyof typeof ACCOUNTS, language = 'pt'): Promise<BrowserSession> {
  const browser = new BrowserSession(gateway, { language });
  await signIn(browser, ACCOUNTS[account].username, ACCOUNTS[account].password);
  return browser;
}

/** A graphql-ws client on the gateway, with a browser's session cookie when given. */
export function wsClient(gatewayUrl: string, options: { browser?: BrowserSession; language?: string } = {}): Client {
  const cookie = options.browser?.cookieHeader;
  class CookieSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers: cookie ? { cookie } : {} });
    }
  }
  return createClient({
    url: `${gatewayUrl.replace('http', 'ws')}graphql`,
    webSocketImpl: CookieSocket,
    retryAttempts: 0,
    lazy: true,
    connectionParams: options.language ? { 'accept-language': options.language } : {},
  });
}

/** A running subscription's results as they come, with a way to wait for one that matches. */
export class Results<T> {
  readonly values: T[] = [];
  error: unknown = null;
  /** The server ended the subscription. */
  completed = false;
  private wake: Array<() => void> = [];
  readonly stop: () => void;

  constructor(client: Client, query: string, variables: Record<string, unknown> = {}) {
    this.stop = client.subscribe<T>(
      { query, variables },
      {
        next: (result) => {
          if (result.errors) this.error = result.errors;
          if (result.data) this.values.push(result.data as T);
          for (const w of this.wake.splice(0)) w();
        },
        error: (error) => {
          this.error = error;
          for (const w of this.wake.splice(0)) w();
        },
        complete: () => {
          this.completed = true;
          for (const w of this.wake.splice(0)) w();
        },
      },
    );
  }

  /** Resolves once the server ended the subscription, or fails after `ms`. */
  async ended(ms = 5000): Promise<void> {
    const deadline = Date.now() + ms;
    while (!this.completed) {
      if (Date.now() > deadline) throw new Error('the subscription did not end');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 50);
        this.wake.push(() => (clearTimeout(timer), resolve()));
      });
    }
  }

  /** The first result from `from` on that matches, waiting up to `ms`. */
  async next(match: (value: T) => boolean = () => true, { from = 0, ms = 8000 } = {}): Promise<T> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = this.values.slice(from).find(match);
      if (found !== undefined) return found;
      if (this.error) throw new Error(`subscription failed: ${JSON.stringify(this.error)}`);
      if (this.completed) throw new Error(`subscription completed; got ${JSON.stringify(this.values.slice(from))}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching result within ${ms} ms; got ${JSON.stringify(this.values.slice(from))}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake.push(() => (clearTimeout(timer), resolve()));
      });
    }
  }
}

/** A Lisbon calendar day `days` from today. */
export function lisbonDay(days: number): string {
  return format(new TZDate(Date.now() + days * 86_400_000, 'Europe/Lisbon'), 'yyyy-MM-dd');
}

export const SLOTS = /* GraphQL */ `
  query Slots($id: Int!, $date: Date!) {
    service(databaseId: $id) { id slots(date: $date) { id databaseId startTime remaining capacity } }
  }
`;

export interface SlotsAnswer {
  service: { id: string; slots: Array<{ id: string; databaseId: number; startTime: string; remaining: number; capacity: number }> } | null;
}

export const CART_FIELDS = /* GraphQL */ `
  count maxItems
  lines { id name note quantity unitPrice { amount currency } expiresAt renewalsLeft slot { id databaseId remaining price { amount currency } } }
`;

export const HOLD = /* GraphQL */ `
  mutation Hold($input: HoldSlotInput!) { holdSlot(input: $input) { cart { ${CART_FIELDS} } userErrors { code field message } } }
`;
export const RELEASE = /* GraphQL */ `
  mutation Release($input: ReleaseHoldInput!) { releaseHold(input: $input) { cart { ${CART_FIELDS} } userErrors { code field message } } }
`;
export const EXTEND = /* GraphQL */ `
  mutation Extend($input: ExtendHoldInput!) { extendHold(input: $input) { cart { ${CART_FIELDS} } userErrors { code field message } } }
`;

export interface CartLine {
  id: string;
  name: string;
  note: string;
  quantity: number;
  unitPrice: { amount: string; currency: string };
  expiresAt: string;
  renewalsLeft: number;
  slot: { id: string; databaseId: number; remaining: number; price: { amount: string; currency: string } };
}
export interface Cart {
  count: number;
  maxItems: number | null;
  lines: CartLine[];
}
export interface HoldAnswer {
  cart: Cart | null;
  userErrors: Array<{ code: string; field: string[]; message: string }>;
}

export async function hold(browser: BrowserSession, slotId: string, quantity: number): Promise<HoldAnswer> {
  const answer = await browser.query<{ holdSlot: HoldAnswer }>(HOLD, { input: { slotId, quantity } });
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data.holdSlot;
}

export async function cartOf(browser: BrowserSession): Promise<Cart | null> {
  const answer = await browser.query<{ timedCart: Cart | null }>(`query { timedCart { ${CART_FIELDS} } }`);
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data.timedCart;
}

/** Gives back every hold of the browser's viewer, so each test starts with an empty cart. */
export async function emptyCart(browser: BrowserSession): Promise<void> {
  for (const line of (await cartOf(browser))?.lines ?? []) await browser.query(RELEASE, { input: { holdId: line.id } });
}
