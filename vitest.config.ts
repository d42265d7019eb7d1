import { defineConfig } from 'vitest/config';

/** Unit and integration tests of every workspace; end-to-end tests run under Playwright (e2e/). */
export default defineConfig({
  test: {
    projects: ['contract', 'validation', 'resort-api', 'gateway', 'client', 'scripts'],
  },
});
