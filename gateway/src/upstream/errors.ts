/**
 * What can go wrong talking to the resort REST API. Resolvers never show these to a caller: the
 * error masking plugin logs them and answers a masked GraphQL error (or the module maps an
 * expected status, such as 404, to a typed result).
 */
export class UpstreamError extends Error {
  override name = 'UpstreamError';
  constructor(
    message: string,
    readonly path: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** No answer: connection refused, reset or timed out. */
export class UpstreamUnavailableError extends UpstreamError {
  override name = 'UpstreamUnavailableError';
}

/**
 * An answer with a non-2xx status. `code` is the resort API's error code (`{ error: { code } }`)
 * when the body has one, so modules can turn expected ones (409 username_exists) into results.
 */
export class UpstreamStatusError extends UpstreamError {
  override name = 'UpstreamStatusError';
  constructor(
    path: string,
    readonly status: number,
    readonly code: string | null,
    readonly body: string,
  ) {
    super(`resort API answered ${status}${code ? ` ${code}` : ''} for ${path}`, path);
  }
}

/** The resort API refused the session token (401): it expired or was revoked. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof UpstreamStatusError && error.status === 401;
}

/** Whether an error is the resort API's answer `status` (and `code`, when given). */
export function isUpstreamStatus(error: unknown, status: number, code?: string): error is UpstreamStatusError {
  return error instanceof UpstreamStatusError && error.status === status && (code === undefined || error.code === code);
}

/** A 2xx answer whose body does not have the contract's shape. */
export class UpstreamShapeError extends UpstreamError {
  override name = 'UpstreamShapeError';
  constructor(
    path: string,
    readonly issues: string,
  ) {
    super(`resort API answer for ${path} does not match the contract: ${issues}`, path);
  }
}
