import {
  type BannerItem,
  type MenuChild,
  bannerListAnswer,
  structureAnswer,
} from '@estancia/resort-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { ApiApp } from '../src/http/env.ts';
import { ENGINES, SEED_NOW, type TestDatabase, openTestDatabase } from './support/databases.ts';
import { memoryLogger } from './support/logger.ts';

const TOKEN = 'test-site-token';
const BANNERS = '/web/content/type/estancia/banner';
const STRUCTURE_PATHS = ['/web/structure/estancia/1', '/structure/estancia/1'] as const;
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?[+-]\d{2}:\d{2}$/;

const titleOf = (banner: BannerItem) => banner.content[0]?.title;
const flatten = (entries: MenuChild[]): MenuChild[] => entries.flatMap((e) => [e, ...flatten(e.children)]);

describe.each(ENGINES)('resort-api on %s', (engine) => {
  let testDb: TestDatabase;
  let app: ApiApp;
  const log = memoryLogger();

  beforeAll(async () => {
    testDb = await openTestDatabase(engine);
    app = buildApp({ db: testDb.database.db, config: { publicSiteToken: TOKEN }, logger: log.logger });
  });
  afterAll(() => testDb?.dispose());

  const get = (path: string, token: string | null = TOKEN) =>
    app.request(path, { headers: token === null ? {} : { authorization: `Bearer ${token}` } });

  async function banners(): Promise<BannerItem[]> {
    const response = await get(BANNERS);
    expect(response.status).toBe(200);
    return bannerListAnswer.parse(await response.json()).data;
  }

  describe('GET web/content/type/{companycode}/banner', () => {
    it('answers every banner of the company, in info.order, exactly in the contract’s canonical shape', async () => {
      const response = await get(BANNERS);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      const body: unknown = await response.json();
      const parsed = bannerListAnswer.parse(body);
      // Parsing changes nothing: what the API sends is already canonical.
      expect(parsed).toEqual(body);
      expect(parsed.data).toHaveLength(testDb.seeded.banners);
      expect(parsed.data.length).toBeGreaterThanOrEqual(4);
      const orders = parsed.data.map((b) => b.info.order ?? 0);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
      // The welcome slide was inserted last but has order 0: ordered by info.order, not by id.
      expect(titleOf(parsed.data[0] as BannerItem)).toBe('Bem-vindo à Estância');
      expect(parsed.data[0]?.info.button).toBe(false);
      for (const banner of parsed.data) {
        expect(banner.info.type).toBe('banner');
        expect(banner.content).toHaveLength(1);
      }
    });

    it('includes the expired and the scheduled banners with their dates: the reader filters (spec 000 §4)', async () => {
      const all = await banners();
      const now = SEED_NOW.getTime();
      const expired = all.filter((b) => b.info.date.avaiable && Date.parse(b.info.date.avaiable) < now);
      const scheduled = all.filter((b) => b.info.date.published && Date.parse(b.info.date.published) > now);
      expect(expired.map(titleOf)).toEqual(['Carnaval na neve']);
      expect(scheduled.map(titleOf)).toEqual(['Abertura da época de verão']);
      // Seeded 30 days before "now" and 21 days after it, at whole hours.
      expect(expired[0]?.info.date.avaiable).toBe('2025-12-16T10:00:00+00:00');
      expect(scheduled[0]?.info.date.published).toBe('2026-02-05T10:00:00+00:00');
    });

    it('emits time stamps as ISO 8601 with the Europe/Lisbon offset (winter +00:00, summer +01:00)', async () => {
      const all = await banners();
      const stamps = all.flatMap((b) => Object.values(b.info.date)).filter((v): v is string => v !== null);
      expect(stamps.length).toBeGreaterThan(all.length * 2);
      for (const stamp of stamps) expect(stamp).toMatch(ISO_WITH_OFFSET);
      const summer = all.find((b) => titleOf(b) === 'Abertura da época de verão');
      // 120 days after 15 January: 15 May, in summer time.
      expect(summer?.info.date.avaiable).toBe('2026-05-15T11:00:00+01:00');
    });

    it('keeps empty and missing translations as stored, for the reader’s pt fallback', async () => {
      const all = await banners();
      const aquapark = all.find((b) => titleOf(b) === 'Aquapark e Spa termal')?.content[0];
      expect(aquapark?.language['2']).toEqual({
        title: '',
        subtitle: 'Heated pools, jacuzzis and a water circuit to unwind after the snow.',
      });
      expect(aquapark?.language['3']?.title).toBe('Aquapark y Spa termal');
      expect(aquapark?.language['4']).toEqual({ title: '', subtitle: '' });
      const summer = all.find((b) => titleOf(b) === 'Abertura da época de verão')?.content[0];
      expect(summer?.language['4']).toBeUndefined();
      const welcome = all.find((b) => titleOf(b) === 'Bem-vindo à Estância')?.content[0];
      expect(welcome?.language['4']).toBeNull();
    });

    it('has slides with and without an image, an external link, an internal page and several alignments', async () => {
      const blocks = (await banners()).map((b) => b.content[0]);
      expect(blocks.some((b) => b?.media?.image.length === 0)).toBe(true);
      expect(blocks.some((b) => b?.media?.image[0]?.link === '/images/banners/ski.jpg')).toBe(true);
      expect(blocks.some((b) => /^https:\/\//.test(b?.connection?.link ?? ''))).toBe(true);
      expect(blocks.some((b) => typeof b?.connection?.id === 'number')).toBe(true);
      expect(new Set(blocks.map((b) => `${b?.align?.vertical}/${b?.align?.horizontal}`)).size).toBeGreaterThan(3);
    });
  });

  describe('GET web/structure/{companycode}/1 and structure/{companycode}/1', () => {
    it.each(STRUCTURE_PATHS)('%s answers the structures, the principal one first, with nested entries', async (path) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      const body: unknown = await response.json();
      const { data } = structureAnswer.parse(body);
      expect(structureAnswer.parse(body)).toEqual(body);

      const [main, ...others] = data;
      expect(main?.info).toEqual({ principal: true, name: 'Menu principal' });
      expect(others.every((s) => !s.info.principal)).toBe(true);

      const top = main?.content.childs ?? [];
      expect(top.map((e) => e.title)).toEqual([
        'A Estância',
        'Neve / Ski',
        'Aquapark / Spa',
        'Notícias',
        'Galeria',
        'Contactos',
        'Loja',
        'Livro de Reclamações',
      ]);
      const resort = top[0];
      expect(resort?.children.map((e) => e.title)).toEqual(['Apresentação geral', 'Visita virtual', 'Regulamento interno']);
      for (const child of resort?.children ?? []) expect(child.parent).toBe(resort?.id);
      expect(top.every((e) => e.parent === null)).toBe(true);

      const all = flatten(top);
      expect(all.find((e) => e.title === 'Notícias')?.slug).toBe('article/all');
      expect(all.find((e) => e.title === 'Loja')?.link).toBe('/store');
      expect(all.find((e) => e.title === 'Livro de Reclamações')?.link).toBe('https://www.livroreclamacoes.pt');
      expect(all.find((e) => e.title === 'Contactos')?.id_content).toBe(91);
      // Translations in four languages, some deliberately empty.
      expect(resort?.language).toEqual({ '2': { title: 'The Resort' }, '3': { title: 'La Estancia' }, '4': { title: '' } });
      expect(all.filter((e) => e.language['4']?.title === '').length).toBeGreaterThan(1);
    });

    it('answers the same on both paths', async () => {
      const [web, alias] = await Promise.all(STRUCTURE_PATHS.map(async (path) => (await get(path)).json()));
      expect(alias).toEqual(web);
    });
  });

  describe('authorization (spec 000 §6, §7)', () => {
    it.each([BANNERS, ...STRUCTURE_PATHS])('%s without a token is 401 with a JSON error', async (path) => {
      const response = await get(path, null);
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(await response.json()).toEqual({ error: { code: 'unauthorized', message: expect.any(String) } });
    });

    it('a wrong token, or another scheme, is 401', async () => {
      const wrong = await get(BANNERS, 'not-the-site-token');
      expect(wrong.status).toBe(401);
      expect(await wrong.json()).toEqual({ error: { code: 'unauthorized', message: 'Invalid bearer token' } });
      const basic = await app.request(BANNERS, { headers: { authorization: `Basic ${TOKEN}` } });
      expect(basic.status).toBe(401);
    });

    it('accepts the scheme name in any case', async () => {
      const response = await app.request(BANNERS, { headers: { authorization: `bearer ${TOKEN}` } });
      expect(response.status).toBe(200);
    });

    it('keeps unknown routes behind the token too', async () => {
      expect((await get('/web/content/nothing/here', null)).status).toBe(401);
    });
  });

  describe('errors', () => {
    it.each([
      '/web/content/type/acme/banner',
      '/web/structure/acme/1',
      '/structure/acme/1',
    ])('%s: an unknown company code is 404', async (path) => {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'Unknown company code "acme"' } });
    });

    it.each([
      '/web/content/type/bad%20code!/banner',
      `/web/structure/${'x'.repeat(65)}/1`,
      '/structure/-estancia/1',
    ])('%s: a malformed company code is 400 naming the parameter', async (path) => {
      const response = await get(path);
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('invalid_request');
      expect(body.error.message).toMatch(/^Invalid path parameter: companycode must be a company code/);
    });

    it('an unknown route is 404 in the same JSON shape', async () => {
      const response = await get('/web/content/type/estancia/nothing-here');
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        error: { code: 'not_found', message: 'No route for GET /web/content/type/estancia/nothing-here' },
      });
    });
  });

  describe('public endpoints', () => {
    it('GET /health/live and /health/ready answer without a token', async () => {
      for (const path of ['/health/live', '/health/ready']) {
        const response = await get(path, null);
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({ status: 'ok' });
      }
    });

    it('GET /openapi.json describes both calls, the alias and the bearer scheme (OpenAPI 3.1)', async () => {
      const response = await get('/openapi.json', null);
      expect(response.status).toBe(200);
      const doc = (await response.json()) as {
        openapi: string;
        paths: Record<string, { get?: { security?: unknown; responses: Record<string, unknown> } }>;
        components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
      };
      expect(doc.openapi).toBe('3.1.0');
      expect(Object.keys(doc.paths)).toEqual(
        expect.arrayContaining([
          '/web/content/type/{companycode}/banner',
          '/web/structure/{companycode}/1',
          '/structure/{companycode}/1',
          '/health/live',
          '/health/ready',
        ]),
      );
      expect(doc.components.securitySchemes['bearerAuth']).toEqual(
        expect.objectContaining({ type: 'http', scheme: 'bearer' }),
      );
      const banners = doc.paths['/web/content/type/{companycode}/banner']?.get;
      expect(banners?.security).toEqual([{ bearerAuth: [] }]);
      expect(Object.keys(banners?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '401', '404', '500']));
      expect(doc.paths['/health/live']?.get?.security).toBeUndefined();
      expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(['MenuEntry', 'Error']));
    });

    it('GET /openapi.json describes the account, order and mail calls, each behind the bearer token', async () => {
      const doc = (await (await get('/openapi.json', null)).json()) as {
        paths: Record<string, Record<string, { security?: unknown; responses: Record<string, unknown>; requestBody?: unknown }>>;
      };
      const calls: Array<[string, string, string[]]> = [
        ['post', '/app/login', ['200', '400', '401']],
        ['post', '/app/logout', ['200', '401', '403']],
        ['get', '/app/entities/username/{companycode}/{username}', ['200', '404']],
        ['post', '/app/entities', ['201', '400', '409']],
        ['get', '/entities/{companycode}/{id}', ['200', '403', '404']],
        ['put', '/entities', ['200', '400', '403', '409']],
        ['get', '/entities/lang/{companycode}/{code}', ['200', '404']],
        ['get', '/entities/password/recovery/{companycode}/{email}', ['200', '404']],
        ['post', '/entities/password/recovery', ['200', '410']],
        ['get', '/store/order/client/{companycode}/{userId}', ['200', '403']],
        ['get', '/get/order/id/encomenda//{id}', ['200', '403', '404']],
        ['get', '/get/order/id/encomenda/{id}', ['200', '403', '404']],
        ['post', '/mail', ['200', '400', '502']],
      ];
      for (const [method, path, statuses] of calls) {
        const operation = doc.paths[path]?.[method];
        expect(operation, `${method} ${path}`).toBeDefined();
        expect(operation?.security).toEqual([{ bearerAuth: [] }]);
        expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining([...statuses, '500']));
        if (method !== 'get' && path !== '/app/logout') expect(operation?.requestBody).toBeDefined();
      }
    });
  });

  it('logs each request with method, path, status and duration', async () => {
    await get('/health/live', null);
    const line = log.lines().find((l) => l['msg'] === 'request' && l['path'] === '/health/live');
    expect(line).toEqual(expect.objectContaining({ method: 'GET', status: 200, ms: expect.any(Number) }));
  });

  // Last: it closes the database.
  it('answers 500 without internals when something unexpected fails, and logs it; readiness turns 503', async () => {
    await testDb.dispose();
    const response = await get(BANNERS);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: { code: 'internal_error', message: 'Internal server error' } });
    expect(log.lines().some((l) => l['msg'] === 'unhandled error' && l['err'] !== undefined)).toBe(true);

    const ready = await get('/health/ready', null);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ error: { code: 'not_ready', message: 'The database does not answer' } });
  });
});
