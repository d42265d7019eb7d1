import { createHash } from 'node:crypto';
import { entityAnswer, registrationAnswer, transformPassword, usernameCheckAnswer } from '@estancia/resort-contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities, sessions } from '../src/db/schema.ts';
import { ACCOUNT_SEEDS, COMPANY, type TestApi, expectError, testApi, testClock } from './support/accounts.ts';
import { ENGINES, SEED_NOW, type TestDatabase, openTestDatabase } from './support/databases.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A registration body as the gateway sends it. */
async function registration(email: string, extra: { password?: string | null; name?: string } = {}) {
  return {
    companycode: COMPANY,
    info: {
      username: email,
      email,
      name: extra.name ?? 'Ana Sousa',
      ...(extra.password ? { password: await transformPassword(extra.password) } : {}),
      from: 'web',
      marketing: true,
      terms_checked: true,
      rgpd: true,
      use_preferences: { language: 'en' },
    },
    contacts: [{ email, mobile_phone: '+351 961 234 567' }],
    addresses: [{ address: 'Rua Nova, 1', postal_code: '6230-001', localidade: 'Fundão', country: 'Portugal' }],
  };
}

describe.each(ENGINES)('accounts on %s', (engine) => {
  let testDb: TestDatabase;
  let api: TestApi;
  const clock = testClock(SEED_NOW);
  let maria: { token: string; id: number };
  let joao: { token: string; id: number };
  let balcao: { token: string; id: number };

  beforeAll(async () => {
    testDb = await openTestDatabase(engine);
    api = testApi(testDb, { now: clock.now });
    [maria, joao, balcao] = await Promise.all([api.session('maria'), api.session('joao'), api.session('balcao')]);
  });
  afterAll(() => testDb?.dispose());

  const db = () => testDb.database.db;

  /** Registers a customer and answers its id. */
  async function register(email: string, password: string | null = 'Segredo#1') {
    const response = await api.post('/app/entities', await registration(email, { password }));
    expect(response.status).toBe(201);
    return registrationAnswer.parse(await response.json()).data[0] as { id: number; username: string; generated_password: string | null };
  }

  describe('POST app/login', () => {
    it('answers a session token and the user info; only the token\'s SHA-256 is stored', async () => {
      const answer = await api.login('cliente@estancia.pt', 'Cliente#2026');
      if (answer.token === false) throw new Error('login failed');
      expect(answer.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(answer.user_info).toEqual({ id: maria.id, companycode: 'estancia', language: 'pt', profile: 'Cliente' });

      const stored = await db().select().from(sessions).where(eq(sessions.entityId, maria.id));
      const digest = createHash('sha256').update(answer.token).digest('hex');
      const row = stored.find((s) => s.tokenHash === digest);
      expect(row).toBeDefined();
      expect(stored.some((s) => JSON.stringify(s).includes(answer.token))).toBe(false);
      // 30 days, by the injected clock.
      expect(row?.createdAt.getTime()).toBe(SEED_NOW.getTime());
      expect(row?.expiresAt.getTime()).toBe(SEED_NOW.getTime() + 30 * DAY_MS);
    });

    it('answers { token: false } for a wrong password or an unknown username', async () => {
      expect(await api.login('cliente@estancia.pt', 'cliente#2026')).toEqual({ token: false });
      expect(await api.login('ninguem@estancia.local', 'Cliente#2026')).toEqual({ token: false });
    });

    it('compares usernames trimmed and case-insensitively', async () => {
      const answer = await api.login('  CLIENTE@Estancia.PT ', 'Cliente#2026');
      expect(answer.token).not.toBe(false);
    });

    it('gives staff the Colaborador profile', async () => {
      const answer = await api.login('balcao@estancia.pt', 'Balcao#2026');
      expect(answer).toMatchObject({ user_info: { profile: 'Colaborador', id: balcao.id } });
    });

    it('refuses a password that is not transformed (400) and an unknown company (404)', async () => {
      const plain = await api.post('/app/login', { companycode: COMPANY, username: 'cliente@estancia.pt', password: 'Cliente#2026' });
      expect(await expectError(plain, 400, 'invalid_request')).toMatch(/password/);
      const acme = await api.post('/app/login', {
        companycode: 'acme',
        username: 'cliente@estancia.pt',
        password: await transformPassword('Cliente#2026'),
      });
      await expectError(acme, 404, 'not_found');
    });

    it('an inactive entity cannot log in, and its open sessions stop working', async () => {
      const created = await register('inativo@example.pt', 'Inativo#1');
      const before = await api.login('inativo@example.pt', 'Inativo#1');
      if (before.token === false) throw new Error('login failed');
      // Staff deactivates the account.
      const off = await api.put('/entities', { id: created.id, info: { ativo: false } }, balcao.token);
      expect(off.status).toBe(200);
      expect(entityAnswer.parse(await off.json()).data[0]?.info.ativo).toBe(false);

      expect(await api.login('inativo@example.pt', 'Inativo#1')).toEqual({ token: false });
      await expectError(await api.get(`/entities/${COMPANY}/${created.id}`, before.token), 401, 'unauthorized');
    });
  });

  describe('bearer tokens: the site token or a session token', () => {
    it('resolves a session token to its user', async () => {
      const response = await api.get(`/entities/${COMPANY}/${maria.id}`, maria.token);
      expect(response.status).toBe(200);
    });

    it('answers 401 for an unknown token of session shape', async () => {
      await expectError(await api.get('/web/structure/estancia/1', 'x'.repeat(43)), 401, 'unauthorized');
    });

    it('answers 401 once the session has expired (30 days, by the clock)', async () => {
      const later = testApi(testDb, { now: () => new Date(SEED_NOW.getTime() + 30 * DAY_MS + 1000) });
      await expectError(await later.get(`/entities/${COMPANY}/${maria.id}`, maria.token), 401, 'unauthorized');
      const almost = testApi(testDb, { now: () => new Date(SEED_NOW.getTime() + 29 * DAY_MS) });
      expect((await almost.get(`/entities/${COMPANY}/${maria.id}`, maria.token)).status).toBe(200);
    });

    it('POST app/logout revokes the session; the site token cannot log out', async () => {
      const session = await api.session('joao');
      const response = await api.post('/app/logout', undefined, session.token);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ data: [{ response: true }] });
      await expectError(await api.get(`/entities/${COMPANY}/${joao.id}`, session.token), 401, 'unauthorized');
      // Other sessions of the same user live on.
      expect((await api.get(`/entities/${COMPANY}/${joao.id}`, joao.token)).status).toBe(200);
      await expectError(await api.post('/app/logout'), 403, 'forbidden');
    });
  });

  describe('GET app/entities/username/{companycode}/{username}', () => {
    it('says whether a username (or e-mail) is registered, case-insensitively', async () => {
      const check = async (name: string, token?: string) => {
        const response = await api.get(`/app/entities/username/${COMPANY}/${encodeURIComponent(name)}`, token);
        expect(response.status).toBe(200);
        return usernameCheckAnswer.parse(await response.json()).data[0]?.response;
      };
      expect(await check('cliente@estancia.pt')).toBe(true);
      expect(await check('Cliente@Estancia.Pt')).toBe(true);
      expect(await check('nova@example.pt')).toBe(false);
      expect(await check('joao@estancia.pt', maria.token)).toBe(true);
      await expectError(await api.get('/app/entities/username/acme/x@y.pt'), 404, 'not_found');
    });
  });

  describe('POST app/entities', () => {
    it('registers an active Cliente with username = e-mail (lower-cased) and VAT 999999990', async () => {
      const response = await api.post('/app/entities', await registration('Ana.Sousa@Example.PT', { password: 'Segredo#1' }));
      expect(response.status).toBe(201);
      const body: unknown = await response.json();
      const [created] = registrationAnswer.parse(body).data;
      expect(created).toEqual({ id: expect.any(Number), username: 'ana.sousa@example.pt', generated_password: null });

      const login = await api.login('ana.sousa@example.pt', 'Segredo#1');
      if (login.token === false) throw new Error('login failed');
      expect(login.user_info).toMatchObject({ profile: 'Cliente', language: 'en' });
      const read = await api.get(`/entities/${COMPANY}/${created?.id}`, login.token);
      const entity = entityAnswer.parse(await read.json()).data[0];
      expect(entity?.info).toMatchObject({
        username: 'ana.sousa@example.pt',
        email: 'ana.sousa@example.pt',
        name: 'Ana Sousa',
        from: 'web',
        vat: '999999990',
        marketing: true,
        terms_checked: true,
        rgpd: true,
        ativo: true,
      });
      expect(entity?.profile).toEqual({ name: 'Cliente' });
      expect(entity?.contacts).toEqual([
        { contactemail: '', email: 'ana.sousa@example.pt', principal: true, observation: '', mobile_phone: '+351 961 234 567' },
      ]);
      expect(entity?.addresses[0]).toMatchObject({ address: 'Rua Nova, 1', localidade: 'Fundão', village: '' });
    });

    it('generates a 10-character password when none is sent, answers it once, and it logs in', async () => {
      const created = await register('sem.senha@example.pt', null);
      expect(created.generated_password).toMatch(/^[A-Za-z0-9]{10}$/);
      expect(created.generated_password).toMatch(/[0-9]/);
      expect(created.generated_password).toMatch(/[A-Za-z]/);
      const login = await api.login('sem.senha@example.pt', created.generated_password ?? '');
      expect(login.token).not.toBe(false);
      const other = await register('sem.senha.2@example.pt', null);
      expect(other.generated_password).not.toBe(created.generated_password);
    });

    it('refuses a username already registered, in any case, with 409 username_exists', async () => {
      for (const email of ['cliente@estancia.pt', 'JOAO@estancia.pt']) {
        const response = await api.post('/app/entities', await registration(email, { password: 'Segredo#1' }));
        await expectError(response, 409, 'username_exists');
      }
    });

    it.each([
      ['an invalid e-mail', { info: { email: 'not-an-email', username: 'not-an-email' } }, /info\.email/],
      ['a name over 120 characters', { info: { name: 'x'.repeat(121) } }, /info\.name/],
      ['a missing name', { info: { name: '' } }, /info\.name/],
      ['terms not accepted', { info: { terms_checked: false } }, /info\.terms_checked/],
      ['an untransformed password', { info: { password: 'Segredo#1' } }, /info\.password/],
      ['a username other than the e-mail', { info: { username: 'outro@example.pt' } }, /info\.username/],
      ['a bad phone number', { contacts: [{ mobile_phone: 'call me' }] }, /contacts\.0\.mobile_phone/],
    ])('answers 400 naming the field for %s, and writes nothing', async (_case, change, field) => {
      const email = `invalido.${Math.random().toString(36).slice(2)}@example.pt`;
      const base = await registration(email, { password: 'Segredo#1' });
      const body = { ...base, ...change, info: { ...base.info, ...(change as { info?: object }).info } };
      const response = await api.post('/app/entities', body);
      expect(await expectError(response, 400, 'invalid_request')).toMatch(field);
      const [rows] = await db().select({ n: count() }).from(entities).where(eq(entities.email, email));
      expect(rows?.n).toBe(0);
    });
  });

  describe('GET entities/{companycode}/{id}', () => {
    it('answers the user themselves, in the contract\'s canonical shape, without any password', async () => {
      const response = await api.get(`/entities/${COMPANY}/${maria.id}`, maria.token);
      expect(response.status).toBe(200);
      const body: unknown = await response.json();
      expect(entityAnswer.parse(body)).toEqual(body);
      const entity = entityAnswer.parse(body).data[0];
      expect(entity?.info).toMatchObject({ name: 'Maria Fernandes', marketing: false, ativo: true, birthday: '1986-04-12' });
      expect(entity?.addresses[0]?.localidade).toBe('Fundão');
      expect(entity?.contacts[0]?.mobile_phone).toBe('+351 912 345 678');
      expect(JSON.stringify(body)).not.toMatch(/password|scrypt/);
    });

    it('answers a Colaborador for any entity of the company, 404 for none', async () => {
      expect((await api.get(`/entities/${COMPANY}/${maria.id}`, balcao.token)).status).toBe(200);
      await expectError(await api.get(`/entities/${COMPANY}/999999`, balcao.token), 404, 'not_found');
    });

    it('is 403 for another Cliente and for the site token', async () => {
      await expectError(await api.get(`/entities/${COMPANY}/${maria.id}`, joao.token), 403, 'forbidden');
      await expectError(await api.get(`/entities/${COMPANY}/${maria.id}`), 403, 'forbidden');
    });
  });

  describe('PUT entities', () => {
    it('lets the user change their own data; lists sent replace the stored ones', async () => {
      const created = await register('perfil@example.pt');
      const session = await api.login('perfil@example.pt', 'Segredo#1');
      if (session.token === false) throw new Error('login failed');
      const response = await api.put(
        '/entities',
        {
          id: created.id,
          info: { name: 'Rita Perfil', vat: '123456789', birthday: '1990-05-01', marketing: false, use_preferences: { language: 'es' } },
          addresses: [{ address: 'Largo do Município', localidade: 'Covilhã' }],
          contacts: [{ email: 'perfil@example.pt', mobile_phone: '+351 910 000 000' }],
          profile: { name: 'Cliente' },
        },
        session.token,
      );
      expect(response.status).toBe(200);
      const body: unknown = await response.json();
      const entity = entityAnswer.parse(body).data[0];
      expect(entity?.info).toMatchObject({
        name: 'Rita Perfil',
        vat: '123456789',
        birthday: '1990-05-01',
        marketing: false,
        use_preferences: { language: 'es' },
        email: 'perfil@example.pt',
      });
      expect(entity?.addresses).toHaveLength(1);
      expect(entity?.addresses[0]?.localidade).toBe('Covilhã');
      expect(JSON.stringify(body)).not.toMatch(/password|scrypt/);
      // The read shape itself can be sent back.
      const again = await api.put('/entities', entity, session.token);
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual(body);
    });

    it('is 403 for another Cliente and for the site token', async () => {
      await expectError(await api.put('/entities', { id: maria.id, info: { name: 'X' } }, joao.token), 403, 'forbidden');
      await expectError(await api.put('/entities', { id: maria.id, info: { name: 'X' } }), 403, 'forbidden');
    });

    it('a Cliente cannot change their profile or ativo; a Colaborador can', async () => {
      const created = await register('promover@example.pt');
      const session = await api.login('promover@example.pt', 'Segredo#1');
      if (session.token === false) throw new Error('login failed');
      await expectError(
        await api.put('/entities', { id: created.id, profile: { name: 'Colaborador' } }, session.token),
        403,
        'forbidden',
      );
      await expectError(await api.put('/entities', { id: created.id, info: { ativo: false } }, session.token), 403, 'forbidden');

      const promoted = await api.put('/entities', { id: created.id, profile: { name: 'Colaborador' } }, balcao.token);
      expect(promoted.status).toBe(200);
      expect(entityAnswer.parse(await promoted.json()).data[0]?.profile.name).toBe('Colaborador');
    });

    it('keeps usernames unique (409) and carries the username along with an e-mail change', async () => {
      const created = await register('mudar@example.pt');
      const session = await api.login('mudar@example.pt', 'Segredo#1');
      if (session.token === false) throw new Error('login failed');
      await expectError(
        await api.put('/entities', { id: created.id, info: { email: 'Cliente@Estancia.pt' } }, session.token),
        409,
        'username_exists',
      );
      const moved = await api.put('/entities', { id: created.id, info: { email: 'Mudado@Example.pt' } }, session.token);
      expect(moved.status).toBe(200);
      expect(entityAnswer.parse(await moved.json()).data[0]?.info).toMatchObject({
        username: 'mudado@example.pt',
        email: 'mudado@example.pt',
      });
      expect((await api.login('mudado@example.pt', 'Segredo#1')).token).not.toBe(false);
    });

    it('answers 400 naming the field for invalid data', async () => {
      const bad = await api.put('/entities', { id: maria.id, info: { email: 'nope' } }, maria.token);
      expect(await expectError(bad, 400, 'invalid_request')).toMatch(/info\.email/);
      const date = await api.put('/entities', { id: maria.id, info: { birthday: '1990-02-30' } }, maria.token);
      expect(await expectError(date, 400, 'invalid_request')).toMatch(/info\.birthday/);
    });

    it('a new password ends the user\'s other sessions but not the caller\'s', async () => {
      await register('senha@example.pt', 'Antiga#1');
      const first = await api.login('senha@example.pt', 'Antiga#1');
      const second = await api.login('senha@example.pt', 'Antiga#1');
      if (first.token === false || second.token === false) throw new Error('login failed');
      const id = first.user_info.id;

      const changed = await api.put('/entities', { id, info: { password: await transformPassword('Nova#2') } }, first.token);
      expect(changed.status).toBe(200);
      expect((await api.get(`/entities/${COMPANY}/${id}`, first.token)).status).toBe(200);
      await expectError(await api.get(`/entities/${COMPANY}/${id}`, second.token), 401, 'unauthorized');
      expect(await api.login('senha@example.pt', 'Antiga#1')).toEqual({ token: false });
      expect((await api.login('senha@example.pt', 'Nova#2')).token).not.toBe(false);
    });
  });

  describe('GET entities/lang/{companycode}/{code}', () => {
    it.each([
      ['pt', 1],
      ['en', 2],
      ['es', 3],
      ['fr', 4],
    ])('%s is language %i', async (code, id) => {
      const response = await api.get(`/entities/lang/${COMPANY}/${code}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ data: [{ id, code }] });
    });

    it('an unknown language is 404', async () => {
      await expectError(await api.get(`/entities/lang/${COMPANY}/de`), 404, 'not_found');
    });
  });

  it('stores only scrypt hashes (N=2^15, r=8, p=1 unless a test lowered it), and never answers one', async () => {
    // The production cost, for a registration through an app without the tests' cheaper setting.
    const production = testApi(testDb, { now: clock.now, scrypt: undefined });
    expect((await production.post('/app/entities', await registration('custo@example.pt', { password: 'Custo#1' }))).status).toBe(201);
    const rows = await db().select({ username: entities.username, hash: entities.passwordHash }).from(entities);
    expect(rows.length).toBeGreaterThan(Object.keys(ACCOUNT_SEEDS).length);
    const seeded = new Set([...Object.values(ACCOUNT_SEEDS).map((a) => a.username), 'custo@example.pt']);
    for (const row of rows) {
      expect(row.hash).toMatch(/^scrypt\$\d+\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
      if (seeded.has(row.username)) expect(row.hash.startsWith('scrypt$32768$8$1$')).toBe(true);
    }
    expect((await api.login('custo@example.pt', 'Custo#1')).token).not.toBe(false);

    const hash = rows.find((r) => r.username === 'cliente@estancia.pt')?.hash ?? '';
    const answers = await Promise.all([
      api.get(`/entities/${COMPANY}/${maria.id}`, maria.token),
      api.get(`/entities/${COMPANY}/${maria.id}`, balcao.token),
      api.put('/entities', { id: maria.id, info: { observation: 'cliente habitual' } }, balcao.token),
      api.post('/app/login', { companycode: COMPANY, username: 'cliente@estancia.pt', password: await transformPassword('Cliente#2026') }),
      api.get(`/store/order/client/${COMPANY}/${maria.id}`, maria.token),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      const text = await answer.text();
      expect(text).not.toContain(hash.split('$')[5] ?? 'never');
      expect(text).not.toMatch(/scrypt|password_hash|passwordHash/);
    }
  });
});
