import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.ts';
import { type NotificationHandlers, jsonArrayChunks, notify } from '../src/db/notifications.ts';
import { serviceSlots } from '../src/db/reservations-schema.ts';
import { orders } from '../src/db/schema.ts';
import { PAYMENTS_CHANNEL, parsePaymentNotice } from '../src/payments/payment-announcements.ts';
import { lockSlots } from '../src/reservations/hold-locks.ts';
import { createHoldLedger } from '../src/reservations/hold-ledger.ts';
import { startLapseWatcher } from '../src/reservations/lapse-watcher.ts';
import { startSlotCalendarJob } from '../src/reservations/slot-calendar-job.ts';
import { SEATS_CHANNEL, announceSeats, parseSeatNotice } from '../src/reservations/seat-announcements.ts';
import { testClock } from './support/accounts.ts';
import { endListeningSessions } from './support/postgres.ts';
import { ENGINES, SEED_NOW, type ScratchPostgres, type TestDatabase, createPostgresDatabase, openTestDatabase } from './support/databases.ts';
import { holdItem, insertSlot, setTimerSettings } from './support/hold-fixtures.ts';
import { memoryLogger, silentLogger } from './support/logger.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The payloads a channel delivers, with a way to wait for the next ones. */
function collector() {
  const payloads: string[] = [];
  let wake: (() => void) | undefined;
  return {
    payloads,
    handlers: {
      payload: (payload: string) => {
        payloads.push(payload);
        wake?.();
      },
    } satisfies NotificationHandlers,
    /** Waits until `count` payloads have arrived (or fails after `timeoutMs`). */
    atLeast(count: number, timeoutMs = 3_000): Promise<string[]> {
      return this.until(() => payloads.length >= count, `${count} notifications`, timeoutMs);
    },
    /** Waits until what has arrived satisfies `check` (or fails after `timeoutMs`, naming `what`). */
    async until(check: (payloads: readonly string[]) => boolean, what: string, timeoutMs = 3_000): Promise<string[]> {
      const deadline = Date.now() + timeoutMs;
      while (!check(payloads)) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`not ${what} within ${timeoutMs} ms: ${JSON.stringify(payloads)}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
      return payloads;
    },
  };
}

/** A payload no announcement has: sent after the statements under test, it arrives after theirs. */
const MARKER = 'marker';

describe('jsonArrayChunks', () => {
  it('cuts a long list into payloads under the limit, each a whole JSON document, in order', () => {
    const items = Array.from({ length: 500 }, (_, index) => ({ id: index, text: 'é'.repeat(index % 40) }));
    const chunks = jsonArrayChunks('{"a":', items, '}', 1_000);
    expect(chunks.length).toBeGreaterThan(10);
    for (const chunk of chunks) expect(Buffer.byteLength(chunk)).toBeLessThanOrEqual(1_000);
    expect(chunks.flatMap((chunk) => (JSON.parse(chunk) as { a: unknown[] }).a)).toEqual(items);
    expect(jsonArrayChunks('{"a":', [{ id: 1 }], '}')).toEqual(['{"a":[{"id":1}]}']);
    expect(jsonArrayChunks('{"a":', [], '}')).toEqual([]);
    expect(() => jsonArrayChunks('', [{ text: 'x'.repeat(2_000) }], '', 1_000)).toThrow(/cannot be announced/);
  });
});

/**
 * Notifications on both engines: PostgreSQL's LISTEN/NOTIFY, and PGlite's own (which must behave
 * the same: after commit only, in commit order).
 */
describe.each(ENGINES)('database notifications on %s', (engine) => {
  let testDb: TestDatabase;
  const database = () => testDb.database;

  beforeAll(async () => {
    testDb = await openTestDatabase(engine);
  });
  afterAll(() => testDb?.dispose());

  it('delivers what a transaction sends at its commit, in commit order, and nothing of a rolled back one', async () => {
    const seen = collector();
    const stop = await database().listen('test_commits', seen.handlers);
    try {
      await database().db.transaction(async (tx) => {
        await notify(tx, 'test_commits', 'first');
        await notify(tx, 'test_commits', 'second');
        // Not before the commit. PGlite hands a notification to its listeners while it answers the
        // statement that delivers it, so one sent early would be here already; on PostgreSQL, one
        // sent meanwhile from another connection arrives, and arrives alone.
        if (engine === 'postgres') {
          await notify(database().db, 'test_commits', MARKER);
          await seen.atLeast(1);
        }
        expect(seen.payloads).toEqual(engine === 'postgres' ? [MARKER] : []);
      });
      await database()
        .db.transaction(async (tx) => {
          await notify(tx, 'test_commits', 'rolled back');
          throw new Error('roll back');
        })
        .catch(() => undefined);
      await database().db.transaction((tx) => notify(tx, 'test_commits', 'third'));
      const meanwhile = engine === 'postgres' ? [MARKER] : [];
      expect(await seen.atLeast(meanwhile.length + 3)).toEqual([...meanwhile, 'first', 'second', 'third']);
    } finally {
      await stop();
    }
  });

  it('announces the seats of many slots in several notifications, each under 8000 bytes and a whole list', async () => {
    const seen = collector();
    const stop = await database().listen(SEATS_CHANNEL, seen.handlers);
    try {
      const slots = await database().db.select({ id: serviceSlots.id }).from(serviceSlots).orderBy(asc(serviceSlots.id)).limit(300);
      expect(slots).toHaveLength(300);
      const ids = slots.map((slot) => slot.id);
      const at = new Date('2026-01-15T10:00:00Z');
      await database().db.transaction(async (tx) => {
        await lockSlots(tx, ids);
        await announceSeats(tx, ids, at);
      });
      // About 160 bytes a slot: several notifications, all in once the marker sent after them is.
      await notify(database().db, SEATS_CHANNEL, MARKER);
      await seen.until((payloads) => payloads.includes(MARKER), 'the marker');
      expect(seen.payloads.pop()).toBe(MARKER);
      expect(seen.payloads.length).toBeGreaterThanOrEqual(5);
      for (const payload of seen.payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8_000);
      const notices = seen.payloads.map(parseSeatNotice);
      expect(notices.every((notice) => notice?.empresa === 'estancia')).toBe(true);
      expect(notices.flatMap((notice) => notice?.lugares.map((change) => change.id_stock) ?? [])).toEqual(ids);
    } finally {
      await stop();
    }
  });

  it('announces a change of an order\'s payment state from the transaction that made it, and nothing else of orders', async () => {
    const seen = collector();
    const stop = await database().listen(PAYMENTS_CHANNEL, seen.handlers);
    try {
      const [order] = await database().db.select().from(orders).where(eq(orders.pagamentoPendente, 0)).limit(1);
      if (!order) throw new Error('the demo data has no pending order');
      await database().db.update(orders).set({ modifiedAt: new Date() }).where(eq(orders.id, order.id));
      await database().db.update(orders).set({ pagamentoPendente: 0 }).where(eq(orders.id, order.id));
      await database()
        .db.transaction(async (tx) => {
          await tx.update(orders).set({ pagamentoPendente: 2 }).where(eq(orders.id, order.id));
          throw new Error('roll back');
        })
        .catch(() => undefined);
      await database().db.update(orders).set({ estadoPagamento: 1, pagamentoPendente: 1 }).where(eq(orders.id, order.id));
      await notify(database().db, PAYMENTS_CHANNEL, MARKER);
      const [payload, marker] = await seen.until((payloads) => payloads.includes(MARKER), 'the marker');
      // Nothing else arrived before the marker, sent after every change above.
      expect([seen.payloads.length, marker]).toEqual([2, MARKER]);
      expect(parsePaymentNotice(payload as string)).toEqual({ empresa: 'estancia', id_encomenda: order.id, estado_pagamento: 1, pagamento_pendente: 1 });
    } finally {
      await stop();
    }
  });

  it('announces the slots the calendar job adds, with all their seats free', async () => {
    const seen = collector();
    const stop = await database().listen(SEATS_CHANNEL, seen.handlers);
    try {
      // The seed filled the window from SEED_NOW; a day later one more day of slots is missing.
      const job = startSlotCalendarJob({ db: database().db, companyCode: 'estancia', logger: silentLogger, now: () => new Date(SEED_NOW.getTime() + 24 * HOUR) });
      job.stop();
      const added = await job.runOnce();
      expect(added).toBeGreaterThan(0);
      await seen.atLeast(1);
      const changes = seen.payloads.map(parseSeatNotice).flatMap((notice) => notice?.lugares ?? []);
      expect(changes).toHaveLength(added);
      const newDay = [...new Set(changes.map((change) => change.dia))];
      expect(newDay).toHaveLength(1);
      const rows = await database().db.select().from(serviceSlots).where(eq(serviceSlots.eventDate, newDay[0] as string));
      expect(changes.map((change) => change.id_stock).sort((a, b) => a - b)).toEqual(rows.map((row) => row.id).sort((a, b) => a - b));
      for (const change of changes) expect(change).toMatchObject({ disponivel: change.capacidade, listado: true });
      expect(changes.every((change) => change.capacidade > 0)).toBe(true);
    } finally {
      await stop();
    }
  });

  it('announces a lapse when the injected clock passes the hold\'s expiry, not before', async () => {
    const clock = testClock(new Date('2026-03-02T09:00:00Z'));
    await setTimerSettings(database().db, { minutes: 5, maxItems: -1 });
    const slot = await insertSlot(database().db, { startsAt: new Date(clock.now().getTime() + 40 * HOUR), capacity: 2 });
    const seen = collector();
    const stop = await database().listen(SEATS_CHANNEL, seen.handlers);
    // Each look reads the clock when it starts and again when it has looked, before it waits.
    let clockReads = 0;
    const now = () => ((clockReads += 1), clock.now());
    const watcher = startLapseWatcher({ db: database().db, listen: database().listen, companyCode: 'estancia', logger: silentLogger, now, intervalMs: 50 });
    try {
      const ledger = createHoldLedger({ db: database().db, companyCode: 'estancia' });
      expect(await ledger.hold(900_001, [holdItem(slot, 900_001, 2)], clock.now)).toMatchObject({ ok: true });
      const seatsOf = () => seen.payloads.map(parseSeatNotice).flatMap((notice) => notice?.lugares.filter((c) => c.id_stock === slot.id) ?? []);
      await seen.atLeast(1);
      expect(seatsOf().map((change) => change.disponivel)).toEqual([0]);

      // Time stands still: several of the watcher's looks go by, and nothing lapses. Five reads of
      // the clock from here span at least two whole looks that started after the advance; the
      // marker sent then arrives after anything those looks announced.
      clock.advance(5 * MINUTE - 1);
      const readsBefore = clockReads;
      await vi.waitUntil(() => clockReads >= readsBefore + 5, { timeout: 3_000 });
      await notify(database().db, SEATS_CHANNEL, MARKER);
      await seen.until((payloads) => payloads.includes(MARKER), 'the marker');
      expect(seatsOf().map((change) => change.disponivel)).toEqual([0]);
      clock.advance(1);
      await seen.until(() => seatsOf().length === 2, 'the lapse');
      expect(seatsOf().map((change) => change.disponivel)).toEqual([0, 2]);
    } finally {
      await watcher.stop();
      await stop();
    }
  });
});

/** The listening connection of a PostgreSQL database is its own: when it drops, it comes back. */
describe('database notifications on PostgreSQL, when the listening connection drops', () => {
  let scratch: ScratchPostgres;
  let database: Database;
  const log = memoryLogger();

  beforeAll(async () => {
    scratch = await createPostgresDatabase(inject('databaseTemplates').postgres?.name);
    database = await openDatabase({ databaseUrl: scratch.url, pgliteDir: 'memory://' }, log.logger);
  });
  afterAll(async () => {
    await database?.close();
    await scratch?.drop();
  });

  it('tells its subscribers, reconnects, listens again and logs it', async () => {
    const seen = collector();
    const events: string[] = [];
    const stop = await database.listen('test_reconnect', {
      ...seen.handlers,
      interrupted: () => events.push('interrupted'),
      resumed: () => events.push('resumed'),
    });
    try {
      await database.db.transaction((tx) => notify(tx, 'test_reconnect', 'before'));
      await seen.atLeast(1);
      // The server ends the listening session, as a restart or a network cut would.
      expect(await endListeningSessions(scratch.url)).toEqual([true]);
      const deadline = Date.now() + 5_000;
      while (!events.includes('resumed') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(events).toEqual(['interrupted', 'resumed']);
      await database.db.transaction((tx) => notify(tx, 'test_reconnect', 'after'));
      expect(await seen.atLeast(2)).toEqual(['before', 'after']);
      const messages = log.lines().map((line) => line['msg']);
      expect(messages).toContain('database notifications: the listening connection was lost; reconnecting');
      expect(messages).toContain('database notifications: listening again');
    } finally {
      await stop();
    }
  });
});
