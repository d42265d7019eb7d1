/**
 * What every live-seats row shares (seats.ts makes it once per run): the scratch database, the one
 * resort-api, the accounts and operations, and how a row starts a gateway of its own.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import type pg from 'pg';
import { startService, stopAll, waitUntilReady, type Service } from '../lib/processes.ts';
import { cpuMs } from './process-stats.ts';
import { createScratchDatabase } from './scratch-database.ts';
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

/** The part of a Run each bench starts alike: the scratch database, resort-api on it, the session secret. */
export type RunBase = Pick<Run, 'root' | 'db' | 'dbName' | 'apiUrl' | 'api' | 'secret'>;

export interface RunApi {
  readonly base: RunBase;
  /** Waits for resort-api to have migrated the database, then connects the bench's client to it. */
  ready(): Promise<void>;
  /** Stops resort-api and drops the database. */
  close(): Promise<void>;
}

/** A scratch database named from `database`, with resort-api starting on it at `port`; `env` adds to its environment. */
export async function startRunApi(root: string, database: string, port: number, env: Record<string, string> = {}): Promise<RunApi> {
  const scratch = await createScratchDatabase(database);
  const api = startService('resort-api', serverArgs('resort-api'), { ...process.env, LOG_LEVEL: 'warn', PORT: String(port), DATABASE_URL: scratch.url, ...env });
  return {
    base: { root, db: scratch.db, dbName: scratch.name, apiUrl: `http://127.0.0.1:${port}/`, api, secret: randomBytes(24).toString('hex') },
    async ready() {
      await waitUntilReady(`http://127.0.0.1:${port}/health/ready`, api, 120_000);
      await scratch.db.connect();
    },
    async close() {
      await stopAll([api]);
      await scratch.drop();
    },
  };
}

/**
 * A website operation as the client build sends it: the id in its Relay artifact (the build keeps
 * older ids of the same name in persisted-operations.json for pages already open), with its text.
 */
export function websiteOperation(root: string, name: string): Operation & { text: string } {
  const artifact = readdirSync(`${root}client/src`, { recursive: true, encoding: 'utf8' }).find((path) => path.endsWith(`__generated__/${name}.graphql.ts`));
  const id = artifact ? /"id": "([0-9a-f]{64})"/.exec(readFileSync(`${root}client/src/${artifact}`, 'utf8'))?.[1] : undefined;
  const persisted = JSON.parse(readFileSync(`${root}client/persisted-operations.json`, 'utf8')) as Record<string, string>;
  const text = id ? persisted[id] : undefined;
  if (!id || !text) throw new Error(`${name} of the client build is not among the persisted operations (npm run build -w client)`);
  return { id, name, text };
}

/** The website's operations a page of the seat benches sends: the listing, the header's cart and events, holding and releasing. */
export function seatOperations(root: string) {
  return {
    slots: websiteOperation(root, 'SlotListAvailabilitySubscription'),
    cart: websiteOperation(root, 'LiveTimedCartSubscription'),
    events: websiteOperation(root, 'LiveTimedCartEventsSubscription'),
    hold: websiteOperation(root, 'useHoldMutationsHoldMutation'),
    release: websiteOperation(root, 'useHoldMutationsReleaseMutation'),
  };
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
