import type { Gateway } from '../../app.ts';
import { CLIENT_HEADER, WEBSITE_CLIENT } from '../../plugins/csrf.ts';
import type { SessionRead, VisitorRead } from './route-data.ts';

type ReadRequest = Parameters<VisitorRead>[0];

/** The request the website's Relay network sends for a persisted read, with `cookie` when given. */
function send(yoga: Gateway, { id, operationName, variables, language }: ReadRequest, cookie?: string): Promise<Response> {
  return Promise.resolve(
    yoga.fetch(`http://gateway.internal${yoga.graphqlEndpoint}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
        'accept-language': language,
        [CLIENT_HEADER]: WEBSITE_CLIENT,
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify({ operationName, variables, extensions: { persistedQuery: { version: 1, sha256Hash: id } } }),
    }),
  );
}

/**
 * A visitor's read through the gateway's own GraphQL pipeline, in process: the request the
 * website's Relay network would send (persisted id, variables, language, no cookie), so the answer
 * comes from, and fills, the same response cache as the browser's.
 */
export function visitorReadThrough(yoga: Gateway): VisitorRead {
  return async (request) => (await send(yoga, request)).json();
}

/**
 * A signed-in visitor's read of their own page, through the same pipeline with their session
 * cookie: a request with one never reads nor fills the shared cache (response-cache/
 * public-responses.ts isPublicRequest). The cookies the answer sets (a session the resort API no
 * longer honours is cleared) are handed back, for the page to give them to the visitor.
 */
export function sessionReadThrough(yoga: Gateway): SessionRead {
  return async ({ cookie, ...request }) => {
    const response = await send(yoga, request, cookie);
    return { answer: await response.json(), setCookies: response.headers.getSetCookie() };
  };
}
