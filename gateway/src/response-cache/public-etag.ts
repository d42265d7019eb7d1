import { createHash } from 'node:crypto';
import type { ExecutionResult } from 'graphql';

/**
 * The answer a visitor is sent for a cached result: the result without its `http` extension (the
 * headers the response cache carries inside it), serialized.
 */
export function publicBody(result: ExecutionResult): string {
  const { http: _http, ...extensions } = result.extensions ?? {};
  return JSON.stringify({ ...result, extensions: Object.keys(extensions).length ? extensions : undefined });
}

/**
 * A strong ETag from the answer's content. The cache key names the question, not the answer: as an
 * ETag it would vouch for an old answer for as long as any newer one is kept under that key, so a
 * browser holding version A would get 304 long after B replaced it.
 */
export function contentEtag(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}
