import { ERROR_REPORT_LIMITS, errorReportAnswer, errorReportBody } from '@estancia/resort-contract';
import type { Db } from '../db/client.ts';
import type { ApiApp } from '../http/env.ts';
import { answers, ApiError } from '../http/errors.ts';
import { bearerRoute } from '../http/route.ts';
import type { Logger } from '../logger.ts';
import { storeClientError } from './error-report.repository.ts';

/** POST error (spec 000 §7: "payload error with msg and object"). */
export const errorReportRoute = bearerRoute(['content'], 'post /error', {
  summary: 'Report a client-side failure',
  description:
    `Stores and logs a failure the website ran into: error.msg (at most ${ERROR_REPORT_LIMITS.msg} ` +
    'characters) and error.object, any JSON context (route, stack, component) of at most ' +
    `${ERROR_REPORT_LIMITS.object} characters once serialised. Answers the report's id.`,
  body: errorReportBody,
  responses: answers(200, 'Stored', errorReportAnswer, { 400: 'Invalid report: msg missing or too long, object too large' }),
});

export function registerErrorReportRoutes(app: ApiApp, deps: { db: Db; logger: Logger; now: () => Date }): void {
  app.openapi(errorReportRoute, async (c) => {
    const { error } = c.req.valid('json');
    const serialised = error.object === undefined ? undefined : JSON.stringify(error.object);
    if (serialised !== undefined && serialised.length > ERROR_REPORT_LIMITS.object) {
      throw new ApiError(
        400,
        'invalid_request',
        `Invalid body: error.object must be at most ${ERROR_REPORT_LIMITS.object} characters as JSON (it has ${serialised.length})`,
      );
    }
    const row = await storeClientError(
      deps.db,
      { message: error.msg, details: error.object, userAgent: c.req.header('user-agent') ?? null },
      deps.now(),
    );
    // Logged as well as stored: the logs are where failures are watched.
    deps.logger.warn({ clientErrorId: row.id, msg: error.msg, userAgent: row.userAgent }, 'client error reported');
    return c.json(errorReportAnswer.parse({ data: { id: row.id } }), 200);
  });
}
