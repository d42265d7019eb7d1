// Runs drizzle-kit with resort-api's own drizzle-orm.
//
// npm hoisted drizzle-kit to the root node_modules but installed drizzle-orm under
// resort-api/node_modules, and drizzle-kit loads drizzle-orm both with require() and with
// import(), resolved from its own folder, so it reports "Please install latest version of
// drizzle-orm". NODE_PATH (set here for child lookups, honoured by require) and a resolve hook
// (for import) both point it at resort-api/node_modules. Usage: node scripts/drizzle-kit.mjs generate
import { createRequire, register } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const packageJsonUrl = new URL('../package.json', import.meta.url);
const ownNodeModules = fileURLToPath(new URL('../node_modules', import.meta.url));

process.env.NODE_PATH = [ownNodeModules, process.env.NODE_PATH].filter(Boolean).join(':');
// NODE_PATH is read once at start-up; re-read it so require() in this process honours it.
createRequire(import.meta.url)('node:module').Module._initPaths();

register(
  `data:text/javascript,${encodeURIComponent(`
    export async function resolve(specifier, context, next) {
      if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
        return next(specifier, { ...context, parentURL: ${JSON.stringify(packageJsonUrl.href)} });
      }
      return next(specifier, context);
    }`)}`,
);

// bin.cjs is not in drizzle-kit's exports map: find it next to the package's main file.
const drizzleKitMain = createRequire(packageJsonUrl).resolve('drizzle-kit');
await import(pathToFileURL(join(dirname(drizzleKitMain), 'bin.cjs')).href);
