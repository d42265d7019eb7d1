/**
 * Fails when the committed root schema.graphql breaks what partners rely on, compared with the
 * schema of the previous version: `origin/main`'s when it is a different commit, else the last
 * commit's (or, once schema.graphql is committed unchanged, the commit before). Removing a field
 * passes only when the earlier schema had it `@deprecated`. Run by `npm test`; with no earlier
 * schema (a fresh clone without history) there is nothing to compare and it passes, saying so.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { breakingChanges } from './lib/schema-breaks.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const git = (...args: string[]): string | null => {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 });
  } catch {
    return null;
  }
};

const current = readFileSync(`${root}schema.graphql`, 'utf8');
const head = git('rev-parse', 'HEAD')?.trim();
const main = git('rev-parse', '--verify', '--quiet', 'origin/main')?.trim();
const refs = [main && main !== head ? 'origin/main' : null, git('show', 'HEAD:schema.graphql') === current ? 'HEAD~1' : 'HEAD'].filter((r): r is string => r !== null);

let base: { ref: string; sdl: string } | null = null;
for (const ref of refs) {
  const sdl = git('show', `${ref}:schema.graphql`);
  if (sdl !== null) {
    base = { ref, sdl };
    break;
  }
}
if (!base) {
  console.log('schema check: no earlier schema.graphql in the history, nothing to compare');
  process.exit(0);
}
const breaking = await breakingChanges(base.sdl, current);
if (breaking.length === 0) {
  console.log(`schema check: no breaking change against ${base.ref}`);
  process.exit(0);
}
console.error(`schema check: ${breaking.length} breaking change(s) against ${base.ref}; deprecate a field (@deprecated) before removing it:`);
for (const change of breaking) console.error(`  ✖ ${change.message}${change.path ? ` (${change.path})` : ''}`);
process.exit(1);
