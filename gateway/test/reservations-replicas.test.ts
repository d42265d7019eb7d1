import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from 'graphql-ws';
import { Redis } from 'ioredis';
import type { TestGateway } from './harness.ts';
import { BrowserSession, signIn } from './browser-session.ts';
import { ACCOUNTS, HOLD, RELEASE, Results, SLOTS, lisbonDay, startPrivateResortApi, wsClient, type HoldAnswer, type PrivateResortApi, type SlotsAnswer } from './hold-harness.ts';

/**
 * Two gateway processes behind one resort-api, sharing Redis (design: "Across replicas"): a hold
 * made through one replica reaches a slot-availability subscriber on the other.
 */

const REDIS_URL = 'redis://127.0.0.1:6379';
const SLOT_TOPIC = 'estancia:reservations:slotChanged';
const GATEWAY_MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const TSX = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));

interface Replica {
  process: ChildProcess;
  url: string;
}

/** Starts `npm start`'s entry point in its own process and waits for its "listening" log line. */
function startReplica(env: Record<string, string>): Promise<Replica> {
  const child = spawn(TSX, [GATEWAY_MAIN], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`replica did not start: ${output}`)), 30_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l.includes('gateway listening'));
      if (!line) return;
      clearTimeout(timer);
      const { url } = JSON.parse(line) as { url: string };
      resolve({ process: child, url: url.replace(/graphql$/, '') });
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`replica exited with ${code}: ${output}`)));
  });
}

function stopReplica(replica: Replica | undefined): Promise<void> {
  if (!replica || replica.process.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    replica.process.once('exit', () => resolve());
    replica.process.kill('SIGTERM');
  });
}

/** Enough of TestGateway for a BrowserSession: the replica's address. */
const asGateway = (replica: Replica) => ({ url: replica.url }) as TestGateway;

describe('two gateway replicas with Redis', () => {
  let resort: PrivateResortApi;
  let one: Replica;
  let other: Replica;
  let subscriber: Client;

  beforeAll(async () => {
    resort = await startPrivateResortApi();
    const env = {
      PORT: '0',
      RESORT_API_URL: resort.url,
      REDIS_URL,
      SESSION_SECRET: randomBytes(24).toString('hex'),
      PUBLIC_CACHE_SECONDS: '0',
      LOG_LEVEL: 'info',
    };
    [one, other] = await Promise.all([startReplica(env), startReplica(env)]);
  }, 90_000);

  afterAll(async () => {
    await subscriber?.dispose();
    await Promise.all([stopReplica(one), stopReplica(other)]);
    await resort?.close();
  });

  it('shows a hold made through one replica to a listing open on the other within 1 s', async () => {
    const date = lisbonDay(4);
    const browser = new BrowserSession(asGateway(one));
    await signIn(browser, ACCOUNTS.maria.username, ACCOUNTS.maria.password);
    const listed = await browser.query<SlotsAnswer>(SLOTS, { id: 41, date });
    const service = listed.data!.service!;
    const slot = service.slots[2]!;

    const redis = new Redis(REDIS_URL);
    const listeners = async () => ((await redis.pubsub('NUMSUB', SLOT_TOPIC)) as [string, number])[1];
    const before = await listeners();
    subscriber = wsClient(other.url);
    const listing = new Results<{ slotAvailability: Array<{ id: string; remaining: number }> }>(
      subscriber,
      'subscription Seats($id: ID!, $date: Date!) { slotAvailability(serviceId: $id, date: $date) { id remaining } }',
      { id: service.id, date },
    );
    expect((await listing.next()).slotAvailability.find((s) => s.id === slot.id)?.remaining).toBe(slot.remaining);
    // The subscriber's Redis SUBSCRIBE may be a round trip behind its first answer: wait until Redis counts it.
    for (let i = 0; i < 100 && (await listeners()) <= before; i += 1) await new Promise((r) => setTimeout(r, 20));
    await redis.quit();

    const held = await browser.query<{ holdSlot: HoldAnswer }>(HOLD, { input: { slotId: slot.id, quantity: 3 } });
    const heldAt = Date.now();
    expect(held.data?.holdSlot.userErrors).toEqual([]);
    await listing.next((v) => v.slotAvailability.find((s) => s.id === slot.id)?.remaining === slot.remaining - 3, { ms: 1000 });
    expect(Date.now() - heldAt).toBeLessThan(1000);

    const line = held.data!.holdSlot.cart!.lines[0]!;
    await browser.query(RELEASE, { input: { holdId: line.id } });
    await listing.next((v) => v.slotAvailability.find((s) => s.id === slot.id)?.remaining === slot.remaining, { from: 2, ms: 1000 });
  });
});
