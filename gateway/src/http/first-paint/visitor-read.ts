import type { Gateway } from '../../app.ts';
import { CLIENT_HEADER, WEBSITE_CLIENT } from '../../plugins/csrf.ts';
import type { VisitorRead } from './route-data.ts';

/**
 * A visitor's read through the gateway's own GraphQL pipeline, in process: the request the
 * website's Relay network would send (persisted id, variables, language, no cookie), so the answer
 * comes from, and fills, the same response cache as the browser's.
 */
export function visitorReadThrough(yoga: Gateway): VisitorRead {
  const url = `http://gateway.internal${yoga.graphqlEndpoint}`;
  return async ({ id, operationName, variables, language }) => {
    const response = await yoga.fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
        'accept-language': language,
        [CLIENT_HEADER]: WEBSITE_CLIENT,
      },
      body: JSON.stringify({ operationName, variables, extensions: { persistedQuery: { version: 1, sha256Hash: id } } }),
    });
    return response.json();
  };
}
