import { channelFeedMessageSchema, type ChannelFeedHello, type PaymentChange, type SeatChange } from '@estancia/resort-contract';
import WebSocket from 'ws';
import type { Logger } from '../logger.ts';
import { DEFAULT_KEEP_ALIVE, keepAlive, type KeepAliveTiming } from './keep-alive.ts';
import { backoffMs, textOf } from './realtime.ts';

/**
 * What the resort API's feed tells this process: `ready` each time the feed (re)starts listening
 * (whatever changed while it was not is caught up with one read per open listing), then seats and
 * payment states as their transactions commit.
 */
export type FeedEvent = { type: 'ready' } | { type: 'seats'; changes: SeatChange[] } | { type: 'payment'; change: PaymentChange };

export interface AvailabilityFeedOptions {
  /** ws(s)://…/realtime */
  url: string;
  /** The public site token: only a trusted caller may follow every change. */
  token: string;
  /** How long the upgrade may take. */
  timeoutMs: number;
  logger: Logger;
  /** How the socket proves the path is alive (keep-alive.ts DEFAULT_KEEP_ALIVE). */
  keepAlive?: KeepAliveTiming;
}

/** How long a reader's first answer may wait for the feed to listen before it reads anyway. */
const FIRST_ANSWER_WAIT_MS = 2_000;

/** The feed's hello: every slot's seats and every order's payment state (spec 002 §4, the channel's feed). */
const HELLO: ChannelFeedHello = { feed: { lugares: true, encomendas: true } };

/**
 * The one upstream socket of this gateway process that follows the resort API's availability
 * feed. Whatever the number of open listings and payment pages, a change arrives once, carrying
 * its seats or its payment state, and is fanned out in process. It opens on first use and
 * reconnects with backoff (at most 5 s between attempts) for as long as the process runs. A path
 * that goes quiet without closing is found by its pings and reopened, so it never freezes the
 * listings for good.
 */
export class AvailabilityFeed {
  private socket: WebSocket | null = null;
  private started = false;
  private stopped = false;
  private attempt = 0;
  private retryTimer: NodeJS.Timeout | null = null;
  private listening = false;
  private readonly listeners = new Set<(event: FeedEvent) => void>();
  private readonly readyWaiters = new Set<() => void>();

  constructor(private readonly options: AvailabilityFeedOptions) {}

  /** Whether a socket is open or opening. */
  get isOpen(): boolean {
    return this.socket !== null;
  }

  /** Opens the feed unless it is open, opening or stopped. */
  start(): void {
    if (this.started || this.stopped) return;
    this.started = true;
    this.connect();
  }

  /**
   * Resolves true once the feed listens, or false after `timeoutMs`: a reader that reads before
   * the feed listens would miss the changes in between, but a feed that cannot open must not keep
   * pages from their first answer (its `ready` later makes them catch up).
   */
  whenReady(timeoutMs = FIRST_ANSWER_WAIT_MS): Promise<boolean> {
    this.start();
    if (this.listening) return Promise.resolve(true);
    return new Promise((resolve) => {
      const done = () => (clearTimeout(timer), this.readyWaiters.delete(done), resolve(true));
      const timer = setTimeout(() => (this.readyWaiters.delete(done), resolve(false)), timeoutMs);
      this.readyWaiters.add(done);
    });
  }

  /** Calls `listener` with every event until the returned function is called. */
  on(listener: (event: FeedEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  stop(): void {
    this.stopped = true;
    this.listening = false;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const socket = this.socket;
    this.socket = null;
    if (socket?.readyState === WebSocket.OPEN) socket.close(1000);
    else socket?.terminate();
    for (const waiter of [...this.readyWaiters]) waiter();
    this.listeners.clear();
  }

  private connect(): void {
    this.retryTimer = null;
    const { url, token, timeoutMs, logger } = this.options;
    const socket = new WebSocket(url, { headers: { authorization: `Bearer ${token}` }, handshakeTimeout: timeoutMs });
    this.socket = socket;
    socket.on('open', () => {
      socket.send(JSON.stringify(HELLO));
      keepAlive(socket, this.options.keepAlive ?? DEFAULT_KEEP_ALIVE, () => logger.warn('availability feed: no pong in time; reconnecting'));
    });
    socket.on('message', (data, isBinary) => {
      if (socket === this.socket && !isBinary) this.receive(textOf(data));
    });
    socket.on('unexpected-response', (_request, response) => {
      logger.error({ status: response.statusCode }, 'availability feed: the resort API refused the upgrade');
      response.resume();
      socket.terminate();
    });
    socket.on('error', (error) => logger.debug({ err: error }, 'availability feed socket error'));
    socket.on('close', (code) => {
      if (socket !== this.socket) return;
      this.socket = null;
      this.listening = false;
      if (this.stopped) return;
      const delay = backoffMs(this.attempt);
      this.attempt += 1;
      logger.warn({ closeCode: code, retryInMs: delay }, 'availability feed closed; reconnecting');
      this.retryTimer = setTimeout(() => this.connect(), delay);
    });
  }

  private receive(text: string): void {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
    const parsed = channelFeedMessageSchema.safeParse(json);
    if (!parsed.success) {
      this.options.logger.warn({ data: text.slice(0, 300) }, 'availability feed: ignored a malformed message');
      return;
    }
    const message = parsed.data;
    switch (message.type) {
      case 'feed_pronto':
        this.attempt = 0;
        this.listening = true;
        for (const waiter of [...this.readyWaiters]) waiter();
        return this.emit({ type: 'ready' });
      case 'lugares':
        return this.emit({ type: 'seats', changes: message.data });
      case 'pagamento':
        return this.emit({ type: 'payment', change: message.data });
    }
  }

  private emit(event: FeedEvent): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(event);
      } catch (error) {
        this.options.logger.error({ err: error }, 'availability feed listener failed');
      }
    }
  }
}
