import type { ChannelServerMessage, WaitingEntry } from '@estancia/resort-contract';
import { WebSocket } from 'ws';
import type { Listen, Unlisten } from '../db/notifications.ts';
import type { Logger } from '../logger.ts';
import { CARTS_CHANNEL, parseCartNotice } from './cart-announcements.ts';
import { WAITING_CHANNEL, parseWaitingNotice } from '../waiting/waiting-announcements.ts';
import { ClientTicker } from './channel-ticker.ts';
import type { HoldLedger } from './hold-ledger.ts';

interface ClientState {
  sockets: Set<WebSocket>;
  /** The sockets among them that asked for the countdown ticks (spec 002 §4 temporal_segundo). */
  ticking: Set<WebSocket>;
  ticker: ClientTicker;
  /** Cart sends of this client, one after the other, so an older cart never overtakes a newer one. */
  publishing: Promise<void>;
  /** Which read of waiting lists (ChannelHub.waitingReads) the last list sent to all its sockets came from. */
  waitingReadSent: number;
}

export interface HubDeps {
  ledger: HoldLedger;
  now: () => Date;
  logger: Logger;
  tickIntervalMs: number;
  /**
   * The database's notifications and this process's name in cart announcements: a cart changed
   * through another process (cart-announcements.ts) is sent to this process's sockets of its client.
   */
  carts?: { listen: Listen; companyCode: string; origin: string };
  /**
   * The client's open waiting-list entries (waiting/waiting-entries.ts): sent as lista_espera after
   * a hello and whenever a change of a line names the client (waiting-announcements.ts).
   */
  waiting?: (clientIds: readonly number[]) => Promise<Map<number, WaitingEntry[]>>;
}

/**
 * Unsent bytes past which a client's socket is closed rather than sent more: a peer that stopped
 * reading (a stalled gateway, a path that went quiet) would otherwise hold every later cart and
 * tick in this process's memory. No hold channel message comes near it (a cart of 20 lines is a
 * few kilobytes).
 */
export const MAX_UNSENT_BYTES = 1024 * 1024;
/** The close of such a socket: 1013 (try again later), so the client reopens and reads its cart afresh. */
export const TOO_MUCH_UNSENT = { code: 1013, reason: 'too much unsent: the socket is not read' } as const;

/**
 * Sends one message to one socket, if it is still open. A socket past MAX_UNSENT_BYTES is closed
 * with TOO_MUCH_UNSENT instead: its peer sees the close after what it was sent, never a gap.
 */
export function sendTo(socket: WebSocket, message: ChannelServerMessage | string): void {
  if (socket.readyState !== WebSocket.OPEN) return;
  if (socket.bufferedAmount > MAX_UNSENT_BYTES) {
    socket.close(TOO_MUCH_UNSENT.code, TOO_MUCH_UNSENT.reason);
    return;
  }
  socket.send(typeof message === 'string' ? message : JSON.stringify(message));
}

/** Sends one message to each of the sockets that is still open, serialised once. */
function sendToAll(sockets: Iterable<WebSocket>, message: ChannelServerMessage): void {
  const text = JSON.stringify(message);
  for (const socket of sockets) sendTo(socket, text);
}

/**
 * The open sockets of each client (several tabs, several gateway replicas): every change of a
 * client's cart goes to all of them as update_list (spec 002 §4), and one countdown per client
 * ticks to those whose hello did not turn the ticks off (temporal_segundo false).
 */
export class ChannelHub {
  private readonly clients = new Map<number, ClientState>();
  /** Reads of waiting lists started so far: numbers them, so a later one wins (publishWaiting). */
  private waitingReads = 0;
  private readonly unlisten: Promise<Unlisten | null>;
  private readonly unlistenWaiting: Promise<Unlisten | null>;

  constructor(private readonly deps: HubDeps) {
    const carts = deps.carts;
    this.unlistenWaiting =
      carts && deps.waiting
        ? carts
            .listen(WAITING_CHANNEL, {
              payload: (payload) => this.waitingChanged(payload, carts.companyCode),
              // Changes of lines committed while the notifications were down: every client here is told afresh.
              resumed: () => {
                void this.publishWaiting([...this.clients.keys()]);
              },
            })
            .catch((error: unknown) => {
              deps.logger.error({ err: error }, 'realtime channel: listening to waiting-list announcements failed');
              return null;
            })
        : Promise.resolve(null);
    this.unlisten = carts
      ? carts
          .listen(CARTS_CHANNEL, {
            payload: (payload) => this.cartChanged(payload, carts.companyCode, carts.origin),
            // Changes committed while the notifications were down were not heard: every client
            // with a socket here is sent its cart again.
            resumed: () => {
              for (const clientId of this.clients.keys()) void this.publishCart(clientId);
            },
          })
          .catch((error: unknown) => {
            deps.logger.error({ err: error }, 'realtime channel: listening to cart announcements failed');
            return null;
          })
      : Promise.resolve(null);
  }

  private cartChanged(payload: string, companyCode: string, origin: string): void {
    const notice = parseCartNotice(payload);
    if (!notice) return this.deps.logger.warn({ channel: CARTS_CHANNEL }, 'realtime channel: a cart announcement was not understood');
    // The process that made the change has sent the cart already, with the request's pedido.
    if (notice.empresa !== companyCode || notice.origem === origin) return;
    if (this.clients.has(notice.id_client)) void this.publishCart(notice.id_client);
  }

  private waitingChanged(payload: string, companyCode: string): void {
    const notice = parseWaitingNotice(payload);
    if (!notice) return this.deps.logger.warn({ channel: WAITING_CHANNEL }, 'realtime channel: a waiting-list announcement was not understood');
    if (notice.empresa !== companyCode) return;
    // One read for every client of this process the change names: a line that moved tells each
    // customer in it their new place, and the one offered seats comes first in no slower a read.
    void this.publishWaiting(notice.clientes.filter((clientId) => this.clients.has(clientId)));
  }

  /**
   * A socket said hello for the client: it gets the client's cart now, and every change after;
   * the countdown ticks too unless `ticks` is false.
   */
  join(clientId: number, socket: WebSocket, { ticks }: { ticks: boolean } = { ticks: true }): Promise<void> {
    let state = this.clients.get(clientId);
    if (!state) {
      const sockets = new Set<WebSocket>();
      const ticking = new Set<WebSocket>();
      const ticker = new ClientTicker({
        now: this.deps.now,
        intervalMs: this.deps.tickIntervalMs,
        sendTick: (message) => sendToAll(ticking, message),
        wantsTicks: () => ticking.size > 0,
        onExpired: () => void this.publishCart(clientId),
      });
      state = { sockets, ticking, ticker, publishing: Promise.resolve(), waitingReadSent: 0 };
      this.clients.set(clientId, state);
    }
    state.sockets.add(socket);
    if (ticks) state.ticking.add(socket);
    state.ticker.replan();
    const cart = this.publishCart(clientId, undefined, socket);
    // The client's waiting-list entries once after the hello, then on every change (this implementation's addition).
    return this.deps.waiting ? cart.then(() => this.publishWaiting([clientId], socket)) : cart;
  }

  /** A socket closed; the client's countdown stops with its last socket, and its ticks with the last that wanted them. */
  leave(clientId: number, socket: WebSocket): void {
    const state = this.clients.get(clientId);
    if (!state) return;
    state.sockets.delete(socket);
    state.ticking.delete(socket);
    if (state.sockets.size === 0) {
      state.ticker.stop();
      this.clients.delete(clientId);
    } else {
      state.ticker.replan();
    }
  }

  sendToClient(clientId: number, message: ChannelServerMessage): void {
    const state = this.clients.get(clientId);
    if (state) sendToAll(state.sockets, message);
  }

  /**
   * Reads the client's cart and sends it as update_list to all its sockets (or only to `only`, a
   * socket that just said hello), echoing the request's `pedido`; the countdown follows the cart.
   */
  publishCart(clientId: number, pedido?: string, only?: WebSocket): Promise<void> {
    const state = this.clients.get(clientId);
    if (!state) return Promise.resolve();
    state.publishing = state.publishing.then(async () => {
      try {
        const carrinho = await this.deps.ledger.cart(clientId, this.deps.now());
        const message: ChannelServerMessage = {
          type: 'update_list',
          ...(pedido === undefined ? {} : { pedido }),
          info: { id: clientId, carrinho },
        };
        if (only) sendTo(only, message);
        else this.sendToClient(clientId, message);
        // The client may have left while the cart was read.
        if (this.clients.get(clientId) === state) state.ticker.track(carrinho);
      } catch (error) {
        this.deps.logger.error({ err: error, clientId }, 'realtime channel: reading the cart failed');
      }
    });
    return state.publishing;
  }

  /**
   * Reads the clients' open waiting-list entries, in one read for all of them, and sends each its
   * list as lista_espera, to all its sockets (or only to `only`). A list read earlier than one
   * already sent to the client is dropped, so an older place never overtakes a newer one.
   */
  async publishWaiting(clientIds: readonly number[], only?: WebSocket): Promise<void> {
    const read = this.deps.waiting;
    if (!read || clientIds.length === 0) return;
    const started = (this.waitingReads += 1);
    try {
      const lists = await read(clientIds);
      // Whoever was just offered seats hears first, then the line from its front: with a long line
      // the readers downstream (the gateway's pages) take them in this order.
      const first = (clientId: number) => {
        const entries = lists.get(clientId) ?? [];
        return entries.some((entry) => entry.estado === 'offered') ? 0 : Math.min(Infinity, ...entries.map((entry) => entry.lugar ?? Infinity));
      };
      const order = [...clientIds].sort((a, b) => first(a) - first(b));
      // The offer's hold reaches its customer as a cart, announced in the same transaction just
      // before this list and read on its own: its send goes first, so the offered page is not
      // told after a whole line of places (spec 002 §4 update_list; the offer is what counts).
      const offered = order.filter((clientId) => first(clientId) === 0);
      await Promise.all(offered.map((clientId) => this.clients.get(clientId)?.publishing));
      for (const clientId of order) {
        const state = this.clients.get(clientId);
        if (!state || (!only && state.waitingReadSent > started)) continue;
        if (!only) state.waitingReadSent = started;
        const message: ChannelServerMessage = { type: 'lista_espera', data: lists.get(clientId) ?? [] };
        if (only) sendTo(only, message);
        else this.sendToClient(clientId, message);
      }
    } catch (error) {
      this.deps.logger.error({ err: error, clients: clientIds.length }, 'realtime channel: reading the waiting-list entries failed');
    }
  }

  /** Stops every countdown and the listening (the server stops). */
  async stop(): Promise<void> {
    for (const state of this.clients.values()) state.ticker.stop();
    this.clients.clear();
    for (const unlisten of await Promise.all([this.unlisten, this.unlistenWaiting])) await unlisten?.().catch(() => undefined);
  }
}
