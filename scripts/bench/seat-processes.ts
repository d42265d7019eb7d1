/**
 * The live-seats bench's load process (seat-watchers.ts), started with an IPC channel for its
 * reports, and a bound on every wait for it or for the servers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TSX_LOADER } from '../lib/processes.ts';
import type { FromLoad, SeatLoadConfig } from './seat-messages.ts';

/** Rejects when `work` takes longer than `ms`, or when one of `services` exits meanwhile. */
export function bounded<T>(work: Promise<T>, ms: number, what: string, services: Array<{ name: string; exited: Promise<number | null> }>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what}: no end within ${Math.round(ms / 1000)} s`)), ms);
    // A service that exits after `work` settled rejects a settled promise: nothing happens.
    for (const service of services) void service.exited.then((code) => reject(new Error(`${service.name} exited (code ${code}) during ${what}`)));
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** The load process, with IPC for its reports. */
export function startLoad(root: string, config: SeatLoadConfig) {
  return startLoadProcess<SeatLoadConfig, FromLoad>(root, 'seat-watchers.ts', config);
}

/**
 * A load script of scripts/bench/ in a process of its own, given `config` as a JSON file named by
 * SEAT_CONFIG_FILE, with IPC for the `Report`s it sends (each with a `type`).
 */
export function startLoadProcess<Config, Report extends { type: string }>(root: string, script: string, config: Config) {
  const dir = mkdtempSync(join(tmpdir(), 'estancia-seats-'));
  const file = join(dir, 'config.json');
  writeFileSync(file, JSON.stringify(config));
  const child = spawn(process.execPath, ['--import', TSX_LOADER, `${root}scripts/bench/${script}`], {
    env: { ...process.env, SEAT_CONFIG_FILE: file },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  void exited.then(() => rmSync(dir, { recursive: true, force: true }));
  const message = <T extends Report['type']>(type: T) =>
    new Promise<Extract<Report, { type: T }>>((resolve) => {
      const listen = (value: Report) => {
        if (value.type !== type) return;
        child.off('message', listen);
        resolve(value as Extract<Report, { type: T }>);
      };
      child.on('message', listen);
    });
  return { name: 'the load process', child, exited, message };
}

/**
 * Ends a load process: disconnected after a completed run, it closes its pages and ends (stopped
 * if it has not within 15 s); after a run cut short it is stopped at once.
 */
export async function endLoad(load: { child: ChildProcess; exited: Promise<unknown> } | undefined, completed: boolean): Promise<void> {
  if (!load || load.child.exitCode !== null) return;
  if (!completed) load.child.kill('SIGKILL');
  else if (load.child.connected) load.child.disconnect();
  const kill = setTimeout(() => load.child.kill('SIGKILL'), 15_000);
  await load.exited;
  clearTimeout(kill);
}
