import type { Logger } from '../logger.ts';
import type { Database } from './client.ts';
import { type SeedOptions, type SeedReport, seedDatabase } from './seed.ts';

/**
 * What every start does before serving: bring the schema up to date, then fill an empty
 * database with the demo data. Both are no-ops on a database that is already there.
 */
export async function prepareDatabase(
  database: Database,
  seed: SeedOptions,
  logger?: Logger,
): Promise<SeedReport> {
  return database.exclusive(async () => {
    const started = performance.now();
    await database.migrate();
    const report = await seedDatabase(database.db, seed);
    logger?.info(
      { database: database.kind, location: database.location, seeded: report, ms: Math.round(performance.now() - started) },
      'database ready',
    );
    return report;
  });
}
