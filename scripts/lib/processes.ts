import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { Transform } from 'node:stream';
import pretty from 'pino-pretty';

const require = createRequire(import.meta.url);
/** tsx's loader, so services run their TypeScript sources with plain `node --import`. */
export const TSX_LOADER = require.resolve('tsx');

export interface Service {
  name: string;
  child: ChildProcess;
  exited: Promise<number | null>;
}

/** Prefixes every line with the service's name, so interleaved logs stay readable. */
function prefixLines(name: string): Transform {
  let pending = '';
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      const lines = (pending + chunk.toString('utf8')).split('\n');
      pending = lines.pop() ?? '';
      done(null, lines.map((line) => `${name.padEnd(10)} ${line}\n`).join(''));
    },
    flush(done) {
      done(null, pending ? `${name.padEnd(10)} ${pending}\n` : '');
    },
  });
}

/**
 * Starts one service. Its JSON logs go through pino-pretty when a person is watching (a TTY), and
 * stay JSON otherwise (log collectors read them).
 */
export function startService(name: string, args: string[], env: NodeJS.ProcessEnv): Service {
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const readable = process.stdout.isTTY;
  for (const stream of [child.stdout, child.stderr]) {
    const target = stream === child.stderr ? process.stderr : process.stdout;
    const formatted = readable ? stream.pipe(pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' })) : stream;
    formatted.pipe(prefixLines(name)).pipe(target);
  }
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { name, child, exited };
}

/**
 * Waits until `url` answers 2xx, or the service exits, or the time is up. The default is generous
 * (3 minutes) because a service that crashes is noticed at once through its exit; only a slow start
 * (migrations and demo data on a 2-core machine busy with another run) waits this long.
 */
export async function waitUntilReady(url: string, service: Service, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void service.exited.then((code) => (exitCode = code));
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`${service.name} exited with code ${exitCode} before it was ready`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${service.name} was not ready at ${url} within ${timeoutMs / 1000} s`);
}

/** Stops services in reverse order: SIGTERM, then SIGKILL after a grace period. */
export async function stopAll(services: Service[], graceMs = 8000): Promise<void> {
  for (const service of [...services].reverse()) {
    if (service.child.exitCode !== null) continue;
    service.child.kill('SIGTERM');
    const timer = setTimeout(() => service.child.kill('SIGKILL'), graceMs);
    await service.exited;
    clearTimeout(timer);
  }
}

/** Runs a command to completion, inheriting the terminal; resolves with its exit code. */
export function run(command: string, args: string[], options: { env?: NodeJS.ProcessEnv; cwd?: string } = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: options.env ?? process.env, cwd: options.cwd });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
