import { Observable, type GraphQLResponse, type SubscribeFunction } from 'relay-runtime';
import type { Client } from 'graphql-ws';
import type { Language } from '../i18n/languages.ts';
import { GraphQLRequestError, NETWORK_ERROR } from './errors.ts';
import { checkGraphQLAnswer } from './graphql-response.ts';
import { missedEventsRenewal } from './missed-events.ts';
import { pongTimeout } from './pong-timeout.ts';

/** ws(s)://<this host>/graphql: graphql-ws shares the HTTP endpoint (recipes: "graphql-ws on the same port as Yoga"). */
function socketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/graphql`;
}

/**
 * The client pings every 6 s and cuts a socket whose pong is 4 s late: with graphql-ws's first
 * retry 1–4 s later, a silent path is cut and reopened within 15 s. The gateway pings the browser
 * too (BROWSER_PING_MS), so a browser that vanished does not hold its subscriptions open.
 */
const PING_EVERY_MS = 6_000;
const PONG_WITHIN_MS = 4_000;

/** graphql-ws reports a `CloseEvent`, an `Event` or a list of GraphQL errors; Relay wants an `Error`. */
function toError(reason: unknown): Error {
  if (reason instanceof Error) return reason;
  if (Array.isArray(reason)) {
    try {
      checkGraphQLAnswer({ errors: reason });
    } catch (error) {
      if (error instanceof Error) return error;
    }
  }
  if (typeof CloseEvent !== 'undefined' && reason instanceof CloseEvent) {
    return new GraphQLRequestError(`Live updates closed (${reason.code}${reason.reason ? `: ${reason.reason}` : ''}).`, NETWORK_ERROR);
  }
  return new GraphQLRequestError('Live updates failed.', NETWORK_ERROR);
}

/**
 * Subscriptions over graphql-ws. The library is imported, and the socket opened, only when a page
 * subscribes (`lazy: true` also closes the socket when the last subscription ends). The operation
 * is named by its persisted id: `query` is an empty string, as the gateway expects.
 */
export function subscribeFunction(language: Language): SubscribeFunction {
  let client: Promise<Client> | undefined;
  const getClient = () =>
    // The server's render never subscribes (subscriptions start in effects): `import.meta.env.SSR`
    // is a constant in its build, so the branch and graphql-ws (with the graphql it carries) drop out.
    (client ??= (import.meta.env.SSR ? Promise.reject(new Error('Live updates run in the browser only.')) : import('graphql-ws')).then(({ createClient }) =>
      createClient({
        url: socketUrl(),
        lazy: true,
        keepAlive: PING_EVERY_MS,
        on: pongTimeout(PONG_WITHIN_MS),
        // The browser cannot set headers on a WebSocket: the same facts travel as connection params.
        connectionParams: { 'accept-language': language, 'x-estancia-client': 'web' },
      }),
    ));

  return (request, variables) =>
    Observable.create<GraphQLResponse>((sink) => {
      const { id, name } = request;
      if (!id) {
        sink.error(new Error(`Subscription ${name} has no persisted id: run \`npm run relay -w client\`.`));
        return undefined;
      }
      let stop: (() => void) | undefined;
      let closed = false;
      const renew = missedEventsRenewal();
      const start = (ws: Client) => {
        stop = ws.subscribe(
          { query: '', operationName: name, variables, extensions: { persistedQuery: { version: 1, sha256Hash: id } } },
          {
            next: (answer) => {
              try {
                sink.next(checkGraphQLAnswer(answer));
              } catch (error) {
                sink.error(toError(error));
              }
            },
            error: (reason) => {
              const error = toError(reason);
              // A stream that fell behind starts again from the current state (missed-events.ts).
              if (!closed && renew(error)) start(ws);
              else sink.error(error);
            },
            complete: () => sink.complete(),
          },
        );
      };
      getClient().then(
        (ws) => {
          if (!closed) start(ws);
        },
        (reason: unknown) => sink.error(toError(reason)),
      );
      return () => {
        closed = true;
        stop?.();
      };
    });
}
