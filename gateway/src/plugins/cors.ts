import type { CORSOptions } from 'graphql-yoga';
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
