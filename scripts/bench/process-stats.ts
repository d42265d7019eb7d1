import { readFileSync, readdirSync } from 'node:fs';

/**
 * CPU time and peak memory of a service under measurement, read from Linux's /proc. A service is
 * its process and the processes it started (Hive Gateway may fork workers), except tsx's esbuild
 * helper, which only transpiles at start-up and is not part of what production runs.
 */
const TICKS_PER_SECOND = 100;

function children(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((tid) =>
      readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

function tree(pid: number): number[] {
  const all = [pid];
  for (const child of children(pid)) {
    let name: string;
    try {
      name = readFileSync(`/proc/${child}/comm`, 'utf8').trim();
    } catch {
      continue;
    }
    if (name !== 'esbuild') all.push(...tree(child));
  }
  return all;
}

/** User + system CPU milliseconds the service has used so far. */
export function cpuMs(pid: number): number {
  let ticks = 0;
  for (const p of tree(pid)) {
    try {
      // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
      const fields = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended between listing and reading.
    }
  }
  return (ticks / TICKS_PER_SECOND) * 1000;
}

/** Peak resident memory (VmHWM) of the service, MiB: each process's own peak, summed. */
export function peakRssMiB(pid: number): number {
  let kib = 0;
  for (const p of tree(pid)) {
    try {
      kib += Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // ended
    }
  }
  return Math.round(kib / 1024);
}
