import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ChannelClient } from './support/channel-client.ts';
import { FeedClient } from './support/feed-client.ts';
import { holdItem, insertSlot, setTimerSettings } from './support/hold-fixtures.ts';
import { type InstancePair, startInstancePair } from './support/instances.ts';

const SITE_TOKEN = 'dev-public-site-token';
const HOUR = 3_600_000;
/** The API's clock runs at the wall clock's pace, from this instant: lapses happen in real time. */
const START = new Date('2026-03-04T09:00:00Z');
const OFFSET = START.getTime() - Date.now();
const now = () => new Date(Date.now() + OFFSET);

let nextClient = 870_000;
const newClient = () => (nextClient += 1);
let nextHour = 30;
const slotStart = () => new Date(START.getTime() + (nextHour += 3) * HOUR);

/**
 * Two resort-api processes on one PostgreSQL database, as behind a load balancer: a customer's
 * sockets may be open on either, and both watch for lapses (spec 002 §4).
 */
describe('two resort-api instances on one PostgreSQL database', () => {
  let pair: InstancePair;
  const opened: Array<{ close(): void }> = [];

  beforeAll(async () => {
    pair = await startInstancePair(now);
  });
  afterEach(() => {
    for (const client of opened.splice(0)) client.close();
  });
  afterAll(() => pair?.close());

  it("sends a customer's cart changed through one instance to their sockets on the other", async () => {
    await setTimerSettings(pair.database.db, { minutes: 5, maxItems: -1 });
    const slot = await insertSlot(pair.database.db, { startsAt: slotStart(), capacity: 4 });
    const clientId = newClient();
    const viewer = await ChannelClient.connect(pair.first.url, SITE_TOKEN, clientId);
    const buyer = await ChannelClient.connect(pair.second.url, SITE_TOKEN, clientId);
    opened.push(viewer, buyer);
    const { after: start } = await viewer.next('update_list');
    await buyer.next('update_list');

    buyer.send({ cativar: true, data: [holdItem(slot, clientId, 2, { pedido: 'elsewhere' })] });
    const { message: held } = await buyer.next('update_list', { where: (m) => m.pedido === 'elsewhere' });
    const [line] = held.info.carrinho;
    const { message: seen, after } = await viewer.next('update_list', { from: start, where: (m) => m.info.carrinho.length === 1 });
    expect(seen.info.carrinho).toEqual([expect.objectContaining({ prod_timer: line?.prod_timer, quantidade: 2 })]);
    // The pedido belongs to the socket that asked.
    expect(seen.pedido).toBeUndefined();

    // And a release through the other instance empties it there too.
    buyer.send({
      cativar: false,
      data: [{ id_prod: slot.productId, quantidade: 2, prod_timer: line?.prod_timer, id_user: clientId, id_stock: slot.id, info: { pedido: 'back' } }],
    });
    await buyer.next('sucesso', { where: (m) => m.pedido === 'back' });
    await viewer.next('update_list', { from: after, where: (m) => m.info.carrinho.length === 0 });
  });

  it('announces a lapse once, whichever instance sees it first', async () => {
    await setTimerSettings(pair.database.db, { minutes: 0.02, maxItems: -1 });
    const slot = await insertSlot(pair.database.db, { startsAt: slotStart(), capacity: 3 });
    const marker = await insertSlot(pair.database.db, { startsAt: slotStart(), capacity: 3 });
    // Each instance relays every announcement of the database: one reader sees them all.
    const reader = await FeedClient.ready(pair.second.url, SITE_TOKEN, { lugares: true });
    const clientId = newClient();
    const tab = await ChannelClient.connect(pair.first.url, SITE_TOKEN, clientId);
    opened.push(reader, tab);
    tab.send({ cativar: true, data: [holdItem(slot, clientId, 2, { pedido: 'short' })] });
    await reader.next('lugares', { where: (m) => m.data.some((c) => c.id_stock === slot.id && c.disponivel === 1) });

    const lapses = () =>
      reader.messages.filter(({ message }) => message.type === 'lugares' && message.data.some((c) => c.id_stock === slot.id && c.disponivel === 3));
    const { after } = await reader.next('lugares', {
      where: (m) => m.data.some((c) => c.id_stock === slot.id && c.disponivel === 3),
      timeoutMs: 5_000,
    });
    // A change committed after the lapse was heard, through each instance: both watchers have
    // looked past the expiry by the time both are heard (each looks again on every seat change).
    await setTimerSettings(pair.database.db, { minutes: 5, maxItems: -1 });
    for (const [index, api] of [pair.first, pair.second].entries()) {
      const other = newClient();
      const channel = await ChannelClient.connect(api.url, SITE_TOKEN, other);
      opened.push(channel);
      channel.send({ cativar: true, data: [holdItem(marker, other, 1, { pedido: `marker-${index}` })] });
      await reader.next('lugares', { from: after, where: (m) => m.data.some((c) => c.id_stock === marker.id && c.disponivel === 2 - index) });
    }
    expect(lapses()).toHaveLength(1);
  });
});
