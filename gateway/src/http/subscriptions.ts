import type { IncomingMessage, Server } from 'node:http';
import { GraphQLError, type ExecutionArgs } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { Gateway } from '../app.ts';
import type { GatewayConfig } from '../config.ts';
import type { PersistedOperations } from '../plugins/persisted-operations.ts';
import { extractOperationId } from '../plugins/persisted-operations.ts';
import type { GatewayContext } from '../kernel/context.ts';
import { SharedSubscriptions, sharedKeyOf, type SubscriptionAnswer } from './shared-subscriptions.ts';

/** Headers a client may send in the connection_init payload. */
const CONNECTION_HEADERS = ['accept-language', 'x-estancia-client'] as const;

interface EnvelopedRoot {
  execute: (args: ExecutionArgs) => unknown;
  subscribe: (args: ExecutionArgs) => unknown;
  /** Set when every viewer asking this operation gets the same answers (shared-subscriptions.ts). */
  sharedKey: string | null;
}

/**
 * graphql-ws on the same port and path as HTTP GraphQL (recipes: "graphql-ws on the same port as
 * Yoga"). Yoga's persisted-operations plugin does not see the socket, so ids are resolved here,
 * with the same rule: a document without an id only where arbitrary operations are allowed.
 */
export function attachSubscriptions(server: Server, yoga: Gateway, persisted: PersistedOperations, config: GatewayConfig) {
  const shared = new SharedSubscriptions();
  // Cross-site WebSocket hijacking: a browser opens sockets with its cookies, so only pages of
  // this site (same host in Origin) may; clients without an Origin (servers, partners) may too.
  const wss = new WebSocketServer({
    server,
    path: yoga.graphqlEndpoint,
    verifyClient: ({ origin, req }: { origin?: string; req: IncomingMessage }) => {
      if (!origin) return true;
      try {
        return new URL(origin).host === req.headers.host;
      } catch {
        return false;
      }
    },
  });
  const disposable = useServer(
    {
      execute: (args) => (args.rootValue as EnvelopedRoot).execute(args) as never,
      subscribe: (args) => {
        const root = args.rootValue as EnvelopedRoot;
        const run = () => root.subscribe(args) as SubscriptionAnswer | Promise<SubscriptionAnswer>;
        return (root.sharedKey === null ? run() : shared.subscribe(root.sharedKey, run)) as never;
      },
      onSubscribe: async (ctx, _id, payload) => {
        const operationId = extractOperationId(payload);
        let query = payload.query;
        if (operationId) {
          const stored = persisted.get(operationId);
          if (!stored) return [new GraphQLError('Unknown persisted operation id.', { extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } })];
          query = stored;
        } else if (!config.ALLOW_ARBITRARY_OPERATIONS) {
          return [new GraphQLError('Only persisted operations are accepted here.', { extensions: { code: 'PERSISTED_QUERY_ONLY' } })];
        }
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
        const request = new Request(`http://localhost${yoga.graphqlEndpoint}`, { headers });
        const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          ...ctx,
          req: ctx.extra.request,
          socket: ctx.extra.socket,
          request,
          params: { ...payload, query },
        });
        const document = parse(query);
        const contextValue = (await contextFactory()) as GatewayContext;
        const errors = validate(schema, document);
        if (errors.length) return errors;
        const sharedKey = sharedKeyOf(schema, document, payload.operationName, query, payload.variables, contextValue.languageId);
        const args: ExecutionArgs = {
          schema,
          operationName: payload.operationName,
          document,
          variableValues: payload.variables,
          contextValue,
          rootValue: { execute, subscribe, sharedKey } satisfies EnvelopedRoot,
        };
        return args;
      },
    },
    wss,
  );
  return {
    close: async () => {
      await disposable.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
