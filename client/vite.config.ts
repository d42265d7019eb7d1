import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import relay from 'vite-plugin-relay';

const dependency = (...names: string[]) => new RegExp(`node_modules[\\\\/](${names.join('|')})[\\\\/]`);

// recipes "Vite + React + Relay": vite-plugin-relay's default export is the plugin object itself.
export default defineConfig({
  plugins: [relay, react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each route loads (`npm run bench` sums them per route).
    manifest: true,
    rolldownOptions: {
      output: {
        // Libraries in chunks of their own: they change less often than the site, so browsers keep
        // them cached across deployments. graphql-ws stays out of the start-up path (lazy import).
        codeSplitting: {
          groups: [
            { name: 'react', test: dependency('react', 'react-dom', 'scheduler'), priority: 5 },
            { name: 'relay', test: dependency('relay-runtime', 'react-relay', '@babel/runtime', 'fbjs', 'invariant'), priority: 4 },
            { name: 'router', test: dependency('react-router', 'react-router-dom'), priority: 3 },
            { name: 'i18n', test: dependency('i18next', 'react-i18next', 'html-parse-stringify', 'void-elements', 'use-sync-external-store'), priority: 2 },
            { name: 'graphql-ws', test: dependency('graphql-ws'), priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      // HTTP operations and graphql-ws subscriptions go to the gateway, as they do in production.
      '/graphql': { target: 'http://127.0.0.1:4000', ws: true },
      // Resized pictures come from the gateway's image service.
      '/media': { target: 'http://127.0.0.1:4000' },
      // A booked lesson's iCalendar file (spec 001 §2.7 'add to calendar').
      '/calendar': { target: 'http://127.0.0.1:4000' },
    },
  },
});
