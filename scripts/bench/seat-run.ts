/**
 * What every live-seats row shares (seats.ts makes it once per run): the scratch database, the one
 * resort-api, the accounts and operations, and how a row starts a gateway of its own.
 */
import type pg from 'pg';
import { startService, type Service } from '../lib/processes.ts';
import { cpuMs } from './process-stats.ts';
import type { Customer } from './seat-customers.ts';
import type { Listing, Operation } from './seat-messages.ts';
import { serverArgs } from './servers.ts';

export interface Run {
  root: string;
  db: pg.Client;
  dbName: string;
  apiUrl: string;
  api: Service;
  secret: string;
  operations: { slots: Operation; cart: Operation; events: Operation; hold: Operation; release: Operation };
  listings: Listing[];
  trackedSlotId: string;
  holdersSlotId: string;
  customers: Customer[];
  visitorCookies: string[];
}

/** A gateway as production runs it, with METRICS on so its own counters say what it asked resort-api. */
export function startBenchGateway(run: Run, name: string, port: number, resortApiUrl: string): Service {
  return startService(name, serverArgs('gateway'), {
    ...process.env,
    // A gateway that falls behind logs every upstream read that timed out: tens of thousands of
    // lines, which the figures count anyway.
    LOG_LEVEL: 'fatal',
    PORT: String(port),
    RESORT_API_URL: resortApiUrl,
    SESSION_SECRET: run.secret,
    METRICS: 'true',
    ALLOW_ARBITRARY_OPERATIONS: 'false',
  });
}

/**
 * Waits, a minute at most, until resort-api uses under a fifth of a core: a collapsed row leaves it
 * answering reads the gateway no longer waits for, which the next row must not pay for.
 */
export async function settle(pid: number): Promise<void> {
  for (let waited = 0; waited < 60; waited += 1) {
    const before = cpuMs(pid);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    if (cpuMs(pid) - before < 200) return;
  }
}
