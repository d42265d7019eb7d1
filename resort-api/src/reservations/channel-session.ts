import {
  CHANNEL_CLOSE_CODES,
  type ChannelErrorCode,
  type ChannelServerMessage,
  channelFeedHelloSchema,
  channelHelloSchema,
  channelRequestSchema,
} from '@estancia/resort-contract';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import type { Principal } from '../http/principal.ts';
import type { Logger } from '../logger.ts';
import type { ChannelFeed, FeedFilter } from './channel-feed.ts';
import { type ChannelHub, sendTo } from './channel-hub.ts';
import { MessagePace, type MessagePaceSettings } from './channel-limits.ts';
import { type SuccessKind, errorMessages, successMessages } from './channel-messages.ts';
import { maySpeakFor, orderScopeOf } from './hold-access.ts';
import type { RefusalDetail } from './hold-errors.ts';
import { type HoldLedger, type LedgerOutcome, validClientId } from './hold-ledger.ts';

/** More malformed messages than this on one socket close it (1008, policy violation). */
export const MAX_MALFORMED_MESSAGES = 20;
/** Requests of one socket waiting their turn; a peer that floods past this is closed (1008). */
const MAX_PENDING_MESSAGES = 100;

export interface SessionDeps {
  hub: ChannelHub;
  /** The seats and payments feed, for sockets whose hello asks for it. */
  feed: ChannelFeed;
  ledger: HoldLedger;
  now: () => Date;
  logger: Logger;
  companyCode: string;
  /** How long a socket may stay silent before its hello (10 s). */
  helloTimeoutMs: number;
  /** How fast this socket's requests are carried out; faster ones are refused too_many_requests. */
  messagePace: MessagePaceSettings;
}

type ChannelRequest = z.output<typeof channelRequestSchema>;

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** The pedido of a request that failed its shape, when its first item still names one (to echo it). */
function pedidoOf(value: unknown): string | undefined {
  const parsed = pedidoCarrier.safeParse(value);
  return parsed.success ? parsed.data.data[0]?.info.pedido : undefined;
}
const pedidoCarrier = z.object({ data: z.array(z.object({ info: z.object({ pedido: z.string().max(100) }) })).min(1) });

/** A shape error only about quantities is a bad quantity, not a bad message (spec 002 §5). */
function shapeErrorCode(error: z.ZodError): ChannelErrorCode {
  return error.issues.every((issue) => issue.path.at(-1) === 'quantidade') ? 'bad_quantity' : 'bad_message';
}

/**
 * One socket of the realtime channel (spec 002 §4 "Seat hold over the realtime channel"): the
 * hello, then hold, release and purchase-release requests, each answered sucesso or erro
 * (echoing the request's pedido), and every change of the cart sent to all the client's sockets.
 * Messages of a socket are handled one at a time, in order.
 */
export function serveSocket(socket: WebSocket, principal: Principal, deps: SessionDeps): void {
  let clientId: number | null = null;
  /** A feed socket sends nothing after its hello: whatever it sends is malformed. */
  let feed = false;
  let malformed = 0;
  let queue = Promise.resolve();
  let pending = 0;
  const pace = new MessagePace(deps.messagePace);

  const helloTimer = setTimeout(() => socket.close(CHANNEL_CLOSE_CODES.badHello, 'hello expected'), deps.helloTimeoutMs);
  helloTimer.unref();

  const send = (message: ChannelServerMessage) => sendTo(socket, message);
  const refuse = (code: ChannelErrorCode, pedido?: string, detail: RefusalDetail = {}) =>
    send({
      type: 'erro',
      ...(pedido === undefined ? {} : { pedido }),
      codigo: code,
      detalhe: detail,
      data: { id_user: clientId, mensagens: errorMessages(code, detail) },
    });

  const malformedMessage = (code: ChannelErrorCode, pedido: string | undefined, detail: RefusalDetail) => {
    malformed += 1;
    refuse(code, pedido, detail);
    if (malformed > MAX_MALFORMED_MESSAGES) socket.close(CHANNEL_CLOSE_CODES.policy, 'too many malformed messages');
  };

  /**
   * spec 002 §4: a first message asking for the feed (channelFeedHelloSchema) makes this a feed
   * socket, for the public site token only (the gateway): the changes of every client's seats and
   * orders are no business of one customer's session.
   */
  const followFeed = async (filter: FeedFilter) => {
    clearTimeout(helloTimer);
    if (principal.kind !== 'site') {
      socket.close(CHANNEL_CLOSE_CODES.unauthorized, 'only the site token may follow the feed');
      return;
    }
    if (socket.readyState !== socket.OPEN) return;
    feed = true;
    await deps.feed.add(socket, filter);
  };

  const hello = async (text: string) => {
    const parsed = parseJson(text);
    const feedHello = parsed.ok ? channelFeedHelloSchema.safeParse(parsed.value) : undefined;
    if (feedHello?.success) return followFeed(feedHello.data.feed);
    const helloMessage = parsed.ok ? channelHelloSchema.safeParse(parsed.value) : undefined;
    clearTimeout(helloTimer);
    if (!helloMessage?.success || !validClientId(helloMessage.data.id_client)) {
      // A request before the hello is told why, in words, before the socket closes.
      if (parsed.ok && channelRequestSchema.safeParse(parsed.value).success) refuse('hello_required');
      socket.close(CHANNEL_CLOSE_CODES.badHello, 'first message must be {"id_client": n}');
      return;
    }
    const id = helloMessage.data.id_client;
    if (!maySpeakFor(principal, deps.companyCode, id)) {
      socket.close(CHANNEL_CLOSE_CODES.unauthorized, 'this token may not speak for that client');
      return;
    }
    // A socket that closed while its hello waited in line must not join (its close has passed).
    if (socket.readyState !== socket.OPEN) return;
    clientId = id;
    // spec 002 §4 temporal_segundo: the ticks, unless this socket said it counts down on its own.
    await deps.hub.join(id, socket, { ticks: helloMessage.data.temporal_segundo !== false });
  };

  const request = async (client: number, text: string) => {
    const parsed = parseJson(text);
    if (!parsed.ok) return malformedMessage('bad_message', undefined, { motivo: 'json' });
    const shaped = channelRequestSchema.safeParse(parsed.value);
    if (!shaped.success) {
      return malformedMessage(shapeErrorCode(shaped.error), pedidoOf(parsed.value), {
        motivo: shaped.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ').slice(0, 300),
      });
    }
    const message = shaped.data;
    const pedido = message.data.map((item) => item.info.pedido).find((value) => value !== undefined);
    if (message.data.some((item) => item.id_user !== client)) return refuse('bad_message', pedido, { motivo: 'id_user' });

    let outcome: LedgerOutcome;
    try {
      outcome = await perform(client, message);
    } catch (error) {
      deps.logger.error({ err: error, clientId: client }, 'realtime channel: request failed');
      return refuse('server_error', pedido);
    }
    if (!outcome.ok) return refuse(outcome.code, pedido, outcome.detail);
    send({ type: 'sucesso', ...(pedido === undefined ? {} : { pedido }), id_user: client, data: successMessages(kindOf(message)) });
    await deps.hub.publishCart(client, pedido);
  };

  // The ledger reads the clock once it holds its locks, not now: a request may wait for them.
  const perform = (client: number, message: ChannelRequest): Promise<LedgerOutcome> => {
    if (message.cativar) return deps.ledger.hold(client, message.data, deps.now);
    if (message.comprar_prod === true) {
      return deps.ledger.purchase(client, message.id_encomenda, message.data, deps.now, orderScopeOf(principal, deps.companyCode));
    }
    return deps.ledger.release(client, message.data, deps.now);
  };

  socket.on('message', (data, isBinary) => {
    // binaryType is the default 'nodebuffer': a text frame arrives as one Buffer. Binary frames
    // are no requests, and read as malformed.
    const text = !isBinary && Buffer.isBuffer(data) ? data.toString('utf8') : '';
    // A request past the socket's pace is answered at once and never reaches the database.
    if (!pace.take()) {
      const parsed = parseJson(text);
      refuse('too_many_requests', parsed.ok ? pedidoOf(parsed.value) : undefined);
      return;
    }
    if (pending >= MAX_PENDING_MESSAGES) {
      socket.close(CHANNEL_CLOSE_CODES.policy, 'too many requests waiting');
      return;
    }
    pending += 1;
    queue = queue
      .then(() => {
        if (feed) return malformedMessage('bad_message', undefined, { motivo: 'feed' });
        return clientId === null ? hello(text) : request(clientId, text);
      })
      .catch((error: unknown) => deps.logger.error({ err: error }, 'realtime channel: message handling failed'))
      .finally(() => {
        pending -= 1;
      });
  });
  socket.on('close', () => {
    clearTimeout(helloTimer);
    if (clientId !== null) deps.hub.leave(clientId, socket);
    if (feed) deps.feed.remove(socket);
  });
  socket.on('error', (error) => deps.logger.warn({ err: error }, 'realtime channel: socket error'));
}

function kindOf(message: ChannelRequest): SuccessKind {
  if (message.cativar) return message.data.every((item) => item.info.renovar === true) ? 'extended' : 'held';
  return message.comprar_prod === true ? 'purchased' : 'released';
}
