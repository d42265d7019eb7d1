import type { GraphQLResponse, PayloadError } from 'relay-runtime';
import { GraphQLRequestError, NETWORK_ERROR } from './errors.ts';

interface ErrorWithCode extends PayloadError {
  extensions?: { code?: unknown };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Checks one parsed GraphQL answer: returns it when it carries no errors, throws a
 * `GraphQLRequestError` with the first error's message and code otherwise. A partial answer —
 * data, and errors that each name the field that failed — is returned too: a nullable field that
 * failed reads as null, and a fragment that `@catch`es it shows its own message (the home page's
 * testimonials, spec 000 §8), except an error in `viewer`, which fails the whole answer. An answer
 * that is not a GraphQL answer at all (a proxy's HTML page) is a network error.
 */
export function checkGraphQLAnswer(body: unknown, status?: number): GraphQLResponse {
  if (!isRecord(body) || !('data' in body || 'errors' in body)) {
    throw new GraphQLRequestError(`The server did not send a GraphQL answer (HTTP ${status ?? '?'}).`, NETWORK_ERROR, status);
  }
  const errors = Array.isArray(body['errors']) ? (body['errors'] as ErrorWithCode[]) : [];
  // Who is asking is never a partial answer: a signed-in person whose account could not be read
  // (the resort's systems not answering) would otherwise read as a visitor and be told to log in.
  const viewerError = errors.find((error) => Array.isArray(error.path) && error.path[0] === 'viewer');
  const first = viewerError ?? errors[0];
  const partial = isRecord(body['data']) && !viewerError && errors.every((error) => Array.isArray(error.path) && error.path.length > 0);
  if (first && !partial) {
    const code = isRecord(first.extensions) && typeof first.extensions.code === 'string' ? first.extensions.code : 'GRAPHQL_ERROR';
    throw new GraphQLRequestError(typeof first.message === 'string' ? first.message : 'GraphQL error', code, status);
  }
  return body as unknown as GraphQLResponse;
}

/** The APQ-shaped body that names a persisted operation (recipes: "Relay persisted operations over HTTP"). */
export function persistedOperationBody(id: string, operationName: string, variables: Record<string, unknown>) {
  return {
    operationName,
    variables,
    extensions: { persistedQuery: { version: 1, sha256Hash: id } },
  };
}

/**
 * The same request as a GET address's query string (GraphQL over HTTP: each member JSON-encoded),
 * with the language it is asked in (`lang`, which the gateway reads before Accept-Language).
 */
export function persistedOperationSearch(body: ReturnType<typeof persistedOperationBody>, language: string): string {
  return new URLSearchParams({
    operationName: body.operationName,
    variables: JSON.stringify(body.variables),
    extensions: JSON.stringify(body.extensions),
    lang: language,
  }).toString();
}
