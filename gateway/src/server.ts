import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildGateway } from './app.ts';
import { loadConfig, type GatewayConfig } from './config.ts';
import type { GatewayDeps } from './context.ts';
import { live, ready } from './http/health.ts';
import { mediaImage } from './http/media.ts';
import { isOriginalPath, originals } from './http/originals.ts';
import { LESSON_CALENDAR_PREFIX, lessonCalendarRoute } from './modules/lessons/ics.ts';
import { staticSite } from './http/static-site.ts';
import { attachSubscriptions } from './http/subscriptions.ts';
import { createLogger, type Logger } from './logger.ts';
import { MEDIA_IMAGE_PATH } from './modules/content/images.ts';
import { createHoldBridge } from './modules/reservations/hold-bridge.ts';
import { PersistedOperations } from './plugins/persisted-operations.ts';
import { FormLimiter } from './security/form-limiter.ts';
import { LoginLimiter } from './security/login-limiter.ts';
import { SessionSealer } from './session/seal.ts';
import { UpstreamClient } from './upstream/client.ts';
import { PublicReadCache } from './upstream/public-cache.ts';

export interface StartOptions {
  /** Settings over the environment's (tests pass a port of 0 and the resort API's URL). */
  config?: Partial<GatewayConfig>;
  env?: Record<string, string | undefined>;
  logger?: Logger;
  now?: () => Date;
  /** Follow the persisted operations file as the client recompiles (development). */
  watch?: boolean;
}

export interface RunningGateway {
  url: string;
  port: number;
  close(): Promise<void>;
}

const SECURITY_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

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
  const upstream = new UpstreamClient({ baseUrl: config.RESORT_API_URL, timeoutMs: config.UPSTREAM_TIMEOUT_MS, logger });
  if (!config.SESSION_SECRET) logger.warn('SESSION_SECRET is not set: sessions last only as long as this process');
  const loginLimiter = new LoginLimiter(
    { perAccount: config.LOGIN_FAILURES_PER_ACCOUNT, perAddress: config.LOGIN_FAILURES_PER_ADDRESS, lockSeconds: config.LOGIN_LOCK_SECONDS },
    config.REDIS_URL,
  );
  const formLimiter = new FormLimiter(config.FORM_SUBMISSIONS_PER_HOUR, config.REDIS_URL);
  const holds = createHoldBridge(config, logger, options.now);
  const deps: GatewayDeps = {
    config,
    logger,
    upstream,
    publicCache: new PublicReadCache(config.PUBLIC_CACHE_SECONDS),
    sealer: new SessionSealer(config.SESSION_SECRET),
    loginLimiter,
    formLimiter,
    now: options.now ?? (() => new Date()),
    holdChannels: holds.holdChannels,
    holdEvents: holds.holdEvents,
  };
  const persisted = new PersistedOperations(config.PERSISTED_OPERATIONS_FILE, logger);
  if (options.watch) persisted.watch();
  const yoga = buildGateway(deps, persisted);
  const media = mediaImage(deps);
  const original = originals(deps);
  const lessonCalendar = lessonCalendarRoute(deps);
  const site = staticSite(config.CLIENT_DIST_DIR);
  if (!site) logger.warn({ dir: config.CLIENT_DIST_DIR }, 'no built website found: only /graphql is served');

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (path === yoga.graphqlEndpoint) return void yoga(req, res);
    if (path === '/health/live') return json(res, 200, live());
    if (path === '/health/ready') {
      return void ready(deps, persisted).then((report) => json(res, report.status === 'ok' ? 200 : 503, report));
    }
    if (path === MEDIA_IMAGE_PATH) return void media(req, res);
    if (isOriginalPath(path)) return void original(req, res);
    if (path.startsWith(LESSON_CALENDAR_PREFIX)) return void lessonCalendar(req, res);
    if (site && (req.method === 'GET' || req.method === 'HEAD')) return site(req, res, () => json(res, 404, { error: 'not found' }));
    json(res, 404, { error: 'not found' });
  });
  const subscriptions = attachSubscriptions(server, yoga, persisted, config);

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
      // After the subscriptions: their ends release the channels, which then close for good here.
      await holds.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await upstream.close();
      await loginLimiter.close();
      await formLimiter.close();
    },
  };
}
