import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestGateway, type TestGateway } from './harness.ts';

/**
 * The browser's socket proves it is alive (docs/architecture.md, "Every socket proves it is
 * alive"): the gateway pings each one and cuts one that stopped answering, over real sockets.
 */

const PING_MS = 200;

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway({ BROWSER_PING_MS: PING_MS });
});
afterAll(async () => {
  await gateway.close();
});

/** A graphql-ws socket, acknowledged; `autoPong: false` makes it a path that went silent for pings. */
async function openSocket(autoPong: boolean): Promise<{ socket: WebSocket; closed: Promise<number> }> {
  const socket = new WebSocket(`${gateway.url.replace('http', 'ws')}graphql`, 'graphql-transport-ws', { autoPong });
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => socket.once('open', resolve).once('error', reject));
  socket.send(JSON.stringify({ type: 'connection_init', payload: {} }));
  await new Promise<void>((resolve) => socket.once('message', () => resolve()));
  return { socket, closed };
}

describe('browser sockets', () => {
  it('cuts a socket that does not answer its pings, and keeps one that does', async () => {
    const silent = await openSocket(false);
    const alive = await openSocket(true);
    const openedAt = Date.now();
    let pinged = 0;
    silent.socket.on('ping', () => pinged++);
    // Terminated, not closed: a silent path would never carry a close frame back.
    expect(await silent.closed).toBe(1006);
    expect(pinged).toBeGreaterThanOrEqual(1);
    // A ping every 200 ms, cut when the next finds the last unanswered: within about two of them.
    expect(Date.now() - openedAt).toBeLessThan(PING_MS * 2 + 300);
    expect(alive.socket.readyState).toBe(WebSocket.OPEN);
    // Kept through four more pings it answered: counted as they come, no fixed wait.
    const answered = await new Promise<number>((resolve) => {
      let pings = 0;
      alive.socket.on('ping', () => ++pings === 4 && resolve(pings));
      void alive.closed.then(() => resolve(pings));
    });
    expect(answered).toBe(4);
    expect(alive.socket.readyState).toBe(WebSocket.OPEN);
    alive.socket.close(1000);
  });
});
