import type { z } from 'zod';
import type { UpstreamClient } from './client.ts';
import type { PublicReadCache } from './public-cache.ts';

/** A call that needs a signed-in person was made for a visitor. */
export class NotSignedInError extends Error {
  override name = 'NotSignedInError';
}

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
    /** The signed-in person's upstream session token; null for a visitor. */
    private readonly sessionToken: string | null = null,
  ) {}

  /**
   * A read whose answer is the same for every visitor (content, structure, catalogue): made with
   * the site token and shared through the short-lived cache.
   */
  publicRead<S extends z.ZodType>(path: string, schema: S): Promise<z.output<S>> {
    return this.cache.read(path, () => this.client.get(path, schema, { token: this.siteToken, reuseParsed: true }));
  }

  /**
   * A public read that every page makes (site settings, menu): kept parsed in the process and
   * refreshed in the background, so it is off every page's critical path.
   */
  sharedRead<S extends z.ZodType>(path: string, schema: S): Promise<z.output<S>> {
    return this.cache.readKeptWarm(path, () => this.client.get(path, schema, { token: this.siteToken, reuseParsed: true }));
  }

  /** A read as the signed-in person (their own data): never cached, never shared. */
  userRead<S extends z.ZodType>(path: string, schema: S): Promise<z.output<S>> {
    return this.client.get(path, schema, { token: this.requireSession() });
  }

  /**
   * A change made for a visitor, with the site token (registration, recovery, mail); `headers` for
   * calls authenticated otherwise (a payment notification's signature of the JSON body).
   */
  siteWrite<S extends z.ZodType>(method: 'POST' | 'PUT', path: string, body: unknown, schema: S, headers?: Record<string, string>): Promise<z.output<S>> {
    return this.client.write(method, path, body, schema, { token: this.siteToken, ...(headers ? { headers } : {}) });
  }

  /** A change made as the signed-in person (DELETE: leaving a waiting list). */
  userWrite<S extends z.ZodType>(method: 'POST' | 'PUT' | 'DELETE', path: string, body: unknown, schema: S): Promise<z.output<S>> {
    return this.client.write(method, path, body, schema, { token: this.requireSession() });
  }

  /** A read with the site token that is about one person (username check): not cached. */
  siteRead<S extends z.ZodType>(path: string, schema: S): Promise<z.output<S>> {
    return this.client.get(path, schema, { token: this.siteToken });
  }

  /**
   * A read sent as a POST (the resort's filtered queries, e.g. cache/get/data) with the site token:
   * its answer changes live (seats left), so it is never cached. Never retried, as POSTs are not.
   */
  siteQuery<S extends z.ZodType>(path: string, body: unknown, schema: S): Promise<z.output<S>> {
    return this.client.write('POST', path, body, schema, { token: this.siteToken });
  }

  /** A write with an explicit bearer (sign-out with the token being revoked). */
  writeAs<S extends z.ZodType>(token: string, method: 'POST' | 'PUT', path: string, body: unknown, schema: S): Promise<z.output<S>> {
    return this.client.write(method, path, body, schema, { token });
  }

  private requireSession(): string {
    if (!this.sessionToken) throw new NotSignedInError('this call needs a signed-in person');
    return this.sessionToken;
  }

  /** Encodes one path segment (company code, slug, id) so input can never change the path. */
  segment(value: string | number): string {
    return encodeURIComponent(String(value));
  }
}
