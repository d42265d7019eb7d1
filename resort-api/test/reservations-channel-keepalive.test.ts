import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { type AddressInfo, connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { MAX_UNSENT_BYTES, TOO_MUCH_UNSENT, sendTo } from '../src/reservations/channel-hub.ts';
import { type RunningResortApi, startResortApi } from '../src/server.ts';
import { silentLogger } from './support/logger.ts';

const SITE_TOKEN = 'dev-public-site-token';

async function until(condition: () => boolean, what: string, ms = 3000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** One masked text frame, as a client sends it (a zero mask leaves the payload as it is). */
function clientTextFrame(text: string): Buffer {
  const payload = Buffer.from(text);
  if (payload.length > 125) throw new Error('a short frame only');
  return Buffer.concat([Buffer.from([0x81, 0x80 | payload.length, 0, 0, 0, 0]), payload]);
}

/**
 * A peer that stops answering — a vanished host, a connection a NAT forgot — must not keep its
 * socket, its client's countdown or its feed queue alive (spec 002 §4): the channel pings every
 * socket (every 200 ms here, CHANNEL_HEARTBEAT_MS in production) and cuts one that did not answer.
 */
describe('the realtime channel and a silent peer', () => {
  let api: RunningResortApi;
  beforeAll(async () => {
    api = await startResortApi({ env: {}, config: { port: 0, pgliteDir: 'memory://' }, logger: silentLogger, channel: { heartbeatMs: 200 } });
  });
  afterAll(() => api?.close());

  it('cuts a feed reader that reads what it is sent but never answers a ping', async () => {
    const { hostname, port } = new URL(api.url);
    const raw = connect(Number(port), hostname);
    await once(raw, 'connect');
    let received = '';
    raw.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
    });
    const closed = once(raw, 'close');
    const key = randomBytes(16).toString('base64');
    raw.write(
      [
        'GET /realtime HTTP/1.1',
        `Host: ${hostname}:${port}`,
        'Upgrade: websocket',
        'Connection: Upgrade',
        `Sec-WebSocket-Key: ${key}`,
        'Sec-WebSocket-Version: 13',
        `Authorization: Bearer ${SITE_TOKEN}`,
        '',
        '',
      ].join('\r\n'),
    );
    await until(() => received.startsWith('HTTP/1.1 101'), 'the upgrade');
    raw.write(clientTextFrame(JSON.stringify({ feed: { lugares: true } })));
    await until(() => received.includes('feed_pronto'), 'the feed listening');
    // From here on it reads every byte (pings included) and answers none.
    await until(() => raw.destroyed || raw.readableEnded, 'the cut', 3000);
    await closed;
  });
});

/**
 * A client socket whose peer stopped reading is closed once its unsent data passes
 * MAX_UNSENT_BYTES, with 1013 and a reason: the peer, reading again, gets every message it was
 * sent, in order, then the close; nothing in between is dropped.
 */
describe('a client socket that is not read', () => {
  let server: WebSocketServer;
  let url: string;
  beforeAll(async () => {
    server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await once(server, 'listening');
    url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('is closed with 1013 past the bound, after everything it was sent', async () => {
    const accepted = once(server, 'connection') as Promise<[WebSocket]>;
    const peer = new WebSocket(url);
    await once(peer, 'open');
    const [socket] = await accepted;
    peer.pause();
    const received: number[] = [];
    peer.on('message', (data) => received.push(Number(JSON.parse(String(data)).n)));
    const ended = once(peer, 'close') as Promise<[number, Buffer]>;

    // 64 KB messages, numbered, until the socket stops taking them (or far past anything a kernel buffers).
    const filler = 'x'.repeat(64 * 1024);
    let sent = 0;
    while (socket.readyState === WebSocket.OPEN && sent < 400) {
      sendTo(socket, JSON.stringify({ n: sent, filler }));
      if (socket.readyState === WebSocket.OPEN) sent += 1;
    }
    expect(socket.readyState).toBe(WebSocket.CLOSING);
    expect(socket.bufferedAmount).toBeGreaterThan(MAX_UNSENT_BYTES);

    peer.resume();
    const [code, reason] = await ended;
    expect({ code, reason: reason.toString() }).toEqual(TOO_MUCH_UNSENT);
    expect(received).toEqual(Array.from({ length: sent }, (_, n) => n));
  });
});
