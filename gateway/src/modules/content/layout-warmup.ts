import type { GatewayDeps } from '../../kernel/context.ts';
import type { ServiceLifecycle } from '../../kernel/services.ts';
import { UpstreamReader } from '../../upstream/reader.ts';
import { fetchSharedStructure } from '../structure/index.ts';
import { fetchSiteSettings } from './upstream.ts';

/**
 * Reads what every page shows (site settings, menu) as the gateway starts, so not even the first
 * page waits for them; from then on they refresh in the background. A failure here is only
 * logged: the first page that needs them reads them again (and says so if the API is down).
 */
function warmLayout(deps: GatewayDeps): void {
  const api = new UpstreamReader(deps.upstream, deps.publicCache, deps.config.PUBLIC_SITE_TOKEN, deps.config.COMPANY_CODE);
  for (const read of [fetchSiteSettings, fetchSharedStructure]) {
    read(api).catch((error: unknown) => deps.logger.warn({ err: error }, 'could not read the site settings or menu at start-up'));
  }
}

/** The content module's services: nothing its resolvers read, only the layout read as the server starts. */
export interface LayoutWarmup extends ServiceLifecycle {
  start(): void;
}

export function layoutWarmup(deps: GatewayDeps): LayoutWarmup {
  return { start: () => warmLayout(deps) };
}

declare module '../../kernel/context.ts' {
  interface ModuleServices {
    readonly content: LayoutWarmup;
  }
}
