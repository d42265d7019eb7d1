import { Network, Observable, type FetchFunction, type INetwork } from 'relay-runtime';
import type { Language } from '../i18n/languages.ts';
import { GraphQLRequestError, NETWORK_ERROR } from './errors.ts';
import { checkGraphQLAnswer, persistedOperationBody, persistedOperationSearch } from './graphql-response.ts';
import { takeRouteAnswer } from './route-data.ts';
import { noteAnswer } from './stale-answers.ts';
import { subscribeFunction } from './subscriptions.ts';

export const GRAPHQL_PATH = '/graphql';

/**
 * HTTP operations: the persisted id only, never the document (design "Trust and sessions"), in
 * the language of this environment. `x-estancia-client` is the CSRF header the gateway will require.
 */
function fetchFunction(language: Language): FetchFunction {
  return (request, variables) => {
    const { id, name } = request;
    return Observable.create((sink) => {
      if (!id) {
        // The compiler gives every operation an id (persistConfig); a missing one is a build fault.
        sink.error(new Error(`Operation ${name} has no persisted id: run \`npm run relay -w client\`.`));
        return undefined;
      }
      // The first page's answer came with the HTML (relay/route-data.ts): no request for it.
      const prefetched = takeRouteAnswer(language, id, variables);
      if (prefetched !== null) {
        try {
          const answer = checkGraphQLAnswer(prefetched);
          // The page's data may be a kept answer from while the resort's systems were down.
          noteAnswer(prefetched);
          sink.next(answer);
          sink.complete();
          return undefined;
        } catch {
          // An answer the server should not have sent: ask for it as usual.
        }
      }
      const controller = new AbortController();
      const headers = { accept: 'application/graphql-response+json, application/json', 'accept-language': language, 'x-estancia-client': 'web' };
      const body = persistedOperationBody(id, name, variables);
      // Reads go by GET, so the gateway's cache, a CDN and the browser can answer them by address
      // (the language is part of it: caches cannot be trusted with Vary); mutations go by POST.
      const sent =
        request.operationKind === 'query'
          ? fetch(`${GRAPHQL_PATH}?${persistedOperationSearch(body, language)}`, { method: 'GET', headers, signal: controller.signal, credentials: 'same-origin' })
          : fetch(GRAPHQL_PATH, {
              method: 'POST',
              headers: { ...headers, 'content-type': 'application/json' },
              body: JSON.stringify(body),
              signal: controller.signal,
              credentials: 'same-origin',
            });
      sent
        .then(
          async (response) => {
            const body: unknown = await response.json().catch(() => undefined);
            noteAnswer(body);
            return checkGraphQLAnswer(body, response.status);
          },
          (cause: unknown) => {
            throw new GraphQLRequestError('The site could not be reached.', NETWORK_ERROR, undefined, { cause });
          },
        )
        .then(
          (answer) => {
            sink.next(answer);
            sink.complete();
          },
          (error: unknown) => {
            if (!controller.signal.aborted) sink.error(error instanceof Error ? error : new Error(String(error)));
          },
        );
      return () => controller.abort();
    });
  };
}

export function createNetwork(language: Language): INetwork {
  return Network.create(fetchFunction(language), subscribeFunction(language));
}
