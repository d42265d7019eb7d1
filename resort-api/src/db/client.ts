import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { PGLITE_MEMORY } from '../config.ts';
import type { Logger } from '../logger.ts';
import { type Listen, checkChannelName } from './notifications.ts';
import { createPgListener } from './pg-listener.ts';
import * as deskTables from './desk-schema.ts';
import * as lessonTables from './lessons-schema.ts';
import * as partnerTables from './partners-schema.ts';
import * as reservationTables from './reservations-schema.ts';
import * as waitingTables from './waiting-schema.ts';
import * as baseTables from './schema.ts';

/** Every table, for the query builder's relational API. */
export const schema = { ...baseTables, ...reservationTables, ...lessonTables, ...partnerTables, ...deskTables, ...waitingTables };

/**
 * The one place that knows which database engine runs underneath (recipes.md "Drizzle on PGlite
 * and PostgreSQL"). Everything else speaks to `Db`, the query builder both drivers share, so a
 * query written once runs on the embedded PGlite and on a PostgreSQL server alike.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseKind = 'postgres' | 'pglite';

export interface Database {
  readonly db: Db;
  readonly kind: DatabaseKind;
  /** Where the data lives, without credentials: for logs. */
  readonly location: string;
  /** Applies the pending migrations of resort-api/drizzle/ (a no-op when up to date). */
  migrate(): Promise<void>;
  /**
   * Runs `task` as the only starter: on PostgreSQL several processes may start against one
   * database at once and must not migrate or seed it concurrently. A PGlite directory has one
   * owner process, so there it just runs the task.
   */
  exclusive<T>(task: () => Promise<T>): Promise<T>;
  /**
   * Follows a notification channel (notifications.ts): the payloads of `pg_notify(channel, …)`
   * sent by any transaction of any process on this database, each delivered at its commit.
   */
  listen: Listen;
  close(): Promise<void>;
}

export interface DatabaseSettings {
  /** postgres:// or postgresql:// selects PostgreSQL; unset selects PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data directory (created if missing), or memory://. */
  pgliteDir: string;
}

const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Arbitrary but fixed: the advisory lock resort-api instances take while starting up. */
const STARTUP_LOCK_KEY = '7243100001';

export async function openDatabase(settings: DatabaseSettings, logger?: Logger): Promise<Database> {
  return settings.databaseUrl
    ? openPostgres(settings.databaseUrl, logger)
    : openPglite(settings.pgliteDir, logger);
}

function openPostgres(url: string, logger?: Logger): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection (server restart) must not crash the process; the pool
  // replaces it on the next query.
  pool.on('error', (error) => logger?.warn({ err: error }, 'idle PostgreSQL connection failed'));
  const db = drizzleNodePg({ client: pool, schema });
  // Opened on the first listen(): a process that never listens needs no connection of its own.
  const listener = createPgListener(url, logger);

  return {
    db,
    kind: 'postgres',
    location: redactUrl(url),
    migrate: () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    async exclusive(task) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        try {
          return await task();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    listen: listener.listen,
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}

async function openPglite(dir: string, logger?: Logger): Promise<Database> {
  if (dir !== PGLITE_MEMORY) mkdirSync(dir, { recursive: true });
  return pgliteDatabase(await PGlite.create(dir), dir, logger);
}

/**
 * A Database over an open PGlite. Its notifications are PGlite's own: in-process, delivered after
 * the sending transaction commits (none on rollback), like PostgreSQL's; the connection never drops.
 */
export function pgliteDatabase(client: PGlite, location: string, logger?: Logger): Database {
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    location,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    exclusive: (task) => task(),
    async listen(channel, handlers) {
      const stop = await client.listen(checkChannelName(channel), (payload) => {
        // PGlite calls back from a microtask: a throw there would be an uncaught exception.
        try {
          handlers.payload(payload);
        } catch (error) {
          logger?.error({ err: error, channel }, 'database notifications: a subscriber failed on a payload');
        }
      });
      // Stopping after the database closed has nothing left to stop.
      return () => (client.closed ? Promise.resolve() : stop());
    },
    close: () => client.close(),
  };
}

function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://(unparsable URL)';
  }
}

/** A transaction handle: inside `db.transaction(async (tx) => …)` always query through `tx`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
