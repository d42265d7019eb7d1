import pg from 'pg';
import type { Logger } from '../logger.ts';
import { type Listen, type NotificationHandlers, type Unlisten, checkChannelName } from './notifications.ts';

export interface PgListenerOptions {
  /** The first wait before reconnecting; doubled after each failure up to maxBackoffMs. */
  minBackoffMs?: number;
  maxBackoffMs?: number;
  /**
   * How often the idle connection is checked with a query: a connection dropped without a word
   * (a vanished network) would otherwise stay silent forever, delivering nothing.
   */
  probeIntervalMs?: number;
}

export interface PgListener {
  listen: Listen;
  close(): Promise<void>;
}

/**
 * The listening connection's name in pg_stat_activity: an operator (or a test) can tell it from
 * the pool's connections, and end it to see the process catch up.
 */
export const LISTENER_APPLICATION_NAME = 'resort-api notifications';

/** How long a probe or a LISTEN may take before the connection counts as lost. */
const QUERY_TIMEOUT_MS = 10_000;
/** A subscription gives up after this many connections died under its LISTEN. */
const LISTEN_ATTEMPTS = 5;

/**
 * The PostgreSQL side of `Database.listen`: one dedicated connection per process (a pooled one
 * would be handed to other queries and lose its LISTENs), on which every channel a subscriber
 * asked for is listened to. When the connection drops it is opened again with growing waits, its
 * channels listened to again, and the subscribers told both (`interrupted`, then `resumed`), since
 * what was committed in between is lost for them.
 */
export function createPgListener(url: string, logger: Logger | undefined, options: PgListenerOptions = {}): PgListener {
  const minBackoff = options.minBackoffMs ?? 100;
  const maxBackoff = options.maxBackoffMs ?? 10_000;
  const subscribers = new Map<string, Set<NotificationHandlers>>();
  let client: pg.Client | null = null;
  /** Resolves with the connection once it listens to every subscribed channel. */
  let live: Promise<pg.Client> | null = null;
  /** Fails `live` while it is still pending (close() during a reconnection). */
  let abandon: ((error: Error) => void) | null = null;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;
  let wasInterrupted = false;

  /**
   * Statements on the listening connection, one at a time: pg queues overlapping ones itself but
   * warns that it will stop doing so, and several channels may be listened to at once at start-up.
   */
  let statements: Promise<unknown> = Promise.resolve();
  const inTurn = (on: pg.Client, sql: string): Promise<unknown> => {
    const next = statements.then(() => on.query(sql));
    statements = next.catch(() => undefined);
    return next;
  };

  const everyHandler = () => [...subscribers.values()].flatMap((set) => [...set]);
  const call = (what: string, run: () => void) => {
    try {
      run();
    } catch (error) {
      logger?.error({ err: error }, `database notifications: a subscriber failed on ${what}`);
    }
  };

  const probe = setInterval(() => {
    const current = client;
    if (!current) return;
    inTurn(current, 'select 1').catch((error: unknown) => lost(current, error));
  }, options.probeIntervalMs ?? 30_000);
  probe.unref();

  function lost(which: pg.Client, error?: unknown): void {
    if (which !== client) return;
    client = null;
    live = null;
    which.removeAllListeners('notification');
    which.end().catch(() => undefined);
    if (closed) return;
    logger?.warn({ err: error }, 'database notifications: the listening connection was lost; reconnecting');
    wasInterrupted = true;
    for (const handlers of everyHandler()) call('interrupted', () => handlers.interrupted?.());
    connect();
  }

  /** Opens the connection (now, or after the current wait), and listens to every channel on it. */
  function connect(): Promise<pg.Client> {
    live ??= new Promise<pg.Client>((resolve, reject) => {
      abandon = reject;
      const attempt = async () => {
        retry = undefined;
        if (closed) return reject(new Error('database notifications are closed'));
        const candidate = new pg.Client({
          connectionString: url,
          keepAlive: true,
          query_timeout: QUERY_TIMEOUT_MS,
          application_name: LISTENER_APPLICATION_NAME,
        });
        candidate.on('error', (error) => lost(candidate, error));
        candidate.on('end', () => lost(candidate));
        candidate.on('notification', (message) => {
          const set = subscribers.get(message.channel);
          if (!set) return;
          for (const handlers of [...set]) call('a payload', () => handlers.payload(message.payload ?? ''));
        });
        try {
          await candidate.connect();
          for (const channel of subscribers.keys()) await inTurn(candidate, `LISTEN ${channel}`);
        } catch (error) {
          candidate.removeAllListeners();
          candidate.on('error', () => undefined);
          candidate.end().catch(() => undefined);
          if (closed) return reject(new Error('database notifications are closed'));
          failures += 1;
          const wait = Math.min(maxBackoff, minBackoff * 2 ** (failures - 1));
          logger?.warn({ err: error, waitMs: wait, failures }, 'database notifications: connecting failed; trying again');
          retry = setTimeout(() => void attempt(), wait);
          retry.unref();
          return;
        }
        if (closed) {
          candidate.end().catch(() => undefined);
          return reject(new Error('database notifications are closed'));
        }
        failures = 0;
        client = candidate;
        abandon = null;
        resolve(candidate);
        if (wasInterrupted) {
          wasInterrupted = false;
          logger?.info('database notifications: listening again');
          for (const handlers of everyHandler()) call('resumed', () => handlers.resumed?.());
        }
      };
      void attempt();
    });
    // A close while waiting must not surface as an unhandled rejection.
    live.catch(() => undefined);
    return live;
  }

  const listen: Listen = async (channel, handlers) => {
    checkChannelName(channel);
    if (closed) throw new Error('database notifications are closed');
    let set = subscribers.get(channel);
    if (!set) {
      set = new Set();
      subscribers.set(channel, set);
    }
    set.add(handlers);
    // A connection opened from now on listens to the channel on start-up; the live one needs its
    // LISTEN (twice is harmless). A connection that dies under it is replaced: try on the next.
    for (let attempt = 1; ; attempt += 1) {
      try {
        const current = await connect();
        await inTurn(current, `LISTEN ${channel}`);
        break;
      } catch (error) {
        if (closed || attempt >= LISTEN_ATTEMPTS) {
          set.delete(handlers);
          if (set.size === 0) subscribers.delete(channel);
          throw error;
        }
        await new Promise((resolve) => setTimeout(resolve, minBackoff));
      }
    }
    const unlisten: Unlisten = async () => {
      const own = subscribers.get(channel);
      if (!own?.delete(handlers) || own.size > 0) return;
      subscribers.delete(channel);
      if (client) await inTurn(client, `UNLISTEN ${channel}`).catch(() => undefined);
    };
    return unlisten;
  };

  return {
    listen,
    async close() {
      closed = true;
      clearInterval(probe);
      if (retry) clearTimeout(retry);
      abandon?.(new Error('database notifications are closed'));
      abandon = null;
      subscribers.clear();
      const current = client;
      client = null;
      live = null;
      if (current) {
        current.removeAllListeners('end');
        await current.end().catch(() => undefined);
      }
    },
  };
}
