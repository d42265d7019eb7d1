import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // This folder, also when run from the repository root with `-c resort-api/vitest.config.ts`.
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'resort-api',
    include: ['test/**/*.test.ts'],
    // Migrates and seeds one database per engine that the test databases are copied from.
    globalSetup: ['test/support/templates.ts'],
    // Every data test runs on PGlite and on the local PostgreSQL; opening PGlite costs seconds.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
