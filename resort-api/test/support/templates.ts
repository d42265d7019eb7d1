import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { type Database, openDatabase, pgliteDatabase } from '../../src/db/client.ts';
import { prepareDatabase } from '../../src/db/prepare.ts';
import type { SeedReport } from '../../src/db/seed.ts';
import { createPostgresDatabase } from './postgres.ts';
import { SEED_NOW } from './seed-now.ts';

/**
 * Migrating and seeding a database for every test file is slow: an empty in-memory PGlite alone
 * costs about 3 s (initdb in WASM), and the seed hashes the demo passwords at full scrypt cost.
 * So the suite (vitest globalSetup) migrates and seeds one database per engine, with the very
 * code a start runs, and test databases for the demo company start as copies: PGlite from its
 * saved data directory (under 1 s), PostgreSQL with CREATE DATABASE … TEMPLATE. A template that
 * cannot be built (PostgreSQL down) is left out, and the tests build their databases as before.
 */
export const TEMPLATE_COMPANY = 'estancia';

export interface Templates {
  /** The saved data directory of the PGlite template. */
  pglite: { file: string; seeded: SeedReport } | null;
  /** The name of the PostgreSQL template database. */
  postgres: { name: string; seeded: SeedReport } | null;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: Templates;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cleanups: Array<() => Promise<void>> = [];
  const [pglite, postgres] = await Promise.all([
    buildPgliteTemplate(cleanups).catch(() => null),
    buildPostgresTemplate(cleanups).catch(() => null),
  ]);
  project.provide('databaseTemplates', { pglite, postgres });
  return async () => {
    await Promise.all(cleanups.map((cleanup) => cleanup().catch(() => undefined)));
  };
}

async function buildPgliteTemplate(cleanups: Array<() => Promise<void>>): Promise<Templates['pglite']> {
  const database = await openDatabase({ pgliteDir: 'memory://' });
  try {
    const seeded = await prepareDatabase(database, { companyCode: TEMPLATE_COMPANY, now: SEED_NOW });
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const file = join(tmpdir(), `resort-api-pglite-template-${process.pid}-${Date.now()}.tar`);
    await writeFile(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    cleanups.push(() => rm(file, { force: true }));
    return { file, seeded };
  } finally {
    await database.close();
  }
}

async function buildPostgresTemplate(cleanups: Array<() => Promise<void>>): Promise<Templates['postgres']> {
  const scratch = await createPostgresDatabase(undefined, 'estancia_template');
  cleanups.push(scratch.drop);
  const database = await openDatabase({ databaseUrl: scratch.url, pgliteDir: 'memory://' });
  try {
    const seeded = await prepareDatabase(database, { companyCode: TEMPLATE_COMPANY, now: SEED_NOW });
    return { name: scratch.name, seeded };
  } finally {
    // Nobody may be connected to a template while it is copied.
    await database.close();
  }
}

/** A PGlite database copied from the template's saved data directory. */
export async function openPgliteFromTemplate(file: string): Promise<Database> {
  const client = await PGlite.create({ loadDataDir: new Blob([await readFile(file)]) });
  return pgliteDatabase(client, 'memory:// (copy of the test template)');
}
