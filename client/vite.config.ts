import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import relay from 'vite-plugin-relay';

const dependency = (...names: string[]) => new RegExp(`node_modules[\\\\/](${names.join('|')})[\\\\/]`);

// recipes "Vite + React + Relay": vite-plugin-relay's default export is the plugin object itself.
export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : websiteBuild));

/**
 * The server's render of the first screen (src/entry-server.tsx → dist-server/, which the gateway
 * loads): one self-contained module, libraries included, so it needs nothing resolved at run time.
 */
const serverBuild = defineConfig({
  plugins: [relay, react(), withoutBrowserLibraries()],
  // React's production build: the development one checks every render and is several times slower.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  // One file, its parts loaded on demand included: the gateway imports it under a query naming the
  // build (a new build is a new module), and a chunk importing the entry back by its bare path
  // would get a second copy of React and Relay, whose contexts the page's components would miss.
  build: { outDir: 'dist-server', emptyOutDir: true, minify: false, copyPublicDir: false, rolldownOptions: { output: { codeSplitting: false } } },
});

/**
 * Libraries only a browser runs: the camera's QR reader (the desk's check-in), the live updates'
 * socket (graphql-ws, which brings all of graphql) and the gallery's lightbox. The server's render
 * never opens them, and their modules import them behind `import.meta.env.SSR`, a constant here, so
 * they drop out of its bundle (1.7 MB of its 5.7 MB); this check keeps it so.
 */
const BROWSER_ONLY = dependency('@zxing', 'graphql-ws', 'yet-another-react-lightbox');

function withoutBrowserLibraries(): Plugin {
  return {
    name: 'server-render-without-browser-libraries',
    generateBundle(_options, bundle) {
      const modules = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? output.moduleIds : []));
      const found = new Set(modules.flatMap((id) => BROWSER_ONLY.exec(id)?.[1] ?? []));
      if (found.size > 0) this.error(`The server's render bundles libraries only a browser runs (${[...found].join(', ')}): import them behind \`import.meta.env.SSR\`.`);
    },
  };
}

const routerBuild = `${dirname(createRequire(import.meta.url).resolve('react-router/package.json'))}/dist/production`;

const websiteBuild = defineConfig({
  // A JSON file is its default export only: the texts are loaded on demand (src/i18n/i18n.ts), and
  // a dynamic import's module carries every named export too, a getter per top-level key.
  json: { namedExports: false },
  // react-router's package sends every bundler to its development build (its `exports` name no
  // production condition), warnings included: the website takes the production build it ships.
  resolve: {
    alias: [
      { find: /^react-router$/, replacement: `${routerBuild}/index.mjs` },
      { find: /^react-router\/dom$/, replacement: `${routerBuild}/dom-export.mjs` },
    ],
  },
  plugins: [
    relay,
    react(),
    // Every text asset also as .br and .gz, compressed once at build at the highest levels, so
    // the gateway (sirv) and nginx send them compressed without spending CPU per request. The
    // HTML is not among them: the gateway writes it per address and compresses it as it sends it.
    compression({
      include: /\.(js|css|svg|json|txt|xml|webmanifest)$/,
      threshold: 1024,
      algorithms: [defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }), defineAlgorithm('gzip', { level: 9 })],
      logLevel: 'silent',
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each route loads (`npm run bench` sums them per route).
    manifest: true,
    rolldownOptions: {
      // A feature's files only define things (components, hooks, helpers): importing one runs nothing
      // a page needs unless it uses what the file exports. So what a page does not use from a
      // feature's face (features/<feature>/index.ts, .dependency-cruiser.cjs) stays out of its
      // chunks, as it would had the page imported the feature's files themselves.
      treeshake: { moduleSideEffects: [{ test: /[\\/]src[\\/]features[\\/].+\.tsx?$/, sideEffects: false }] },
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
