import { OpenAPIHono } from '@hono/zod-openapi';
import type { ResortApiConfig } from './config.ts';
import { registerBannerRoutes } from './content/banner.routes.ts';
import type { Db } from './db/client.ts';
import { HEALTH_PATHS, registerHealthRoutes } from './health/health.routes.ts';
import { authenticate, siteTokenResolver } from './http/auth.ts';
import type { ApiApp, AppEnv } from './http/env.ts';
import { createErrorHandler, notFoundHandler, validationHook } from './http/errors.ts';
import { OPENAPI_PATH, registerOpenApiDocument } from './http/openapi.ts';
import { requestLog } from './http/request-log.ts';
import type { Logger } from './logger.ts';
import { registerStructureRoutes } from './structure/structure.routes.ts';

export interface AppDeps {
  db: Db;
  config: Pick<ResortApiConfig, 'publicSiteToken'>;
  logger: Logger;
  /**
   * The clock, injectable so tests can fix "now" (defaults to the system clock). No call of the
   * first slice depends on it (the banner window is the reader's business); holds, previews and
   * payment deadlines will.
   */
  now?: () => Date;
}

/** Paths answered without a bearer token; everything else requires one (auth.ts). */
const PUBLIC_PATHS: ReadonlySet<string> = new Set([OPENAPI_PATH, HEALTH_PATHS.live, HEALTH_PATHS.ready]);

/**
 * The resort REST API as a Hono app, with no socket and no process concerns: server.ts listens
 * with it, tests call `app.request(...)` in memory. The API base is the server root.
 */
export function buildApp(deps: AppDeps): ApiApp {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  app.use('*', requestLog(deps.logger));
  app.use('*', authenticate({ resolve: siteTokenResolver(deps.config.publicSiteToken), publicPaths: PUBLIC_PATHS }));
  app.onError(createErrorHandler(deps.logger));
  app.notFound(notFoundHandler);

  // One module per domain, each registering its own routes (spec 000 §7 "calls").
  registerHealthRoutes(app, deps);
  registerBannerRoutes(app, deps);
  registerStructureRoutes(app, deps);

  registerOpenApiDocument(app);
  return app;
}
