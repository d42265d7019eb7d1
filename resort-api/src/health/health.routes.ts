import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { ApiApp } from '../http/env.ts';
import { ApiError, errorResponse } from '../http/errors.ts';

/** Probes for process managers and the gateway's start-up: no token needed (see app.ts). */
export const HEALTH_PATHS = { live: '/health/live', ready: '/health/ready' } as const;

const healthAnswer = z.object({ status: z.literal('ok') }).openapi('Health');

const liveRoute = createRoute({
  method: 'get',
  path: HEALTH_PATHS.live,
  tags: ['health'],
  summary: 'Liveness: the process is up',
  responses: { 200: { description: 'Up', content: { 'application/json': { schema: healthAnswer } } } },
});

const readyRoute = createRoute({
  method: 'get',
  path: HEALTH_PATHS.ready,
  tags: ['health'],
  summary: 'Readiness: the database answers',
  responses: {
    200: { description: 'Ready to serve', content: { 'application/json': { schema: healthAnswer } } },
    503: errorResponse('The database does not answer'),
  },
});

export function registerHealthRoutes(app: ApiApp, deps: { db: Db }): void {
  app.openapi(liveRoute, (c) => c.json({ status: 'ok' as const }, 200));
  app.openapi(readyRoute, async (c) => {
    try {
      await deps.db.execute(sql`select 1`);
    } catch (cause) {
      throw new ApiError(503, 'not_ready', 'The database does not answer', { cause });
    }
    return c.json({ status: 'ok' as const }, 200);
  });
}
