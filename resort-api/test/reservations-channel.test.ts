import { CHANNEL_CLOSE_CODES, MAX_HOLD_RENEWALS, RESERVATION_PATHS, stockLinesAnswer } from '@estancia/resort-contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { WebSocket } from 'ws';
import { createSession } from '../src/accounts/session.repository.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { holds } from '../src/db/reservations-schema.ts';
import { entities } from '../src/db/schema.ts';
import { type RunningResortApi, startResortApi } from '../src/server.ts';
import { ChannelClient } from './support/channel-client.ts';
import { type ScratchPostgres, createPostgresDatabase } from './support/databases.ts';
import { SPA_PRODUCT, WEL_PRODUCT, holdItem, insertCollision, insertSlot, pendingOrderPricing, setTimerSettings } from './support/hold-fixtures.ts';
import { silentLogger } from './support/logger.ts';

const SITE_TOKEN = 'dev-public-site-token';
const HOUR = 3_600_000;
/**
 * The channel runs on an injected clock. Here it runs ten times faster than the wall clock, and
 * the countdown ticks every 100 ms of wall time: one tick per second of the channel's clock, so
 * a hold of a few seconds lapses without the test waiting for it.
 */
const SPEED = 10;
const START = new Date('2026-03-02T09:00:00Z');
const wallStart = Date.now();
const now = () => new Date(START.getTime() + (Date.now() - wallStart) * SPEED);

let nextClient = 700_000;
const newClient = () => (nextClient += 1);

/**
 * A request on `client`'s socket and its answer (a release of a hold nobody has: not_your_hold).
 * A socket's messages come in order, so whatever the channel sent it before has come by then.
 */
async function roundTrip(client: ChannelClient, clientId: number, pedido: string): Promise<void> {
  client.send({ cativar: false, data: [{ id_prod: SPA_PRODUCT, quantidade: 1, prod_timer: 2_000_000_000, id_user: clientId, id_stock: 1, info: { pedido } }] });
  const { message } = await client.next('erro', { where: (m) => m.pedido === pedido });
  expect(message.codigo).toBe('not_your_hold');
}

/**
 * The realtime channel over real sockets against a started resort-api on PostgreSQL: the test
 * writes its slots and timer settings straight into the same database.
 */
describe('the realtime hold channel', () => {
  let scratch: ScratchPostgres;
  let database: Database;
  let api: RunningResortApi;
  const open: ChannelClient[] = [];
  const connect = async (clientId: number, token = SITE_TOKEN) => {
    const client = await ChannelClient.connect(api.url, token, clientId);
    open.push(client);
    return client;
  };

  beforeAll(async () => {
    scratch = await createPostgresDatabase(inject('databaseTemplates').postgres?.name);
    const config = { port: 0, pgliteDir: 'memory://', databaseUrl: scratch.url };
    database = await openDatabase(config);
    api = await startResortApi({ env: {}, config, logger: silentLogger, now, channel: { tickIntervalMs: 100, helloTimeoutMs: 1_000 } });
  });
  afterAll(async () => {
    for (const client of open) client.close();
    await api?.close();
    await database?.close();
    await scratch?.drop();
  });

  it('answers a hold with sucesso and sends the cart to every socket of the client', async () => {
    await setTimerSettings(database.db, { minutes: 5 });
    const slot = await insertSlot(database.db, { startsAt: new Date(START.getTime() + 48 * HOUR), capacity: 4 });
    const clientId = newClient();
    const strangerId = newClient();
    const [tab, otherTab, stranger] = [await connect(clientId), await connect(clientId), await connect(strangerId)];
    // Each socket gets the (empty) cart on hello.
    await tab.next('update_list');
    await otherTab.next('update_list');

    tab.send({ cativar: true, data: [holdItem(slot, clientId, 2, { pedido: 'p-1' })] });
    const { message: success } = await tab.next('sucesso');
    expect(success).toMatchObject({ pedido: 'p-1', id_user: clientId });
    expect(success.data.map((text) => text.id_lingua)).toEqual([1, 2, 3, 4]);
    for (const socket of [tab, otherTab]) {
      const { message } = await socket.next('update_list', { where: (m) => m.info.carrinho.length === 1 });
      expect(message.pedido).toBe('p-1');
      const [line] = message.info.carrinho;
      expect(line).toMatchObject({ id_user: clientId, quantidade: 2, renovacoes: 0, produto: { id_prod: SPA_PRODUCT, id_event: slot.eventId, id_stock: slot.id } });
      expect(line?.produto.linha.subname_trad['2']).toBeTruthy();
      expect(line?.expira_em).toMatch(/[+-]\d{2}:\d{2}$/);
    }
    // The stranger's own request, answered after the others had the cart: a cart sent to it
    // with theirs would have come before the answer.
    await roundTrip(stranger, strangerId, 'stranger-after');
    expect(stranger.messages.filter((m) => m.type === 'update_list' && m.info.carrinho.length > 0)).toEqual([]);
  });

  it('ticks once a second with a falling countdown, then 00:00 and a cart without the lapsed hold', async () => {
    // 0.1 minute: six seconds of the channel's clock.
    await setTimerSettings(database.db, { minutes: 0.1 });
    const slot = await insertSlot(database.db, { startsAt: new Date(START.getTime() + 49 * HOUR), capacity: 4 });
    const clientId = newClient();
    const tab = await connect(clientId);
    tab.send({ cativar: true, data: [holdItem(slot, clientId)] });
    const { message: cart } = await tab.next('update_list', { where: (m) => m.info.carrinho.length === 1 });
    const holdId = cart.info.carrinho[0]?.prod_timer;

    const ticks: string[] = [];
    let from = 0;
    for (;;) {
      const { message, after } = await tab.next('temporal_segundo', { from, where: (m) => m.data.timestamp_prod === holdId });
      from = after;
      expect(message.data).toMatchObject({ id_user: clientId, id_prod: SPA_PRODUCT, id_event: slot.eventId });
      ticks.push(message.data.tempo);
      if (message.data.tempo === '00:00') break;
    }
    expect(ticks.length).toBeGreaterThanOrEqual(3);
    const seconds = ticks.map((tempo) => Number(tempo.slice(0, 2)) * 60 + Number(tempo.slice(3)));
    for (let i = 1; i < seconds.length; i += 1) expect(seconds[i]).toBeLessThan(seconds[i - 1] as number);
    await tab.next('update_list', { from, where: (m) => m.info.carrinho.length === 0 });
    // The lapsed hold needed no write: it simply no longer counts.
    const [row] = await database.db.select().from(holds).where(eq(holds.id, holdId as number));
    expect(row?.status).toBe('held');
    await setTimerSettings(database.db, { minutes: 5 });
  });

  describe('a socket whose hello turns the ticks off (temporal_segundo false)', () => {
    const connectQuiet = async (clientId: number) => {
      const client = new ChannelClient(api.url, SITE_TOKEN);
      open.push(client);
      await client.open();
      client.send({ id_client: clientId, temporal_segundo: false });
      await client.next('update_list');
      return client;
    };
    const ticksOf = (client: ChannelClient) => client.messages.filter((message) => message.type === 'temporal_segundo');
    /** How long after `expiresAt` (the channel's clock) the cart without the hold came. */
    const cartAfterLapse = async (client: ChannelClient, from: number, expiresAt: number) => {
      await client.next('update_list', { from, where: (m) => m.info.carrinho.length === 0 });
      return now().getTime() - expiresAt;
    };
    const holdOne = async (client: ChannelClient, clientId: number, hoursAhead: number, pedido: string) => {
      const slot = await insertSlot(database.db, { startsAt: new Date(START.getTime() + hoursAhead * HOUR), capacity: 4 });
      client.send({ cativar: true, data: [holdItem(slot, clientId, 1, { pedido })] });
      const { message, after } = await client.next('update_list', { where: (m) => m.pedido === pedido });
      const line = message.info.carrinho[0];
      if (!line) throw new Error('the hold was refused');
      return { holdId: line.prod_timer, expiresAt: Date.parse(line.expira_em), after };
    };

    it('gets no ticks, and the cart without the lapsed hold right after its expiry', async () => {
      // 0.1 minute: six seconds of the channel's clock.
      await setTimerSettings(database.db, { minutes: 0.1 });
      const clientId = newClient();
      const quiet = await connectQuiet(clientId);
      const { expiresAt, after } = await holdOne(quiet, clientId, 130, 'quiet');

      // spec 002 §4: the cart follows the lapse at once (within two seconds of the channel's clock).
      expect(await cartAfterLapse(quiet, after, expiresAt)).toBeLessThan(2_000);
      await roundTrip(quiet, clientId, 'quiet-after');
      expect(ticksOf(quiet)).toEqual([]);
      await setTimerSettings(database.db, { minutes: 5 });
    });

    it('gets no ticks while a ticking socket of the same client still ticks down to 00:00', async () => {
      await setTimerSettings(database.db, { minutes: 0.1 });
      const clientId = newClient();
      const [quiet, ticking] = [await connectQuiet(clientId), await connect(clientId)];
      await ticking.next('update_list');
      const { holdId, expiresAt, after } = await holdOne(quiet, clientId, 131, 'both');

      await ticking.next('temporal_segundo', { where: (m) => m.data.timestamp_prod === holdId && m.data.tempo === '00:00' });
      expect(ticksOf(ticking).length).toBeGreaterThanOrEqual(3);
      await ticking.next('update_list', { where: (m) => m.info.carrinho.length === 0 });
      expect(await cartAfterLapse(quiet, after, expiresAt)).toBeLessThan(2_000);
      expect(ticksOf(quiet)).toEqual([]);
      await setTimerSettings(database.db, { minutes: 5 });
    });

    it('still gets the cart after a lapse once the client\'s last ticking socket has closed', async () => {
      // 0.2 minute: twelve seconds of the channel's clock.
      await setTimerSettings(database.db, { minutes: 0.2 });
      const clientId = newClient();
      const [quiet, ticking] = [await connectQuiet(clientId), await connect(clientId)];
      await ticking.next('update_list');
      const { holdId, expiresAt, after } = await holdOne(quiet, clientId, 132, 'left');
      await ticking.next('temporal_segundo', { where: (m) => m.data.timestamp_prod === holdId });
      ticking.close();
      await ticking.ended;

      expect(await cartAfterLapse(quiet, after, expiresAt)).toBeLessThan(2_000);
      expect(ticksOf(quiet)).toEqual([]);
      await setTimerSettings(database.db, { minutes: 5 });
    });
  });

  it('refuses with the code of each rule, in four languages, echoing pedido', async () => {
    await setTimerSettings(database.db, { minutes: 5, tolerance: 15, maxItems: 3 });
    const clientId = newClient();
    const tab = await connect(clientId);
    const base = START.getTime() + 72 * HOUR;
    const small = await insertSlot(database.db, { startsAt: new Date(base), capacity: 1 });
    const refused = async (item: ReturnType<typeof holdItem>, pedido: string) => {
      tab.send({ cativar: true, data: [{ ...item, info: { ...item.info, pedido } }] });
      const { message } = await tab.next('erro', { where: (m) => m.pedido === pedido });
      expect(message.data.id_user).toBe(clientId);
      expect(message.data.mensagens.map((text) => text.id_lingua)).toEqual([1, 2, 3, 4]);
      return message;
    };

    expect((await refused({ ...holdItem(small, clientId), id_event: small.eventId + 1 }, 'unknown')).codigo).toBe('unknown_slot');
    expect((await refused(holdItem(small, clientId, 2), 'above-capacity')).codigo).toBe('bad_quantity');
    expect((await refused(holdItem(small, clientId, 0), 'zero')).codigo).toBe('bad_quantity');
    const soon = await insertSlot(database.db, { startsAt: new Date(now().getTime() + 10 * 60_000), capacity: 5 });
    expect((await refused(holdItem(soon, clientId), 'too-late')).codigo).toBe('slot_time_passed');

    // Someone else takes the last seat.
    const other = newClient();
    const otherTab = await connect(other);
    otherTab.send({ cativar: true, data: [holdItem(small, other)] });
    await otherTab.next('sucesso');
    expect((await refused(holdItem(small, clientId), 'full')).codigo).toBe('slot_full');

    // A collision between overlapping slots of colliding services.
    await insertCollision(database.db, SPA_PRODUCT, WEL_PRODUCT);
    const spa = await insertSlot(database.db, { startsAt: new Date(base + 4 * HOUR), capacity: 5 });
    const wellness = await insertSlot(database.db, { productId: WEL_PRODUCT, startsAt: new Date(base + 4.5 * HOUR), capacity: 5 });
    tab.send({ cativar: true, data: [holdItem(spa, clientId, 1, { pedido: 'spa' })] });
    await tab.next('sucesso', { where: (m) => m.pedido === 'spa' });
    const collision = await refused(holdItem(wellness, clientId), 'clash');
    expect(collision).toMatchObject({ codigo: 'collision', detalhe: { id_event: spa.eventId } });

    // The limit of timed items (3): two more holds fill it.
    for (const hours of [8, 10]) {
      const slot = await insertSlot(database.db, { startsAt: new Date(base + hours * HOUR), capacity: 5 });
      tab.send({ cativar: true, data: [holdItem(slot, clientId, 1, { pedido: `h${hours}` })] });
      await tab.next('sucesso', { where: (m) => m.pedido === `h${hours}` });
    }
    const fourth = await insertSlot(database.db, { startsAt: new Date(base + 12 * HOUR), capacity: 5 });
    expect(await refused(holdItem(fourth, clientId), 'fourth')).toMatchObject({ codigo: 'limit_reached', detalhe: { maximo: 3 } });

    // Another client's hold cannot be given back.
    const { message: otherCart } = await otherTab.next('update_list', { where: (m) => m.info.carrinho.length === 1 });
    const otherHold = otherCart.info.carrinho[0]?.prod_timer as number;
    tab.send({ cativar: false, data: [{ id_prod: SPA_PRODUCT, quantidade: 1, prod_timer: otherHold, id_user: clientId, id_stock: small.id, info: { pedido: 'steal' } }] });
    expect((await tab.next('erro', { where: (m) => m.pedido === 'steal' })).message.codigo).toBe('not_your_hold');
  });

  it('extends a hold ten times, then refuses; releases part of a hold, then all of it', async () => {
    await setTimerSettings(database.db, { minutes: 5, maxItems: 3 });
    const clientId = newClient();
    const tab = await connect(clientId);
    const slot = await insertSlot(database.db, { startsAt: new Date(START.getTime() + 96 * HOUR), capacity: 5 });
    tab.send({ cativar: true, data: [holdItem(slot, clientId, 3, { pedido: 'hold' })] });
    const { message: held } = await tab.next('update_list', { where: (m) => m.pedido === 'hold' });
    const holdId = held.info.carrinho[0]?.prod_timer as number;
    const renew = (pedido: string) => tab.send({ cativar: true, data: [{ ...holdItem(slot, clientId, 3), prod_timer: holdId, info: { renovar: true, pedido } }] });

    for (let time = 1; time <= MAX_HOLD_RENEWALS; time += 1) {
      renew(`renew-${time}`);
      const { message } = await tab.next('update_list', { where: (m) => m.pedido === `renew-${time}` });
      expect(message.info.carrinho[0]).toMatchObject({ prod_timer: holdId, quantidade: 3, renovacoes: time });
    }
    renew('renew-11');
    expect((await tab.next('erro', { where: (m) => m.pedido === 'renew-11' })).message).toMatchObject({ codigo: 'renewals_exhausted' });

    const release = (quantidade: number, pedido: string) =>
      tab.send({ cativar: false, data: [{ id_prod: SPA_PRODUCT, quantidade, prod_timer: holdId, id_user: clientId, id_stock: slot.id, info: { pedido } }] });
    release(1, 'part');
    await tab.next('sucesso', { where: (m) => m.pedido === 'part' });
    expect((await tab.next('update_list', { where: (m) => m.pedido === 'part' })).message.info.carrinho[0]?.quantidade).toBe(2);
    release(5, 'all');
    expect((await tab.next('update_list', { where: (m) => m.pedido === 'all' })).message.info.carrinho).toEqual([]);
  });

  it('turns held seats into sold ones for an order (purchase release)', async () => {
    const clientId = newClient();
    const tab = await connect(clientId);
    const slot = await insertSlot(database.db, { startsAt: new Date(START.getTime() + 100 * HOUR), capacity: 5 });
    tab.send({ cativar: true, data: [holdItem(slot, clientId, 2, { pedido: 'hold' })] });
    const { message } = await tab.next('update_list', { where: (m) => m.pedido === 'hold' });
    const holdId = message.info.carrinho[0]?.prod_timer as number;
    const order = { id: await pendingOrderPricing(database.db, [{ slot, quantity: 2 }], { deadline: new Date(START.getTime() + 99 * HOUR) }) };
    const item = { id_prod: SPA_PRODUCT, quantidade: 2, prod_timer: holdId, id_user: clientId, id_stock: slot.id };

    tab.send({ cativar: false, comprar_prod: true, id_encomenda: 987_654_321, data: [{ ...item, info: { pedido: 'no-order' } }] });
    expect((await tab.next('erro', { where: (m) => m.pedido === 'no-order' })).message).toMatchObject({ codigo: 'bad_message', detalhe: { motivo: 'unknown_order' } });
    tab.send({ cativar: false, comprar_prod: true, id_encomenda: order?.id, data: [{ ...item, info: { pedido: 'buy' } }] });
    await tab.next('sucesso', { where: (m) => m.pedido === 'buy' });
    expect((await tab.next('update_list', { where: (m) => m.pedido === 'buy' })).message.info.carrinho).toEqual([]);
    const [row] = await database.db.select().from(holds).where(eq(holds.id, holdId));
    expect(row).toMatchObject({ status: 'sold', orderId: order?.id });
  });

  it('answers malformed messages with bad_message and closes the socket after more than 20 (1008)', async () => {
    const clientId = newClient();
    const tab = await connect(clientId);
    tab.send('{not json');
    expect((await tab.next('erro')).message).toMatchObject({ codigo: 'bad_message', data: { id_user: clientId } });
    tab.send({ cativar: 'yes', data: [] });
    tab.send({ cativar: true, data: [{ id_prod: 1 }] });
    for (let i = 0; i < 17; i += 1) tab.send([i]);
    // Twenty malformed messages: still open.
    await tab.next('erro', { where: () => tab.messages.filter((m) => m.type === 'erro').length >= 20 });
    expect(tab.socket.readyState).toBe(tab.socket.OPEN);
    tab.send('twenty-one');
    expect(await tab.ended).toEqual({ code: CHANNEL_CLOSE_CODES.policy, reason: 'too many malformed messages' });
  });

  it('closes with 4000 on a bad or missing hello, and tells a request before the hello why', async () => {
    const bad = new ChannelClient(api.url, SITE_TOKEN);
    await bad.open();
    bad.send({ id_client: 'abc' });
    expect(await bad.ended).toMatchObject({ code: CHANNEL_CLOSE_CODES.badHello });

    const early = new ChannelClient(api.url, SITE_TOKEN);
    await early.open();
    const slot = await insertSlot(database.db, { startsAt: new Date(START.getTime() + 120 * HOUR), capacity: 2 });
    early.send({ cativar: true, data: [holdItem(slot, 5)] });
    expect((await early.next('erro')).message.codigo).toBe('hello_required');
    expect(await early.ended).toMatchObject({ code: CHANNEL_CLOSE_CODES.badHello });

    const silent = new ChannelClient(api.url, SITE_TOKEN);
    await silent.open();
    expect(await silent.ended).toMatchObject({ code: CHANNEL_CLOSE_CODES.badHello });
  });

  it('refuses the upgrade without a valid bearer, and a session token for another client (4001)', async () => {
    expect(await new ChannelClient(api.url, null).ended).toEqual({ status: 401 });
    expect(await new ChannelClient(api.url, 'not-a-real-token').ended).toEqual({ status: 401 });

    const [customer] = await database.db.select({ id: entities.id }).from(entities).where(eq(entities.profile, 'Cliente')).limit(1);
    const token = await createSession(database.db, customer?.id as number, now());
    const foreign = await connect((customer?.id as number) + 1, token);
    expect(await foreign.ended).toMatchObject({ code: CHANNEL_CLOSE_CODES.unauthorized });
    const own = await connect(customer?.id as number, token);
    expect((await own.next('update_list')).message.info.id).toBe(customer?.id);
  });

  it('closes every open socket with 1012 when the server stops', async () => {
    const sockets = [await connect(newClient()), await connect(newClient())];
    await Promise.all(sockets.map((socket) => socket.next('update_list')));
    await api.close();
    for (const socket of sockets) expect(await socket.ended).toMatchObject({ code: CHANNEL_CLOSE_CODES.restart });
  });
});

/**
 * The same channel on the embedded engine, as `npm start` runs it without DATABASE_URL: the demo
 * data's own slots, found through the REST API, are held and given back over the socket.
 */
describe('the realtime hold channel on PGlite', () => {
  let api: RunningResortApi;
  beforeAll(async () => {
    api = await startResortApi({ env: {}, config: { port: 0, pgliteDir: 'memory://' }, logger: silentLogger, now, channel: { tickIntervalMs: 100, heartbeatMs: 200 } });
  });
  afterAll(() => api?.close());

  it('holds and gives back a demo slot, refuses an unknown one and a malformed message', async () => {
    const response = await fetch(new URL(RESERVATION_PATHS.stocksOfDay('2026-03-05', SPA_PRODUCT), api.url), {
      headers: { authorization: `Bearer ${SITE_TOKEN}` },
    });
    const [line] = stockLinesAnswer.parse(await response.json()).data;
    if (!line) throw new Error('the demo data has no slot of product 41 on 2026-03-05');
    const clientId = newClient();
    const tab = await ChannelClient.connect(api.url, SITE_TOKEN, clientId);
    const slot = { productId: line.id_prod, eventId: line.id_event, id: line.id };
    try {
      expect((await tab.next('update_list')).message.info).toEqual({ id: clientId, carrinho: [] });
      tab.send({ cativar: true, data: [holdItem(slot, clientId, 2, { pedido: 'demo' })] });
      await tab.next('sucesso', { where: (m) => m.pedido === 'demo' });
      const { message } = await tab.next('update_list', { where: (m) => m.pedido === 'demo' });
      const holdId = message.info.carrinho[0]?.prod_timer as number;
      expect(message.info.carrinho[0]).toMatchObject({ quantidade: 2, produto: { id_event: line.id_event } });
      await tab.next('temporal_segundo', { where: (m) => m.data.timestamp_prod === holdId });

      tab.send({ cativar: true, data: [{ ...holdItem(slot, clientId), id_stock: 987_654_321, info: { pedido: 'nowhere' } }] });
      expect((await tab.next('erro', { where: (m) => m.pedido === 'nowhere' })).message.codigo).toBe('unknown_slot');
      tab.send('{');
      expect((await tab.next('erro', { where: (m) => m.pedido === undefined })).message.codigo).toBe('bad_message');

      tab.send({ cativar: false, data: [{ id_prod: line.id_prod, quantidade: 2, prod_timer: holdId, id_user: clientId, id_stock: line.id, info: { pedido: 'back' } }] });
      expect((await tab.next('update_list', { where: (m) => m.pedido === 'back' })).message.info.carrinho).toEqual([]);
    } finally {
      tab.close();
    }
  });

  it('cuts a socket that stops answering pings', async () => {
    const url = new URL(RESERVATION_PATHS.channel, api.url.replace(/^http/, 'ws'));
    const deaf = new ChannelClient(api.url, SITE_TOKEN, new WebSocket(url, { headers: { authorization: `Bearer ${SITE_TOKEN}` }, autoPong: false }));
    await deaf.open();
    deaf.send({ id_client: newClient() });
    expect(await deaf.ended).toMatchObject({ code: 1006 });
  });

  it('refuses the upgrade without a bearer and closes open sockets with 1012 on shutdown', async () => {
    expect(await new ChannelClient(api.url, null).ended).toEqual({ status: 401 });
    const tab = await ChannelClient.connect(api.url, SITE_TOKEN, newClient());
    await tab.next('update_list');
    await api.close();
    expect(await tab.ended).toMatchObject({ code: CHANNEL_CLOSE_CODES.restart });
  });
});
