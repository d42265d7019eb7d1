import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEVELOPMENT_PAYMENT_SECRET, DEVELOPMENT_SITE_TOKEN, productionDefaults, productionProblem } from './production-guards.ts';
import { isProxyEntry } from './security/trusted-proxies.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

const bool = z
  .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1');

const int = (min: number, max: number) =>
  z.coerce
    .number({ message: `must be an integer between ${min} and ${max}` })
    .int({ message: `must be an integer between ${min} and ${max}` })
    .min(min, { message: `must be an integer between ${min} and ${max}` })
    .max(max, { message: `must be an integer between ${min} and ${max}` });

/**
 * Every setting of the gateway, read from the environment. Defaults make `npm start` work on a
 * fresh machine; production overrides them (docker-compose.yml sets each one).
 */
export const gatewayConfigSchema = z.object({
  /**
   * `production` (the Dockerfile sets it) refuses to start on development secrets or an open
   * /metrics, defaults GRAPHIQL and ALLOW_ARBITRARY_OPERATIONS off and COOKIE_SECURE on
   * (production-guards.ts), and hides "Did you mean …?" from callers without a partner key.
   */
  NODE_ENV: z.string().optional(),
  PORT: int(0, 65535).default(4000),
  HOST: z.string().min(1).default('127.0.0.1'),
  RESORT_API_URL: z
    .url({ message: 'must be an http(s) URL of the resort REST API base' })
    .regex(/^https?:\/\//, { message: 'must be an http(s) URL of the resort REST API base' })
    .transform((v) => (v.endsWith('/') ? v : `${v}/`))
    .default('http://127.0.0.1:4100/'),
  COMPANY_CODE: z.string().regex(/^[\w-]+$/, { message: 'must be a company code (letters, digits, - or _)' }).default('estancia'),
  /** The fixed public site token of spec 000 §6: server-side only, never sent to a browser. */
  PUBLIC_SITE_TOKEN: z.string().min(8, { message: 'must be the resort API public site token (8+ characters)' }).default(DEVELOPMENT_SITE_TOKEN),
  UPSTREAM_TIMEOUT_MS: int(100, 120_000).default(5000),
  /**
   * How often each long-lived socket to the resort API (the availability feed, the viewers' hold
   * channels) is pinged; one whose ping is not answered within as long is cut and reopened, so a
   * path that goes quiet without closing is found within twice this (keep-alive.ts).
   */
  UPSTREAM_PING_MS: int(100, 60_000).default(5000),
  /**
   * How often the gateway pings each browser's socket (graphql-ws); one that has not answered by
   * the next ping is cut, so a silent path to a browser is closed within twice this.
   */
  BROWSER_PING_MS: int(100, 120_000).default(12_000),
  /**
   * Bytes a browser's socket may have waiting to be sent before it is closed with 1013: a watcher
   * that reads nothing must not grow the process's memory. The browser reconnects and is shown the
   * current state.
   */
  SOCKET_MAX_UNSENT_BYTES: int(1024, 64_000_000).default(1_048_576),
  /**
   * Keep-alive connections to the resort API per process. Each page's reads go out together, so
   * a busy gateway has several per page in flight: with too few, pages queue for a connection
   * while the resort API is idle.
   */
  UPSTREAM_CONNECTIONS: int(1, 4096).default(256),
  /** Seconds a public read (content, structure) may be served from the short-lived cache. */
  PUBLIC_CACHE_SECONDS: int(0, 3600).default(30),
  /**
   * Seconds past PUBLIC_CACHE_SECONDS a visitor's cached answer is kept to stand in, marked stale,
   * while the resort API does not answer; 0 fails at once like a signed-in read.
   */
  STALE_IF_ERROR_SECONDS: int(0, 86_400).default(600),
  /**
   * Seconds between background refreshes of what every page shows (site settings, menu), held in
   * the process so no page waits for them; 0 reads them with each request like other public reads.
   */
  LAYOUT_REFRESH_SECONDS: int(0, 3600).default(30),
  CLIENT_DIST_DIR: z.string().min(1).default(`${repoRoot}client/dist`),
  PERSISTED_OPERATIONS_FILE: z.string().min(1).default(`${repoRoot}client/persisted-operations.json`),
  /**
   * Whether documents that are not persisted are accepted (GraphiQL, partners); always under the
   * limits below. Unset: on in development, off in production (productionDefaults).
   */
  ALLOW_ARBITRARY_OPERATIONS: bool.default(true),
  /** GraphiQL at /graphql for browsers. Unset: on in development, off in production (productionDefaults). */
  GRAPHIQL: bool.default(true),
  /**
   * Bytes of one request body to /graphql, refused with 413 as it arrives. The website's largest
   * real request is its error report (20,000 characters of details: about 28 KB of JSON); an order
   * of 50 lines and 50 holds with every billing field at its longest is about 9 KB. 1 MiB leaves
   * over thirty times that, while what one body costs the heap as it is parsed stays small.
   */
  MAX_BODY_BYTES: int(1024, 25_000_000).default(1_048_576),
  /**
   * What a request's variables and extensions may hold, refused with 400 before anything runs:
   * their size as JSON text, how deep objects and lists nest in them, and how many items one list
   * or fields one object holds. The website's largest are the error report (about 28 KB), the
   * order form (4 deep: variables › input › lines › line) and a cart of at most 50 lines
   * (checkout/quote.ts MAX_CART_LINES).
   */
  MAX_VARIABLES_BYTES: int(256, 25_000_000).default(131_072),
  MAX_VARIABLES_DEPTH: int(1, 100).default(10),
  MAX_VARIABLES_LIST_LENGTH: int(1, 1_000_000).default(200),
  MAX_DEPTH: int(1, 100).default(12),
  MAX_ALIASES: int(0, 1000).default(15),
  MAX_COST: int(1, 1_000_000).default(10_000),
  /** Directives in one operation, and tokens (names, punctuation, values) in one document: bounds on parsing and validation work. */
  MAX_DIRECTIVES: int(1, 1000).default(5),
  MAX_TOKENS: int(10, 1_000_000).default(1000),
  /**
   * Seconds a partner key's verification is remembered by this replica: a key revoked in the
   * resort API stops working on every replica within this time (at most a minute).
   */
  PARTNER_KEY_CACHE_SECONDS: int(0, 60).default(60),
  /** Base URL of the website, for links in mails (the password recovery link). */
  PUBLIC_SITE_URL: z
    .url({ message: 'must be the http(s) URL people open the site at' })
    .regex(/^https?:\/\//, { message: 'must be the http(s) URL people open the site at' })
    .transform((v) => (v.endsWith('/') ? v.slice(0, -1) : v))
    .default('http://localhost:4000'),
  /**
   * Key of the session cookie's encryption (32+ characters). Unset: a random key per process, so
   * sessions do not survive a restart or span replicas: production refuses to start without it.
   */
  SESSION_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  /** Mark the session cookie Secure (sent over HTTPS only). Unset: off in development, on in production (productionDefaults). */
  COOKIE_SECURE: bool.default(false),
  /**
   * The load balancers (IP addresses or CIDR ranges, comma-separated) whose X-Forwarded-For names
   * the caller's address for the per-address limits; `false`: none. A request from any other
   * address is taken for its socket's address, whatever X-Forwarded-For it carries.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value) => (value === 'false' || value === '0' ? [] : value.split(',').map((entry) => entry.trim()).filter(Boolean)))
    .pipe(z.array(z.string().refine(isProxyEntry, { message: "must be false or the load balancers' addresses: IP addresses or CIDR ranges, comma-separated (e.g. 10.89.0.10)" }))),
  /** Redis for rate limits and slot-change events shared by gateway replicas; unset keeps them in this process. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, { message: 'must be a redis:// or rediss:// URL' })
    .optional(),
  /** Failed sign-ins to one account from one address before that address is locked out of it for LOGIN_LOCK_SECONDS. */
  LOGIN_FAILURES_PER_ACCOUNT: int(1, 1000).default(5),
  /** Failed sign-ins from one address before it is locked for LOGIN_LOCK_SECONDS. */
  LOGIN_FAILURES_PER_ADDRESS: int(1, 10000).default(20),
  LOGIN_LOCK_SECONDS: int(1, 86_400).default(900),
  /** Public form submissions (contact, testimonial, registration, password recovery) allowed per client address per hour. */
  FORM_SUBMISSIONS_PER_HOUR: int(1, 10_000).default(20),
  /** Registration's "is this e-mail free?" checks (usernameAvailable) allowed per client address per hour, so accounts cannot be listed by trying addresses. */
  USERNAME_CHECKS_PER_HOUR: int(1, 10_000).default(30),
  /** Hold mutations (hold, release, extend) of one signed-in account running at once in one gateway process. */
  HOLD_REQUESTS_IN_FLIGHT: int(1, 100).default(4),
  /** Hold mutations of one signed-in account per minute in one gateway process. */
  HOLD_REQUESTS_PER_MINUTE: int(1, 10_000).default(120),
  /** The resort's inbox: copy (bcc) of every contact message, and testimonial notices (spec 000 §7). */
  CONTACT_MAIL_TO: z
    .string()
    .regex(/^[^\s@,]+@[^\s@,]+\.[^\s@,]+(,[^\s@,]+@[^\s@,]+\.[^\s@,]+)*$/, { message: 'must be one e-mail address or a comma-separated list' })
    .transform((v) => v.split(','))
    .default(['geral@estancia.pt']),
  /**
   * The resort API's payment notification secret (its PAYMENT_NOTIFICATION_SECRET): the desk is its
   * own payment provider, and the gateway signs the desk's payment notification with it (spec 002
   * §4 "Confirming a desk order"). The default is the resort API's development default.
   */
  PAYMENT_NOTIFICATION_SECRET: z.string().min(16, { message: 'must be the resort API payment notification secret (16+ characters)' }).default(DEVELOPMENT_PAYMENT_SECRET),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Origins of partners' browser apps that may call /graphql across origins (comma-separated, e.g.
   * `https://app.agency.pt`): granted without credentials, so no session cookie ever rides along.
   * Empty: the API answers its own site's pages only (no CORS grant to any other origin).
   */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) => value.split(',').map((origin) => origin.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(/^https?:\/\/[^/\s]+$/, { message: 'must be origins like https://app.example.pt, comma-separated' }))),
  /** Serve Prometheus metrics at /metrics (operations, upstream calls, cache, subscriptions). */
  METRICS: bool.default(false),
  /** When set, a scrape of /metrics must send `Authorization: Bearer <token>`; production with METRICS on requires it. */
  METRICS_TOKEN: z.string().min(16, { message: 'must be at least 16 characters' }).optional(),
  /**
   * Send OpenTelemetry traces (GraphQL operations and their resort API calls). Also on when
   * OTEL_EXPORTER_OTLP_ENDPOINT is set; the other standard OTEL_* variables apply as usual.
   */
  TRACING: bool.default(false),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ message: 'must be the http(s) URL of an OTLP collector' }).optional(),
});

export type GatewayConfig = z.output<typeof gatewayConfigSchema>;

/** Variables whose value an error message must never repeat. */
const SECRET_VARIABLES = new Set(['PUBLIC_SITE_TOKEN', 'SESSION_SECRET', 'REDIS_URL', 'PAYMENT_NOTIFICATION_SECRET', 'METRICS_TOKEN']);

/** A configuration problem, said in one line that names the variable and what it expects. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv | Record<string, string | undefined> = process.env): GatewayConfig {
  const given: Record<string, string | undefined> = Object.fromEntries(
    Object.keys(gatewayConfigSchema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  // Production's own defaults fill what is unset; a value given explicitly still wins.
  const known = { ...productionDefaults(given['NODE_ENV']), ...Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined)) };
  const result = gatewayConfigSchema.safeParse(known);
  if (result.success) {
    const problem = productionProblem(result.data);
    if (problem) throw new ConfigError(`Invalid configuration: ${problem.variable} ${problem.message} (${env[problem.variable] ? 'value hidden' : 'not set'})`);
    return result.data;
  }
  const issue = result.error.issues[0];
  const key = String(issue?.path[0] ?? 'configuration');
  const got = SECRET_VARIABLES.has(key) ? 'value hidden' : `got ${JSON.stringify(env[key])}`;
  throw new ConfigError(`Invalid configuration: ${key} ${issue?.message ?? 'is invalid'} (${got})`);
}
