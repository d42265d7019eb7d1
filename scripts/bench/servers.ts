import { fileURLToPath } from 'node:url';
import { run } from '../lib/processes.ts';
import { SERVER_NODE_FLAGS } from '../lib/server-flags.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The bench measures the servers as production runs them (Dockerfile, `npm start`): the compiled
 * `dist/main.js` of each, built once at the start of the run, not their sources under tsx.
 */
export function serverArgs(workspace: 'gateway' | 'resort-api'): string[] {
  // BENCH_PROFILE_DIR: each server also writes a V8 CPU profile there when it stops, to see where
  // a section's time goes (open it in Chrome's DevTools); the figures of such a run are slower.
  const profileDir = process.env['BENCH_PROFILE_DIR'];
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  return [...SERVER_NODE_FLAGS[workspace], ...profile, `${root}${workspace}/dist/main.js`];
}

export async function buildServers(): Promise<void> {
  if ((await run('npm', ['run', 'build:servers', '--silent'], { cwd: root })) !== 0) throw new Error("the servers' build failed");
}
