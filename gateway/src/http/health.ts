import { z } from 'zod';
import type { GatewayDeps } from '../kernel/context.ts';
import type { PersistedOperations } from '../plugins/persisted-operations.ts';

type CheckState = 'ok' | 'unavailable';

/**
 * What the health endpoints answer: check names and `ok`/`unavailable` only. No addresses and no
 * error text: the endpoints are public, and the reasons go to the log.
 */
export interface HealthReport {
  status: CheckState;
  checks: Record<string, CheckState>;
}

/** How long one probe of the resort API stands for its state: readiness follows it within this. */
export const READY_PROBE_MS = 2000;

const upstreamReady = z.object({ status: z.literal('ok') });

/** Liveness: the process answers. */
export function live(): HealthReport {
  return { status: 'ok', checks: {} };
}

/**
 * Readiness: the resort API's own readiness probe answers (its database is up), asked directly
 * rather than through a cached read, at most once per READY_PROBE_MS however often the load
 * balancer asks, so a stopped resort API shows within a few seconds. Whether the website's
 * persisted operations are loaded is reported too; without them only partners' documents work,
 * so it does not make the gateway unready.
 */
export function readinessProbe(deps: GatewayDeps, persisted: PersistedOperations): () => Promise<HealthReport> {
  let last: { at: number; state: Promise<CheckState> } | null = null;
  const probe = async (): Promise<CheckState> => {
    try {
      await deps.upstream.get('health/ready', upstreamReady, { token: deps.config.PUBLIC_SITE_TOKEN });
      return 'ok';
    } catch (error) {
      deps.logger.warn({ err: error }, 'readiness: the resort API is not ready');
      return 'unavailable';
    }
  };
  return async () => {
    const now = performance.now();
    // One probe in flight or fresh serves every caller: concurrent probes share it.
    if (!last || now - last.at >= READY_PROBE_MS) last = { at: now, state: probe() };
    const resortApi = await last.state;
    const checks: HealthReport['checks'] = { resortApi, persistedOperations: persisted.size > 0 ? 'ok' : 'unavailable' };
    return { status: resortApi, checks };
  };
}
