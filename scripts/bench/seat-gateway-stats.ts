/**
 * What the live-seats bench reads about the gateway besides CPU and memory (process-stats.ts): its
 * own counters at /metrics (METRICS=true), the TCP connections it holds to resort-api, and the
 * open-file limits that 12,000 sockets need.
 */
import { readFileSync, readdirSync, readlinkSync } from 'node:fs';
import { request } from 'undici';
import { run } from '../lib/processes.ts';

export interface GatewayCounters {
  /** Upstream calls by `METHOD path-template`, every status summed. */
  upstream: Map<string, number>;
  /** The gauge of realtime hold channels open to resort-api, if the gateway has one. */
  holdChannels: number | null;
}

/** The upstream read every open listing's refresh costs today. */
export const SLOT_READ = 'POST /platform/products/cache/get/data';

const label = (labels: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(labels)?.[1] ?? '';

/** The gateway's counters now; null when it did not answer within the time (a gateway that collapsed). */
export async function readCounters(gatewayUrl: string, timeoutMs = 30_000): Promise<GatewayCounters | null> {
  let text: string;
  try {
    const answer = await request(`${gatewayUrl}metrics`, { headersTimeout: timeoutMs, bodyTimeout: timeoutMs });
    text = await answer.body.text();
    if (answer.statusCode !== 200) return null;
  } catch {
    return null;
  }
  const upstream = new Map<string, number>();
  let holdChannels: number | null = null;
  for (const line of text.split('\n')) {
    const call = /^gateway_upstream_requests_total\{([^}]*)\} (\S+)$/.exec(line);
    if (call?.[1] && call[2]) {
      const path = label(call[1], 'path');
      const key = `${label(call[1], 'method')} ${path.startsWith('/') ? path : `/${path}`}`;
      upstream.set(key, (upstream.get(key) ?? 0) + Number(call[2]));
    }
    const gauge = /^gateway_upstream_hold_channels (\S+)$/.exec(line);
    if (gauge?.[1]) holdChannels = Number(gauge[1]);
  }
  return { upstream, holdChannels };
}

/** Calls made between two readings, by path, largest first. */
export function callsBetween(before: GatewayCounters, after: GatewayCounters): Array<[string, number]> {
  return [...after.upstream.entries()]
    .map(([path, count]): [string, number] => [path, count - (before.upstream.get(path) ?? 0)])
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1]);
}

/**
 * Established TCP connections from process `pid` to `port`: its socket inodes (/proc/<pid>/fd)
 * matched against the kernel's connection table.
 */
export function connectionsTo(pid: number, port: number): number {
  const inodes = new Set<string>();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const target = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1];
      if (target) inodes.add(target);
    } catch {
      // closed while listed
    }
  }
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  let count = 0;
  for (const table of ['tcp', 'tcp6']) {
    for (const row of readFileSync(`/proc/${pid}/net/${table}`, 'utf8').split('\n').slice(1)) {
      // sl local_address rem_address st tx:rx tr:when retrnsmt uid timeout inode
      const fields = row.trim().split(/\s+/);
      if (fields[3] === '01' && fields[2]?.endsWith(`:${hexPort}`) && inodes.has(fields[9] ?? '')) count += 1;
    }
  }
  return count;
}

/** The soft open-file limit of a process. */
function fileLimit(pid: number): { soft: number; hard: number } {
  const line = readFileSync(`/proc/${pid}/limits`, 'utf8').split('\n').find((l) => l.startsWith('Max open files')) ?? '';
  const [soft, hard] = line.replace('Max open files', '').trim().split(/\s+/);
  const value = (v: string | undefined) => (v === 'unlimited' ? Infinity : Number(v));
  return { soft: value(soft), hard: value(hard) };
}

/**
 * Raises a running process's open-file limit to `needed` when it is lower (`ulimit -n` is per
 * process, and children inherit the bench's): with prlimit, which may pass the hard limit only
 * as root. Throws, saying what to do, when that is not allowed.
 */
export async function ensureFileLimit(pid: number, needed: number, name: string): Promise<void> {
  const { soft, hard } = fileLimit(pid);
  if (soft >= needed) return;
  await run('prlimit', ['--pid', String(pid), `--nofile=${needed}:${Math.max(hard, needed)}`]);
  if (fileLimit(pid).soft < needed) throw new Error(`${name} needs ${needed} open files and may have ${soft}: raise \`ulimit -n\` (hard limit ${hard}) before the bench`);
}
