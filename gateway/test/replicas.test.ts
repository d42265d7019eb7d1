import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { startResortApi, type RunningResortApi } from '@estancia/resort-api/server';
import type { Client } from 'graphql-ws';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, type ScratchPostgres } from '../../resort-api/test/support/postgres.ts';
import { fromGlobalId } from '../src/kernel/global-id.ts';
import { BrowserSession, LOG_IN, signIn, type LogInAnswer } from './browser-session.ts';
import type { TestGateway } from './harness.ts';
import { ACCOUNTS, HOLD, RELEASE, Results, SLOTS, lisbonDay, wsClient, type HoldAnswer, type SlotsAnswer } from './hold-harness.ts';
import { testRedisDatabase } from './redis-url.ts';
import { until } from './until.ts';

/**
 * The production topology on one machine (design: "Across replicas"; docker-compose.yml): resort-api
 * on PostgreSQL, Redis, and two gateway processes with one SESSION_SECRET. Whatever replica a
 * request lands on, the visitor sees the same thing: sessions, sign-in limits, cached pages and
 * live seat counts are shared, and one customer's data never reaches another.
 */

// A database of its own on the Redis server, so other test files' keys never meet these.
const REDIS_URL = testRedisDatabase(7);
const GATEWAY_MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const TSX = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));
/** Short enough to see a cached version expire within the test. */
const CACHE_SECONDS = 2;

interface Replica {
  process: ChildProcess;
  url: string;
}

/** Starts `npm start`'s entry point in its own process and waits for its "listening" log line. */
function startReplica(env: Record<string, string>): Promise<Replica> {
  const child = spawn(TSX, [GATEWAY_MAIN], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`replica did not start: ${output}`)), 90_000);
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

const BANNERS = '{ banners { id title } }';
const VIEWER = '{ viewer { role account { email name } } }';
type BannersAnswer = { banners: Array<{ id: string; title: string }> };
type ViewerAnswer = { viewer: { role: string | null; account: { email: string; name: string } | null } };


describe('two gateway replicas with Redis and resort-api on PostgreSQL', () => {
  let database: ScratchPostgres;
  let resort: RunningResortApi;
  let one: Replica;
  let other: Replica;
  let subscriber: Client | undefined;
  const startResort = (port: number) => startResortApi({ env: {}, config: { port, databaseUrl: database.url, logLevel: 'warn' } });

  beforeAll(async () => {
    database = await createPostgresDatabase(undefined, 'estancia_replicas');
    resort = await startResort(0);
    const redis = new Redis(REDIS_URL);
    await redis.flushdb();
    await redis.quit();
    const env = {
      PORT: '0',
      RESORT_API_URL: resort.url,
      REDIS_URL,
      SESSION_SECRET: randomBytes(24).toString('hex'),
      PUBLIC_CACHE_SECONDS: String(CACHE_SECONDS),
      STALE_IF_ERROR_SECONDS: '600',
      LOGIN_FAILURES_PER_ACCOUNT: '3',
      LOG_LEVEL: 'info',
    };
    [one, other] = await Promise.all([startReplica(env), startReplica(env)]);
  }, 180_000);

  afterAll(async () => {
    await subscriber?.dispose();
    await Promise.all([stopReplica(one), stopReplica(other)]);
    await resort?.close();
    await database?.drop();
  });

  it('keeps a session made on one replica valid on the other', async () => {
    const browser = new BrowserSession(asGateway(one));
    await signIn(browser, ACCOUNTS.maria.username, ACCOUNTS.maria.password);
    const elsewhere = new BrowserSession(asGateway(other));
    elsewhere.useCookies(browser.cookieHeader);
    const answer = await elsewhere.query<ViewerAnswer>(VIEWER);
    expect(answer.data?.viewer.account?.email).toBe(ACCOUNTS.maria.username);
  });

  it('counts failed sign-ins across both replicas', async () => {
    const username = `nobody-${randomBytes(4).toString('hex')}@estancia.pt`;
    const attempt = (replica: Replica) => new BrowserSession(asGateway(replica)).query<LogInAnswer>(LOG_IN, { input: { username, password: 'wrong#2026' } });
    const codes: Array<string | undefined> = [];
    // Alternate replicas until one refuses; a slow resort API may answer CONNECTION_PROBLEM, which does not count.
    for (let i = 0; i < 10 && codes.at(-1) !== 'TOO_MANY_ATTEMPTS'; i += 1) {
      codes.push((await attempt(i % 2 === 0 ? one : other)).data?.logIn.userErrors[0]?.code);
    }
    // Three failures (the limit), split over the replicas, lock the account on both: in-process
    // counts would need three on each.
    expect(codes.filter((code) => code === 'WRONG_CREDENTIALS')).toHaveLength(3);
    expect(codes.at(-1)).toBe('TOO_MANY_ATTEMPTS');
  });

  it('serves one cached version of a page from both replicas until it expires', async () => {
    const visitorOne = new BrowserSession(asGateway(one), { language: 'en' });
    const visitorOther = new BrowserSession(asGateway(other), { language: 'en' });
    const before = (await visitorOne.query<BannersAnswer>(BANNERS)).data!.banners;
    expect(before.length).toBeGreaterThan(1);

    // The resort unpublishes a banner behind the gateways' backs.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query(`update content_items set published_at = null where id = $1`, [Number(fromGlobalId(before[0]!.id)?.key)]);
    await client.end();

    // Both replicas still answer the version the first one cached.
    expect((await visitorOther.query<BannersAnswer>(BANNERS)).data!.banners).toEqual(before);
    expect((await visitorOne.query<BannersAnswer>(BANNERS)).data!.banners).toEqual(before);

    // Past the TTL (and the upstream read cache's), both show the change.
    let after = before;
    await until(async () => (after = (await visitorOther.query<BannersAnswer>(BANNERS)).data!.banners).length === before.length - 1, 'the change past the cache time', 10_000);
    expect((await visitorOne.query<BannersAnswer>(BANNERS)).data!.banners).toEqual(after);
  });

  it('never answers one customer with another customer’s data, and never caches a private answer', async () => {
    const maria = new BrowserSession(asGateway(one));
    const joao = new BrowserSession(asGateway(other));
    await signIn(maria, ACCOUNTS.maria.username, ACCOUNTS.maria.password);
    await signIn(joao, ACCOUNTS.joao.username, ACCOUNTS.joao.password);
    const visitor = new BrowserSession(asGateway(one));
    for (let round = 0; round < 2; round += 1) {
      // Each asks on both replicas, so any shared answer would show up on the second round.
      for (const replica of [one, other]) {
        const asMaria = new BrowserSession(asGateway(replica));
        asMaria.useCookies(maria.cookieHeader);
        const asJoao = new BrowserSession(asGateway(replica));
        asJoao.useCookies(joao.cookieHeader);
        expect((await asMaria.query<ViewerAnswer>(VIEWER)).data?.viewer.account?.email).toBe(ACCOUNTS.maria.username);
        expect((await asJoao.query<ViewerAnswer>(VIEWER)).data?.viewer.account?.email).toBe(ACCOUNTS.joao.username);
        expect((await visitor.query<ViewerAnswer>(VIEWER)).data?.viewer.account).toBeNull();
      }
    }
    // No shared cache on the way (CDN, proxy) may keep a signed-in answer either.
    const asMaria = new BrowserSession(asGateway(one));
    asMaria.useCookies(maria.cookieHeader);
    await asMaria.query(VIEWER);
    expect(asMaria.responses[0]?.headers.get('cache-control')).toBe('private, no-store');

    // Nothing stored in the shared cache names either customer.
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys('estancia:responses:*');
    const values = await Promise.all(keys.map(async (key) => ((await redis.type(key)) === 'string' ? ((await redis.get(key)) ?? '') : '')));
    await redis.quit();
    expect(values.some((value) => value.includes('"viewer"'))).toBe(true);
    expect(values.filter((value) => value.includes('@estancia.pt'))).toEqual([]);
  });

  it('answers visitors from the last cached version while resort-api is down, and recovers when it is back', async () => {
    const visitorOne = new BrowserSession(asGateway(one), { language: 'fr' });
    const visitorOther = new BrowserSession(asGateway(other), { language: 'fr' });
    const cached = (await visitorOne.query<BannersAnswer>(BANNERS)).data!.banners;
    const signedIn = new BrowserSession(asGateway(other));
    await signIn(signedIn, ACCOUNTS.maria.username, ACCOUNTS.maria.password);

    const port = resort.port;
    await resort.close();
    try {
      // Once the stored version's time is over, the other replica, which never asked for it,
      // answers the version the first one stored, marked stale.
      let stale = await visitorOther.query<BannersAnswer>(BANNERS);
      await until(async () => 'stale' in (((stale = await visitorOther.query<BannersAnswer>(BANNERS)) as { extensions?: object }).extensions ?? {}), 'the stale answer past the cache time', 10_000);
      expect(stale.data?.banners).toEqual(cached);
      expect(stale.errors).toBeUndefined();
      expect(stale).toMatchObject({ extensions: { stale: { since: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) } } });
      // A signed-in person's read is never answered from the cache: it fails at once, typed.
      const privateRead = await signedIn.query<ViewerAnswer>('{ viewer { account { orders(first: 1) { edges { node { id } } } } } }');
      expect(privateRead.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    } finally {
      resort = await startResort(port);
    }
    const fresh = await visitorOther.query<BannersAnswer>(BANNERS);
    expect(fresh.data?.banners).toEqual(cached);
    expect(fresh).not.toHaveProperty('extensions.stale');
  });

  it('shows a hold made through one replica to a listing open on the other within 1 s', async () => {
    const date = lisbonDay(4);
    const browser = new BrowserSession(asGateway(one));
    await signIn(browser, ACCOUNTS.maria.username, ACCOUNTS.maria.password);
    const listed = await browser.query<SlotsAnswer>(SLOTS, { id: 41, date });
    const service = listed.data!.service!;
    const slot = service.slots[2]!;

    subscriber = wsClient(other.url);
    const listing = new Results<{ slotAvailability: Array<{ id: string; remaining: number }> }>(
      subscriber,
      'subscription Seats($id: ID!, $date: Date!) { slotAvailability(serviceId: $id, date: $date) { id remaining } }',
      { id: service.id, date },
    );
    expect((await listing.next()).slotAvailability.find((s) => s.id === slot.id)?.remaining).toBe(slot.remaining);
    // Each replica follows the resort API's own feed: the listing's first answer comes once it listens.

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
