import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'client',
    // Paths are relative to this folder wherever vitest is started (root or client/).
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
