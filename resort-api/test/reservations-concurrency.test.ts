import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holds } from '../src/db/reservations-schema.ts';
import { type HoldLedger, type LedgerOutcome, createHoldLedger } from '../src/reservations/hold-ledger.ts';
import { remainingSeats } from '../src/reservations/remaining.ts';
import { ENGINES, type TestDatabase, openTestDatabase } from './support/databases.ts';
import { SPA_PRODUCT, WEL_PRODUCT, holdItem, insertCollision, insertSlot, setTimerSettings } from './support/hold-fixtures.ts';

const HOUR = 3_600_000;
const NOW = new Date('2026-03-02T09:00:00Z');
const at = (ms: number) => new Date(NOW.getTime() + ms);

const tally = (outcomes: readonly LedgerOutcome[]) => {
  const codes: Record<string, number> = {};
  for (const outcome of outcomes) {
    const key = outcome.ok ? 'ok' : outcome.code;
    codes[key] = (codes[key] ?? 0) + 1;
  }
  return codes;
};

/**
 * No overselling under races (spec 002 §4, §5). On PostgreSQL the pool's ten connections run the
 * transactions truly at once, and the slot row lock is what keeps the count right; PGlite runs
 * one transaction at a time, and the same suite must hold there too.
 */
describe.each(ENGINES)('concurrent holds on %s', (engine) => {
  let testDb: TestDatabase;
  let ledger: HoldLedger;
  const db = () => testDb.database.db;

  beforeAll(async () => {
    testDb = await openTestDatabase(engine);
    ledger = createHoldLedger({ db: db(), companyCode: 'estancia' });
    await setTimerSettings(db(), { minutes: 5, tolerance: 15, maxItems: 3 });
  });
  afterAll(() => testDb?.dispose());

  it('200 clients racing for a slot of 10 seats: exactly 10 hold one, 190 are refused as slot_full', async () => {
    const slot = await insertSlot(db(), { startsAt: at(30 * HOUR), capacity: 10 });
    const clients = Array.from({ length: 200 }, (_, index) => 100_000 + index);
    const outcomes = await Promise.all(clients.map((client) => ledger.hold(client, [holdItem(slot, client)], () => NOW)));

    expect(tally(outcomes)).toEqual({ ok: 10, slot_full: 190 });
    const [ledgerRows] = await db()
      .select({ seats: sql<number>`coalesce(sum(${holds.quantity}), 0)::int`, rows: sql<number>`count(*)::int` })
      .from(holds)
      .where(and(eq(holds.slotId, slot.id), eq(holds.status, 'held')));
    expect(ledgerRows).toEqual({ seats: 10, rows: 10 });
    expect((await remainingSeats(db(), [slot.id], NOW)).get(slot.id)).toBe(0);
  });

  it('clients racing for seats of several sizes never take more than the capacity', async () => {
    const slot = await insertSlot(db(), { startsAt: at(31 * HOUR), capacity: 10 });
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, (_, index) => {
        const client = 200_000 + index;
        return ledger.hold(client, [holdItem(slot, client, 1 + (index % 3))], () => NOW);
      }),
    );
    const [{ seats } = { seats: -1 }] = await db()
      .select({ seats: sql<number>`coalesce(sum(${holds.quantity}), 0)::int` })
      .from(holds)
      .where(eq(holds.slotId, slot.id));
    expect(seats).toBeLessThanOrEqual(10);
    // Every refusal came when the seats asked for were no longer there.
    expect(outcomes.filter((outcome) => !outcome.ok).every((outcome) => !outcome.ok && outcome.code === 'slot_full')).toBe(true);
    expect((await remainingSeats(db(), [slot.id], NOW)).get(slot.id)).toBe(10 - seats);
  });

  it('one client firing 10 holds at once on 10 slots with the limit 3 gets exactly 3', async () => {
    const client = 300_001;
    const slots = await Promise.all(Array.from({ length: 10 }, (_, index) => insertSlot(db(), { startsAt: at((40 + 2 * index) * HOUR), capacity: 5 })));
    const outcomes = await Promise.all(slots.map((slot) => ledger.hold(client, [holdItem(slot, client)], () => NOW)));

    expect(tally(outcomes)).toEqual({ ok: 3, limit_reached: 7 });
    expect(await ledger.cart(client, NOW)).toHaveLength(3);
    const [live] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(holds)
      .where(and(eq(holds.clientId, client), eq(holds.status, 'held')));
    expect(live?.n).toBe(3);
  });

  it('a collision is refused, also when both holds are asked for at once', async () => {
    await insertCollision(db(), SPA_PRODUCT, WEL_PRODUCT);
    const spa = await insertSlot(db(), { productId: SPA_PRODUCT, startsAt: at(70 * HOUR), capacity: 5 });
    const wellness = await insertSlot(db(), { productId: WEL_PRODUCT, startsAt: at(70.5 * HOUR), capacity: 5 });
    const later = await insertSlot(db(), { productId: WEL_PRODUCT, startsAt: at(72 * HOUR), capacity: 5 });

    const client = 300_002;
    const outcomes = await Promise.all([spa, wellness].map((slot) => ledger.hold(client, [holdItem(slot, client)], () => NOW)));
    expect(tally(outcomes)).toEqual({ ok: 1, collision: 1 });
    const refused = outcomes.find((outcome) => !outcome.ok);
    const heldSlot = outcomes[0]?.ok ? spa : wellness;
    expect(refused).toMatchObject({ detail: { id_event: heldSlot.eventId } });
    // The same services at times that do not overlap go together.
    expect(await ledger.hold(client, [holdItem(later, client)], () => NOW)).toMatchObject({ ok: true });
    // Events the caller lists as incompatible are refused as well.
    const other = await insertSlot(db(), { productId: SPA_PRODUCT, startsAt: at(90 * HOUR), capacity: 5 });
    expect(await ledger.hold(client, [holdItem(other, client, 1, { lista: [later.eventId] })], () => NOW)).toMatchObject({
      ok: false,
      code: 'collision',
      detail: { id_event: later.eventId },
    });
  });
});
