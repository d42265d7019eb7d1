import { startResortApi } from '@estancia/resort-api/server';
import type { TestProject } from 'vitest/node';
import { startMailCatcher } from '../../scripts/lib/mail-catcher.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    resortApiUrl: string;
    mailCatcherUrl: string;
  }
}

/**
 * One real resort-api for the gateway's tests: an in-memory PGlite database, migrated and seeded
 * with the demo data, listening on a free port, sending its mail over SMTP to a local catcher. The
 * gateway talks to it over HTTP, as in production.
 */
export default async function setup(project: TestProject) {
  const mail = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
  const api = await startResortApi({
    env: { SMTP_URL: `smtp://127.0.0.1:${mail.smtpPort}` },
    config: { port: 0, pgliteDir: 'memory://', logLevel: 'warn' },
  });
  project.provide('resortApiUrl', api.url);
  project.provide('mailCatcherUrl', `http://127.0.0.1:${mail.httpPort}/`);
  return async () => {
    await api.close();
    await mail.close();
  };
}
