import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { upstreamRoute } from './upstream-routes.ts';

/** What one call to the resort API came to: its HTTP status, or `unreachable` when none arrived. */
export type UpstreamOutcome = number | 'unreachable';

/** How an operation ended: data without errors, with some errors, or refused before execution. */
export type OperationOutcome = 'ok' | 'error' | 'rejected';

/**
 * The gateway's counters, shared by every part that has something to count. Always present in
 * the dependencies, so callers need no "is it on" check: with METRICS off it counts nothing.
 */
export interface GatewayMetrics {
  readonly enabled: boolean;
  operation(name: string, type: string, outcome: OperationOutcome, seconds: number): void;
  upstreamCall(method: string, path: string, outcome: UpstreamOutcome, seconds: number): void;
  /** A response cache answered (`hit`) or had to compute the answer (`miss`). */
  cache(name: string, result: 'hit' | 'miss'): void;
  subscriptionStarted(name: string): void;
  subscriptionEnded(): void;
  /** A gauge read at scrape time (the upstream hold channels held open now). */
  watchHoldChannels(size: () => number): void;
  /** Which operation names are labels of their own: the website's persisted operations. */
  nameOperations(isKnown: (name: string) => boolean): void;
  /** The text exposition format, for GET /metrics. */
  scrape(): Promise<{ contentType: string; body: string }>;
}

const NOOP: GatewayMetrics = {
  enabled: false,
  operation: () => undefined,
  upstreamCall: () => undefined,
  cache: () => undefined,
  subscriptionStarted: () => undefined,
  subscriptionEnded: () => undefined,
  watchHoldChannels: () => undefined,
  nameOperations: () => undefined,
  scrape: () => Promise.resolve({ contentType: 'text/plain', body: '' }),
};

/**
 * Operation names come from callers' documents, and every label value is a series kept for the
 * life of the process: only the website's own operations (a bounded set) are named; any other
 * name (a partner's, GraphiQL's) is counted as `other`, so callers cannot grow /metrics.
 */
function operationLabel(name: string, isKnown: (name: string) => boolean): string {
  if (name === '' || name === 'anonymous') return 'anonymous';
  return isKnown(name) ? name : 'other';
}

/**
 * Prometheus metrics for the gateway: operations by name and outcome with their latency, calls
 * to the resort API by method, route template (upstream-routes.ts) and status, response cache hits, live
 * subscriptions and upstream hold channels. Each gateway has its own registry (tests run several
 * in one process). `enabled: false` gives a sink that records nothing.
 */
export function createMetrics(enabled: boolean): GatewayMetrics {
  if (!enabled) return NOOP;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'gateway_' });
  // Every metric below is this gateway's own, not prom-client's global registry's.
  const registers = [registry];
  const seconds = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[]) => new Counter({ name, help, labelNames, registers });
  const histogram = <L extends string>(name: string, help: string, labelNames: readonly L[]) => new Histogram({ name, help, labelNames, buckets: seconds, registers });
  const operations = counter('gateway_graphql_operations_total', 'GraphQL operations executed, by operation name, type and outcome (ok, error, rejected).', ['operation', 'type', 'outcome']);
  const operationSeconds = histogram('gateway_graphql_operation_duration_seconds', 'Time from the start of execution to the result, by operation name and type.', ['operation', 'type']);
  const upstreamCalls = counter(
    'gateway_upstream_requests_total',
    'Calls to the resort API, by method, route template (other: no route of the API) and HTTP status (unreachable: no answer).',
    ['method', 'path', 'status'],
  );
  const upstreamSeconds = histogram(
    'gateway_upstream_request_duration_seconds',
    'Time until the resort API answered (the headers and, for parsed answers, the body), by method and path template.',
    ['method', 'path'],
  );
  const cacheLookups = counter('gateway_response_cache_total', 'Response cache lookups, by cache and result (hit or miss).', ['cache', 'result']);
  const subscriptionsStarted = counter('gateway_subscriptions_started_total', 'GraphQL subscriptions started, by operation name.', ['operation']);
  const liveSubscriptions = new Gauge({
    name: 'gateway_subscriptions_live',
    help: 'GraphQL subscriptions open now.',
    registers,
  });
  let holdChannels: () => number = () => 0;
  let isKnown: (name: string) => boolean = () => false;
  const label = (name: string) => operationLabel(name, isKnown);
  new Gauge({
    name: 'gateway_upstream_hold_channels',
    help: "Realtime sockets to the resort API open now: the availability feed, and one channel per signed-in viewer who holds seats or is on a page that holds.",
    registers,
    collect() {
      this.set(holdChannels());
    },
  });
  return {
    enabled: true,
    operation(name, type, outcome, elapsed) {
      const operation = label(name);
      operations.inc({ operation, type, outcome });
      if (outcome !== 'rejected') operationSeconds.observe({ operation, type }, elapsed);
    },
    upstreamCall(method, path, outcome, elapsed) {
      const template = upstreamRoute(path);
      upstreamCalls.inc({ method, path: template, status: String(outcome) });
      upstreamSeconds.observe({ method, path: template }, elapsed);
    },
    cache: (cache, result) => cacheLookups.inc({ cache, result }),
    subscriptionStarted(name) {
      subscriptionsStarted.inc({ operation: label(name) });
      liveSubscriptions.inc();
    },
    subscriptionEnded: () => liveSubscriptions.dec(),
    watchHoldChannels(size) {
      holdChannels = size;
    },
    nameOperations(known) {
      isKnown = known;
    },
    scrape: async () => ({ contentType: registry.contentType, body: await registry.metrics() }),
  };
}
