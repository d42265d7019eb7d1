import relay from 'vite-plugin-relay';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // A feature's face (features/<feature>/index.ts) loads its components, and their graphql`` tags
  // are compiled as the website's build compiles them (recipes "Vite + React + Relay").
  plugins: [relay],
  test: {
    name: 'client',
    // Paths are relative to this folder wherever vitest is started (root or client/).
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Pure functions with no shared state between files: one worker runs them all, without a
    // fresh process and module graph per file (most of these files' time otherwise).
    isolate: false,
  },
});
