import { RESERVATION_PATHS } from '@estancia/resort-contract';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Plugin } from 'graphql-yoga';
import { buildGateway } from './app.ts';
import { loadConfig, type GatewayConfig } from './config.ts';
import { live, readinessProbe } from './http/health.ts';
import { securityHeaders } from './http/security-headers.ts';
import { createMetrics } from './observability/metrics.ts';
import { metricsRoute } from './observability/metrics-route.ts';
import { mediaImage } from './http/media.ts';
import { isOriginalPath, originals } from './http/originals.ts';
import { staticSite } from './http/static-site.ts';
import { compressAnswers } from './http/compress.ts';
import { firstPaint } from './http/first-paint/route-data.ts';
import { heldTapsScript } from './http/first-paint/held-taps.ts';
import { sessionReadThrough, visitorReadThrough } from './http/first-paint/visitor-read.ts';
import { isPagePath, sitePages } from './http/site-html/page-handler.ts';
import { pageHeadReader } from './http/site-html/page-data.ts';
import { siteMapRoutes } from './http/site-html/sitemap.ts';
import { attachSubscriptions } from './http/subscriptions.ts';
import { createLogger, type Logger } from './logger.ts';
import { MEDIA_IMAGE_PATH } from './kernel/images.ts';
import type { GatewayModule } from './kernel/module.ts';
import { SecondClock } from './kernel/second-clock.ts';
import { makeProcessServices } from './kernel/services.ts';
import { GATEWAY_MODULES } from './modules/index.ts';
import { buildSchema } from './schema.ts';
import { PersistedOperations } from './plugins/persisted-operations.ts';
import { createPartnerGuard } from './partners/partner-guard.ts';
import { FormLimiter } from './security/form-limiter.ts';
import { HoldLimiter } from './security/hold-limiter.ts';
import { LoginLimiter } from './security/login-limiter.ts';
import { SessionSealer } from './session/seal.ts';
import { UpstreamClient } from './upstream/client.ts';
import { PublicReadCache } from './upstream/public-cache.ts';
import { AvailabilityFeed } from './upstream/availability-feed.ts';
import { channelUrl } from './upstream/realtime.ts';
import { keepAliveEvery } from './upstream/keep-alive.ts';
import { ResponseStore } from './response-cache/stale-store.ts';
import { KeptWarmReads } from './upstream/kept-warm.ts';

export interface StartOptions {
  /** Settings over the environment's (tests pass a port of 0 and the resort API's URL). */
  config?: Partial<GatewayConfig>;
  env?: Record<string, string | undefined>;
  logger?: Logger;
  now?: () => Date;
  /** Follow the persisted operations file as the client recompiles (development). */
  watch?: boolean;
  /** Plugins put first in the GraphQL pipeline (tests count what passes through it). */
  plugins?: Plugin[];
  /** The modules the gateway is made of (modules/index.ts); tests add one to show a module is one folder and one line. */
  modules?: readonly GatewayModule[];
}

export interface RunningGateway {
  url: string;
  port: number;
  close(): Promise<void>;
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

/**
 * Starts the gateway: GraphQL over HTTP and graphql-ws at /graphql, health, the resized pictures
 * at /media/image, the original pictures and documents at /images/… and /docs/…, and the website.
 */
export async function startGateway(options: StartOptions = {}): Promise<RunningGateway> {
  const config: GatewayConfig = { ...loadConfig(options.env ?? process.env), ...options.config };
  const logger = options.logger ?? createLogger(config.LOG_LEVEL);
  const metrics = createMetrics(config.METRICS);
  const upstream = new UpstreamClient({ baseUrl: config.RESORT_API_URL, timeoutMs: config.UPSTREAM_TIMEOUT_MS, connections: config.UPSTREAM_CONNECTIONS, logger, metrics });
  if (!config.SESSION_SECRET) logger.warn('SESSION_SECRET is not set: sessions last only as long as this process');
  const loginLimiter = new LoginLimiter(
    { perAccount: config.LOGIN_FAILURES_PER_ACCOUNT, perAddress: config.LOGIN_FAILURES_PER_ADDRESS, lockSeconds: config.LOGIN_LOCK_SECONDS },
    config.REDIS_URL,
  );
  const formLimiter = new FormLimiter(config.FORM_SUBMISSIONS_PER_HOUR, config.REDIS_URL);
  const usernameChecks = new FormLimiter(config.USERNAME_CHECKS_PER_HOUR, config.REDIS_URL, 'estancia:username-checks:address');
  const now = options.now ?? (() => new Date());
  const publicCache = new PublicReadCache(config.PUBLIC_CACHE_SECONDS, new KeptWarmReads(config.LAYOUT_REFRESH_SECONDS, logger));
  // One socket per process follows every seat and payment change (reservations' listings, shop's payment pages).
  const availabilityFeed = new AvailabilityFeed({
    url: channelUrl(config.RESORT_API_URL, RESERVATION_PATHS.channel),
    token: config.PUBLIC_SITE_TOKEN,
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
    logger,
    keepAlive: keepAliveEvery(config.UPSTREAM_PING_MS),
  });
  const modules = options.modules ?? GATEWAY_MODULES;
  // The modules' process-wide services are made with the rest (kernel/services.ts) and started
  // before the server listens, in list order.
  const services = makeProcessServices({
    config,
    logger,
    upstream,
    publicCache,
    responseStore: new ResponseStore({ redisUrl: config.REDIS_URL, staleSeconds: config.STALE_IF_ERROR_SECONDS, logger }),
    sealer: new SessionSealer(config.SESSION_SECRET),
    loginLimiter,
    formLimiter,
    usernameChecks,
    holdLimiter: new HoldLimiter({ inFlight: config.HOLD_REQUESTS_IN_FLIGHT, perMinute: config.HOLD_REQUESTS_PER_MINUTE }),
    now,
    clock: new SecondClock(now),
    availabilityFeed,
    metrics,
    modules,
  });
  const { deps } = services;
  await services.start();
  const persisted = new PersistedOperations(config.PERSISTED_OPERATIONS_FILE, logger);
  metrics.nameOperations((name) => persisted.idsOf(name).length > 0);
  if (options.watch) persisted.watch();
  const partners = createPartnerGuard(deps);
  const yoga = buildGateway(deps, persisted, partners, buildSchema(modules), { plugins: options.plugins });
  const media = mediaImage(deps);
  const original = originals(deps);
  // The modules' own routes (the lesson calendar's .ics), each made once.
  const moduleRoutes = modules.flatMap((module) => module.routes ?? []).map((route) => ({ matches: route.matches, serve: route.handler(deps) }));
  const site = staticSite(config.CLIENT_DIST_DIR);
  if (!site) logger.warn({ dir: config.CLIENT_DIST_DIR }, 'no built website found: only /graphql is served');
  // The pages' heads, their first screens, the sitemap: visitors' reads through the same pipeline, in process.
  const visitorRead = visitorReadThrough(yoga);
  // This server's reader of the build's tap-holding script: its pages carry the script, its headers allow its hash.
  const heldTaps = heldTapsScript(config.CLIENT_DIST_DIR);
  const pages = site
    ? sitePages(deps, {
        readHead: pageHeadReader(persisted, visitorRead),
        distDir: config.CLIENT_DIST_DIR,
        extend: firstPaint(deps, visitorRead, persisted, sessionReadThrough(yoga), heldTaps),
      })
    : null;
  const siteMap = siteMapRoutes(deps, persisted, visitorRead);
  const compress = compressAnswers();
  const setSecurityHeaders = securityHeaders(config, yoga.graphqlEndpoint, heldTaps);
  const readiness = readinessProbe(deps, persisted);
  const scrape = config.METRICS ? metricsRoute(metrics, config.METRICS_TOKEN) : null;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    setSecurityHeaders(req, res);
    compress(req, res, () => routeRequest(req, res));
  });
  const routeRequest = (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (path === yoga.graphqlEndpoint) return void yoga(req, res);
    if (path === '/health/live') return json(res, 200, live());
    if (path === '/health/ready') {
      return void readiness().then((report) => json(res, report.status === 'ok' ? 200 : 503, report));
    }
    if (scrape && path === '/metrics') return void scrape(req, res);
    if (path === MEDIA_IMAGE_PATH) return void media(req, res);
    if (isOriginalPath(path)) return void original(req, res);
    const moduleRoute = moduleRoutes.find((route) => route.matches(path));
    if (moduleRoute) return void moduleRoute.serve(req, res);
    const readOnly = req.method === 'GET' || req.method === 'HEAD';
    if (readOnly && path === '/robots.txt') return siteMap.robots(req, res);
    if (readOnly && path === '/sitemap.xml') return void siteMap.sitemap(req, res);
    if (pages && readOnly && isPagePath(path)) return void pages(req, res);
    if (site && (req.method === 'GET' || req.method === 'HEAD')) return site(req, res, () => json(res, 404, { error: 'not found' }));
    json(res, 404, { error: 'not found' });
  };
  const subscriptions = attachSubscriptions(server, yoga, persisted, config, partners, logger);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.PORT, config.HOST, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST}:${port}/`;
  logger.info({ url: `${url}graphql` }, 'gateway listening');

  return {
    url,
    port,
    close: async () => {
      persisted.close();
      await subscriptions.close();
      // After the subscriptions, in reverse list order: the subscriptions' ends release what the
      // services keep for them (reservations' hold channels), which then close for good here.
      await services.stop();
      availabilityFeed.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      deps.publicCache.close();
      await deps.responseStore.close();
      await upstream.close();
      await loginLimiter.close();
      await formLimiter.close();
      await usernameChecks.close();
      await partners.close();
    },
  };
}
