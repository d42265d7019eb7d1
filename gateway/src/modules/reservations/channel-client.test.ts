import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import type { ChannelCartLine, ChannelServerMessage, WaitingEntry } from '@estancia/resort-contract';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { HoldChannel, HoldChannelError } from './channel-client.ts';
import type { HoldChannelEvent } from './channel-messages.ts';
import type { PlaceTiming } from './waiting-places.ts';
import { HoldChannelRegistry } from './channel-registry.ts';
import { cartLine } from '../../../test/hold-fixtures.ts';

/**
 * The channel client over real sockets, against a small server that speaks the contract's channel
 * messages and is told, test by test, what to answer. The bridge against the real resort-api is
 * tested in gateway/test/reservations-holds.test.ts.
 */

interface Peer {
  socket: WebSocket;
  authorization: string | undefined;
  received: unknown[];
}

async function channelServer(options: { refuse?: number } = {}) {
  const peers: Peer[] = [];
  const wss = new WebSocketServer({
    host: '127.0.0.1',
    port: 0,
    path: '/realtime',
    verifyClient: (_info, done) => (options.refuse ? done(false, options.refuse) : done(true)),
  });
  await once(wss, 'listening');
  const waiting: Array<{ n: number; resolve: (peer: Peer) => void }> = [];
  wss.on('connection', (socket, request) => {
    const peer: Peer = { socket, authorization: request.headers.authorization, received: [] };
    socket.on('message', (data) => peer.received.push(JSON.parse(String(data))));
    peers.push(peer);
    for (const waiter of waiting.filter((w) => w.n === peers.length)) waiter.resolve(peer);
  });
  const { port } = wss.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}/realtime`,
    peers,
    /** The next socket to connect (or the n-th one, counting from 1). */
    peer: (n = peers.length + 1) => {
      const known = peers[n - 1];
      return known ? Promise.resolve(known) : new Promise<Peer>((resolve) => waiting.push({ n, resolve }));
    },
    close: () => new Promise<void>((resolve) => (wss.clients.forEach((c) => c.terminate()), wss.close(() => resolve()))),
  };
}

function send(peer: Peer, message: ChannelServerMessage | string): void {
  peer.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
}

/** Waits until `check` holds, polling briefly (socket messages arrive asynchronously). */
async function until<T>(check: () => T | undefined | false, ms = 3000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() - started > ms) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}

const cart = (lines: ChannelCartLine[], pedido?: string): ChannelServerMessage => ({ type: 'update_list', ...(pedido ? { pedido } : {}), info: { id: 7, carrinho: lines } });

function recordingLogger() {
  const lines: string[] = [];
  const logger = pino({ level: 'debug' }, new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) }));
  return { logger, lines };
}

const opened: Array<{ stop(): void } | { closeAll(): Promise<void> }> = [];
const servers: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  for (const item of opened.splice(0)) await ('stop' in item ? item.stop() : item.closeAll());
  for (const server of servers.splice(0)) await server.close();
});

/** A customer's entry in a slot's line, as resort-api sends it in lista_espera. */
const WAITING_ENTRY: WaitingEntry = {
  id: 3,
  id_client: 7,
  id_stock: 901,
  id_event: 501,
  id_prod: 41,
  dia: '2026-12-24',
  inicio: '2026-12-24T10:00:00+00:00',
  quantidade: 2,
  estado: 'waiting',
  lugar: 1,
  desde: '2026-12-20T09:00:00+00:00',
  idioma: 1,
  oferta: null,
};

async function setUp(options: { refuse?: number; timeoutMs?: number; placeTiming?: PlaceTiming } = {}) {
  const server = await channelServer(options);
  servers.push(server);
  const { logger, lines } = recordingLogger();
  const channel = new HoldChannel({ url: server.url, clientId: 7, token: () => 'session-token', timeoutMs: options.timeoutMs ?? 2000, logger, placeTiming: options.placeTiming });
  opened.push(channel);
  const events: HoldChannelEvent[] = [];
  channel.on((event) => events.push(event));
  return { server, channel, events, logs: lines };
}

describe('HoldChannel', () => {
  it('opens with the viewer’s bearer, says hello with id_client, and keeps the last cart', async () => {
    const { server, channel } = await setUp();
    channel.start();
    const peer = await server.peer();
    expect(peer.authorization).toBe('Bearer session-token');
    await until(() => peer.received.length === 1);
    expect(peer.received[0]).toEqual({ id_client: 7, temporal_segundo: false });
    const line = cartLine(1, new Date(Date.now() + 300_000));
    send(peer, cart([line]));
    expect(await channel.cart()).toEqual([line]);
    expect(channel.lastCart).toEqual([line]);
  });

  it('answers a request by its pedido: sucesso then the cart that echoes it; erro as a refusal', async () => {
    const { server, channel } = await setUp();
    channel.start();
    const peer = await server.peer();
    const holding = channel.request({ cativar: true, data: [{ id_prod: 41, id_event: 501, quantidade: 2, id_user: 7, id_stock: 901, lista_incompativel: [] }] });
    const request = await until(() => peer.received[1] as { data: Array<{ info: { pedido: string } }> } | undefined);
    const pedido = request.data[0]!.info.pedido;
    expect(pedido).toMatch(/^[\w-]{8,100}$/);
    const line = cartLine(1, new Date(Date.now() + 300_000));
    // Another client's change first: it is not this request's answer.
    send(peer, cart([]));
    send(peer, { type: 'sucesso', pedido, id_user: 7, data: [{ id_lingua: 1, texto: 'Reservado.' }] });
    send(peer, cart([line], pedido));
    expect(await holding).toEqual({ ok: true, lines: [line] });

    const refused = channel.request({ cativar: true, data: [{ id_prod: 41, id_event: 502, quantidade: 9, id_user: 7, id_stock: 902, lista_incompativel: [] }] });
    const second = await until(() => peer.received[2] as { data: Array<{ info: { pedido: string } }> } | undefined);
    send(peer, { type: 'erro', pedido: second.data[0]!.info.pedido, codigo: 'slot_full', detalhe: { disponivel: 1 }, data: { id_user: 7, mensagens: [{ id_lingua: 1, texto: 'Esgotado.' }] } });
    expect(await refused).toEqual({ ok: false, code: 'slot_full', detail: { disponivel: 1 }, messages: [{ id_lingua: 1, texto: 'Esgotado.' }] });
  });

  it('keeps the viewer’s waiting-list entries from lista_espera and announces each change', async () => {
    const { server, channel, events } = await setUp();
    channel.start();
    const peer = await server.peer();
    expect(channel.lastWaiting).toBeNull();
    const entry = WAITING_ENTRY;
    send(peer, { type: 'lista_espera', data: [entry] });
    await until(() => events.some((e) => e.type === 'waiting'));
    expect(channel.lastWaiting).toEqual([entry]);
    const offered = { ...entry, estado: 'offered' as const, lugar: null, oferta: { prod_timer: 77, expira_em: '2026-12-20T09:10:00+00:00' } };
    send(peer, { type: 'lista_espera', data: [offered] });
    await until(() => events.filter((e) => e.type === 'waiting').length === 2);
    expect(events.filter((e) => e.type === 'waiting').at(-1)).toEqual({ type: 'waiting', entries: [offered] });
    expect(channel.lastWaiting).toEqual([offered]);
  });

  it('tells an offer at once and new places alone later, the latest only', async () => {
    // A place change waits a minute here: it must not be told before the offer that follows it.
    const { server, channel, events } = await setUp({ placeTiming: { delayMs: 60_000, spreadMs: 0 } });
    channel.start();
    const peer = await server.peer();
    const entry = { ...WAITING_ENTRY, lugar: 3 };
    send(peer, { type: 'lista_espera', data: [entry] });
    await until(() => events.some((e) => e.type === 'waiting'));
    send(peer, { type: 'lista_espera', data: [{ ...entry, lugar: 2 }] });
    send(peer, { type: 'lista_espera', data: [{ ...entry, lugar: 1 }] });
    // Messages of one socket are handled in order: once the cart after them is told, so were they.
    send(peer, cart([]));
    await until(() => events.some((e) => e.type === 'cart'));
    expect(events.filter((e) => e.type === 'waiting')).toHaveLength(1);
    expect(channel.lastWaiting).toEqual([{ ...entry, lugar: 1 }]);

    const offered = { ...entry, estado: 'offered' as const, lugar: null, oferta: { prod_timer: 77, expira_em: '2026-12-20T09:10:00+00:00' } };
    send(peer, { type: 'lista_espera', data: [offered] });
    await until(() => events.filter((e) => e.type === 'waiting').length === 2);
    expect(events.filter((e) => e.type === 'waiting').at(-1)).toEqual({ type: 'waiting', entries: [offered] });
  });

  it('tells new places alone once their moment comes', async () => {
    const { server, channel, events } = await setUp({ placeTiming: { delayMs: 20, spreadMs: 20 } });
    channel.start();
    const peer = await server.peer();
    send(peer, { type: 'lista_espera', data: [{ ...WAITING_ENTRY, lugar: 2 }] });
    await until(() => events.some((e) => e.type === 'waiting'));
    send(peer, { type: 'lista_espera', data: [{ ...WAITING_ENTRY, lugar: 1 }] });
    await until(() => events.filter((e) => e.type === 'waiting').length === 2);
    expect(events.filter((e) => e.type === 'waiting').at(-1)).toEqual({ type: 'waiting', entries: [{ ...WAITING_ENTRY, lugar: 1 }] });
  });

  it('ignores a malformed message, logs it, and goes on', async () => {
    const { server, channel, logs } = await setUp();
    channel.start();
    const peer = await server.peer();
    send(peer, 'not json');
    send(peer, JSON.stringify({ type: 'update_list', info: { id: 7, carrinho: [{ prod_timer: 'x' }] } }));
    send(peer, cart([]));
    expect(await channel.cart()).toEqual([]);
    await until(() => logs.filter((l) => l.includes('ignored a malformed message')).length === 2);
  });

  it('turns ticks into countdown events, and a 00:00 tick then the cart without the hold into one expiry', async () => {
    const { server, channel, events } = await setUp();
    channel.start();
    const peer = await server.peer();
    const expiry = new Date(Date.now() + 1000);
    const line = cartLine(3, expiry);
    send(peer, cart([line]));
    await channel.cart();
    const tick = (tempo: string) => ({ type: 'temporal_segundo' as const, data: { id_user: 7, id_prod: 41, id_event: 503, tempo, timestamp_prod: 3, expira_em: expiry.toISOString() } });
    send(peer, tick('00:01'));
    send(peer, tick('00:00'));
    send(peer, cart([]));
    await until(() => events.filter((e) => e.type === 'cart').length === 2);
    expect(events.filter((e) => e.type === 'tick')).toEqual([
      { type: 'tick', holdId: 3, remainingSeconds: 1, expiresAt: expiry.toISOString() },
      { type: 'tick', holdId: 3, remainingSeconds: 0, expiresAt: expiry.toISOString() },
    ]);
    expect(events.filter((e) => e.type === 'expired')).toEqual([{ type: 'expired', line }]);
  });

  it('counts a hold that leaves the cart at its expiry as lapsed, and one released early as not', async () => {
    const { server, channel, events } = await setUp();
    channel.start();
    const peer = await server.peer();
    const lapsed = cartLine(4, new Date(Date.now() - 100));
    const released = cartLine(5, new Date(Date.now() + 120_000));
    send(peer, cart([lapsed, released]));
    send(peer, cart([]));
    await until(() => events.filter((e) => e.type === 'cart').length === 2);
    expect(events.filter((e) => e.type === 'expired')).toEqual([{ type: 'expired', line: lapsed }]);
  });

  it('passes erro and sucesso on as notices', async () => {
    const { server, channel, events } = await setUp();
    channel.start();
    const peer = await server.peer();
    send(peer, { type: 'sucesso', id_user: 7, data: [{ id_lingua: 2, texto: 'Done.' }] });
    send(peer, { type: 'erro', codigo: 'collision', detalhe: {}, data: { id_user: 7, mensagens: [{ id_lingua: 1, texto: 'Sobreposto.' }] } });
    await until(() => events.filter((e) => e.type === 'notice').length === 2);
    expect(events.filter((e) => e.type === 'notice')).toEqual([
      { type: 'notice', success: true, messages: [{ id_lingua: 2, texto: 'Done.' }], code: null },
      { type: 'notice', success: false, messages: [{ id_lingua: 1, texto: 'Sobreposto.' }], code: 'collision' },
    ]);
  });

  it.each([
    ['the server’s error close', 1011],
    ['a restart', 1012],
  ])('reconnects after %s and says hello again, announcing the code once', async (_what, code) => {
    const { server, channel, events } = await setUp();
    channel.start();
    const first = await server.peer(1);
    first.socket.close(code);
    const second = await server.peer(2);
    await until(() => second.received.length === 1);
    expect(second.received[0]).toEqual({ id_client: 7, temporal_segundo: false });
    expect(events.filter((e) => e.type === 'down')).toEqual([{ type: 'down', closeCode: code, reconnecting: true }]);
  });

  it('reconnects after a dropped socket (1006) too', async () => {
    const { server, channel, events } = await setUp();
    channel.start();
    (await server.peer(1)).socket.terminate();
    await server.peer(2);
    expect(events.filter((e) => e.type === 'down')).toEqual([{ type: 'down', closeCode: 1006, reconnecting: true }]);
  });

  it('reconnects silently after a normal close', async () => {
    const { server, channel, events } = await setUp();
    channel.start();
    (await server.peer(1)).socket.close(1000);
    await server.peer(2);
    expect(events.filter((e) => e.type === 'down')).toEqual([]);
  });

  it('ends for good when the bearer may not speak for the client (4001), failing what waits', async () => {
    const { server, channel, events } = await setUp();
    channel.start();
    const peer = await server.peer(1);
    const pending = channel.request({ cativar: false, data: [{ id_prod: 41, quantidade: 1, prod_timer: 3, id_user: 7, id_stock: 903 }] });
    await until(() => peer.received.length === 2);
    peer.socket.close(4001);
    await expect(pending).rejects.toBeInstanceOf(HoldChannelError);
    await until(() => events.some((e) => e.type === 'ended'));
    expect(events.filter((e) => e.type === 'down')).toEqual([{ type: 'down', closeCode: 4001, reconnecting: false }]);
    expect(channel.isEnded).toBe(true);
    // A channel on another server, dropped twice with a code it reconnects after: its second
    // return comes after two backoffs, later than the longest first one, so by then the ended
    // channel would have come back if it were to.
    const control = await setUp();
    control.channel.start();
    (await control.server.peer(1)).socket.close(1012);
    (await control.server.peer(2)).socket.close(1012);
    await control.server.peer(3);
    expect(server.peers).toHaveLength(1);
  });

  it('treats an upgrade refused with 401 as a refused bearer', async () => {
    const { channel, events } = await setUp({ refuse: 401 });
    channel.start();
    await until(() => events.some((e) => e.type === 'ended'));
    expect(events.filter((e) => e.type === 'down')).toEqual([{ type: 'down', closeCode: 4001, reconnecting: false }]);
  });

  it('gives up on a request the server never answers, with a clear error', async () => {
    const { server, channel } = await setUp({ timeoutMs: 300 });
    channel.start();
    await server.peer();
    await expect(channel.request({ cativar: false, data: [{ id_prod: 41, quantidade: 1, prod_timer: 3, id_user: 7, id_stock: 903 }] })).rejects.toThrow(
      /did not answer within 300 ms/,
    );
  });
});

describe('HoldChannelRegistry', () => {
  it('shares one channel per viewer and closes it after the last lease, once idle', async () => {
    const server = await channelServer();
    servers.push(server);
    const registry = new HoldChannelRegistry({ apiBase: server.url.replace('ws', 'http').replace('realtime', ''), timeoutMs: 2000, logger: recordingLogger().logger, idleMs: 100 });
    opened.push(registry);
    const a = registry.acquire({ accountId: 7, token: 'old-token' });
    const b = registry.acquire({ accountId: 7, token: 'new-token' });
    expect(a.channel).toBe(b.channel);
    const peer = await server.peer(1);
    a.release();
    b.release();
    b.release();
    expect(registry.size).toBe(1);
    const [code] = (await once(peer.socket, 'close')) as [number];
    expect(code).toBe(1000);
    expect(registry.size).toBe(0);
    expect(server.peers).toHaveLength(1);
  });

  it('keeps the channel open while a lease is held, and uses the newest token to open again', async () => {
    const server = await channelServer();
    servers.push(server);
    const registry = new HoldChannelRegistry({ apiBase: server.url.replace('ws', 'http').replace('realtime', ''), timeoutMs: 2000, logger: recordingLogger().logger, idleMs: 50 });
    opened.push(registry);
    const lease = registry.acquire({ accountId: 8, token: 'first' });
    (await server.peer(1)).socket.close(1012);
    registry.acquire({ accountId: 8, token: 'second' }).release();
    const again = await server.peer(2);
    expect(again.authorization).toBe('Bearer second');
    // Another viewer's channel, released after the one above: its close on idle comes after the
    // moment this channel would have closed without its lease.
    const other = registry.acquire({ accountId: 9, token: 'other' });
    const otherPeer = await server.peer(3);
    other.release();
    await once(otherPeer.socket, 'close');
    expect(again.socket.readyState).toBe(WebSocket.OPEN);
    lease.release();
  });
});
