/**
 * `npm run typecheck`: every TypeScript project of the repository, checked by `tsc`. The projects are
 * independent and tsc uses one core, so they run side by side, one per core: on the 2-core CI machine
 * the step takes about half as long as running them one after another. Each project's output is
 * printed whole when it ends (never interleaved), and the exit code is non-zero if any failed.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsc = fileURLToPath(new URL('../node_modules/typescript/bin/tsc', import.meta.url));

/** The largest first, so the last project to start is a short one. */
const PROJECTS = ['client', 'gateway', 'resort-api', 'tsconfig.json', 'contract', 'validation'];

interface Checked {
  project: string;
  code: number;
  output: string;
  seconds: number;
}

function check(project: string): Promise<Checked> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('close', (code, signal) =>
      resolve({ project, code: code ?? (signal ? 1 : 0), output, seconds: Math.round((Date.now() - started) / 100) / 10 }),
    );
  });
}

const queue = [...PROJECTS];
const results: Checked[] = [];
async function lane(): Promise<void> {
  for (let project = queue.shift(); project !== undefined; project = queue.shift()) {
    const result = await check(project);
    results.push(result);
    console.log(`${result.code === 0 ? '✔' : '✖'} tsc -p ${project}  ${result.seconds}s`);
    if (result.output.trim()) console.log(result.output.trimEnd());
  }
}
await Promise.all(Array.from({ length: Math.max(1, Math.min(availableParallelism(), PROJECTS.length)) }, lane));
process.exit(results.every((result) => result.code === 0) ? 0 : 1);
