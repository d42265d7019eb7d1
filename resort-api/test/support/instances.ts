import { inject } from 'vitest';
import { type Database, type Db, openDatabase } from '../../src/db/client.ts';
import { type RunningResortApi, startResortApi } from '../../src/server.ts';
import { createPostgresDatabase } from './postgres.ts';
import { silentLogger } from './logger.ts';

/** Two resort-api processes on one PostgreSQL database, as behind a load balancer. */
export interface InstancePair {
  /** The tests' own connection to the database both instances use. */
  database: Database;
  /** The database's URL (to act on its sessions as a server would). */
  url: string;
  first: RunningResortApi;
  second: RunningResortApi;
  /** Stops both instances (one the test stopped already is fine), closes and drops the database. */
  close(): Promise<void>;
}

/**
 * Starts two instances on a scratch copy of the seeded PostgreSQL template, with the clock `now`;
 * `prepare` writes what both must find at start-up (timer settings…).
 */
export async function startInstancePair(now: () => Date, prepare?: (db: Db) => Promise<unknown>): Promise<InstancePair> {
  const scratch = await createPostgresDatabase(inject('databaseTemplates').postgres?.name);
  const config = { port: 0, pgliteDir: 'memory://', databaseUrl: scratch.url };
  const started: RunningResortApi[] = [];
  let database: Database | undefined;
  const close = async () => {
    for (const instance of started) await instance.close();
    await database?.close();
    await scratch.drop();
  };
  try {
    database = await openDatabase(config);
    await prepare?.(database.db);
    const start = async () => {
      const instance = await startResortApi({ env: {}, config, logger: silentLogger, now });
      started.push(instance);
      return instance;
    };
    const [first, second] = await Promise.all([start(), start()]);
    return { database, url: scratch.url, first, second, close };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}
