import { CHANNEL_CLOSE_CODES, type CheckoutData, type OrderDocument, type SeatChange, checkoutAnswer, orderListAnswer, serviceProductsAnswer } from '@estancia/resort-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceSlotRow } from '../src/db/reservations-schema.ts';
import { expireUnpaid } from '../src/payments/expiry-job.ts';
import { type RunningResortApi, startResortApi } from '../src/server.ts';
import { ChannelClient } from './support/channel-client.ts';
import { demoSession } from './support/accounts.ts';
import { endListeningSessions } from './support/postgres.ts';
import { ENGINES, type TestDatabase, openTestDatabase } from './support/databases.ts';
import { FeedClient } from './support/feed-client.ts';
import { SPA_PRODUCT, WEL_PRODUCT, holdItem, insertSlot, setTimerSettings } from './support/hold-fixtures.ts';
import { type InstancePair, startInstancePair } from './support/instances.ts';
import { silentLogger } from './support/logger.ts';
import { type LineSpec, orderBody, passWithSlope, paymentKey, seatLine } from './support/orders.ts';

const SITE_TOKEN = 'dev-public-site-token';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** The API's clock runs at the wall clock's pace, from this instant: lapses happen in real time. */
const START = new Date('2026-03-02T09:00:00Z');
const OFFSET = START.getTime() - Date.now();
const now = () => new Date(Date.now() + OFFSET);
/** The wall-clock instant of an instant of the API's clock. */
const wallOf = (iso: string) => Date.parse(iso) - OFFSET;
/** spec 002 §4: a lapse is announced with no holder connected, within this of the expiry. */
const LAPSE_WITHIN_MS = 2_000;

let nextClient = 820_000;
const newClient = () => (nextClient += 1);
let nextHour = 30;
/** A start far enough ahead for every rule, and one hour apart from the previous one. */
const slotStart = () => new Date(START.getTime() + (nextHour += 3) * HOUR);

/** What a reader sees of a slot in POST platform/products/cache/get/data. */
async function listedSeats(api: RunningResortApi, slot: ServiceSlotRow): Promise<SeatChange | undefined> {
  const [ano, mes, dia] = slot.eventDate.split('-').map(Number);
  const response = await fetch(new URL('platform/products/cache/get/data', api.url), {
    method: 'POST',
    headers: { authorization: `Bearer ${SITE_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ id_prod: slot.productId, ano, mes, dia }),
  });
  expect(response.status).toBe(200);
  const detail = serviceProductsAnswer
    .parse(await response.json())
    .data.flatMap((product) => product.details.map((line) => ({ product, line })))
    .find(({ line }) => line.id_stock === slot.id);
  if (!detail) return undefined;
  return {
    id_stock: detail.line.id_stock,
    id_prod: detail.product.id_prod,
    id_event: detail.line.id_event,
    dia: detail.line.dia ?? '',
    disponivel: detail.line.disponivel,
    capacidade: detail.line.capacidade,
    listado: slot.visible && slot.activo,
    em_espera: detail.line.em_espera,
  };
}

/** spec 002 §4 feed: the seats and payments feed of the realtime channel, on each engine. */
describe.each(ENGINES)('the seats and payments feed on %s', (engine) => {
  let testDb: TestDatabase;
  let api: RunningResortApi;
  const opened: Array<{ close(): void }> = [];
  const db = () => testDb.database.db;
  const feed = async (hello: Parameters<typeof FeedClient.ready>[2]) => {
    const client = await FeedClient.ready(api.url, SITE_TOKEN, hello);
    opened.push(client);
    return client;
  };
  const holder = async (clientId = newClient()) => {
    const client = await ChannelClient.connect(api.url, SITE_TOKEN, clientId);
    opened.push(client);
    await client.next('update_list');
    return { client, clientId };
  };
  /** Holds seats through the channel; answers the hold's id and its expiry (the API's clock). */
  const hold = async (tab: ChannelClient, clientId: number, slots: readonly ServiceSlotRow[], quantity: number, pedido: string) => {
    tab.send({ cativar: true, data: slots.map((slot) => holdItem(slot, clientId, quantity, { pedido })) });
    const { message } = await tab.next('update_list', { where: (m) => m.pedido === pedido });
    return slots.map((slot) => {
      const line = message.info.carrinho.find((candidate) => candidate.produto.id_stock === slot.id);
      if (!line) throw new Error(`no cart line for slot ${slot.id}`);
      return { holdId: line.prod_timer, expiresAt: line.expira_em };
    });
  };
  const mariaSession = () => demoSession(db(), 'maria', now());
  const call = async (path: string, body: unknown, token: string) =>
    fetch(new URL(path, api.url), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  /** An order of the customer awaiting payment: a pass, and the lines of `seats` (gateway checkout order-document.ts). */
  const placeOrder = async (customer: { id: number; token: string }, seats: LineSpec[] = []): Promise<OrderDocument> => {
    const response = await call('store/order', orderBody(paymentKey(customer.id), { id: customer.id }, [...passWithSlope(1), ...seats]), customer.token);
    expect(response.status).toBe(201);
    return orderListAnswer.parse(await response.json()).data[0] as OrderDocument;
  };

  beforeAll(async () => {
    testDb = await openTestDatabase(engine);
    await setTimerSettings(db(), { minutes: 5, maxItems: -1 });
    api = await startResortApi({
      env: {},
      config: { port: 0, pgliteDir: 'memory://' },
      database: testDb.database,
      logger: silentLogger,
      now,
      channel: { helloTimeoutMs: 2_000 },
    });
  });
  afterAll(async () => {
    for (const client of opened) client.close();
    await api?.close();
    await testDb?.dispose();
  });

  it('answers feed_pronto, then the seats of a slot after a hold, a release and a purchase, as cache/get/data counts them', async () => {
    const reader = await feed({ lugares: true });
    const slot = await insertSlot(db(), { startsAt: slotStart(), capacity: 5 });
    const { client: tab, clientId } = await holder();
    const expected = (disponivel: number): SeatChange => ({
      id_stock: slot.id,
      id_prod: SPA_PRODUCT,
      id_event: slot.eventId,
      dia: slot.eventDate,
      disponivel,
      capacidade: 5,
      listado: true,
      em_espera: 0,
    });

    const [held] = await hold(tab, clientId, [slot], 3, 'hold');
    const afterHold = await reader.next('lugares', { where: (m) => m.data.some((c) => c.id_stock === slot.id) });
    expect(afterHold.message.data).toEqual([expected(2)]);
    expect(await listedSeats(api, slot)).toEqual(expected(2));

    const release = { id_prod: SPA_PRODUCT, prod_timer: held?.holdId as number, id_user: clientId, id_stock: slot.id };
    tab.send({ cativar: false, data: [{ ...release, quantidade: 1, info: { pedido: 'give-one' } }] });
    const afterRelease = await reader.next('lugares', { from: afterHold.after, where: (m) => m.data.some((c) => c.id_stock === slot.id) });
    expect(afterRelease.message.data).toEqual([expected(3)]);
    expect(await listedSeats(api, slot)).toEqual(expected(3));

    const customer = await mariaSession();
    const placed = await placeOrder(customer, [seatLine(slot, 2)]);
    tab.send({ cativar: false, comprar_prod: true, id_encomenda: placed.id, data: [{ ...release, quantidade: 2, info: { pedido: 'buy' } }] });
    await tab.next('sucesso', { where: (m) => m.pedido === 'buy' });
    // A sale keeps the count (held seats become sold ones) and is announced all the same.
    const afterSale = await reader.next('lugares', { from: afterRelease.after, where: (m) => m.data.some((c) => c.id_stock === slot.id) });
    expect(afterSale.message.data).toEqual([expected(3)]);
    expect(await listedSeats(api, slot)).toEqual(expected(3));
    expect(reader.seatsOf(slot.id).map((change) => change.disponivel)).toEqual([2, 3, 3]);
  });

  it('announces the seats of an order cancelled unpaid after its deadline coming back, and the cancellation as pagamento', async () => {
    const reader = await feed({ lugares: true, encomendas: true });
    const slot = await insertSlot(db(), { startsAt: slotStart(), capacity: 4 });
    const { client: tab, clientId } = await holder();
    const [held] = await hold(tab, clientId, [slot], 2, 'hold');
    const ofSlot = { where: (m: { data: SeatChange[] }) => m.data.some((c) => c.id_stock === slot.id) };
    const afterHold = await reader.next('lugares', ofSlot);
    const placed = await placeOrder(await mariaSession(), [seatLine(slot, 2)]);
    const item = { id_prod: SPA_PRODUCT, prod_timer: held?.holdId as number, id_user: clientId, id_stock: slot.id, quantidade: 2 };
    tab.send({ cativar: false, comprar_prod: true, id_encomenda: placed.id, data: [{ ...item, info: { pedido: 'buy' } }] });
    const sold = await reader.next('lugares', { from: afterHold.after, ...ofSlot });
    expect(reader.seatsOf(slot.id).map((change) => change.disponivel)).toEqual([2, 2]);

    // The order's deadline (an hour) passes unpaid: the expiry job cancels it.
    const report = await expireUnpaid(db(), new Date(now().getTime() + 2 * HOUR));
    expect(report.releasedHolds).toBeGreaterThanOrEqual(1);
    const back = await reader.next('lugares', { from: sold.after, ...ofSlot });
    expect(back.message.data.find((c) => c.id_stock === slot.id)).toMatchObject({ disponivel: 4, capacidade: 4 });
    expect(await listedSeats(api, slot)).toMatchObject({ disponivel: 4 });
    const cancelled = await reader.next('pagamento', { where: (m) => m.data.id_encomenda === placed.id });
    expect(cancelled.message.data).toEqual({ id_encomenda: placed.id, estado_pagamento: 0, pagamento_pendente: -1 });
  });

  /** How a payment ends unpaid: the provider's decision through the sandbox, or its time running out. */
  const unpaidEndings = {
    'a declined card payment': async (data: CheckoutData) => {
      const declined = await fetch(new URL(new URL(data.response.method.url).pathname.slice(1), api.url), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'decision=decline',
      });
      expect(declined.status).toBeLessThan(400);
    },
    'a refused MB WAY request': async (data: CheckoutData) => {
      const refused = await fetch(new URL(`${new URL(data.response.method.url).pathname.slice(1)}/decision`, api.url), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ decision: 'reject' }),
      });
      expect(refused.status).toBe(200);
    },
    // The expiry job, as it runs past the payment's deadline (about four minutes for MB WAY, three days for a reference).
    'an MB WAY request nobody answered': async () => {
      expect((await expireUnpaid(db(), new Date(now().getTime() + 5 * MINUTE))).releasedHolds).toBeGreaterThanOrEqual(1);
    },
    'a Multibanco reference past its deadline': async () => {
      expect((await expireUnpaid(db(), new Date(now().getTime() + 3 * 24 * HOUR + MINUTE))).releasedHolds).toBeGreaterThanOrEqual(1);
    },
  } as const;

  it.each([
    ['a declined card payment', 'cc'],
    ['a refused MB WAY request', 'mbw'],
    ['an MB WAY request nobody answered', 'mbw'],
    ['a Multibanco reference past its deadline', 'mb'],
  ] as const)('gives back the seats of an order that ends unpaid by %s, and announces them', async (ending, method) => {
    const reader = await feed({ lugares: true, encomendas: true });
    const slot = await insertSlot(db(), { startsAt: slotStart(), capacity: 4 });
    const { client: tab, clientId } = await holder();
    const [held] = await hold(tab, clientId, [slot], 2, 'hold');
    const customer = await mariaSession();
    const placed = await placeOrder(customer, [seatLine(slot, 2)]);
    const item = { id_prod: SPA_PRODUCT, prod_timer: held?.holdId as number, id_user: clientId, id_stock: slot.id, quantidade: 2 };
    tab.send({ cativar: false, comprar_prod: true, id_encomenda: placed.id, data: [{ ...item, info: { pedido: 'buy' } }] });
    await tab.next('sucesso', { where: (m) => m.pedido === 'buy' });
    expect(await listedSeats(api, slot)).toMatchObject({ disponivel: 2 });

    const checkout = await call(
      'store/payment/checkout/',
      { key: placed.info.id_usado_para_gerar_pagamento, value: placed.documento.total_documento, method, phone: '912345678' },
      customer.token,
    );
    expect(checkout.status).toBe(200);
    await unpaidEndings[ending](checkoutAnswer.parse(await checkout.json()).data);

    const failed = await reader.next('pagamento', { where: (m) => m.data.id_encomenda === placed.id });
    expect(failed.message.data).toEqual({ id_encomenda: placed.id, estado_pagamento: 0, pagamento_pendente: -1 });
    // Only the order's seats coming back make the slot whole again.
    const back = await reader.next('lugares', { where: (m) => m.data.some((c) => c.id_stock === slot.id && c.disponivel === 4) });
    expect(back.message.data.find((c) => c.id_stock === slot.id)).toMatchObject({ disponivel: 4, capacidade: 4 });
    expect(await listedSeats(api, slot)).toMatchObject({ disponivel: 4 });
  });

  it('announces a lapsed hold within two seconds of its expiry, with no holder socket open', async () => {
    // 0.02 minute: the hold lasts 1.2 s.
    await setTimerSettings(db(), { minutes: 0.02, maxItems: -1 });
    try {
      const reader = await feed({ lugares: true, id_prod: SPA_PRODUCT });
      const slot = await insertSlot(db(), { startsAt: slotStart(), capacity: 3 });
      const { client: tab, clientId } = await holder();
      const [held] = await hold(tab, clientId, [slot], 1, 'short');
      tab.close();
      await tab.ended;
      await reader.next('lugares', { where: (m) => m.data.some((c) => c.id_stock === slot.id && c.disponivel === 2) });
      const lapsed = await reader.next('lugares', {
        where: (m) => m.data.some((c) => c.id_stock === slot.id && c.disponivel === 3),
        timeoutMs: 1_200 + LAPSE_WITHIN_MS + 1_000,
      });
      const expiry = wallOf(held?.expiresAt as string);
      expect(lapsed.at).toBeGreaterThanOrEqual(expiry - 5);
      expect(lapsed.at - expiry).toBeLessThan(LAPSE_WITHIN_MS);
      expect(await listedSeats(api, slot)).toMatchObject({ disponivel: 3 });
    } finally {
      await setTimerSettings(db(), { minutes: 5, maxItems: -1 });
    }
  });

  it('sends one message per change, narrowed to the product and day a reader asked for', async () => {
    const spa = await insertSlot(db(), { startsAt: slotStart(), capacity: 6 });
    const spaLater = await insertSlot(db(), { startsAt: new Date(spa.startsAt.getTime() + 30 * HOUR), capacity: 6 });
    const wellness = await insertSlot(db(), { productId: WEL_PRODUCT, startsAt: new Date(spa.startsAt.getTime() + 54 * HOUR), capacity: 6 });
    expect(new Set([spa.eventDate, spaLater.eventDate, wellness.eventDate]).size).toBe(3);
    const everything = await feed({ lugares: true });
    const wellnessOnly = await feed({ lugares: true, id_prod: WEL_PRODUCT });
    const oneDay = await feed({ lugares: true, dia: spa.eventDate });
    const paymentsOnly = await feed({ encomendas: true });
    const { client: tab, clientId } = await holder();

    // One request over two slots: one change, one message with both.
    const [spaHold] = await hold(tab, clientId, [spa, spaLater], 1, 'two-days');
    const both = await everything.next('lugares', { where: (m) => m.data.some((c) => c.id_stock === spa.id) });
    expect(both.message.data.map((c) => c.id_stock).sort()).toEqual([spa.id, spaLater.id].sort());
    await hold(tab, clientId, [wellness], 1, 'wellness');
    await everything.next('lugares', { from: both.after, where: (m) => m.data.some((c) => c.id_stock === wellness.id) });

    // Notifications reach a process in commit order: the first change a filtered reader gets is its first match.
    const first = await wellnessOnly.next('lugares');
    expect(first.message.data.map((c) => c.id_stock)).toEqual([wellness.id]);
    const day = await oneDay.next('lugares');
    expect(day.message.data.map((c) => c.id_stock)).toEqual([spa.id]);
    // The wellness hold came between: had the day's reader been sent it, it would be next.
    tab.send({
      cativar: false,
      data: [{ id_prod: SPA_PRODUCT, quantidade: 1, prod_timer: spaHold?.holdId as number, id_user: clientId, id_stock: spa.id, info: { pedido: 'back' } }],
    });
    const dayAgain = await oneDay.next('lugares', { from: day.after });
    expect(dayAgain.message.data).toEqual([expect.objectContaining({ id_stock: spa.id, disponivel: 6 })]);
    expect(paymentsOnly.messages.map(({ message }) => message.type).filter((type) => type === 'lugares')).toEqual([]);
  });

  it('sends an approved MB WAY payment as pagamento', async () => {
    const reader = await feed({ encomendas: true });
    const customer = await mariaSession();
    const placed = await placeOrder(customer);
    const checkout = await call(
      'store/payment/checkout/',
      { key: placed.info.id_usado_para_gerar_pagamento, value: placed.documento.total_documento, method: 'mbw', phone: '912345678' },
      customer.token,
    );
    expect(checkout.status).toBe(200);
    const data: CheckoutData = checkoutAnswer.parse(await checkout.json()).data;
    const page = new URL(data.response.method.url).pathname;
    const approval = await fetch(new URL(`${page.slice(1)}/decision`, api.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ decision: 'approve' }),
    });
    expect(approval.status).toBe(200);
    const { message } = await reader.next('pagamento', { where: (m) => m.data.id_encomenda === placed.id });
    expect(message.data).toEqual({ id_encomenda: placed.id, estado_pagamento: 1, pagamento_pendente: 1 });
  });

  it('describes the feed in the OpenAPI document', async () => {
    const response = await fetch(new URL('openapi.json', api.url));
    const doc = (await response.json()) as { tags: Array<{ name: string; description: string }> };
    const description = doc.tags.find((tag) => tag.name === 'reservations')?.description ?? '';
    for (const words of ['/realtime', '{"feed":', 'feed_pronto', '"lugares"', '"pagamento"', 'public site token only']) {
      expect(description).toContain(words);
    }
  });

  it('refuses the feed to a session token (4001), and answers what a feed socket sends as malformed', async () => {
    const customer = await mariaSession();
    const refused = await FeedClient.open(api.url, customer.token, { lugares: true });
    expect(await refused.ended).toMatchObject({ code: CHANNEL_CLOSE_CODES.unauthorized });
    expect(refused.messages).toEqual([]);

    const reader = await feed({ lugares: true });
    reader.send({ id_client: 5 });
    const { message } = await reader.next('erro');
    expect(message).toMatchObject({ codigo: 'bad_message', data: { id_user: null } });
    expect(reader.socket.readyState).toBe(reader.socket.OPEN);
  });
});

/**
 * Several resort-api processes on one PostgreSQL database: a change committed through one is
 * announced to the feed sockets of all of them, and each watches for lapses of holds it only
 * heard of.
 */
describe('the feed across resort-api instances on PostgreSQL', () => {
  let pair: InstancePair;
  const opened: Array<{ close(): void }> = [];

  beforeAll(async () => {
    pair = await startInstancePair(now, (db) => setTimerSettings(db, { minutes: 5, maxItems: -1 }));
  });
  afterAll(async () => {
    for (const client of opened) client.close();
    await pair?.close();
  });

  it('a hold through one instance reaches the other\'s feed; its lapse is announced by the other alone once the first stops', async () => {
    await setTimerSettings(pair.database.db, { minutes: 0.02, maxItems: -1 });
    const slot = await insertSlot(pair.database.db, { startsAt: slotStart(), capacity: 4 });
    const [elsewhere, local] = [await FeedClient.ready(pair.second.url, SITE_TOKEN, { lugares: true }), await FeedClient.ready(pair.first.url, SITE_TOKEN, { lugares: true })];
    opened.push(elsewhere, local);
    const clientId = newClient();
    const tab = await ChannelClient.connect(pair.first.url, SITE_TOKEN, clientId);
    opened.push(tab);
    await tab.next('update_list');
    tab.send({ cativar: true, data: [holdItem(slot, clientId, 3, { pedido: 'far' })] });
    const { message: cart } = await tab.next('update_list', { where: (m) => m.pedido === 'far' });
    const expiresAt = cart.info.carrinho[0]?.expira_em as string;

    const held = await elsewhere.next('lugares', { where: (m) => m.data.some((c) => c.id_stock === slot.id) });
    expect(held.message.data).toEqual([
      { id_stock: slot.id, id_prod: SPA_PRODUCT, id_event: slot.eventId, dia: slot.eventDate, disponivel: 1, capacidade: 4, listado: true, em_espera: 0 },
    ]);

    // The instance that made the hold stops: its feed sockets are told it restarts (1012).
    await pair.first.close();
    expect(await local.ended).toMatchObject({ code: CHANNEL_CLOSE_CODES.restart });
    const lapsed = await elsewhere.next('lugares', {
      from: held.after,
      where: (m) => m.data.some((c) => c.id_stock === slot.id && c.disponivel === 4),
      timeoutMs: 1_200 + LAPSE_WITHIN_MS + 1_000,
    });
    expect(lapsed.at - wallOf(expiresAt)).toBeLessThan(LAPSE_WITHIN_MS);
  });

  it('closes its feed sockets with 1012 when its database notifications drop, and serves feeds again once it listens again', async () => {
    await setTimerSettings(pair.database.db, { minutes: 5, maxItems: -1 });
    const before = await FeedClient.ready(pair.second.url, SITE_TOKEN, { lugares: true });
    opened.push(before);
    // The server ends the instance's listening session, as a database restart would.
    expect(await endListeningSessions(pair.url)).toEqual([true]);
    // What was committed meanwhile is lost for it: its reader must connect again and read once.
    expect(await before.ended).toMatchObject({ code: CHANNEL_CLOSE_CODES.restart });

    const after = await FeedClient.ready(pair.second.url, SITE_TOKEN, { lugares: true });
    opened.push(after);
    const slot = await insertSlot(pair.database.db, { startsAt: slotStart(), capacity: 2 });
    const clientId = newClient();
    const tab = await ChannelClient.connect(pair.second.url, SITE_TOKEN, clientId);
    opened.push(tab);
    tab.send({ cativar: true, data: [holdItem(slot, clientId, 1, { pedido: 'again' })] });
    const { message } = await after.next('lugares', { where: (m) => m.data.some((c) => c.id_stock === slot.id) });
    expect(message.data).toEqual([expect.objectContaining({ id_stock: slot.id, disponivel: 1 })]);
  });
});
