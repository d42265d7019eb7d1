import type { LanguageCode, LanguageId } from '@estancia/resort-contract';
import type { GatewayConfig } from '../config.ts';
import type { HeaderReader } from './header-reader.ts';
import { languageIdOf, requestLanguage } from '../locale.ts';
import type { Logger } from '../logger.ts';
import type { AvailabilityFeed } from '../upstream/availability-feed.ts';
import type { GatewayMetrics } from '../observability/metrics.ts';
import type { FormLimiter } from '../security/form-limiter.ts';
import type { HoldLimiter } from '../security/hold-limiter.ts';
import type { LoginLimiter } from '../security/login-limiter.ts';
import { clientAddress, TrustedProxies } from '../security/trusted-proxies.ts';
import { readSessionCookie } from '../session/cookies.ts';
import type { SessionClaims, SessionSealer } from '../session/seal.ts';
import type { UpstreamClient } from '../upstream/client.ts';
import type { PublicReadCache } from '../upstream/public-cache.ts';
import type { ResponseStore } from '../response-cache/stale-store.ts';
import { UpstreamReader } from '../upstream/reader.ts';
import type { SecondClock } from './second-clock.ts';

/**
 * Process-wide parts every request shares, as the server makes them. A module's own process-wide
 * parts are not added here: they are its services (`ModuleServices`, kernel/services.ts).
 */
export interface ProcessDeps {
  config: GatewayConfig;
  logger: Logger;
  upstream: UpstreamClient;
  publicCache: PublicReadCache;
  /** Visitors' whole answers, shared by the replicas through Redis when configured. */
  responseStore: ResponseStore;
  sealer: SessionSealer;
  loginLimiter: LoginLimiter;
  formLimiter: FormLimiter;
  /** usernameAvailable's checks, per client address. */
  usernameChecks: FormLimiter;
  /** The pace of each account's hold mutations. */
  holdLimiter: HoldLimiter;
  /** The clock; tests inject one to check publication windows. */
  now: () => Date;
  /** The process's one clock striking each second, for countdowns and `serverTime`. */
  clock: SecondClock;
  /** The resort API's feed of seat and payment changes: one upstream socket per process. */
  availabilityFeed: AvailabilityFeed;
  /** Prometheus counters (a sink that records nothing unless METRICS is on). */
  metrics: GatewayMetrics;
  /** The gateway's modules (modules/index.ts): each request gets their loaders, the process their services. */
  modules: readonly ModuleSource[];
}

/** The process-wide parts and every module's services, made once per process (kernel/services.ts). */
export interface GatewayDeps extends ProcessDeps {
  services: ModuleServices;
}

/**
 * What the kernel needs of a module: its name and its loaders' and services' factories. module.ts's
 * GatewayModule has them; it is not imported here, since a module's descriptor names the context
 * its resolvers get.
 */
export interface ModuleSource {
  readonly name: string;
  readonly loaders?: LoaderFactory | undefined;
  /** Returns an object whose optional start() and stop() the kernel calls (kernel/services.ts). */
  readonly services?: ((deps: GatewayDeps) => object) | undefined;
}

/**
 * Each module's per-request loaders, under the module's name. The kernel names none of them: a
 * module with loaders declares its own entry beside its factory, by declaration merging —
 * `declare module '../../kernel/context.ts' { interface ModuleLoaders { shop: ShopLoaders } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the modules fill it in (declaration merging)
export interface ModuleLoaders {}

/**
 * Each module's process-wide services, under the module's name, as `ctx.services.<name>`: made
 * once per process from the module's `services` factory, started and stopped with the server
 * (kernel/services.ts). Like ModuleLoaders, the kernel names none of them: a module declares its
 * entry beside its factory — `declare module '../../kernel/context.ts' { interface ModuleServices
 * { desk: DeskServices } }` — so its resolvers read their own services typed, while GatewayDeps
 * stays the kernel's alone and no module keeps process state at module scope.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the modules fill it in (declaration merging)
export interface ModuleServices {}

/** What every resolver receives: one per HTTP request, one per subscription operation. */
export interface GatewayContext {
  deps: GatewayDeps;
  /** The request's language (negotiated from Accept-Language, pt by default). */
  language: LanguageCode;
  languageId: LanguageId;
  /** The signed-in person, from the sealed session cookie; null for a visitor. */
  session: SessionClaims | null;
  /** The caller's address, for rate limits. */
  clientAddress: string;
  /** The request's `Cookie` header (the sign-in limits read a device cookie from it); null without one. */
  cookieHeader: string | null;
  /**
   * The site's address as this browser opened it (the page's own origin when it sent one that
   * matches the Host), else PUBLIC_SITE_URL: a payment provider sends the payer back there, to the
   * same host that holds their session cookie.
   */
  siteUrl: string;
  /** Asks for a cookie on the response (sign-in, sign-out). */
  setCookie: (cookie: string) => void;
  api: UpstreamReader;
  loaders: ModuleLoaders;
  /** The modules' process-wide services (deps.services), each under its module's name. */
  services: ModuleServices;
}

type LoaderFactory = (api: UpstreamReader) => unknown;

/** The loaders' holder of one module list: the reader each module's loaders are made with. */
interface LoaderHolder {
  readonly api: UpstreamReader;
  readonly made: Map<string, unknown>;
}

/**
 * A class per module list whose prototype has one getter per module: each request's loaders are
 * one small object, and a module's loaders are made when a resolver first reads through them
 * (defining a getter per module on every request cost more than most reads use).
 */
const holdersByList = new WeakMap<readonly ModuleSource[], new (api: UpstreamReader) => LoaderHolder>();
function loaderHolder(modules: readonly ModuleSource[]): new (api: UpstreamReader) => LoaderHolder {
  let LoadersOfList = holdersByList.get(modules);
  if (!LoadersOfList) {
    const LazyLoaders = class implements LoaderHolder {
      readonly made = new Map<string, unknown>();
      constructor(readonly api: UpstreamReader) {}
    };
    for (const module of modules) {
      const create: LoaderFactory | undefined = module.loaders;
      if (!create) continue;
      Object.defineProperty(LazyLoaders.prototype, module.name, {
        enumerable: true,
        get(this: LoaderHolder) {
          if (!this.made.has(module.name)) this.made.set(module.name, create(this.api));
          return this.made.get(module.name);
        },
      });
    }
    holdersByList.set(modules, (LoadersOfList = LazyLoaders));
  }
  return LoadersOfList;
}

/**
 * Each module's loaders are made when a resolver first reads through them: the pipeline copies
 * the context with Object.assign (which reads every getter), so laziness must sit one level down,
 * or every request and every subscription would build every module's loaders.
 */
function createLoaders(api: UpstreamReader, modules: readonly ModuleSource[]): ModuleLoaders {
  const LoadersOfList = loaderHolder(modules);
  return new LoadersOfList(api) as unknown as ModuleLoaders;
}

export interface RequestFacts {
  headers: HeaderReader;
  /** The request's address (its `?lang=` names the language); none over graphql-ws. */
  url?: string;
  /** The socket's remote address. */
  remoteAddress: string;
  setCookie: (cookie: string) => void;
}

/** TRUST_PROXY's list, made once per configuration rather than per request. */
const proxiesByConfig = new WeakMap<readonly string[], TrustedProxies>();
function trustedProxiesOf(entries: readonly string[]): TrustedProxies {
  let proxies = proxiesByConfig.get(entries);
  if (!proxies) proxiesByConfig.set(entries, (proxies = new TrustedProxies(entries)));
  return proxies;
}

/**
 * Rebinds the rest of this request to a new session (null: signed out), so the payload of a
 * sign-in or sign-out mutation reads as the person it describes.
 */
export function bindSession(ctx: GatewayContext, session: SessionClaims | null): void {
  ctx.session = session;
  ctx.api = new UpstreamReader(ctx.deps.upstream, ctx.deps.publicCache, ctx.deps.config.PUBLIC_SITE_TOKEN, ctx.deps.config.COMPANY_CODE, session?.token ?? null);
  ctx.loaders = createLoaders(ctx.api, ctx.deps.modules);
}

function siteUrlOf(headers: HeaderReader, configured: string, viaTrustedProxy: () => boolean): string {
  const origin = headers.get('origin');
  // Only a request from a page sends an Origin: the website's reads by GET do not, and skip the proxy check.
  if (!origin) return configured;
  const host = (viaTrustedProxy() ? headers.get('x-forwarded-host') : null) ?? headers.get('host');
  if (!host) return configured;
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host === host ? url.origin : configured;
  } catch {
    return configured;
  }
}

export function createContext(deps: GatewayDeps, facts: RequestFacts): GatewayContext {
  const language = requestLanguage(facts.url, facts.headers.get('accept-language'));
  const cookie = readSessionCookie(facts.headers);
  const session = cookie ? deps.sealer.unseal(cookie, deps.now()) : null;
  const api = new UpstreamReader(deps.upstream, deps.publicCache, deps.config.PUBLIC_SITE_TOKEN, deps.config.COMPANY_CODE, session?.token ?? null);
  const proxies = trustedProxiesOf(deps.config.TRUST_PROXY);
  return {
    deps,
    language,
    languageId: languageIdOf(language),
    session,
    clientAddress: clientAddress(facts.remoteAddress, facts.headers.get('x-forwarded-for'), proxies) || 'unknown',
    cookieHeader: facts.headers.get('cookie'),
    siteUrl: siteUrlOf(facts.headers, deps.config.PUBLIC_SITE_URL, () => !proxies.none && proxies.has(facts.remoteAddress)),
    setCookie: facts.setCookie,
    api,
    services: deps.services,
    // A holder whose modules' loaders are made on first use (createLoaders): most operations read
    // through one or two modules, and one that reads none (`{ __typename }`) builds none. A plain
    // property, not a getter: Yoga copies the context with Object.assign, which would call the
    // getter anyway, and an object literal with accessors is built and copied the slow way.
    loaders: createLoaders(api, deps.modules),
  };
}
