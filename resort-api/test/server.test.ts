import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bannerListAnswer } from '@estancia/resort-contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { companies, contentItems, entities, menuEntries, menuStructures, orders } from '../src/db/schema.ts';
import { type StartResortApiOptions, startResortApi } from '../src/server.ts';
import { type Engine, ENGINES, SEED_NOW, type ScratchPostgres, createPostgresDatabase } from './support/databases.ts';
import { silentLogger } from './support/logger.ts';

const TOKEN = 'dev-public-site-token';

/** Each engine's storage for this file: a temporary PGlite directory, or a scratch PostgreSQL database. */
interface Storage {
  config: { pgliteDir: string; databaseUrl?: string };
  dispose(): Promise<void>;
}

async function createStorage(engine: Engine): Promise<Storage> {
  if (engine === 'postgres') {
    const scratch: ScratchPostgres = await createPostgresDatabase();
    return { config: { pgliteDir: 'memory://', databaseUrl: scratch.url }, dispose: scratch.drop };
  }
  const dir = await mkdtemp(join(tmpdir(), 'resort-api-test-'));
  return { config: { pgliteDir: join(dir, 'pglite') }, dispose: () => rm(dir, { recursive: true, force: true }) };
}

async function countRows(config: Storage['config']) {
  const database = await openDatabase(config);
  try {
    const rows = async (
      table: typeof companies | typeof contentItems | typeof menuStructures | typeof menuEntries | typeof entities | typeof orders,
    ) =>
      (await database.db.select({ n: count() }).from(table))[0]?.n;
    return {
      companies: await rows(companies),
      contentItems: await rows(contentItems),
      menuStructures: await rows(menuStructures),
      menuEntries: await rows(menuEntries),
      entities: await rows(entities),
      orders: await rows(orders),
    };
  } finally {
    await database.close();
  }
}

describe.each(ENGINES)('startResortApi on %s', (engine) => {
  let storage: Storage;
  beforeAll(async () => {
    storage = await createStorage(engine);
  });
  afterAll(() => storage?.dispose());

  const options = (): StartResortApiOptions => ({
    env: {},
    config: { ...storage.config, port: 0 },
    logger: silentLogger,
    now: () => SEED_NOW,
  });

  it('creates, migrates and seeds the database, listens on a free port and serves over HTTP', async () => {
    const api = await startResortApi(options());
    try {
      expect(api.url).toBe(`http://127.0.0.1:${api.port}/`);
      expect(api.port).toBeGreaterThan(0);
      const response = await fetch(new URL('web/content/type/estancia/banner', api.url), {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.status).toBe(200);
      expect(bannerListAnswer.parse(await response.json()).data.length).toBeGreaterThanOrEqual(4);
    } finally {
      await api.close();
    }
    // Closed means closed: the port no longer answers.
    await expect(fetch(new URL('health/live', api.url))).rejects.toThrow();
  });

  it('seeds only once: starting again on the same database finds the same rows', async () => {
    const first = await countRows(storage.config);
    expect(first.contentItems).toBeGreaterThan(0);
    expect(first.menuEntries).toBeGreaterThan(0);
    expect(first.entities).toBe(3);
    expect(first.orders).toBeGreaterThanOrEqual(33);

    const again = await startResortApi(options());
    await again.close();
    expect(await countRows(storage.config)).toEqual(first);
  });

  it('close() can be called twice', async () => {
    const api = await startResortApi(options());
    await Promise.all([api.close(), api.close()]);
    await api.close();
  });
});

describe('startResortApi configuration', () => {
  it('rejects a bad setting with the one-line configuration error', async () => {
    await expect(startResortApi({ env: { PORT: 'abc' }, logger: silentLogger })).rejects.toThrow(
      new ConfigError('Invalid configuration: PORT must be an integer between 0 and 65535 (got "abc")'),
    );
  });
});
