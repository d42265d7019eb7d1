/**
 * One page's graphql-ws connection, as the website's client opens it (client/src/relay/
 * subscriptions.ts): subprotocol graphql-transport-ws, the language and client name in
 * connection_init's payload, each operation named by its persisted id with an empty query. Written
 * on `ws` directly rather than graphql-ws's client: the load process holds 12,000 of these, and the
 * less work each answer costs it, the less of its own delay lands in the figures.
 */
import WebSocket from 'ws';
import type { Operation } from './seat-messages.ts';

const CONNECTION_PARAMS = { 'accept-language': 'pt', 'x-estancia-client': 'web' };

export interface PageSubscription {
  operation: Operation;
  variables: Record<string, unknown>;
  /** Each answer's `data`. */
  next: (data: unknown) => void;
}

interface ServerMessage {
  type: string;
  id: string | null;
  payload: unknown;
}

function serverMessage(raw: WebSocket.RawData): ServerMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.isBuffer(raw) ? raw.toString('utf8') : '');
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || !('type' in value) || typeof value.type !== 'string') return null;
  return { type: value.type, id: 'id' in value && typeof value.id === 'string' ? value.id : null, payload: 'payload' in value ? value.payload : null };
}

/** An answer's data, or null when it carries errors instead. */
function answerData(payload: unknown): unknown {
  if (typeof payload !== 'object' || payload === null) return null;
  if ('errors' in payload && Array.isArray(payload.errors) && payload.errors.length > 0) return null;
  return 'data' in payload ? payload.data : null;
}

/**
 * Opens the page's socket and its subscriptions. `failed` is called once, with the reason, if the
 * socket closes or any subscription errs or ends before `close()`: a live page's subscriptions
 * never end by themselves.
 */
export function openPage(
  url: string,
  options: { cookie: string | null; localAddress: string },
  subscriptions: PageSubscription[],
  failed: (reason: string) => void,
): { close: () => void } {
  const socket = new WebSocket(url, 'graphql-transport-ws', {
    headers: options.cookie ? { cookie: `estancia_session=${options.cookie}` } : {},
    localAddress: options.localAddress,
    perMessageDeflate: false,
    handshakeTimeout: 30_000,
  });
  let done = false;
  const fail = (reason: string) => {
    if (done) return;
    done = true;
    failed(reason);
  };
  socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: CONNECTION_PARAMS })));
  socket.on('message', (raw) => {
    const message = serverMessage(raw);
    if (!message) return fail('an unreadable message');
    switch (message.type) {
      case 'connection_ack':
        subscriptions.forEach((subscription, index) =>
          socket.send(
            JSON.stringify({
              id: String(index + 1),
              type: 'subscribe',
              payload: {
                query: '',
                operationName: subscription.operation.name,
                variables: subscription.variables,
                extensions: { persistedQuery: { version: 1, sha256Hash: subscription.operation.id } },
              },
            }),
          ),
        );
        return;
      case 'next': {
        const data = answerData(message.payload);
        const subscription = subscriptions[Number(message.id) - 1];
        if (data === null || !subscription) return fail(`${subscription?.operation.name ?? 'an operation'} answered with errors`);
        return subscription.next(data);
      }
      case 'ping':
        return socket.send('{"type":"pong"}');
      case 'error':
        return fail(`error: ${JSON.stringify(message.payload).slice(0, 200)}`);
      case 'complete':
        return fail('the server ended a subscription');
      default:
        return undefined;
    }
  });
  socket.on('error', (error) => fail(error.message));
  socket.on('close', (code) => fail(`socket closed (${code})`));
  return {
    close: () => {
      done = true;
      socket.terminate();
    },
  };
}
