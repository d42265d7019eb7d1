import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** Unit and integration tests of every workspace; end-to-end tests run under Playwright (e2e/). */
export default defineConfig({
  test: {
    projects: ['contract', 'validation', 'resort-api', 'gateway', 'client', 'scripts'],
    // One worker per core. Vitest's default leaves a core free (one worker on the 2-core CI machine),
    // but a worker here keeps one core busy while the servers its tests talk to (resort-api,
    // PostgreSQL, Redis) mostly wait: with two, the suite ran green under a load of 10 and the
    // step's time fell (docs/architecture.md "How long the tests take").
    maxWorkers: availableParallelism(),
  },
});
