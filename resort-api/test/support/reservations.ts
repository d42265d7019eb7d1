import { type ServiceProduct, type StockLine, serviceProductsAnswer, stockLinesAnswer } from '@estancia/resort-contract';
import { afterAll, beforeAll, expect } from 'vitest';
import type { z } from 'zod';
import { holds } from '../../src/db/reservations-schema.ts';
import { COMPANY, type TestApi, type TestClock, testApi, testClock } from './accounts.ts';
import { type Engine, SEED_NOW, type TestDatabase, openTestDatabase } from './databases.ts';

/** The demo reservation products by group (seed-data/reservations.ts). */
export const SPA_TIMED = [41, 43, 44];
export const ENTRANCE = [51, 52, 53];
export const WEL = [42, 45, 46, 47];
export const MINUTE = 60_000;

/**
 * A seeded test database and the app over it with a clock the test moves, opened before the
 * describe block's tests and dropped after them, with the reservation reads the tests share.
 */
export function reservationFixture(engine: Engine) {
  let testDb: TestDatabase | undefined;
  let api: TestApi | undefined;
  const clock: TestClock = testClock(SEED_NOW);

  beforeAll(async () => {
    testDb = await openTestDatabase(engine);
    api = testApi(testDb, { now: clock.now });
  });
  afterAll(() => testDb?.dispose());

  const opened = () => {
    if (!testDb || !api) throw new Error('the test database is not open yet');
    return { testDb, api };
  };

  /** The answer of a call, which must be a 200 already in the contract's canonical shape. */
  async function read<T extends z.ZodType>(response: Response | Promise<Response>, schema: T): Promise<z.output<T>> {
    const answer = await response;
    const body: unknown = await answer.json();
    expect(answer.status, JSON.stringify(body)).toBe(200);
    const parsed = schema.parse(body);
    expect(parsed).toEqual(body);
    return parsed;
  }

  return {
    clock,
    api: () => opened().api,
    db: () => opened().testDb.database.db,
    seeded: () => opened().testDb.seeded,
    read,
    group: (codgrupo: string) => read(opened().api.get(`/platform/products/grupo/${codgrupo}`), serviceProductsAnswer),
    stocksOf: async (day: string, productId: number): Promise<StockLine[]> =>
      (await read(opened().api.get(`/stocks/${day}/${productId}`), stockLinesAnswer)).data,
    dayData: (filter: Record<string, unknown>) =>
      read(opened().api.post('/platform/products/cache/get/data', filter), serviceProductsAnswer),
    ids: (list: readonly ServiceProduct[]) => list.map((product) => product.id),

    /** A row of the hold ledger written directly: what the channel would have stored. */
    async hold(slot: StockLine, quantity: number, status: 'held' | 'sold' | 'released', expiresAt: Date): Promise<void> {
      await opened().testDb.database.db.insert(holds).values({
        companyCode: COMPANY,
        clientId: 1,
        slotId: slot.id,
        productId: slot.id_prod,
        quantity,
        status,
        expiresAt,
        createdAt: SEED_NOW,
        updatedAt: SEED_NOW,
      });
    },
  };
}
