import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env.ts';
import { errorBody } from './errors.ts';
import type { PrincipalResolver } from './principal.ts';

/**
 * Every call under the API carries `Authorization: Bearer <token>` (spec 000 §6, §7). This
 * middleware resolves the token into a principal for the handlers, or answers 401. It guards
 * every path except an explicit public list, so a route added later is protected by default.
 */
export function authenticate(options: {
  resolve: PrincipalResolver;
  publicPaths: ReadonlySet<string>;
  /** Path prefixes answered without a token too (the originals of the image service). */
  publicPrefixes?: readonly string[];
}): MiddlewareHandler<AppEnv> {
  const prefixes = options.publicPrefixes ?? [];
  return async (c, next) => {
    const path = c.req.path;
    if (options.publicPaths.has(path) || prefixes.some((prefix) => path.startsWith(prefix))) return next();

    const header = c.req.header('authorization');
    const token = header ? /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header)?.[1] : undefined;
    if (!token) {
      return c.json(
        errorBody('unauthorized', 'Missing bearer token: send "Authorization: Bearer <token>"'),
        401,
        { 'WWW-Authenticate': 'Bearer realm="resort-api"' },
      );
    }
    const principal = await options.resolve(token);
    if (!principal) {
      return c.json(errorBody('unauthorized', 'Invalid bearer token'), 401, {
        'WWW-Authenticate': 'Bearer realm="resort-api", error="invalid_token"',
      });
    }
    c.set('principal', principal);
    return next();
  };
}

/** The public site token: the fixed token of visitors' calls. */
export function siteTokenResolver(siteToken: string): PrincipalResolver {
  const expected = digest(siteToken);
  // Compare digests, so the comparison takes the same time whatever the token's length or content.
  return async (token) => (timingSafeEqual(digest(token), expected) ? { kind: 'site' } : null);
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}
