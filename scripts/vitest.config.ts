import { defineConfig } from 'vitest/config';

// One copy of graphql for the scripts and GraphQL Inspector (as in the gateway's config): Vite would
// otherwise load its ESM build for ours and Node the CommonJS one for the library.
export default defineConfig({ resolve: { alias: { graphql: 'graphql/index.js' } }, test: { name: 'scripts', include: ['test/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 60_000 } });
