/**
 * The processes of the local topology: each one's output kept (in memory for the checks that read
 * it, and in a log file for a person), and each one stopped on the way out, whatever way out that is.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import type { Cleanups } from './cleanups.ts';

export interface Child {
  name: string;
  process: ChildProcess;
  /** Resolves when the process has exited, with its code or the signal that ended it. */
  exited: Promise<string>;
  /** Every line it wrote so far, stdout and stderr. */
  lines: string[];
  logFile: string;
}

/** Starts a process and has `cleanups` stop it; refused once the way out has begun. */
export function startChild(name: string, command: string, args: string[], options: { env: NodeJS.ProcessEnv; cwd: string; logFile: string; cleanups: Cleanups }): Child {
  if (options.cleanups.stopping) throw new Error(`stopping: ${name} is not started`);
  const child = spawn(command, args, { env: options.env, cwd: options.cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  const log = createWriteStream(options.logFile, { flags: 'a' });
  const lines: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    let pending = '';
    stream.on('data', (chunk: Buffer) => {
      log.write(chunk);
      const parts = (pending + chunk.toString('utf8')).split('\n');
      pending = parts.pop() ?? '';
      lines.push(...parts);
    });
  }
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => {
      log.end();
      resolve(signal ?? `code ${code}`);
    }),
  );
  const entry: Child = { name, process: child, exited, lines, logFile: options.logFile };
  options.cleanups.add(() => stopChild(entry));
  return entry;
}

export const isRunning = (child: Child) => child.process.exitCode === null && child.process.signalCode === null;

/** Asks the process to stop (SIGTERM), then kills it after `graceMs`. */
export async function stopChild(child: Child, graceMs = 8000): Promise<void> {
  if (!isRunning(child)) return;
  child.process.kill('SIGTERM');
  const timer = setTimeout(() => child.process.kill('SIGKILL'), graceMs);
  await child.exited;
  clearTimeout(timer);
}

/** Waits until `url` answers 2xx; fails early if the process exits first. */
export async function waitUntilAnswering(url: string, child: Child, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isRunning(child)) throw new Error(`${child.name} exited before answering ${url}: ${child.lines.slice(-20).join('\n')}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${child.name} did not answer ${url} within ${timeoutMs / 1000} s (log: ${child.logFile})`);
}
