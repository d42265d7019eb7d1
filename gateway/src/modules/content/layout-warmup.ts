import type { GatewayDeps } from '../../kernel/context.ts';
import { UpstreamReader } from '../../upstream/reader.ts';
import { fetchSharedStructure } from '../structure/index.ts';
import { fetchSiteSettings } from './upstream.ts';

/**
 * Reads what every page shows (site settings, menu) as the gateway starts, so not even the first
 * page waits for them; from then on they refresh in the background. A failure here is only
 * logged: the first page that needs them reads them again (and says so if the API is down).
 */
export function warmLayout(deps: GatewayDeps): void {
  const api = new UpstreamReader(deps.upstream, deps.publicCache, deps.config.PUBLIC_SITE_TOKEN, deps.config.COMPANY_CODE);
  for (const read of [fetchSiteSettings, fetchSharedStructure]) {
    read(api).catch((error: unknown) => deps.logger.warn({ err: error }, 'could not read the site settings or menu at start-up'));
  }
}
