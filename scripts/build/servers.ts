/**
 * Compiles the two servers to plain JavaScript for production: `gateway/dist/main.js` and
 * `resort-api/dist/main.js`, one ES module each, with the workspace's own packages bundled in and
 * every npm dependency left to node_modules. `npm start` and the container images run these;
 * tsx stays for development and tests.
 */
import { relative } from 'node:path';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const root = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Sources find files beside themselves through `import.meta.url` (the schema's SDL, the database
 * migrations). In the bundle each use is rewritten to the URL of its source file, reached from the
 * bundle's own location, so those reads resolve exactly as they do from the sources.
 */
function sourceLocations(outDir: string): Plugin {
  return {
    name: 'source-locations',
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, async (args) => {
        const text = await readFile(args.path, 'utf8');
        if (!text.includes('import.meta.url')) return { contents: text, loader: 'ts' };
        const fromBundle = relative(outDir, args.path).split('\\').join('/');
        return { contents: text.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`), loader: 'ts' };
      });
    },
  };
}

/** Bare imports stay imports, except the workspace's own packages, which ship as TypeScript. */
const dependenciesExternal: Plugin = {
  name: 'dependencies-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@estancia/') || args.path.startsWith('node:') ? undefined : { path: args.path, external: true }));
  },
};

async function compile(workspace: 'gateway' | 'resort-api') {
  const outDir = `${root}${workspace}/dist`;
  await build({
    entryPoints: [`${root}${workspace}/src/main.ts`],
    outfile: `${outDir}/main.js`,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [dependenciesExternal, sourceLocations(outDir)],
  });
  console.log(`compiled ${relative(root, `${outDir}/main.js`)}`);
}

await Promise.all([compile('gateway'), compile('resort-api')]);
