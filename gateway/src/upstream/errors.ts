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

/** An answer with a non-2xx status. */
export class UpstreamStatusError extends UpstreamError {
  override name = 'UpstreamStatusError';
  constructor(
    path: string,
    readonly status: number,
    readonly body: string,
  ) {
    super(`resort API answered ${status} for ${path}`, path);
  }
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
