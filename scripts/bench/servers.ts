import { fileURLToPath } from 'node:url';
import { run } from '../lib/processes.ts';
import { SERVER_NODE_FLAGS } from '../lib/server-flags.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The bench measures the servers as production runs them (Dockerfile, `npm start`): the compiled
 * `dist/main.js` of each, built once at the start of the run, not their sources under tsx.
 */
export function serverArgs(workspace: 'gateway' | 'resort-api'): string[] {
  return [...SERVER_NODE_FLAGS[workspace], `${root}${workspace}/dist/main.js`];
}

export async function buildServers(): Promise<void> {
  if ((await run('npm', ['run', 'build:servers', '--silent'], { cwd: root })) !== 0) throw new Error("the servers' build failed");
}
