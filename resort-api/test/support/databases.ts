import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { prepareDatabase } from '../../src/db/prepare.ts';
import type { SeedReport } from '../../src/db/seed.ts';

/**
 * Every data test runs against both engines resort-api supports: the embedded PGlite and a real
 * PostgreSQL server (this machine's, 127.0.0.1:5432, trust auth). Each test file gets its own
 * freshly created PostgreSQL database, dropped afterwards, so parallel runs never collide.
 */
export type Engine = 'pglite' | 'postgres';
export const ENGINES: readonly Engine[] = ['pglite', 'postgres'];

/** The server's maintenance database the test databases are created from. */
export const POSTGRES_ADMIN_URL = process.env['TEST_POSTGRES_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A fixed "now" for the demo data: its relative dates become predictable. */
export const SEED_NOW = new Date('2026-01-15T10:00:00Z');

export interface ScratchPostgres {
  url: string;
  drop(): Promise<void>;
}

export async function createPostgresDatabase(): Promise<ScratchPostgres> {
  const name = `estancia_test_${randomBytes(6).toString('hex')}`;
  await withAdmin((client) => client.query(`create database ${name}`));
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // FORCE: a test that failed half-way may have left a connection open.
    drop: () => withAdmin((client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}

async function withAdmin<T>(task: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${POSTGRES_ADMIN_URL}; start it with ` +
        '`pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start`',
      { cause: error },
    );
  }
  try {
    return await task(client);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  engine: Engine;
  database: Database;
  seeded: SeedReport;
  /** Closes the connection and drops the scratch PostgreSQL database. Safe to call twice. */
  dispose(): Promise<void>;
}

/** A migrated and seeded database on the engine (PGlite in memory, or a scratch PostgreSQL one). */
export async function openTestDatabase(engine: Engine, companyCode = 'estancia'): Promise<TestDatabase> {
  const scratch = engine === 'postgres' ? await createPostgresDatabase() : undefined;
  const database = await openDatabase({ databaseUrl: scratch?.url, pgliteDir: 'memory://' });
  const seeded = await prepareDatabase(database, { companyCode, now: SEED_NOW });
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
