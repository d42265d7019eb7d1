import { startResortApi } from '@estancia/resort-api/server';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    resortApiUrl: string;
  }
}

/**
 * One real resort-api for the gateway's tests: an in-memory PGlite database, migrated and seeded
 * with the demo data, listening on a free port. The gateway talks to it over HTTP, as in production.
 */
export default async function setup(project: TestProject) {
  const api = await startResortApi({ env: {}, config: { port: 0, pgliteDir: 'memory://', logLevel: 'warn' } });
  project.provide('resortApiUrl', api.url);
  return () => api.close();
}
