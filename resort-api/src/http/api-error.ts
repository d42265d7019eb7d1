import type { ErrorCode } from '@estancia/resort-contract';
import type { ClientErrorStatusCode, ServerErrorStatusCode } from 'hono/utils/http-status';

/** The expected failures handlers and repositories throw (answered by errors.ts's handler). */

export type ErrorStatus = ClientErrorStatusCode | ServerErrorStatusCode;

/** Thrown by handlers and repositories for an expected failure; answered as is. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: ErrorStatus,
    readonly code: ErrorCode,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/**
 * An expected failure whose answer also carries `details` for the caller to act on (when and by
 * whom a booking was checked in, which day it is for): `{ error: { code, message, details } }`.
 */
export class DetailedApiError extends ApiError {
  override name = 'DetailedApiError';
  constructor(
    status: ErrorStatus,
    code: ErrorCode,
    message: string,
    readonly details: Record<string, unknown>,
  ) {
    super(status, code, message);
  }
}
