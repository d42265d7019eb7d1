import type { z } from 'zod';
import type { UpstreamClient } from './client.ts';
import type { PublicReadCache } from './public-cache.ts';

/**
 * The resort API as one request sees it: its bearer (the public site token for visitors) and the
 * process-wide cache for public reads. Module loaders call it; resolvers never do.
 */
export class UpstreamReader {
  constructor(
    private readonly client: UpstreamClient,
    private readonly cache: PublicReadCache,
    private readonly siteToken: string,
    readonly companyCode: string,
  ) {}

  /**
   * A read whose answer is the same for every visitor (content, structure, catalogue): made with
   * the site token and shared through the short-lived cache.
   */
  publicRead<S extends z.ZodType>(path: string, schema: S): Promise<z.output<S>> {
    return this.cache.read(path, () => this.client.get(path, schema, { token: this.siteToken }));
  }

  /** Encodes one path segment (company code, slug, id) so input can never change the path. */
  segment(value: string | number): string {
    return encodeURIComponent(String(value));
  }
}
