/**
 * Live holds at scale (part of `npm run bench`): resort-api on a scratch PostgreSQL database, one
 * gateway, and a load process (hold-viewers.ts) with N signed-in viewers. Each viewer holds a seat
 * of one slot (hold mutations per second under contention on that slot's row), then subscribes to
 * its countdown: one tick a second each, bridged from resort-api's channel through the gateway.
 * Reported per N: hold mutations/s, gateway CPU (% of one core) and RSS while the ticks flow, and
 * the tick delay p95.
 *
 * The viewers' accounts and sessions are written straight into the database and their cookies
 * sealed with the gateway's secret: signing in 5,000 people through scrypt would measure scrypt.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import { startService, stopAll, TSX_LOADER, waitUntilReady, type Service } from '../lib/processes.ts';
import { createScratchDatabase } from './scratch-database.ts';
import { createCustomers } from './seat-accounts.ts';
import { serverArgs } from './servers.ts';

const SECRET = randomBytes(24).toString('hex');
const PORTS = { resortApi: 4611, gateway: 4612 };
const BENCH_EVENT_ID = 9_000_001;

export interface HoldFigures {
  viewers: number;
  holdMutations: { perSecond: number; p50Ms: number; p99Ms: number; refused: number };
  secondsUntilEveryCountdownTicked: number;
  ticksReceived: number;
  ticksExpected: number;
  silentViewers: number;
  tickDelayP50Ms: number;
  tickDelayP95Ms: number;
  tickDelayP99Ms: number;
  gatewayCpuPercent: number;
  gatewayRssMiB: number;
  resortApiCpuPercent: number;
}

/** CPU seconds (user + system) a process has used so far. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function rssMiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line?.replace(/\D+/g, '') ?? 0) / 1024);
}

/** One slot of the spa circuit (product 41) tomorrow, with a seat for every viewer of every run. */
async function createBenchSlot(db: pg.Client): Promise<string> {
  await db.query(
    `insert into service_slots (company_code, event_id, product_id, event_date, starts_at, ends_at, capacity, net_price)
     values ('estancia', $1, 41, (now() + interval '1 day')::date, now() + interval '1 day', now() + interval '1 day 2 hours', 100000, 14.634)
     on conflict do nothing`,
    [BENCH_EVENT_ID],
  );
  return Buffer.from(`TimeSlot:${BENCH_EVENT_ID}`).toString('base64url');
}

async function runViewers(root: string, gateway: Service, api: Service, cookies: string[], slotId: string): Promise<HoldFigures> {
  const cookiesFile = join(tmpdir(), `estancia-bench-cookies-${process.pid}.json`);
  writeFileSync(cookiesFile, JSON.stringify(cookies));
  const viewers = startService('viewers', ['--import', TSX_LOADER, `${root}scripts/bench/hold-viewers.ts`], {
    ...process.env,
    GATEWAY_URL: `http://127.0.0.1:${PORTS.gateway}/`,
    COOKIES_FILE: cookiesFile,
    SLOT_ID: slotId,
  });
  const gatewayPid = gateway.child.pid as number;
  const apiPid = api.child.pid as number;
  let window: { at: number; gateway: number; api: number } | undefined;
  let usage = { gatewayCpuPercent: 0, gatewayRssMiB: 0, resortApiCpuPercent: 0 };
  let result: Omit<HoldFigures, keyof typeof usage> | undefined;
  viewers.child.stdout?.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (line.includes('MEASURE_START')) window = { at: performance.now(), gateway: cpuSeconds(gatewayPid), api: cpuSeconds(apiPid) };
      if (line.includes('MEASURE_END') && window) {
        const seconds = (performance.now() - window.at) / 1000;
        usage = {
          gatewayCpuPercent: Math.round(((cpuSeconds(gatewayPid) - window.gateway) / seconds) * 100),
          gatewayRssMiB: rssMiB(gatewayPid),
          resortApiCpuPercent: Math.round(((cpuSeconds(apiPid) - window.api) / seconds) * 100),
        };
      }
      const found = /RESULT (\{.*\})/.exec(line);
      if (found?.[1]) result = JSON.parse(found[1]) as typeof result;
    }
  });
  const code = await viewers.exited;
  if (code !== 0 || !result) throw new Error(`the viewers' process ended with code ${code} and no result`);
  return { ...result, ...usage };
}

/** Runs the hold bench for each number of viewers; each run gets its own gateway process. */
export async function measureHolds(root: string, viewerCounts: number[]): Promise<HoldFigures[]> {
  const scratch = await createScratchDatabase('estancia_bench');
  const quiet = { ...process.env, LOG_LEVEL: 'warn' };
  const services: Service[] = [];
  const { db } = scratch;
  const figures: HoldFigures[] = [];
  try {
    const api = startService('resort-api', serverArgs('resort-api'), { ...quiet, PORT: String(PORTS.resortApi), DATABASE_URL: scratch.url });
    services.push(api);
    await waitUntilReady(`http://127.0.0.1:${PORTS.resortApi}/health/ready`, api, 120_000);
    await db.connect();
    const slotId = await createBenchSlot(db);
    for (const [run, count] of viewerCounts.entries()) {
      const cookies = await createCustomers(db, count, `holds-${run}`, SECRET);
      const gateway = startService('gateway', serverArgs('gateway'), {
        ...quiet,
        PORT: String(PORTS.gateway),
        RESORT_API_URL: `http://127.0.0.1:${PORTS.resortApi}/`,
        SESSION_SECRET: SECRET,
        ALLOW_ARBITRARY_OPERATIONS: 'true',
      });
      await waitUntilReady(`http://127.0.0.1:${PORTS.gateway}/health/ready`, gateway);
      try {
        figures.push(await runViewers(root, gateway, api, cookies, slotId));
      } finally {
        await stopAll([gateway]);
      }
    }
  } finally {
    await stopAll(services);
    await scratch.drop();
  }
  return figures;
}
