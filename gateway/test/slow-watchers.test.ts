import type { Socket } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { BrowserSession } from './browser-session.ts';
import { FELL_BEHIND } from '../src/http/unsent-bound.ts';
import { startTestGateway, type TestGateway } from './harness.ts';
import { Results, SLOTS, emptyCart, hold, lisbonDay, signedInBrowser, wsClient, type SlotsAnswer } from './hold-harness.ts';
import { startPostgresResortApi, type PostgresResortApi } from './live-seats-support.ts';
import { until } from './until.ts';

/**
 * A watcher that reads nothing (its TCP window full) is cut past a bound of unsent bytes, with
 * 1013, after everything it was sent; the process does not queue the rest for it, and the other
 * watchers go on. Real sockets, real seat changes through resort-api's feed on PostgreSQL.
 */

const LISTING = `subscription Seats($id: ID!, $date: Date!) {
  slotAvailability(serviceId: $id, date: $date) { id databaseId date startsAt endsAt startTime endTime period capacity remaining price { amount currency } }
}`;
type Listing = { slotAvailability: Array<{ id: string; remaining: number }> };
const SERVICE = 41;
/** Subscriptions on the slow socket: each seat change writes one result per subscription to it. */
const SUBSCRIPTIONS = 500;
/**
 * Seat changes made, at the most, until the gateway cuts the slow socket. How many it takes depends
 * on how much the kernel's buffers take in before the gateway's own queue grows: on loopback about
 * 5 MB here (6 or 7 changes of 500 results of 1.5 KB), more on a loaded machine, where the reader's
 * buffer had grown more before it stopped reading (up to tcp_rmem's 32 MB). 60 changes write 45 MB.
 */
const MAX_CHANGES = 60;

let resort: PostgresResortApi;
let gateway: TestGateway;
let maria: BrowserSession;
/** The gateway's log lines: it says when it cuts a socket that fell behind. */
const logLines: string[] = [];

beforeAll(async () => {
  resort = await startPostgresResortApi();
  const logger = pino({ level: 'info' }, { write: (line: string) => void logLines.push(line) });
  gateway = await startTestGateway({ RESORT_API_URL: resort.url, SOCKET_MAX_UNSENT_BYTES: 64 * 1024, BROWSER_PING_MS: 60_000 }, { logger });
  maria = await signedInBrowser(gateway, 'maria');
}, 60_000);

afterAll(async () => {
  await gateway?.close();
  await resort?.close();
});

/** Polls `done` until it holds, or fails after `ms`. */
describe('a slow watcher', () => {
  it('is closed with 1013 past the bound of unsent bytes, while the other watchers get every change', async () => {
    const date = lisbonDay(4);
    const service = (await gateway.query<SlotsAnswer>(SLOTS, { variables: { id: SERVICE, date } })).data?.service;
    const slot = service?.slots[0];
    if (!service || !slot) throw new Error(`no slots on ${date}`);

    // The slow watcher: a graphql-ws socket whose TCP socket stops being read once it is listening.
    let tcp: Socket | null = null;
    const slow = new WebSocket(`${gateway.url.replace('http', 'ws')}graphql`, 'graphql-transport-ws');
    slow.once('upgrade', (response) => (tcp = response.socket));
    let nexts = 0;
    let acked = false;
    slow.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString('utf8')) as { type: string };
      if (message.type === 'connection_ack') acked = true;
      if (message.type === 'next') nexts++;
    });
    const closed = new Promise<{ code: number; reason: string }>((resolve) => slow.once('close', (code, reason) => resolve({ code, reason: reason.toString('utf8') })));
    await new Promise<void>((resolve, reject) => slow.once('open', resolve).once('error', reject));
    slow.send(JSON.stringify({ type: 'connection_init', payload: {} }));
    await until(() => acked, 'no connection_ack');
    for (let id = 0; id < SUBSCRIPTIONS; id++) {
      slow.send(JSON.stringify({ type: 'subscribe', id: String(id), payload: { query: LISTING, variables: { id: service.id, date } } }));
    }
    await until(() => nexts === SUBSCRIPTIONS, 'not every listing answered');
    tcp!.pause();

    const watching = wsClient(gateway.url);
    const watcher = new Results<Listing>(watching, LISTING, { id: service.id, date });
    await watcher.next();
    // Seats change until the gateway says it cut the slow socket, then once more: every change,
    // the one after the cut too, reaches the other watcher.
    let changes = 0;
    const changeSeats = async () => {
      const shown = watcher.values.length;
      const expected = changes % 2 === 0 ? slot.remaining - 1 : slot.remaining;
      if (changes % 2 === 0) expect((await hold(maria, slot.id, 1)).userErrors).toEqual([]);
      else await emptyCart(maria);
      await watcher.next((v) => v.slotAvailability.find((s) => s.id === slot.id)?.remaining === expected, { from: shown, ms: 2000 });
      changes++;
    };
    while (!logLines.some((line) => line.includes(FELL_BEHIND.log))) {
      if (changes === MAX_CHANGES) throw new Error(`the slow socket was not cut after ${changes} seat changes`);
      await changeSeats();
    }
    await changeSeats();
    await watching.dispose();

    // Read again: what was sent before the cut arrives, then the close, not the rest.
    tcp!.resume();
    const { code, reason } = await Promise.race([closed, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the slow socket was never closed')), 5000))]);
    expect(code).toBe(1013);
    expect(reason).toMatch(/unsent/);
    // Not every result of every change was queued for it: the rest were never written.
    expect(nexts - SUBSCRIPTIONS).toBeLessThan(SUBSCRIPTIONS * changes);
  }, 90_000);
});
