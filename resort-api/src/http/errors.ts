import { z } from '@hono/zod-openapi';
import { errorAnswer as contractErrorAnswer, type ErrorAnswer, type ErrorCode } from '@estancia/resort-contract';
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ZodError } from 'zod';
import type { Logger } from '../logger.ts';
import { ApiError, DetailedApiError } from './api-error.ts';
import type { AppEnv } from './env.ts';

/**
 * Every 4xx and 5xx answer has one JSON shape, `{ error: { code, message } }`, so the gateway
 * needs a single reader for failures: `code` is stable and machine-readable, `message` is for
 * people and logs. The schema and the codes live in the contract (errors.ts), which the gateway
 * parses error bodies with; here the schema gets its OpenAPI name.
 */
export const errorAnswer = z.ZodType.prototype.openapi.call(contractErrorAnswer, 'Error', {
  example: { error: { code: 'not_found', message: 'Unknown company code "acme"' } },
}) as typeof contractErrorAnswer;
export type { ErrorAnswer, ErrorCode };

// The failures themselves live apart (api-error.ts) so the principal, which this file's handlers'
// context names, can throw them without a circle of imports.
export { ApiError, DetailedApiError, type ErrorStatus } from './api-error.ts';

export function errorBody(code: ErrorCode, message: string): ErrorAnswer {
  return { error: { code, message } };
}

/** An OpenAPI response entry for an error status. */
export function errorResponse(description: string) {
  return { description, content: { 'application/json': { schema: errorAnswer } } } as const;
}

/** The failures every authenticated call can answer with. */
export const commonErrorResponses = {
  401: errorResponse('Missing or wrong bearer token'),
  500: errorResponse('Unexpected failure (details are logged, never sent)'),
} as const;

/**
 * An operation's responses: its JSON answer, its own failures (status → description) and those
 * every authenticated call can answer with.
 */
export function answers<const Status extends number, Schema, const Failures extends Record<number, string>>(status: Status, description: string, schema: Schema, failures: Failures) {
  const answer = { [status]: { description, content: { 'application/json': { schema } } } } as Record<Status, { description: string; content: { 'application/json': { schema: Schema } } }>;
  const failed = Object.fromEntries(Object.entries(failures).map(([code, text]) => [code, errorResponse(text)])) as { [Code in keyof Failures]: ReturnType<typeof errorResponse> };
  return { ...answer, ...failed, ...commonErrorResponses };
}

function codeForStatus(status: number): ErrorCode {
  if (status === 400 || status === 422) return 'invalid_request';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 405) return 'method_not_allowed';
  if (status === 413) return 'payload_too_large';
  if (status === 503) return 'not_ready';
  return status >= 500 ? 'internal_error' : 'invalid_request';
}

export function createErrorHandler(logger: Logger): ErrorHandler<AppEnv> {
  return (error, c) => {
    if (error instanceof ApiError) {
      if (error.status >= 500) logger.error({ err: error, method: c.req.method, path: c.req.path }, error.message);
      const body = errorBody(error.code, error.message);
      return c.json(error instanceof DetailedApiError ? { error: { ...body.error, details: error.details } } : body, error.status);
    }
    if (error instanceof HTTPException && error.status < 500) {
      // Raised by Hono itself (e.g. a malformed body); its message is meant for the caller.
      return c.json(errorBody(codeForStatus(error.status), error.message || 'Bad request'), error.status);
    }
    // Anything else is a bug or an outage: log it whole, answer without internals.
    logger.error({ err: error, method: c.req.method, path: c.req.path }, 'unhandled error');
    return c.json(errorBody('internal_error', 'Internal server error'), 500);
  };
}

export const notFoundHandler: NotFoundHandler<AppEnv> = (c) =>
  c.json(errorBody('not_found', `No route for ${c.req.method} ${c.req.path}`), 404);

/** Where a failed validation happened, in the caller's words. */
const TARGET_NAMES: Record<string, string> = {
  param: 'path parameter',
  query: 'query parameter',
  json: 'body',
  header: 'header',
  cookie: 'cookie',
  form: 'form field',
};

/**
 * The default validation hook of every route (`OpenAPIHono({ defaultHook })`): a request that
 * does not match its route's zod schemas gets a 400 in the common error shape.
 */
export function validationHook(
  result: { target: string } & ({ success: true } | { success: false; error: ZodError }),
  c: Context<AppEnv>,
): Response | undefined {
  if (result.success) return undefined;
  const where = TARGET_NAMES[result.target] ?? result.target;
  const problems = result.error.issues.map((issue) => {
    const field = issue.path.map(String).join('.');
    return field ? `${field} ${issue.message}` : issue.message;
  });
  return c.json(errorBody('invalid_request', `Invalid ${where}: ${problems.join('; ')}`), 400);
}
