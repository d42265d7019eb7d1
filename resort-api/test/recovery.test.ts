import { createHash } from 'node:crypto';
import { recoveryCodeAnswer, registrationAnswer, transformPassword } from '@estancia/resort-contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordRecoveries } from '../src/db/schema.ts';
import { COMPANY, type TestApi, expectError, testApi, testClock } from './support/accounts.ts';
import { ENGINES, SEED_NOW, type TestDatabase, openTestDatabase } from './support/databases.ts';

const MINUTE = 60_000;

describe.each(ENGINES)('password recovery on %s', (engine) => {
  let testDb: TestDatabase;
  let api: TestApi;
  const clock = testClock(SEED_NOW);

  beforeAll(async () => {
    testDb = await openTestDatabase(engine);
    api = testApi(testDb, { now: clock.now });
  });
  afterAll(() => testDb?.dispose());

  /** A fresh customer per test, so the tests do not share codes or sessions. */
  async function customer(email: string): Promise<number> {
    const response = await api.post('/app/entities', {
      companycode: COMPANY,
      info: { email, name: 'Recuperação', password: await transformPassword('Antiga#1'), marketing: false, terms_checked: true, rgpd: true },
    });
    expect(response.status).toBe(201);
    return registrationAnswer.parse(await response.json()).data[0]?.id ?? 0;
  }

  async function requestCode(email: string): Promise<string> {
    const response = await api.get(`/entities/password/recovery/${COMPANY}/${encodeURIComponent(email)}`);
    expect(response.status).toBe(200);
    const code = recoveryCodeAnswer.parse(await response.json()).data[0]?.code;
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    return code ?? '';
  }

  const complete = async (code: string, password: string) =>
    api.post('/entities/password/recovery', {
      companycode: COMPANY,
      recovery_hash: code,
      new_password: await transformPassword(password),
    });

  it('code, then new password: the old password stops working, the new one logs in, every session ends', async () => {
    clock.set(SEED_NOW);
    const id = await customer('recupera@example.pt');
    const before = await api.login('recupera@example.pt', 'Antiga#1');
    if (before.token === false) throw new Error('login failed');

    const code = await requestCode('Recupera@Example.pt');
    // Stored hashed, for an hour.
    const [stored] = await testDb.database.db.select().from(passwordRecoveries).where(eq(passwordRecoveries.entityId, id));
    expect(stored?.codeHash).toBe(createHash('sha256').update(code).digest('hex'));
    expect(stored?.expiresAt.getTime()).toBe(SEED_NOW.getTime() + 60 * MINUTE);

    const done = await complete(code, 'Nova#2');
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ data: [{ response: true }] });
    expect(await api.login('recupera@example.pt', 'Antiga#1')).toEqual({ token: false });
    expect((await api.login('recupera@example.pt', 'Nova#2')).token).not.toBe(false);
    await expectError(await api.get(`/entities/${COMPANY}/${id}`, before.token), 401, 'unauthorized');
  });

  it('a used code is 410 recovery_expired', async () => {
    clock.set(SEED_NOW);
    await customer('reusa@example.pt');
    const code = await requestCode('reusa@example.pt');
    expect((await complete(code, 'Nova#2')).status).toBe(200);
    await expectError(await complete(code, 'Outra#3'), 410, 'recovery_expired');
    expect((await api.login('reusa@example.pt', 'Nova#2')).token).not.toBe(false);
  });

  it('a code is good for an hour, by the clock; after that it is 410', async () => {
    clock.set(SEED_NOW);
    await customer('expira@example.pt');
    const stale = await requestCode('expira@example.pt');
    clock.advance(60 * MINUTE + 1000);
    await expectError(await complete(stale, 'Nova#2'), 410, 'recovery_expired');

    const fresh = await requestCode('expira@example.pt');
    clock.advance(59 * MINUTE);
    expect((await complete(fresh, 'Nova#2')).status).toBe(200);
    clock.set(SEED_NOW);
  });

  it('a new request makes the older code invalid', async () => {
    clock.set(SEED_NOW);
    await customer('duas.vezes@example.pt');
    const older = await requestCode('duas.vezes@example.pt');
    const newer = await requestCode('duas.vezes@example.pt');
    expect(newer).not.toBe(older);
    await expectError(await complete(older, 'Nova#2'), 410, 'recovery_expired');
    expect((await complete(newer, 'Nova#2')).status).toBe(200);
  });

  it('an unknown code is 410; an unknown e-mail is 404; a malformed body is 400', async () => {
    await expectError(await complete('not-a-code', 'Nova#2'), 410, 'recovery_expired');
    await expectError(await api.get(`/entities/password/recovery/${COMPANY}/ninguem@example.pt`), 404, 'not_found');
    const bad = await api.post('/entities/password/recovery', { companycode: COMPANY, recovery_hash: 'x', new_password: 'plain' });
    expect(await expectError(bad, 400, 'invalid_request')).toMatch(/new_password/);
  });

  it('of two concurrent uses of one code exactly one succeeds', async () => {
    clock.set(SEED_NOW);
    await customer('corrida@example.pt');
    const code = await requestCode('corrida@example.pt');
    const statuses = (await Promise.all([complete(code, 'Uma#1'), complete(code, 'Outra#2')])).map((r) => r.status);
    expect(statuses.sort()).toEqual([200, 410]);
  });
});
