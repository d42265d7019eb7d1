import { randomUUID } from 'node:crypto';
import { catalogListAnswer, eventDataAnswer, RESERVATION_PATHS } from '@estancia/resort-contract';
import { startResortApi, type RunningResortApi } from '@estancia/resort-api/server';
import WebSocket from 'ws';
import { createPostgresDatabase, type ScratchPostgres } from '../../resort-api/test/support/postgres.ts';
import type { BrowserSession } from './browser-session.ts';
import { upstreamSession, type ACCOUNTS } from './hold-harness.ts';

/**
 * What the live-seat tests share: a resort-api of their own on the PostgreSQL server (its feed
 * rides LISTEN/NOTIFY there), and seat changes made straight on its realtime channel, as another
 * gateway or a desk would, so no gateway of the test knows of them but through the feed.
 */

export interface PostgresResortApi {
  api: RunningResortApi;
  url: string;
  /** Its database, for a test that changes the resort's data as the back office would. */
  databaseUrl: string;
  close(): Promise<void>;
}

/** `logLevel: 'error'` for a test that breaks the API's own connections on purpose (its warnings are expected). */
export async function startPostgresResortApi(logLevel: 'warn' | 'error' = 'warn'): Promise<PostgresResortApi> {
  const database: ScratchPostgres = await createPostgresDatabase(undefined, 'estancia_live_seats');
  const api = await startResortApi({ env: { DATABASE_URL: database.url }, config: { port: 0, logLevel } });
  return {
    api,
    url: api.url,
    databaseUrl: database.url,
    async close() {
      await api.close();
      await database.drop();
    },
  };
}

/** A client's own socket on the resort API's channel, holding and releasing as the API's protocol says. */
export interface DirectChannel {
  hold(eventId: number, quantity: number): Promise<number>;
  release(holdId: number, quantity: number): Promise<void>;
  close(): void;
}

interface Answer {
  type: string;
  codigo?: string;
  info?: { carrinho: Array<{ prod_timer: number; produto: { id_prod: number; id_stock: number } }> };
}

export async function openDirectChannel(apiUrl: string, account: keyof typeof ACCOUNTS): Promise<DirectChannel> {
  const { token, id } = await upstreamSession(apiUrl, account);
  const url = new URL(RESERVATION_PATHS.channel, apiUrl);
  url.protocol = 'ws:';
  const socket = new WebSocket(url, { headers: { authorization: `Bearer ${token}` } });
  const answers: Answer[] = [];
  let wake: (() => void) | null = null;
  socket.on('message', (data: Buffer) => {
    answers.push(JSON.parse(data.toString('utf8')) as Answer);
    wake?.();
  });
  await new Promise<void>((resolve, reject) => socket.once('open', resolve).once('error', reject));
  socket.send(JSON.stringify({ id_client: id, temporal_segundo: false }));
  const next = async (type: string): Promise<Answer> => {
    const deadline = Date.now() + 5000;
    for (;;) {
      const index = answers.findIndex((a) => a.type === type || a.type === 'erro');
      if (index !== -1) {
        const [found] = answers.splice(0, index + 1).slice(-1);
        if (found!.type === 'erro') throw new Error(`the channel refused: ${found!.codigo}`);
        return found!;
      }
      if (Date.now() > deadline) throw new Error(`no ${type} within 5 s`);
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, 100);
      });
    }
  };
  let cart = (await next('update_list')).info?.carrinho ?? [];
  const slotOf = async (eventId: number) => {
    const response = await fetch(new URL(RESERVATION_PATHS.eventData(eventId), apiUrl), { headers: { authorization: 'Bearer dev-public-site-token' } });
    return eventDataAnswer.parse(await response.json()).data;
  };
  return {
    async hold(eventId, quantity) {
      const { produto, evento } = await slotOf(eventId);
      const before = new Set(cart.map((line) => line.prod_timer));
      socket.send(JSON.stringify({ cativar: true, data: [{ id_prod: produto.id_prod, id_event: eventId, id_stock: evento.id_stock, quantidade: quantity, id_user: id, prod_timer: null, lista_incompativel: [], info: {} }] }));
      await next('sucesso');
      cart = (await next('update_list')).info?.carrinho ?? [];
      const added = cart.find((line) => !before.has(line.prod_timer));
      if (!added) throw new Error('the hold is not in the cart');
      return added.prod_timer;
    },
    async release(holdId, quantity) {
      const line = cart.find((l) => l.prod_timer === holdId);
      if (!line) throw new Error(`hold ${holdId} is not in the cart`);
      socket.send(JSON.stringify({ cativar: false, data: [{ id_prod: line.produto.id_prod, quantidade: quantity, prod_timer: holdId, id_user: id, id_stock: line.produto.id_stock, info: {} }] }));
      await next('sucesso');
      cart = (await next('update_list')).info?.carrinho ?? [];
    },
    close: () => socket.close(1000),
  };
}

/** Upstream calls of one path among those recorded by the counting proxy. */
export const callsTo = (calls: readonly string[], path: string) => calls.filter((call) => call.split('?')[0]?.endsWith(path)).length;

/** An open listing of a service's seats on a day. */
export const LISTING = 'subscription Seats($id: ID!, $date: Date!) { slotAvailability(serviceId: $id, date: $date) { id remaining } }';
export type Listing = { slotAvailability: Array<{ id: string; remaining: number }> };
/** The seats a listing shows left on a slot; undefined once the slot is off it. */
export const seatsIn = (value: Listing, slotId: string) => value.slotAvailability.find((s) => s.id === slotId)?.remaining;

/** A payment page: the state of one of the viewer's orders. */
export const PAYMENT = 'subscription($id: ID!) { orderPaymentStatus(orderId: $id) }';
const PLACE = 'mutation Place($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } payment { ... on MbWayPayment { sandboxApprovalUrl } } userErrors { code } } }';
const BILLING = { name: 'Maria Cliente', vat: '', email: 'cliente@estancia.pt', mobilePhone: '912345678', address: 'Rua da Serra 1', locality: 'Fundão', postalCode: '6230-000', country: 'Portugal' };

/** An order the browser's viewer placed, waiting for its MB WAY payment. */
export interface PendingOrder {
  readonly id: string;
  /** The phone's app says yes at the resort API at `apiUrl` (its sandbox stands in for the provider); whether the API took it. */
  approve(apiUrl: string): Promise<boolean>;
}

/** Places an order of one ski pass of the resort API at `apiUrl`, to be paid by MB WAY. */
export async function placeMbWayOrder(browser: BrowserSession, apiUrl: string): Promise<PendingOrder> {
  const catalogue = await fetch(new URL('estancia/forfait/estancia', apiUrl), { headers: { authorization: 'Bearer dev-public-site-token' } });
  const pass = catalogListAnswer.parse(await catalogue.json()).data.find((p) => p.activo && p.visible && p.total_liquido !== null)!;
  const placed = await browser.query<{ placeOrder: { order: { id: string } | null; payment: { sandboxApprovalUrl?: string | null } | null } }>(PLACE, {
    input: { idempotencyKey: randomUUID(), lines: [{ kind: 'PASS', productId: pass.id, quantity: 1 }], billing: BILLING, paymentMethod: 'MBWAY', mbWayPhone: '912345678', termsAccepted: true },
  });
  const order = placed.data?.placeOrder.order;
  if (!order) throw new Error(JSON.stringify(placed));
  const token = /\/sandbox\/mbway\/([\w-]+)/.exec(placed.data?.placeOrder.payment?.sandboxApprovalUrl ?? '')?.[1];
  return {
    id: order.id,
    async approve(at) {
      const approved = await fetch(new URL(`sandbox/mbway/${token}/decision`, at), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ decision: 'approve' }),
      });
      return approved.ok;
    },
  };
}
