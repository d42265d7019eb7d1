import type { GatewayDeps } from '../context.ts';
import type { PersistedOperations } from '../plugins/persisted-operations.ts';
import { UpstreamReader } from '../upstream/reader.ts';
import { fetchStructure } from '../modules/structure/upstream.ts';

export interface HealthReport {
  status: 'ok' | 'unavailable';
  checks: Record<string, 'ok' | string>;
}

/** Liveness: the process answers. */
export function live(): HealthReport {
  return { status: 'ok', checks: {} };
}

/**
 * Readiness: the website's operations are loaded and the resort API answers a public read (the
 * menu structure; cached, so probes cost the API little).
 */
export async function ready(deps: GatewayDeps, persisted: PersistedOperations): Promise<HealthReport> {
  const checks: HealthReport['checks'] = {};
  checks['persistedOperations'] = persisted.size > 0 ? 'ok' : 'none loaded (client not built)';
  try {
    const api = new UpstreamReader(deps.upstream, deps.publicCache, deps.config.PUBLIC_SITE_TOKEN, deps.config.COMPANY_CODE);
    await fetchStructure(api);
    checks['resortApi'] = 'ok';
  } catch (error) {
    checks['resortApi'] = error instanceof Error ? error.message : 'unreachable';
  }
  return { status: checks['resortApi'] === 'ok' ? 'ok' : 'unavailable', checks };
}
