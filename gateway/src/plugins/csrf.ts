import { Kind, getOperationAST, type DocumentNode, type GraphQLSchema, type SelectionSetNode } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import type { HeaderReader } from '../kernel/header-reader.ts';

/** The header the website (and GraphiQL) sends with every operation. */
export const CLIENT_HEADER = 'x-estancia-client';
/** Its value from the website's pages (client/src/relay/network.ts and subscriptions.ts). */
export const WEBSITE_CLIENT = 'web';
/** Its value from GraphiQL's page (app.ts). */
export const GRAPHIQL_CLIENT = 'graphiql';
const CLIENTS: ReadonlySet<string> = new Set([WEBSITE_CLIENT, GRAPHIQL_CLIENT]);

/**
 * Whether the request carries the client header with a value one of this site's own pages sends.
 * Any other value is refused like a missing header: the rule says which client is calling, so a
 * value nobody here sends is not one.
 */
export function hasClientHeader(headers: HeaderReader | null): boolean {
  const value = headers?.get(CLIENT_HEADER);
  return value !== null && value !== undefined && CLIENTS.has(value);
}

/**
 * CSRF protection: a request that comes from a browser (it carries cookies, an Origin or
 * Sec-Fetch-Site) must carry the client header, which no other site can make a browser send
 * without a CORS preflight this gateway never grants. Server-to-server partners send no cookies
 * and are not affected.
 */
export function isBrowserRequest(headers: HeaderReader): boolean {
  return headers.get('cookie') !== null || headers.get('origin') !== null || headers.get('sec-fetch-site') !== null;
}

/** A browser's request without the client header (or with a value no page of this site sends): refused (the rule above). */
export function lacksClientHeader(headers: HeaderReader): boolean {
  return isBrowserRequest(headers) && !hasClientHeader(headers);
}

/**
 * Mutations only the website's own pages perform, marked `extensions: { siteOnly: true }` in their
 * module's resolvers (signing in and registering, modules/accounts/resolvers.ts). They need no
 * cookie, so a forged cross-site form or a script elsewhere could post them without looking like a
 * browser to the rule above (login CSRF: the victim ends up signed in as the attacker). They
 * always need the client header, whoever calls; partners have no use for them. The mark is on the
 * field, not in a list here, so a new mutation of the kind is declared where it is written.
 */
function isSiteOnly(schema: GraphQLSchema, field: string): boolean {
  return schema.getMutationType()?.getFields()[field]?.extensions['siteOnly'] === true;
}

/** The root fields an operation selects, through fragments at the root too. */
function rootFields(selectionSet: SelectionSetNode, document: DocumentNode, seen = new Set<string>()): string[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection.name.value];
    if (selection.kind === Kind.INLINE_FRAGMENT) return rootFields(selection.selectionSet, document, seen);
    if (seen.has(selection.name.value)) return [];
    seen.add(selection.name.value);
    const fragment = document.definitions.find((d) => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === selection.name.value);
    return fragment?.kind === Kind.FRAGMENT_DEFINITION ? rootFields(fragment.selectionSet, document, seen) : [];
  });
}

/** The request's headers from Yoga's context (HTTP, or the socket's built in http/subscriptions.ts). */
export function requestHeadersOf(contextValue: unknown): Pick<Headers, 'get' | 'keys'> | null {
  const request = contextValue && typeof contextValue === 'object' && 'request' in contextValue ? contextValue.request : null;
  // Duck-typed: Yoga's server adapter may hand a ponyfilled Request, not the global class.
  const headers = request && typeof request === 'object' && 'headers' in request ? request.headers : null;
  return headers && typeof headers === 'object' && 'get' in headers && typeof headers.get === 'function' ? (headers as Headers) : null;
}

export function useCsrfHeader(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const operation = getOperationAST(args.document, args.operationName);
      if (operation?.operation !== 'mutation') return;
      const siteOnly = rootFields(operation.selectionSet, args.document).find((name) => isSiteOnly(args.schema, name));
      if (siteOnly === undefined) return;
      if (hasClientHeader(requestHeadersOf(args.contextValue))) return;
      setResultAndStopExecution({
        errors: [
          createGraphQLError(`${siteOnly} is for the website alone: send the ${CLIENT_HEADER} header as its pages do.`, {
            extensions: { code: 'CSRF_HEADER_REQUIRED', http: { status: 403 } },
          }),
        ],
      });
    },
    onRequest({ request, url, endResponse, fetchAPI }) {
      if (!url.pathname.endsWith('/graphql')) return;
      const wantsGraphiQL = request.method === 'GET' && (request.headers.get('accept') ?? '').includes('text/html');
      if (wantsGraphiQL || !lacksClientHeader(request.headers)) return;
      endResponse(
        new fetchAPI.Response(
          JSON.stringify({
            errors: [
              {
                message: `Requests from a browser must send the ${CLIENT_HEADER} header as this site's pages do.`,
                extensions: { code: 'CSRF_HEADER_REQUIRED' },
              },
            ],
          }),
          { status: 403, headers: { 'content-type': 'application/json; charset=utf-8' } },
        ),
      );
    },
  };
}
