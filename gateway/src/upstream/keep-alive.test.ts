import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { keepAlive } from './keep-alive.ts';

const servers: WebSocketServer[] = [];

/** A server whose sockets answer pings, or (autoPong false) read them and never answer. */
async function server(autoPong: boolean): Promise<{ url: string; pings: () => number }> {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1', autoPong });
  servers.push(wss);
  let pings = 0;
  wss.on('connection', (socket) => socket.on('ping', () => (pings += 1)));
  await once(wss, 'listening');
  return { url: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`, pings: () => pings };
}

async function until(condition: () => boolean, ms = 2000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

afterEach(async () => {
  for (const wss of servers.splice(0)) {
    for (const socket of wss.clients) socket.terminate();
    await new Promise((resolve) => wss.close(resolve));
  }
});

describe('keepAlive', () => {
  it('cuts a socket whose peer reads the pings and answers none', async () => {
    const silent = await server(false);
    const socket = new WebSocket(silent.url);
    await once(socket, 'open');
    let silentSaid = 0;
    keepAlive(socket, { pingEveryMs: 20, pongWithinMs: 40 }, () => (silentSaid += 1));
    const [code] = (await once(socket, 'close')) as [number];
    expect(code).toBe(1006);
    expect(silentSaid).toBe(1);
    expect(silent.pings()).toBeGreaterThanOrEqual(1);
  });

  it('keeps a socket whose peer answers, ping after ping', async () => {
    const answering = await server(true);
    const socket = new WebSocket(answering.url);
    await once(socket, 'open');
    let silentSaid = 0;
    keepAlive(socket, { pingEveryMs: 20, pongWithinMs: 250 }, () => (silentSaid += 1));
    await until(() => answering.pings() >= 10);
    expect(socket.readyState).toBe(WebSocket.OPEN);
    expect(silentSaid).toBe(0);
    socket.close();
    await once(socket, 'close');
  });
});
