import type { CORSOptions, Plugin } from 'graphql-yoga';
import { mergeVary } from '../http/vary.ts';
import { CLIENT_HEADER } from './csrf.ts';

/**
 * Who may call /graphql from another origin (design: "same-origin for the website, no CORS grant
 * to other origins; partners' browser apps only from an allow-list, never with credentials").
 * The website is served by the gateway itself, so its own pages need no grant; any other origin
 * gets no CORS header at all (its preflight is answered without one, which a browser reads as a
 * refusal), unless it is in CORS_ORIGINS, which may send a partner key but never a cookie.
 */
export function corsPolicy(allowed: readonly string[]): (request: Request) => CORSOptions {
  const origins = new Set(allowed);
  return (request) => {
    const origin = request.headers.get('origin');
    if (origin === null || !origins.has(origin)) return false;
    return {
      origin: [origin],
      credentials: false,
      methods: ['GET', 'POST'],
      // A partner's key, and the client header every browser caller sends (plugins/csrf.ts).
      allowedHeaders: ['content-type', 'authorization', 'x-api-key', CLIENT_HEADER],
      maxAge: 600,
    };
  };
}

/**
 * With an allow-list, every answer of /graphql depends on the request's Origin: a listed one is
 * granted, any other is not. A shared cache (CDN, proxy) must then key what it holds by Origin too,
 * or it would hand one origin's grant (or refusal) to another: `Vary: Origin`, added to whatever
 * Vary the answer already carries (the public cache's, compression's), on fresh answers, cached
 * hits and 304s alike. Yoga's CORS names no Vary when it echoes a single allowed origin. Without
 * an allow-list no answer depends on Origin, and none says so.
 */
export function useOriginVary(allowed: readonly string[]): Plugin {
  if (allowed.length === 0) return {};
  return {
    onResponse({ response }) {
      response.headers.set('vary', mergeVary(response.headers.get('vary'), 'Origin'));
    },
  };
}
