import { defineConfig } from 'vitest/config';

export default defineConfig({
  // One copy of graphql for the app and its libraries: Vite would otherwise load the ESM build for
  // our files and Node the CommonJS one for graphql-yoga and graphql-ws ("another module or realm").
  resolve: { alias: { graphql: 'graphql/index.js' } },
  test: {
    name: 'gateway',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Integration tests talk to a real resort-api, started once for the whole run.
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Files share the worker's loaded modules instead of loading the gateway afresh for each (most
    // of the project's time was imports): every gateway a test starts makes its own state (the
    // module descriptors' services, its own registry of metrics), and no module keeps process state.
    isolate: false,
  },
});
