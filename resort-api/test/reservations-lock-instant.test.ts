import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.ts';
import { type ServiceSlotRow, holds } from '../src/db/reservations-schema.ts';
import { type RunningResortApi, startResortApi } from '../src/server.ts';
import { testClock } from './support/accounts.ts';
import { ChannelClient } from './support/channel-client.ts';
import { type ScratchPostgres, createPostgresDatabase } from './support/databases.ts';
import { waitingForLocks } from './support/postgres.ts';
import { SPA_PRODUCT, holdItem, insertSlot, pendingOrderPricing, setTimerSettings } from './support/hold-fixtures.ts';
import { silentLogger } from './support/logger.ts';

const SITE_TOKEN = 'dev-public-site-token';
const COMPANY = 'estancia';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const START = new Date('2026-03-02T09:00:00Z');

let nextClient = 760_000;
const newClient = () => (nextClient += 1);

/**
 * spec 002 §4 "a hold counts only until it expires": a request that waited for the ledger's locks
 * decides at the instant it got them, not at the instant it arrived. Otherwise an extension or a
 * purchase that waited past its hold's expiry revives seats another client was already given.
 * Only a real PostgreSQL server lets one transaction wait on another's lock (PGlite runs one at
 * a time), so this runs there, with the clock moved by hand.
 */
describe('a ledger change that waited for its locks, on PostgreSQL', () => {
  const clock = testClock(START);
  let scratch: ScratchPostgres;
  let database: Database;
  let api: RunningResortApi;
  /** Watches the server's lock table from outside any transaction. */
  let observer: pg.Client;
  const open: ChannelClient[] = [];

  const connect = async (clientId: number) => {
    const client = await ChannelClient.connect(api.url, SITE_TOKEN, clientId);
    open.push(client);
    await client.next('update_list');
    return client;
  };

  /** A transaction on its own connection holding a lock the ledger takes (hold-locks.ts); released at commit. */
  const lockElsewhere = async (statement: string, params: unknown[]) => {
    const blocker = new pg.Client({ connectionString: scratch.url });
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query(statement, params);
    return {
      commit: async () => {
        await blocker.query('commit');
        await blocker.end();
      },
    };
  };
  /** The client's lock, as lockClient takes it. */
  const lockClientElsewhere = (clientId: number) =>
    lockElsewhere('select pg_advisory_xact_lock(hashtext($1), $2::int)', [`holds:${COMPANY}`, clientId]);
  /** The slot's row lock, as lockSlots takes it. */
  const lockSlotElsewhere = (slotId: number) => lockElsewhere('select id from service_slots where id = $1 for update', [slotId]);

  /** Resolves once `count` transactions of this database wait for a lock. */
  const transactionsWaiting = (count: number) => waitingForLocks(observer, count);

  /** Seats of the slot that count at the clock's instant: sold, or held and not lapsed (remaining.ts). */
  const countedSeats = async (slotId: number) => {
    const [row] = await database.db
      .select({
        seats: sql<number>`coalesce(sum(${holds.quantity}) filter (where ${holds.status} = 'sold' or (${holds.status} = 'held' and ${holds.expiresAt} > ${clock.now().toISOString()}::timestamptz)), 0)::int`,
      })
      .from(holds)
      .where(eq(holds.slotId, slotId));
    return row?.seats;
  };

  /** The erro or sucesso that answers the request `pedido`. */
  const answerTo = (tab: ChannelClient, pedido: string) =>
    Promise.any([
      tab.next('erro', { where: (m) => m.pedido === pedido }).then(({ message }) => message),
      tab.next('sucesso', { where: (m) => m.pedido === pedido }).then(({ message }) => message),
    ]);

  /** Client A holds the only seat of a new slot; answers A's socket, the slot and the hold. */
  const lastSeatHeldByA = async (hoursAhead: number) => {
    const slot = await insertSlot(database.db, { startsAt: new Date(START.getTime() + hoursAhead * HOUR), capacity: 1 });
    const a = newClient();
    const tab = await connect(a);
    tab.send({ cativar: true, data: [holdItem(slot, a, 1, { pedido: 'a-hold' })] });
    const { message } = await tab.next('update_list', { where: (m) => m.pedido === 'a-hold' });
    const holdId = message.info.carrinho[0]?.prod_timer;
    if (holdId === undefined) throw new Error('A could not hold the seat');
    return { a, tab, slot, holdId };
  };

  /** While A's request waits on A's lock, the clock passes A's expiry and B takes the seat. */
  const bTakesTheSeatMeanwhile = async (slot: ServiceSlotRow) => {
    await transactionsWaiting(1);
    // One minute past A's expiry, and well within what an extension from the instant A sent it would give.
    clock.advance(2 * MINUTE);
    const b = newClient();
    const bTab = await connect(b);
    bTab.send({ cativar: true, data: [holdItem(slot, b, 1, { pedido: 'b-hold' })] });
    const { message } = await bTab.next('update_list', { where: (m) => m.pedido === 'b-hold' });
    expect(message.info.carrinho).toHaveLength(1);
  };

  beforeAll(async () => {
    scratch = await createPostgresDatabase(inject('databaseTemplates').postgres?.name);
    const config = { port: 0, pgliteDir: 'memory://', databaseUrl: scratch.url };
    database = await openDatabase(config);
    api = await startResortApi({ env: {}, config, logger: silentLogger, now: clock.now, channel: { helloTimeoutMs: 5_000 } });
    observer = new pg.Client({ connectionString: scratch.url });
    await observer.connect();
    await setTimerSettings(database.db, { minutes: 5, tolerance: 15, maxItems: 3 });
  });
  afterAll(async () => {
    for (const client of open) client.close();
    await observer?.end();
    await api?.close();
    await database?.close();
    await scratch?.drop();
  });

  it('refuses an extension that got its locks after the hold lapsed and the seat went to another client', async () => {
    const { a, tab, slot, holdId } = await lastSeatHeldByA(48);
    const blocker = await lockClientElsewhere(a);
    // Sent one minute before A's expiry: A's request queues behind the blocker.
    clock.advance(4 * MINUTE);
    tab.send({ cativar: true, data: [{ ...holdItem(slot, a), prod_timer: holdId, info: { renovar: true, pedido: 'a-extend' } }] });
    await bTakesTheSeatMeanwhile(slot);
    await blocker.commit();

    const answer = await answerTo(tab, 'a-extend');
    // The capacity, and no more: B's hold alone.
    expect(await countedSeats(slot.id)).toBe(1);
    expect(answer).toMatchObject({ type: 'erro', codigo: 'not_your_hold', detalhe: { prod_timer: holdId, motivo: 'not_live' } });
    const [row] = await database.db.select().from(holds).where(eq(holds.id, holdId));
    expect(row).toMatchObject({ renewals: 0 });
  });

  it('refuses a purchase that got its locks after the hold lapsed and the seat went to another client', async () => {
    const { a, tab, slot, holdId } = await lastSeatHeldByA(50);
    // An order awaiting payment long after the test, pricing A's seat.
    const order = { id: await pendingOrderPricing(database.db, [{ slot, quantity: 1 }], { deadline: new Date(START.getTime() + 10 * HOUR) }) };
    const blocker = await lockClientElsewhere(a);
    clock.advance(4 * MINUTE);
    tab.send({
      cativar: false,
      comprar_prod: true,
      id_encomenda: order.id,
      data: [{ id_prod: SPA_PRODUCT, quantidade: 1, prod_timer: holdId, id_user: a, id_stock: slot.id, info: { pedido: 'a-buy' } }],
    });
    await bTakesTheSeatMeanwhile(slot);
    await blocker.commit();

    const answer = await answerTo(tab, 'a-buy');
    // The capacity, and no more: B's hold alone.
    expect(await countedSeats(slot.id)).toBe(1);
    expect(answer).toMatchObject({ type: 'erro', codigo: 'not_your_hold', detalhe: { prod_timer: holdId, motivo: 'not_live' } });
    const [row] = await database.db.select().from(holds).where(eq(holds.id, holdId));
    expect(row).toMatchObject({ status: 'held', orderId: null });
  });

  it('refuses an extension whose hold was live before the slot lock was awaited, and not after', async () => {
    const { a, tab, slot, holdId } = await lastSeatHeldByA(52);
    const blocker = await lockSlotElsewhere(slot.id);
    const b = newClient();
    const bTab = await connect(b);
    // B waits for the slot first; then A, one minute before A's expiry, reads its hold as live
    // under its own client lock and waits for the slot behind B.
    bTab.send({ cativar: true, data: [holdItem(slot, b, 1, { pedido: 'b-hold' })] });
    await transactionsWaiting(1);
    clock.advance(4 * MINUTE);
    tab.send({ cativar: true, data: [{ ...holdItem(slot, a), prod_timer: holdId, info: { renovar: true, pedido: 'a-extend' } }] });
    await transactionsWaiting(2);
    // Both get the slot after A's expiry: B first, who finds the seat free.
    clock.advance(2 * MINUTE);
    await blocker.commit();

    expect(await answerTo(bTab, 'b-hold')).toMatchObject({ type: 'sucesso' });
    const answer = await answerTo(tab, 'a-extend');
    expect(await countedSeats(slot.id)).toBe(1);
    expect(answer).toMatchObject({ type: 'erro', codigo: 'not_your_hold', detalhe: { prod_timer: holdId, motivo: 'not_live' } });
  });
});
