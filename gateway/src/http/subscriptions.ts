import type { IncomingMessage, Server } from 'node:http';
import { getOperationAST, GraphQLError, type ExecutionArgs } from 'graphql';
import type { Context as SocketContext, SubscribePayload } from 'graphql-ws';
import { useServer, type Extra } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { Gateway } from '../app.ts';
import type { GatewayConfig } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { PersistedOperations } from '../plugins/persisted-operations.ts';
import { extractOperationId } from '../plugins/persisted-operations.ts';
import { variablesRefusal } from '../plugins/variable-limits.ts';
import type { GatewayContext } from '../kernel/context.ts';
import { grantPartner } from '../partners/partner-access.ts';
import type { PartnerGuard } from '../partners/partner-guard.ts';
import { KEY_NOT_RECOGNISED, presentedSocketKey, socketAccess } from '../partners/socket-access.ts';
import { nodeHeaders } from '../kernel/header-reader.ts';
import { SharedPayloads } from './shared-payloads.ts';
import { SharedSubscriptions, sharedKeyOf, type SubscriptionAnswer } from './shared-subscriptions.ts';
import { socketError, socketErrorMask } from './socket-errors.ts';
import { closeIfFallenBehind, FELL_BEHIND } from './unsent-bound.ts';

/** Headers a client may send in the connection_init payload. */
const CONNECTION_HEADERS = ['accept-language', 'x-estancia-client'] as const;

interface EnvelopedRoot {
  subscribe: (args: ExecutionArgs) => unknown;
  /** Set when every viewer asking this operation gets the same answers (shared-subscriptions.ts). */
  sharedKey: string | null;
}

type Socket = SocketContext<Record<string, unknown> | undefined, Extra>;

/**
 * graphql-ws on the same port and path as HTTP GraphQL (recipes: "graphql-ws on the same port as
 * Yoga"), for subscriptions only: queries and mutations go over HTTP, where the CSRF rule, the
 * cookies a mutation sets and the shared cache apply. Yoga's `onRequest` hooks do not see the
 * socket, so what they do for HTTP is done here: persisted ids are resolved (a document only where
 * arbitrary operations are allowed, or for a partner), a partner's key is verified when the socket
 * opens and again (from the verifier's cache) at each subscription, and each subscription is priced
 * and charged to the key's budget like an HTTP operation. A bad operation is answered with an
 * `error` for it; the socket stays open for the others.
 */
export function attachSubscriptions(server: Server, yoga: Gateway, persisted: PersistedOperations, config: GatewayConfig, partners: PartnerGuard, logger: Logger) {
  // A result shared by many sockets is serialised once (shared-payloads.ts).
  const payloads = new SharedPayloads();
  const shared = new SharedSubscriptions((result) => payloads.share(result));
  const forClient = socketErrorMask(logger);
  // The key each socket presented when it opened (none: keyless).
  const socketKeys = new WeakMap<Socket, string>();
  // Cross-site WebSocket hijacking: a browser opens sockets with its cookies, so only pages of
  // this site (same host in Origin) may; clients without an Origin (servers, partners) may too.
  const wss = new WebSocketServer({
    server,
    path: yoga.graphqlEndpoint,
    // A message is held whole before it is parsed: no larger than a request body may be (ws closes
    // the socket with 1009 past it; its default would be 100 MiB).
    maxPayload: config.MAX_BODY_BYTES,
    verifyClient: ({ origin, req }: { origin?: string; req: IncomingMessage }) => {
      if (!origin) return true;
      try {
        return new URL(origin).host === req.headers.host;
      } catch {
        return false;
      }
    },
  });
  // Registered before graphql-ws's own listener: every message a socket sends passes through here,
  // where a shared payload's token becomes its JSON (shared-payloads.ts).
  wss.on('connection', (socket) => {
    const send = socket.send.bind(socket) as (data: unknown, ...rest: unknown[]) => void;
    socket.send = ((data: unknown, ...rest: unknown[]) => send(typeof data === 'string' ? payloads.expand(data) : data, ...rest)) as typeof socket.send;
  });

  /**
   * The socket's partner, verified again (from the verifier's cache) at each subscription so a
   * revoked key stops as it does over HTTP. A key not recognised closes the socket; one that could
   * not be verified closes it only while it opens, and later fails just the one subscription.
   */
  const partnerOf = async (ctx: Socket) => {
    const access = await socketAccess((key) => partners.verifyKey(key), socketKeys.get(ctx) ?? null, logger);
    // Closed with its own reason before graphql-ws's generic one: ws keeps the first close frame.
    if (!access.ok && (access.refusal === KEY_NOT_RECOGNISED || !ctx.acknowledged)) ctx.extra.socket.close(access.refusal.code, access.refusal.reason);
    return access;
  };

  const start = async (ctx: Socket, payload: SubscribePayload): Promise<ExecutionArgs | readonly GraphQLError[]> => {
    // The same bounds on variables and extensions as a request over HTTP (plugins/variable-limits.ts).
    const tooLarge = variablesRefusal(payload, config);
    if (tooLarge) return [forClient(tooLarge)];
    const access = await partnerOf(ctx);
    if (!access.ok) return [socketError(access.refusal.reason, access.refusal === KEY_NOT_RECOGNISED ? 'INVALID_API_KEY' : 'PARTNER_KEY_UNVERIFIED')];
    const headers = new Headers();
    for (const [name, value] of Object.entries(ctx.extra.request.headers)) {
      if (typeof value === 'string') headers.set(name, value);
    }
    // A browser cannot set headers on a WebSocket: the client sends its language (and later
    // headers of that kind) in connection_init's payload instead.
    for (const name of CONNECTION_HEADERS) {
      const value = ctx.connectionParams?.[name];
      if (typeof value === 'string' && value.length <= 200) headers.set(name, value);
    }
    // POST, as an operation that is not a safe read: Yoga's parse refuses a mutation "sent by GET"
    // with its own words, where the socket answers every non-subscription alike (below).
    const request = new Request(`http://localhost${yoga.graphqlEndpoint}`, { method: 'POST', headers });
    if (access.partner) grantPartner(request, access.partner);

    const operationId = extractOperationId(payload);
    let query = payload.query;
    if (operationId) {
      const stored = persisted.get(operationId);
      if (!stored) return [socketError('Unknown persisted operation id.', 'PERSISTED_QUERY_NOT_FOUND')];
      query = stored;
    } else if (!partners.allowsDocuments(request)) {
      return [socketError('Only persisted operations are accepted here: send an operation id, or send a document with a partner key (connection_init payload "partnerKey").', 'PERSISTED_QUERY_ONLY')];
    }
    const { schema, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
      ...ctx,
      req: ctx.extra.request,
      socket: ctx.extra.socket,
      request,
      params: { ...payload, query },
    });
    let document;
    try {
      document = parse(query);
    } catch (error) {
      // A syntax error, or an operation name the document does not have.
      if (error instanceof GraphQLError) return [forClient(error)];
      throw error;
    }
    if (getOperationAST(document, payload.operationName)?.operation !== 'subscription') {
      return [socketError('Only subscriptions are served over this socket; send queries and mutations over HTTP.', 'SUBSCRIPTIONS_ONLY')];
    }
    const contextValue = (await contextFactory()) as GatewayContext;
    // Depth, aliases, tokens and the rest of the document limits (plugins/limits.ts) run here.
    const errors = validate(schema, document);
    if (errors.length) return errors;
    const args = { schema, operationName: payload.operationName, document, variableValues: payload.variables, contextValue };
    // Charged once, when it starts: what the subscription selects is what each answer costs the resort.
    const verdict = await partners.price(args);
    if (!verdict.ok) return [forClient(verdict.error)];
    const sharedKey = sharedKeyOf(schema, document, payload.operationName, query, payload.variables, contextValue.languageId);
    return { ...args, rootValue: { subscribe, sharedKey } satisfies EnvelopedRoot };
  };

  const disposable = useServer(
    {
      onConnect: async (ctx) => {
        const key = presentedSocketKey(ctx.connectionParams, nodeHeaders(ctx.extra.request.headers));
        if (key !== null) socketKeys.set(ctx, key);
        return (await partnerOf(ctx)).ok;
      },
      subscribe: async (args) => {
        const root = args.rootValue as EnvelopedRoot;
        const run = () => root.subscribe(args) as SubscriptionAnswer | Promise<SubscriptionAnswer>;
        try {
          return (await (root.sharedKey === null ? run() : shared.subscribe(root.sharedKey, run))) as never;
        } catch (error) {
          // Thrown, graphql-ws would close the socket with the error's message as the reason.
          return { errors: [forClient(error)] };
        }
      },
      onSubscribe: async (ctx, _id, payload) => {
        try {
          return await start(ctx, payload);
        } catch (error) {
          return [forClient(error)];
        }
      },
      // Before each result is written: a socket with too much still unsent is closed (1013), not fed.
      // A shared result goes out as itself, so its JSON made once stands in (shared-payloads.ts).
      onNext: (ctx, _id, _payload, _args, result) => {
        const unsent = ctx.extra.socket.bufferedAmount;
        if (closeIfFallenBehind(ctx.extra.socket, config.SOCKET_MAX_UNSENT_BYTES)) logger.info({ unsent }, FELL_BEHIND.log);
        return payloads.payloadOf(result);
      },
      jsonMessageReplacer: payloads.replacer,
      // An error thrown while a subscription streams reaches the client as an `error` message;
      // graphql-ws wraps it without its extensions, so one raised on purpose is unwrapped to keep its code.
      onError: (_ctx, _id, _payload, errors) => errors.map((error) => forClient(error.originalError instanceof GraphQLError ? error.originalError : error).toJSON()),
    },
    wss,
    // Each browser socket is pinged this often and cut when a ping is unanswered by the next one:
    // a path that went quiet without closing (a NAT or load balancer that forgot it) ends here too.
    config.BROWSER_PING_MS,
  );
  return {
    close: async () => {
      await disposable.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
