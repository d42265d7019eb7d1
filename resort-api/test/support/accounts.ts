import { loginAnswer, transformPassword } from '@estancia/resort-contract';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { createSession } from '../../src/accounts/session.repository.ts';
import { buildApp, type AppDeps } from '../../src/app.ts';
import type { Db } from '../../src/db/client.ts';
import { entities } from '../../src/db/schema.ts';
import { ACCOUNT_SEEDS, type AccountKey } from '../../src/db/seed-data/accounts.ts';
import type { ApiApp } from '../../src/http/env.ts';
import type { TestDatabase } from './databases.ts';
import { silentLogger } from './logger.ts';

export const SITE_TOKEN = 'test-site-token';

/**
 * A cheaper scrypt for the hashes tests create (registrations, changes, recoveries): the format
 * and the verification are the same; the production cost is checked on its own (accounts.test.ts)
 * and on the seeded accounts, which are hashed at full cost.
 */
export const TEST_SCRYPT = { N: 2 ** 10, r: 8, p: 1 };
export const COMPANY = 'estancia';

/** A clock the test moves by hand. */
export interface TestClock {
  now: () => Date;
  set(instant: Date): void;
  advance(ms: number): void;
}

export function testClock(start: Date): TestClock {
  let current = start;
  return {
    now: () => current,
    set: (instant) => {
      current = instant;
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
}

/** The app over a test database, with calls that read like the gateway's. */
export function testApi(testDb: TestDatabase, options: Partial<Omit<AppDeps, 'db'>> = {}) {
  const app: ApiApp = buildApp({
    db: testDb.database.db,
    config: { publicSiteToken: SITE_TOKEN },
    logger: silentLogger,
    scrypt: TEST_SCRYPT,
    ...options,
  });

  const headers = (token: string | null, body: boolean): Record<string, string> => ({
    ...(token === null ? {} : { authorization: `Bearer ${token}` }),
    ...(body ? { 'content-type': 'application/json' } : {}),
  });

  const call = (method: string, path: string, body?: unknown, token: string | null = SITE_TOKEN) =>
    app.request(path, {
      method,
      headers: headers(token, body !== undefined),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  return {
    app,
    get: (path: string, token: string | null = SITE_TOKEN) => call('GET', path, undefined, token),
    post: (path: string, body?: unknown, token: string | null = SITE_TOKEN) => call('POST', path, body, token),
    put: (path: string, body: unknown, token: string | null = SITE_TOKEN) => call('PUT', path, body, token),

    /** POST app/login with a typed password (transformed here, as the gateway does). */
    async login(username: string, password: string) {
      const response = await call('POST', '/app/login', {
        companycode: COMPANY,
        username,
        password: await transformPassword(password),
      });
      expect(response.status).toBe(200);
      return loginAnswer.parse(await response.json());
    },

    /** Logs a demo account in; fails the test if it cannot. */
    async session(account: AccountKey): Promise<{ token: string; id: number }> {
      const seed = ACCOUNT_SEEDS[account];
      const answer = await this.login(seed.username, seed.password);
      if (answer.token === false) throw new Error(`demo account ${account} cannot log in`);
      return { token: answer.token, id: answer.user_info.id };
    },
  };
}

export type TestApi = ReturnType<typeof testApi>;

/** An error answer: `{ error: { code, message } }` with the code. */
export async function expectError(response: Response, status: number, code: string): Promise<string> {
  const body = (await response.json()) as { error?: { code?: string; message?: string } };
  expect({ status: response.status, code: body.error?.code }).toEqual({ status, code });
  expect(typeof body.error?.message).toBe('string');
  return body.error?.message ?? '';
}

export { ACCOUNT_SEEDS };

/** A session of a demo account made in the database directly (no login call); `at` is when it starts. */
export async function demoSession(db: Db, who: AccountKey, at = new Date()): Promise<{ id: number; token: string }> {
  const [entity] = await db.select({ id: entities.id }).from(entities).where(eq(entities.username, ACCOUNT_SEEDS[who].username));
  if (!entity) throw new Error(`the demo data has no ${who}`);
  return { id: entity.id, token: await createSession(db, entity.id, at) };
}
