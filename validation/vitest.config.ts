import { defineConfig } from 'vitest/config';

// Schemas and pure functions only: one worker runs every file, without a fresh process per file.
export default defineConfig({ test: { name: 'validation', include: ['src/**/*.test.ts'], isolate: false } });
