import { type OrderDocument, orderListAnswer } from '@estancia/resort-contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holds } from '../src/db/reservations-schema.ts';
import { orders } from '../src/db/schema.ts';
import { ACCOUNT_SEEDS, type AccountKey } from '../src/db/seed-data/accounts.ts';
import { type RunningResortApi, startResortApi } from '../src/server.ts';
import { ChannelClient } from './support/channel-client.ts';
import { demoSession } from './support/accounts.ts';
import { ENGINES, type TestDatabase, openTestDatabase } from './support/databases.ts';
import { holdItem, insertSlot, setTimerSettings } from './support/hold-fixtures.ts';
import { silentLogger } from './support/logger.ts';
import { type LineSpec, orderBody, passWithSlope, paymentKey, seatLine } from './support/orders.ts';

const HOUR = 3_600_000;
let nextHour = 200;

/**
 * spec 002 §4 comprar_prod over a real socket: a customer's session sells its held seats only to
 * its own orders; staff at the desk sell to any order of the company.
 */
describe.each(ENGINES)('the purchase release on %s', (engine) => {
  let testDb: TestDatabase;
  let api: RunningResortApi;
  const opened: ChannelClient[] = [];
  const db = () => testDb.database.db;

  const session = (who: AccountKey) => demoSession(db(), who);
  /** The channel of `who`, with one seat held on a new slot; answers the socket, the hold and its item. */
  const holding = async (who: { id: number; token: string }) => {
    const tab = await ChannelClient.connect(api.url, who.token, who.id);
    opened.push(tab);
    await tab.next('update_list');
    const slot = await insertSlot(db(), { startsAt: new Date(Date.now() + (nextHour += 2) * HOUR), capacity: 4 });
    tab.send({ cativar: true, data: [holdItem(slot, who.id, 1, { pedido: 'hold' })] });
    const { message } = await tab.next('update_list', { where: (m) => m.pedido === 'hold' });
    const holdId = message.info.carrinho.find((line) => line.produto.id_stock === slot.id)?.prod_timer;
    if (holdId === undefined) throw new Error('the hold was refused');
    return { tab, holdId, slot, item: { id_prod: slot.productId, quantidade: 1, prod_timer: holdId, id_user: who.id, id_stock: slot.id } };
  };
  const holdRow = async (holdId: number) => (await db().select().from(holds).where(eq(holds.id, holdId)))[0];
  const paidOrderOf = async (entityId: number) => {
    const [order] = await db()
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.entityId, entityId), eq(orders.estadoPagamento, 1)))
      .limit(1);
    if (!order) throw new Error(`the demo data has no paid order of ${entityId}`);
    return order.id;
  };
  /** An order placed by `customer` (awaiting payment) with these lines. */
  const placeOrder = async (customer: { id: number; token: string }, lines: LineSpec[]): Promise<OrderDocument> => {
    const response = await fetch(new URL('store/order', api.url), {
      method: 'POST',
      headers: { authorization: `Bearer ${customer.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(orderBody(paymentKey(customer.id), { id: customer.id, email: ACCOUNT_SEEDS.joao.username, name: 'João Martins' }, lines)),
    });
    expect(response.status).toBe(201);
    return orderListAnswer.parse(await response.json()).data[0] as OrderDocument;
  };

  beforeAll(async () => {
    testDb = await openTestDatabase(engine);
    await setTimerSettings(db(), { minutes: 5, maxItems: -1 });
    api = await startResortApi({ env: {}, config: { port: 0, pgliteDir: 'memory://' }, database: testDb.database, logger: silentLogger });
  });
  afterAll(async () => {
    for (const tab of opened) tab.close();
    await api?.close();
    await testDb?.dispose();
  });

  it("refuses a customer's purchase release for another customer's paid order, and the hold stays held", async () => {
    const [joao, maria] = [await session('joao'), await session('maria')];
    const { tab, holdId, item } = await holding(joao);
    const mariasOrder = await paidOrderOf(maria.id);

    tab.send({ cativar: false, comprar_prod: true, id_encomenda: mariasOrder, data: [{ ...item, info: { pedido: 'steal' } }] });
    const { message } = await tab.next('erro', { where: (m) => m.pedido === 'steal' });
    expect(message).toMatchObject({ codigo: 'not_your_order', detalhe: { id_encomenda: mariasOrder }, data: { id_user: joao.id } });
    expect(message.data.mensagens.map((text) => text.id_lingua)).toEqual([1, 2, 3, 4]);
    expect(tab.messages.some((m) => m.type === 'sucesso' && m.pedido === 'steal')).toBe(false);

    expect(await holdRow(holdId)).toMatchObject({ status: 'held', orderId: null });
    const cart = await fetch(new URL(`platform/holds/${joao.id}`, api.url), { headers: { authorization: `Bearer ${joao.token}` } });
    expect(((await cart.json()) as { data: { prod_timer: number }[] }).data.map((line) => line.prod_timer)).toEqual([holdId]);
  });

  it("sells a customer's held seats only to the customer's own order awaiting payment whose lines price them", async () => {
    const joao = await session('joao');
    const { tab, holdId, slot, item } = await holding(joao);
    const refused = async (orderId: number, pedido: string) => {
      tab.send({ cativar: false, comprar_prod: true, id_encomenda: orderId, data: [{ ...item, info: { pedido } }] });
      const { message } = await tab.next('erro', { where: (m) => m.pedido === pedido });
      expect(await holdRow(holdId)).toMatchObject({ status: 'held', orderId: null });
      return message;
    };

    // João's own order, paid weeks ago: the seat would become a booking nobody paid for.
    const paid = await paidOrderOf(joao.id);
    expect(await refused(paid, 'paid')).toMatchObject({ codigo: 'order_not_payable', detalhe: { id_encomenda: paid, motivo: 'not_awaiting_payment' } });
    // Awaiting payment, but for other things.
    const other = await placeOrder(joao, passWithSlope(1));
    const notPriced = await refused(other.id, 'other');
    expect(notPriced).toMatchObject({ codigo: 'order_not_payable', detalhe: { id_encomenda: other.id, motivo: 'not_priced', prod_timer: holdId } });
    expect(notPriced.data.mensagens.map((text) => text.id_lingua)).toEqual([1, 2, 3, 4]);
    const own = await placeOrder(joao, [...passWithSlope(1), seatLine(slot, 1)]);
    tab.send({ cativar: false, comprar_prod: true, id_encomenda: own.id, data: [{ ...item, info: { pedido: 'buy' } }] });
    await tab.next('sucesso', { where: (m) => m.pedido === 'buy' });
    const { message } = await tab.next('update_list', { where: (m) => m.pedido === 'buy' });
    expect(message.info.carrinho.map((line) => line.prod_timer)).not.toContain(holdId);
    expect(await holdRow(holdId)).toMatchObject({ status: 'sold', orderId: own.id });
  });

  it("lets staff sell the desk's held seats to a customer's order awaiting payment that prices them, and to no paid one", async () => {
    const [balcao, maria] = [await session('balcao'), await session('maria')];
    const { tab, holdId, slot, item } = await holding(balcao);
    const mariasPaidOrder = await paidOrderOf(maria.id);

    tab.send({ cativar: false, comprar_prod: true, id_encomenda: mariasPaidOrder, data: [{ ...item, info: { pedido: 'paid' } }] });
    expect((await tab.next('erro', { where: (m) => m.pedido === 'paid' })).message).toMatchObject({ codigo: 'order_not_payable' });
    const mariasOrder = await placeOrder(maria, [seatLine(slot, 1)]);
    tab.send({ cativar: false, comprar_prod: true, id_encomenda: mariasOrder.id, data: [{ ...item, info: { pedido: 'desk' } }] });
    await tab.next('sucesso', { where: (m) => m.pedido === 'desk' });
    expect(await holdRow(holdId)).toMatchObject({ status: 'sold', orderId: mariasOrder.id });
  });
});
