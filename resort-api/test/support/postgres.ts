import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The server's maintenance database the test databases are created from. */
export const POSTGRES_ADMIN_URL = process.env['TEST_POSTGRES_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface ScratchPostgres {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/**
 * A new, uniquely named database on the local PostgreSQL: empty, or a copy of `template` (a
 * database nobody is connected to; PostgreSQL copies its files, which is much faster than
 * migrating and seeding again).
 */
export async function createPostgresDatabase(template?: string, prefix = 'estancia_test'): Promise<ScratchPostgres> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await withAdmin((client) => client.query(`create database ${name}${template ? ` template ${template}` : ''}`));
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    name,
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
      `PostgreSQL is not reachable at ${POSTGRES_ADMIN_URL}: run the tests with \`npm test\` (it starts an ` +
        'embedded PostgreSQL when none answers), start the local one ' +
        '(`pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start`) or set TEST_POSTGRES_URL',
      { cause: error },
    );
  }
  try {
    return await task(client);
  } finally {
    await client.end();
  }
}

/** Ends every LISTEN session on the database `url` names, as a server restart or a network cut would; answers whether each ended. */
export async function endListeningSessions(url: string): Promise<boolean[]> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const ended = await admin.query<{ ended: boolean }>(
      `select pg_terminate_backend(pid) as ended from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen%'`,
    );
    return ended.rows.map((row) => row.ended);
  } finally {
    await admin.end();
  }
}

/** Resolves once `count` transactions of the observer's database wait for a lock (5 s at most). */
export async function waitingForLocks(observer: pg.Client, count: number): Promise<void> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const { rows } = await observer.query<{ n: number }>(
      "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
    );
    if ((rows[0]?.n ?? 0) >= count) return;
    if (Date.now() > deadline) throw new Error(`fewer than ${count} transactions wait for a lock`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
