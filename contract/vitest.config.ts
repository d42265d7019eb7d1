import { defineConfig } from 'vitest/config';

// Schemas and pure functions only: one worker runs every file, without a fresh process per file.
export default defineConfig({ test: { name: 'contract', include: ['src/**/*.test.ts', 'test/**/*.test.ts'], isolate: false } });
