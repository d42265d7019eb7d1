// `npm run relay -w client`: compiles the client's GraphQL (fragments, queries, subscriptions) into
// `__generated__` artifacts and the persisted-operations map the gateway serves ids from.
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const clientDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const rootDir = resolve(clientDir, '..');
const configFile = resolve(rootDir, 'relay.config.json');
const persistedFile = resolve(clientDir, 'persisted-operations.json');

// relay-compiler 21 with `persistConfig` refuses to start when its output file is missing (recipes).
if (!existsSync(persistedFile)) writeFileSync(persistedFile, '{}\n');

// The root config's paths are relative to the root; pass it explicitly and run from the root so
// the result does not depend on where npm was started.
const require = createRequire(import.meta.url);
const compilerBin = resolve(dirname(require.resolve('relay-compiler/package.json')), 'cli.js');
const args = [compilerBin, configFile, ...process.argv.slice(2)];
const result = spawnSync(process.execPath, args, { cwd: rootDir, stdio: 'inherit' });
if (result.error) throw result.error;
process.exit(result.status ?? 1);
