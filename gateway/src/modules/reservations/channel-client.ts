import { randomUUID } from 'node:crypto';
import {
  CHANNEL_CLOSE_CODES,
  type ChannelCartLine,
  type ChannelRequest,
  type ChannelServerMessage,
  type WaitingEntry,
} from '@estancia/resort-contract';
import { createGraphQLError } from 'graphql-yoga';
import WebSocket from 'ws';
import type { Logger } from '../../logger.ts';
import { pushQueue } from '../../kernel/push-queue.ts';
import { DEFAULT_KEEP_ALIVE, keepAlive, type KeepAliveTiming } from '../../upstream/keep-alive.ts';
import { backoffMs, textOf } from '../../upstream/realtime.ts';
import { closePlan, parseServerMessage, secondsOf, type HoldChannelEvent } from './channel-messages.ts';
import { HoldChannelError, PendingRequests, type HoldAnswer } from './channel-requests.ts';
import { DEFAULT_PLACE_TIMING, onlyPlacesMoved, placeDelayMs, type PlaceTiming } from './waiting-places.ts';

export { HoldChannelError, type HoldAnswer } from './channel-requests.ts';

export interface HoldChannelOptions {
  /** ws(s)://…/realtime */
  url: string;
  /** The viewer's id_client (their account id). */
  clientId: number;
  /** The bearer to open with: read at each (re)connection, so a new sign-in's token is used. */
  token: () => string;
  /** How long a request waits for its answer (UPSTREAM_TIMEOUT_MS). */
  timeoutMs: number;
  logger: Logger;
  now?: () => Date;
  /** How the socket proves the path is alive (keep-alive.ts DEFAULT_KEEP_ALIVE). */
  keepAlive?: KeepAliveTiming;
  /** When a change of waiting-list places alone is told (waiting-places.ts DEFAULT_PLACE_TIMING). */
  placeTiming?: PlaceTiming;
}

interface OpenWaiter {
  resolve: () => void;
  reject: (error: Error) => void;
}

/** How early before its expiry a hold that leaves the cart still counts as lapsed (clock skew, tick rounding). */
const EXPIRY_SLACK_MS = 1500;

/**
 * One viewer's realtime seat-hold channel (spec 002 §4): a WebSocket to the resort API opened with
 * the viewer's own session token, greeted with `{ id_client }`. It keeps the last cart, turns
 * every server message into a `HoldChannelEvent`, answers requests by their `pedido`, notices holds
 * that lapse, and reconnects with backoff while it is wanted; a path that goes quiet without
 * closing is found by its pings and reopened like a dropped one. `HoldChannelRegistry` decides
 * when it is wanted; nothing else opens or closes it.
 */
export class HoldChannel {
  private socket: WebSocket | null = null;
  private wanted = false;
  private ended = false;
  private attempt = 0;
  private retryTimer: NodeJS.Timeout | null = null;
  private lines: ChannelCartLine[] | null = null;
  /** The viewer's open waiting-list entries as the API last sent them (null before the first). */
  private waiting: WaitingEntry[] | null = null;
  /** A change of places alone, waiting to be told (waiting-places.ts); null when none waits. */
  private placesTimer: NodeJS.Timeout | null = null;
  /** Holds already announced as lapsed, so a tick at 00:00 and the cart that drops it are one event. */
  private readonly lapsed = new Set<number>();
  private readonly listeners = new Set<(event: HoldChannelEvent) => void>();
  private readonly requests: PendingRequests;
  private readonly openWaiters = new Set<OpenWaiter>();
  private readonly now: () => Date;

  constructor(private readonly options: HoldChannelOptions) {
    this.now = options.now ?? (() => new Date());
    this.requests = new PendingRequests(options.timeoutMs);
  }

  get clientId(): number {
    return this.options.clientId;
  }

  /** Whether it closed for good (a refused bearer or hello, or `stop()`). */
  get isEnded(): boolean {
    return this.ended;
  }

  /** Opens the channel unless it is open or opening. */
  start(): void {
    if (this.ended) return;
    this.wanted = true;
    if (!this.socket && !this.retryTimer) this.connect();
  }

  /** Closes the channel for good: pending requests fail, listeners get `ended`. */
  stop(): void {
    if (this.ended) return;
    this.wanted = false;
    this.ended = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    if (this.placesTimer) clearTimeout(this.placesTimer);
    this.placesTimer = null;
    const socket = this.socket;
    this.socket = null;
    if (socket && socket.readyState === WebSocket.OPEN) socket.close(CHANNEL_CLOSE_CODES.normal);
    else socket?.terminate();
    const closed = new HoldChannelError('the hold channel was closed');
    this.requests.failAll(closed);
    for (const waiter of this.openWaiters) waiter.reject(closed);
    this.openWaiters.clear();
    this.emit({ type: 'ended' });
    this.listeners.clear();
  }

  /** Calls `listener` with every event until the returned function is called. */
  on(listener: (event: HoldChannelEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The events from now on, as an iterator that ends with the channel or when `signal` aborts. */
  events(signal: AbortSignal): AsyncIterator<HoldChannelEvent, undefined> {
    // Each event counts (a lapse must not vanish): a reader 1000 events behind is ended with an
    // error saying so, and subscribes again for the current cart, rather than skipping some.
    const queue = pushQueue<HoldChannelEvent>(signal, 1000, () =>
      createGraphQLError('Your holds changed faster than this connection read them: subscribe again for the current state.', { extensions: { code: 'EVENTS_MISSED' } }),
    );
    const off = this.on((event) => (event.type === 'ended' ? queue.end() : queue.push(event)));
    signal.addEventListener('abort', off, { once: true });
    if (this.ended) queue.end();
    return { next: () => queue.next() };
  }

  /** The last cart the API sent, or null before the first one. */
  get lastCart(): ChannelCartLine[] | null {
    return this.lines;
  }

  /** The viewer's open waiting-list entries the API last sent (lista_espera), or null before the first. */
  get lastWaiting(): WaitingEntry[] | null {
    return this.waiting;
  }

  /** The cart: the last one sent, else the first one after the hello (the API sends it on connecting). */
  async cart(): Promise<ChannelCartLine[]> {
    if (this.lines) return this.lines;
    this.start();
    return new Promise((resolve, reject) => {
      const settle = (done: () => void) => {
        clearTimeout(timer);
        off();
        done();
      };
      const timer = setTimeout(() => settle(() => reject(new HoldChannelError(`the hold channel sent no cart within ${this.options.timeoutMs} ms`))), this.options.timeoutMs);
      const off = this.on((event) => {
        if (event.type === 'cart') settle(() => resolve(event.lines));
        if (event.type === 'ended') settle(() => reject(new HoldChannelError('the hold channel was closed')));
      });
    });
  }

  /**
   * Sends a hold, release or purchase request and waits for its answer: the cart after it, or the
   * API's refusal. Each item's `info.pedido` is set here, so the answer is known by its id.
   */
  async request(body: ChannelRequest): Promise<HoldAnswer> {
    if (this.ended) throw new HoldChannelError('the hold channel was closed');
    this.start();
    const pedido = randomUUID();
    const tagged = { ...body, data: body.data.map((item) => ({ ...item, info: { ...item.info, pedido } })) } as ChannelRequest;
    const answer = this.requests.add(pedido, () => this.lines ?? []);
    try {
      await this.whenOpen();
      this.socket?.send(JSON.stringify(tagged));
    } catch (error) {
      this.requests.fail(pedido, error instanceof Error ? error : new HoldChannelError(String(error)));
    }
    return answer;
  }

  /** Resolves once the socket is open and greeted; fails after `timeoutMs` or when the channel ends. */
  private whenOpen(): Promise<void> {
    if (this.socket?.readyState === WebSocket.OPEN) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const waiter: OpenWaiter = {
        resolve: () => (clearTimeout(timer), resolve()),
        reject: (error) => (clearTimeout(timer), reject(error)),
      };
      const timer = setTimeout(() => {
        this.openWaiters.delete(waiter);
        reject(new HoldChannelError(`the hold channel did not open within ${this.options.timeoutMs} ms`));
      }, this.options.timeoutMs);
      this.openWaiters.add(waiter);
    });
  }

  private connect(): void {
    this.retryTimer = null;
    const { url, clientId, logger } = this.options;
    const socket = new WebSocket(url, { headers: { authorization: `Bearer ${this.options.token()}` }, handshakeTimeout: this.options.timeoutMs });
    this.socket = socket;
    let refusedStatus: number | null = null;
    socket.on('open', () => {
      // No per-second ticks: countdowns are counted from each line's expiry (the browser's and
      // holdCountdown's); the API still sends the cart when a hold lapses.
      socket.send(JSON.stringify({ id_client: clientId, temporal_segundo: false }));
      keepAlive(socket, this.options.keepAlive ?? DEFAULT_KEEP_ALIVE, () => logger.warn({ clientId }, 'hold channel: no pong in time; reconnecting'));
      for (const waiter of this.openWaiters) waiter.resolve();
      this.openWaiters.clear();
    });
    socket.on('message', (data, isBinary) => {
      if (socket !== this.socket || isBinary) return;
      this.attempt = 0;
      this.receive(textOf(data));
    });
    socket.on('unexpected-response', (_request, response) => {
      // The upgrade was refused with an HTTP status: 401/403 is the bearer, anything else a fault.
      refusedStatus = response.statusCode ?? 0;
      response.resume();
      socket.terminate();
    });
    socket.on('error', (error) => logger.debug({ err: error, clientId }, 'hold channel socket error'));
    socket.on('close', (code) => {
      if (socket !== this.socket) return;
      this.socket = null;
      const closeCode = refusedStatus === 401 || refusedStatus === 403 ? CHANNEL_CLOSE_CODES.unauthorized : code;
      this.dropped(closeCode);
    });
  }

  private dropped(closeCode: number): void {
    const plan = closePlan(closeCode);
    const reconnecting = plan.reconnect && this.wanted;
    this.options.logger.info({ clientId: this.options.clientId, closeCode, reconnecting }, 'hold channel closed');
    // A request whose socket closed may or may not have been applied: its caller is told so.
    this.requests.failAll(new HoldChannelError(`the hold channel closed (code ${closeCode}) before it answered`));
    // Repeated failed attempts while reconnecting are one outage: announced once. The end of the
    // channel is always announced, even when it comes on a later attempt (a session revoked meanwhile).
    if (plan.announce && (this.attempt === 0 || !reconnecting)) this.emit({ type: 'down', closeCode, reconnecting });
    if (!reconnecting) {
      if (!plan.reconnect) this.stop();
      return;
    }
    this.retryTimer = setTimeout(() => this.connect(), backoffMs(this.attempt));
    this.attempt += 1;
  }

  private receive(data: string): void {
    const parsed = parseServerMessage(data);
    if ('problem' in parsed) {
      this.options.logger.warn({ clientId: this.options.clientId, problem: parsed.problem, data: data.slice(0, 300) }, 'hold channel: ignored a malformed message');
      return;
    }
    this.handle(parsed.message);
  }

  private handle(message: ChannelServerMessage): void {
    switch (message.type) {
      case 'update_list':
        return this.cartChanged(message.info.carrinho, message.pedido);
      case 'temporal_segundo': {
        const tick = message.data;
        const line = this.lines?.find((l) => l.prod_timer === tick.timestamp_prod) ?? this.lines?.find((l) => l.produto.id_event === tick.id_event && l.produto.id_prod === tick.id_prod);
        const holdId = line?.prod_timer ?? tick.timestamp_prod;
        const remainingSeconds = secondsOf(tick.tempo);
        this.emit({ type: 'tick', holdId, remainingSeconds, expiresAt: tick.expira_em });
        if (remainingSeconds === 0 && line) this.lapse(line);
        return;
      }
      case 'erro':
        this.requests.refused(message.pedido, { code: message.codigo, detail: message.detalhe, messages: message.data.mensagens });
        return this.emit({ type: 'notice', success: false, messages: message.data.mensagens, code: message.codigo });
      case 'sucesso':
        this.requests.succeeded(message.pedido);
        return this.emit({ type: 'notice', success: true, messages: message.data, code: null });
      case 'lista_espera':
        // Sent after the hello and whenever an entry changes: an offer arrives here and, as its
        // hold, in the update_list of the same transaction.
        return this.waitingChanged(message.data);
    }
  }

  /** An offer, a new entry or an ended one is told at once; new places alone a moment later (waiting-places.ts). */
  private waitingChanged(entries: WaitingEntry[]): void {
    const placesOnly = onlyPlacesMoved(this.waiting, entries);
    this.waiting = entries;
    if (placesOnly) {
      this.placesTimer ??= setTimeout(() => this.tellWaiting(), placeDelayMs(this.options.placeTiming ?? DEFAULT_PLACE_TIMING));
      return;
    }
    this.tellWaiting();
  }

  private tellWaiting(): void {
    if (this.placesTimer) clearTimeout(this.placesTimer);
    this.placesTimer = null;
    if (this.waiting) this.emit({ type: 'waiting', entries: this.waiting });
  }

  private cartChanged(lines: ChannelCartLine[], pedido: string | undefined): void {
    const before = this.lines ?? [];
    this.lines = lines;
    const kept = new Set(lines.map((l) => l.prod_timer));
    const now = this.now().getTime();
    for (const line of before) {
      if (kept.has(line.prod_timer)) continue;
      // A line that leaves at its expiry lapsed; one that leaves earlier was released or bought.
      const expiry = Date.parse(line.expira_em);
      if (Number.isFinite(expiry) && expiry - EXPIRY_SLACK_MS <= now) this.lapse(line);
    }
    for (const id of this.lapsed) if (!kept.has(id)) this.lapsed.delete(id);
    this.emit({ type: 'cart', lines });
    this.requests.cartArrived(pedido, lines);
  }

  private lapse(line: ChannelCartLine): void {
    if (this.lapsed.has(line.prod_timer)) return;
    this.lapsed.add(line.prod_timer);
    this.emit({ type: 'expired', line });
  }

  private emit(event: HoldChannelEvent): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(event);
      } catch (error) {
        this.options.logger.error({ err: error }, 'hold channel listener failed');
      }
    }
  }
}
