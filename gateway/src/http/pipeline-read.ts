import type { LanguageCode } from '@estancia/resort-contract';

// How the server's own pages read through the GraphQL pipeline: named apart from first-paint and
// site-html, which both use them, so neither imports the other for it.

/**
 * Runs one of the website's persisted operations as a visitor without a session, through the
 * whole GraphQL pipeline (server.ts gives Yoga's in-process fetch): the same response cache, the
 * same stale-if-error fallback and the same metrics as the browser's own request for it.
 */
export type VisitorRead = (request: { id: string; operationName: string; variables: Record<string, unknown>; language: LanguageCode }) => Promise<unknown>;

/**
 * Runs one of the website's persisted operations as the signed-in visitor asking for the page,
 * with their `Cookie` header, through the same pipeline (which never caches such a read); the
 * cookies its answer sets come back with it (visitor-read.ts sessionReadThrough).
 */
export type SessionRead = (request: Parameters<VisitorRead>[0] & { cookie: string }) => Promise<{ answer: unknown; setCookies: string[] }>;
