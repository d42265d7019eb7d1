/**
 * A bench's own PostgreSQL database, created empty on the test server (TEST_POSTGRES_URL) and
 * dropped after the run, with the client connected to it.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const ADMIN_URL = process.env['TEST_POSTGRES_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface ScratchDatabase {
  name: string;
  url: string;
  /** A client of the database, connected by the bench once resort-api has migrated it. */
  db: pg.Client;
  /** Ends the client and drops the database, whoever is still connected. */
  drop(): Promise<void>;
}

export async function createScratchDatabase(prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const db = new pg.Client({ connectionString: url.toString() });
  return {
    name,
    url: url.toString(),
    db,
    async drop() {
      await db.end().catch(() => undefined);
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
