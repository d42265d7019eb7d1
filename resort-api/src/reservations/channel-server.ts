import { randomUUID } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { CHANNEL_CLOSE_CODES, RESERVATION_PATHS } from '@estancia/resort-contract';
import { type WebSocket, WebSocketServer } from 'ws';
import { sessionResolver } from '../accounts/session.repository.ts';
import { DEFAULT_CHANNEL_SOCKETS_PER_CUSTOMER } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Listen } from '../db/notifications.ts';
import { siteTokenResolver } from '../http/auth.ts';
import { type Principal, anyOf } from '../http/principal.ts';
import type { Logger } from '../logger.ts';
import { ChannelFeed } from './channel-feed.ts';
import { ChannelHub } from './channel-hub.ts';
import { CustomerSockets, DEFAULT_MESSAGE_PACE, type MessagePaceSettings } from './channel-limits.ts';
import { serveSocket } from './channel-session.ts';
import { openEntriesOfClients } from '../waiting/waiting-entries.ts';
import { createHoldLedger } from './hold-ledger.ts';

export interface RealtimeChannelDeps {
  db: Db;
  /** The database's notifications (Database.listen), which the feed relays. */
  listen: Listen;
  companyCode: string;
  publicSiteToken: string;
  logger: Logger;
  now: () => Date;
  /** The countdown's interval: 1000 ms (one temporal_segundo a second). */
  tickIntervalMs?: number;
  /** How long a socket may wait before its hello: 10 000 ms. */
  helloTimeoutMs?: number;
  /** How often open sockets are pinged; one that did not answer the previous ping is cut (CHANNEL_HEARTBEAT_MS). */
  heartbeatMs?: number;
  /** Sockets one customer may keep open together (config CHANNEL_SOCKETS_PER_CUSTOMER, 8). */
  socketsPerCustomer?: number;
  /** How fast one socket's requests are carried out (channel-limits.ts DEFAULT_MESSAGE_PACE). */
  messagePace?: MessagePaceSettings;
}

export interface RealtimeChannel {
  /** Closes every socket with 1012 (the server restarts), then stops. */
  close(): Promise<void>;
}

/** The channel's path on the API's server: /realtime. */
export const CHANNEL_PATH = `/${RESERVATION_PATHS.channel}`;
/** A request is a few kilobytes at most (20 items); anything far larger is refused by ws (1009). */
const MAX_MESSAGE_BYTES = 64 * 1024;
/** The close reason of a customer's socket past CHANNEL_SOCKETS_PER_CUSTOMER (with 1008). */
export const TOO_MANY_SOCKETS = 'too many sockets for this customer';
/**
 * How often each socket is pinged: one that has not answered by the next ping is cut, so a peer
 * gone silent (a host that vanished, a NAT or load balancer that dropped the connection without
 * a reset) is cut 5–10 s after it went quiet. The gateway pings its end on the same rhythm.
 */
export const CHANNEL_HEARTBEAT_MS = 5_000;
/** How long close() lets sockets answer the close frame before cutting them. */
const CLOSE_GRACE_MS = 1_000;

/** The bearer of `Authorization: Bearer <token>`, read as the HTTP API reads it (http/auth.ts). */
function bearerOf(request: IncomingMessage): string | undefined {
  const header = request.headers.authorization;
  return header ? /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header)?.[1] : undefined;
}

/** Answers an upgrade request with a plain HTTP error and drops the connection. */
function refuseUpgrade(socket: Duplex, status: 401 | 404, reason: string): void {
  const headers = [
    `HTTP/1.1 ${status} ${status === 401 ? 'Unauthorized' : 'Not Found'}`,
    'Connection: close',
    'Content-Type: text/plain; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(reason)}`,
    ...(status === 401 ? ['WWW-Authenticate: Bearer realm="resort-api"'] : []),
  ];
  socket.end(`${headers.join('\r\n')}\r\n\r\n${reason}`);
}

/**
 * The realtime seat-hold channel (spec 002 §4): a WebSocket at /realtime on the API's own HTTP
 * server. The upgrade request must carry a bearer the HTTP API accepts (the public site token,
 * or a live session's token); anything else is refused with 401 before any socket exists.
 * A socket is a client's hold channel (hello `{"id_client": n}`, channel-session.ts) or, for the
 * site token, the seats and payments feed (hello `{"feed": {…}}`, channel-feed.ts); both kinds
 * are pinged, and closed with 1012 when the server stops. A customer's sockets past their cap are
 * closed with 1008 (channel-limits.ts).
 */
export function attachRealtimeChannel(server: EventEmitter, deps: RealtimeChannelDeps): RealtimeChannel {
  // This process's name in the cart announcements its ledger makes (cart-announcements.ts).
  const origin = randomUUID();
  const ledger = createHoldLedger({ db: deps.db, companyCode: deps.companyCode, origin });
  const hub = new ChannelHub({
    ledger,
    now: deps.now,
    logger: deps.logger,
    tickIntervalMs: deps.tickIntervalMs ?? 1_000,
    carts: { listen: deps.listen, companyCode: deps.companyCode, origin },
    waiting: (clientIds) => openEntriesOfClients(deps.db, deps.companyCode, clientIds),
  });
  const feed = new ChannelFeed({ listen: deps.listen, companyCode: deps.companyCode, logger: deps.logger });
  const resolve = anyOf(siteTokenResolver(deps.publicSiteToken), sessionResolver(deps.db, deps.now));
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const customerSockets = new CustomerSockets(deps.socketsPerCustomer ?? DEFAULT_CHANNEL_SOCKETS_PER_CUSTOMER, deps.companyCode);
  const sessionDeps = {
    hub,
    feed,
    ledger,
    now: deps.now,
    logger: deps.logger,
    companyCode: deps.companyCode,
    helloTimeoutMs: deps.helloTimeoutMs ?? 10_000,
    messagePace: deps.messagePace ?? DEFAULT_MESSAGE_PACE,
  };
  let closing = false;

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    // A peer that goes away without a close frame (a gateway stopping, a dropped network) resets the
    // socket: that is the 1006 case of spec 002 §4, not a fault of this server.
    socket.on('error', (error) => deps.logger.debug({ err: error }, 'realtime channel: socket error'));
    const path = new URL(request.url ?? '/', 'http://resort-api').pathname;
    if (path !== CHANNEL_PATH || closing) return refuseUpgrade(socket, 404, 'Not found');
    const token = bearerOf(request);
    if (!token) return refuseUpgrade(socket, 401, 'Missing bearer token: send "Authorization: Bearer <token>"');
    resolve(token).then(
      (principal: Principal | null) => {
        if (!principal) return refuseUpgrade(socket, 401, 'Invalid bearer token');
        if (closing) return refuseUpgrade(socket, 404, 'Not found');
        wss.handleUpgrade(request, socket, head, (ws) => {
          wss.emit('connection', ws, request);
          // One customer's sockets past the cap are closed at once, before their hello costs anything.
          if (!customerSockets.admit(principal, ws)) {
            ws.close(CHANNEL_CLOSE_CODES.policy, TOO_MANY_SOCKETS);
            return;
          }
          serveSocket(ws, principal, sessionDeps);
        });
      },
      (error: unknown) => {
        deps.logger.error({ err: error }, 'realtime channel: resolving the bearer failed');
        socket.destroy();
      },
    );
  };
  server.on('upgrade', onUpgrade);

  // A peer that vanished without a close (a dropped network) would keep its client's countdown
  // running for nobody, and feed messages queued for a reader that is gone: each socket must
  // answer a ping before the next one.
  const answered = new WeakSet<WebSocket>();
  wss.on('connection', (ws: WebSocket) => {
    answered.add(ws);
    ws.on('pong', () => answered.add(ws));
  });
  const heartbeat = setInterval(() => {
    for (const ws of wss.clients) {
      if (!answered.has(ws)) {
        ws.terminate();
        continue;
      }
      answered.delete(ws);
      ws.ping();
    }
  }, deps.heartbeatMs ?? CHANNEL_HEARTBEAT_MS);
  heartbeat.unref();

  let closed: Promise<void> | undefined;
  return {
    close() {
      closed ??= (async () => {
        closing = true;
        clearInterval(heartbeat);
        server.off('upgrade', onUpgrade);
        const hubStopped = hub.stop();
        const sockets = [...wss.clients];
        await Promise.all(
          sockets.map(
            (ws) =>
              new Promise<void>((done) => {
                const cut = setTimeout(() => ws.terminate(), CLOSE_GRACE_MS);
                ws.once('close', () => {
                  clearTimeout(cut);
                  done();
                });
                ws.close(CHANNEL_CLOSE_CODES.restart, 'server restart');
              }),
          ),
        );
        await Promise.all([feed.stop(), hubStopped]);
        await new Promise<void>((done) => wss.close(() => done()));
      })();
      return closed;
    },
  };
}
