import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { prepareDatabase } from '../../src/db/prepare.ts';
import type { SeedReport } from '../../src/db/seed.ts';
import { POSTGRES_ADMIN_URL, type ScratchPostgres, createPostgresDatabase } from './postgres.ts';
import { SEED_NOW } from './seed-now.ts';
import { TEMPLATE_COMPANY, openPgliteFromTemplate } from './templates.ts';

export { POSTGRES_ADMIN_URL, SEED_NOW, createPostgresDatabase, type ScratchPostgres };

/**
 * Every data test runs against both engines resort-api supports: the embedded PGlite and a real
 * PostgreSQL server (TEST_POSTGRES_URL, else this machine's at 127.0.0.1:5432; `npm test` starts
 * an embedded one when none answers). Each test file gets its own freshly created PostgreSQL
 * database, dropped afterwards, so parallel runs never collide.
 */
export type Engine = 'pglite' | 'postgres';
export const ENGINES: readonly Engine[] = ['pglite', 'postgres'];

export interface TestDatabase {
  engine: Engine;
  database: Database;
  seeded: SeedReport;
  /** Closes the connection and drops the scratch PostgreSQL database. Safe to call twice. */
  dispose(): Promise<void>;
}

/** A migrated and seeded database on the engine (PGlite in memory, or a scratch PostgreSQL one). */
export async function openTestDatabase(engine: Engine, companyCode = 'estancia'): Promise<TestDatabase> {
  // For the demo company, a copy of the suite's migrated and seeded template (templates.ts).
  const templates = companyCode === TEMPLATE_COMPANY ? inject('databaseTemplates') : undefined;
  const template = engine === 'pglite' ? templates?.pglite : templates?.postgres;
  const scratch =
    engine === 'postgres' ? await createPostgresDatabase(templates?.postgres?.name) : undefined;
  const database =
    engine === 'pglite' && templates?.pglite
      ? await openPgliteFromTemplate(templates.pglite.file)
      : await openDatabase({ databaseUrl: scratch?.url, pgliteDir: 'memory://' });
  const seeded = template ? template.seeded : await prepareDatabase(database, { companyCode, now: SEED_NOW });
  let disposed: Promise<void> | undefined;
  return {
    engine,
    database,
    seeded,
    dispose: () => {
      disposed ??= database
        .close()
        .catch(() => undefined)
        .then(() => scratch?.drop());
      return disposed;
    },
  };
}
