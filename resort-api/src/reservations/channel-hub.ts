import type { ChannelServerMessage } from '@estancia/resort-contract';
import { WebSocket } from 'ws';
import type { Logger } from '../logger.ts';
import { ClientTicker } from './channel-ticker.ts';
import type { HoldLedger } from './hold-ledger.ts';

interface ClientState {
  sockets: Set<WebSocket>;
  ticker: ClientTicker;
  /** Cart sends of this client, one after the other, so an older cart never overtakes a newer one. */
  publishing: Promise<void>;
}

export interface HubDeps {
  ledger: HoldLedger;
  now: () => Date;
  logger: Logger;
  tickIntervalMs: number;
}

/** Sends one message to one socket, if it is still open. */
export function sendTo(socket: WebSocket, message: ChannelServerMessage | string): void {
  if (socket.readyState !== WebSocket.OPEN) return;
  socket.send(typeof message === 'string' ? message : JSON.stringify(message));
}

/**
 * The open sockets of each client (several tabs, several gateway replicas): every change of a
 * client's cart goes to all of them as update_list (spec 002 §4), and one countdown per client
 * ticks to all of them.
 */
export class ChannelHub {
  private readonly clients = new Map<number, ClientState>();

  constructor(private readonly deps: HubDeps) {}

  /** A socket said hello for the client: it gets the client's cart now, and every change after. */
  join(clientId: number, socket: WebSocket): Promise<void> {
    let state = this.clients.get(clientId);
    if (!state) {
      const ticker = new ClientTicker({
        now: this.deps.now,
        intervalMs: this.deps.tickIntervalMs,
        send: (message) => this.sendToClient(clientId, message),
        onExpired: () => void this.publishCart(clientId),
      });
      state = { sockets: new Set(), ticker, publishing: Promise.resolve() };
      this.clients.set(clientId, state);
    }
    state.sockets.add(socket);
    return this.publishCart(clientId, undefined, socket);
  }

  /** A socket closed; the client's countdown stops with its last socket. */
  leave(clientId: number, socket: WebSocket): void {
    const state = this.clients.get(clientId);
    if (!state) return;
    state.sockets.delete(socket);
    if (state.sockets.size === 0) {
      state.ticker.stop();
      this.clients.delete(clientId);
    }
  }

  sendToClient(clientId: number, message: ChannelServerMessage): void {
    const state = this.clients.get(clientId);
    if (!state) return;
    const text = JSON.stringify(message);
    for (const socket of state.sockets) sendTo(socket, text);
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

  /** Stops every countdown (the server stops). */
  stop(): void {
    for (const state of this.clients.values()) state.ticker.stop();
    this.clients.clear();
  }
}
