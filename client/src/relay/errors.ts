/** Code given to failures where no GraphQL answer arrived (offline, gateway down, not JSON). */
export const NETWORK_ERROR = 'NETWORK_ERROR';

/**
 * A failed GraphQL operation: the first error of the answer, with its `extensions.code` (the
 * gateway's codes, e.g. `UPSTREAM_UNAVAILABLE`, `PERSISTED_QUERY_NOT_FOUND`), or `NETWORK_ERROR`.
 * Thrown through Relay into the route's error boundary, which explains the code to the visitor.
 */
export class GraphQLRequestError extends Error {
  override readonly name = 'GraphQLRequestError';
  readonly code: string;
  /** HTTP status of the answer, when there was one. */
  readonly status: number | undefined;

  constructor(message: string, code: string, status?: number, options?: ErrorOptions) {
    super(message, options);
    this.code = code;
    this.status = status;
  }
}

/** The code of an error thrown while loading a page, when it is one of ours. */
export function errorCode(error: unknown): string | undefined {
  return error instanceof GraphQLRequestError ? error.code : undefined;
}
