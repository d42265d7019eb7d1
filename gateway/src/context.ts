import type { LanguageCode, LanguageId } from '@estancia/resort-contract';
import type { GatewayConfig } from './config.ts';
import { languageIdOf, negotiateLanguage } from './locale.ts';
import type { Logger } from './logger.ts';
import { createContentLoaders } from './modules/content/loaders.ts';
import { createStructureLoaders } from './modules/structure/loaders.ts';
import type { UpstreamClient } from './upstream/client.ts';
import type { PublicReadCache } from './upstream/public-cache.ts';
import { UpstreamReader } from './upstream/reader.ts';

/** Process-wide parts every request shares. */
export interface GatewayDeps {
  config: GatewayConfig;
  logger: Logger;
  upstream: UpstreamClient;
  publicCache: PublicReadCache;
  /** The clock; tests inject one to check publication windows. */
  now: () => Date;
}

/** What every resolver receives: one per HTTP request, one per subscription event. */
export interface GatewayContext {
  deps: GatewayDeps;
  /** The request's language (negotiated from Accept-Language, pt by default). */
  language: LanguageCode;
  languageId: LanguageId;
  api: UpstreamReader;
  loaders: ReturnType<typeof createLoaders>;
}

function createLoaders(api: UpstreamReader) {
  return {
    content: createContentLoaders(api),
    structure: createStructureLoaders(api),
  };
}

export function createContext(deps: GatewayDeps, request: { headers: Headers }): GatewayContext {
  const language = negotiateLanguage(request.headers.get('accept-language'));
  const api = new UpstreamReader(deps.upstream, deps.publicCache, deps.config.PUBLIC_SITE_TOKEN, deps.config.COMPANY_CODE);
  return { deps, language, languageId: languageIdOf(language), api, loaders: createLoaders(api) };
}
