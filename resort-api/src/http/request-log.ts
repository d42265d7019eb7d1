import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger.ts';
import type { AppEnv } from './env.ts';

/** One log line per request: method, path, status and duration (and the caller's request id). */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const status = c.res.status;
    const line = {
      method: c.req.method,
      path: c.req.path,
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      // The gateway may pass its own id along, so its log and ours can be joined.
      ...(c.req.header('x-request-id') ? { requestId: c.req.header('x-request-id') } : {}),
    };
    if (status >= 500) logger.error(line, 'request');
    else logger.info(line, 'request');
  };
}
