/**
 * The Redis the tests use (the gateway's shared limits, partner budgets, response cache and
 * replicas): the one at TEST_REDIS_URL when it answers, else a redis-server started for the run on
 * a free port with nothing saved to disk — installed from Debian's package first when it is
 * missing and the command runs as root — and stopped afterwards.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createConnection } from 'node:net';
import { freePort } from './ports.ts';
import { withoutPassword } from './redact-url.ts';

/** Where the tests look when TEST_REDIS_URL is unset (gateway/test/redis-url.ts). */
export const DEFAULT_TEST_REDIS_URL = 'redis://127.0.0.1:6379';

export interface TestRedis {
  /** What TEST_REDIS_URL is for the rest of the run. */
  url: string;
  /** Whether this run started the server (false: the one that answered is used untouched). */
  started: boolean;
  /** Stops a server this run started; nothing for one that was running. */
  stop(): Promise<void>;
}

export interface StartedRedis {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** Whether a Redis server answers PING at `url`; any reply counts (one that wants a password answers too). */
export function redisAnswers(url: string, timeoutMs = 2000): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection(Number(port || 6379), hostname.replace(/^\[|\]$/g, '') || '127.0.0.1');
    const done = (answered: boolean) => {
      socket.destroy();
      resolve(answered);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (chunk: Buffer) => done(/^[+-]/.test(chunk.toString('utf8'))));
  });
}

/** The redis-server on PATH, or null. */
export function redisServerPath(): string | null {
  const found = spawnSync('which', ['redis-server'], { encoding: 'utf8' });
  return found.status === 0 && found.stdout.trim() ? found.stdout.trim() : null;
}

/**
 * Starts `binary` on a free port of 127.0.0.1 as a child of this process, without snapshots or an
 * append-only file, and waits until it answers. `path` keeps the database number a URL names.
 */
export async function startRedis(binary: string, path = ''): Promise<StartedRedis> {
  const port = await freePort();
  const child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The server's own lines, shown only when it fails to start.
  const lines: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk: Buffer) => {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      lines.splice(0, Math.max(0, lines.length - 20));
    });
  }
  let gone: string | null = null;
  const exited = new Promise<void>((resolve) => {
    child.once('error', (error) => {
      gone = error.message;
      resolve();
    });
    child.once('exit', (code, signal) => {
      gone ??= `it exited (${signal ?? code})`;
      resolve();
    });
  });
  // Should this process end without stop() (a crash), the server must not outlive it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    if (gone === null) {
      child.kill('SIGTERM');
      const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(kill);
    }
  };
  const url = `redis://127.0.0.1:${port}${path === '/' ? '' : path}`;
  const deadline = Date.now() + 15_000;
  while (!(await redisAnswers(url, 500))) {
    if (gone !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`redis-server did not start (${gone ?? 'no answer within 15 s'}): ${lines.join(' | ')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, port, stop };
}

/** Installs Debian's redis-server when this runs as root with apt-get, as the end-to-end tests' Chromium is; the path, or null. */
function installRedis(): string | null {
  if (process.getuid?.() !== 0 || spawnSync('which', ['apt-get']).status !== 0) return null;
  console.log("redis-server is missing: installing Debian's package (apt-get install redis-server) for the tests that use Redis…");
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'redis-server'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return redisServerPath();
}

/**
 * The Redis for the run: the server at `url` when it answers (used as it is, never stopped), else a
 * redis-server started for the run. Throws a one-line message naming what is missing and how to
 * provide it when there is no redis-server and it cannot be installed.
 */
export async function provideTestRedis(url: string): Promise<TestRedis> {
  if (await redisAnswers(url)) return { url, started: false, stop: async () => undefined };
  const binary = redisServerPath() ?? installRedis();
  if (!binary) {
    throw new Error(
      `Redis does not answer at ${withoutPassword(url)} and redis-server is not installed: install it (sudo apt-get install redis-server) or set TEST_REDIS_URL to a running Redis; the tests that use Redis fail until then.`,
    );
  }
  console.log(`Redis does not answer at ${withoutPassword(url)}: starting ${binary} for this run…`);
  const started = await startRedis(binary, new URL(url).pathname);
  console.log(`Redis for this run at ${started.url}.`);
  return { url: started.url, started: true, stop: started.stop };
}
