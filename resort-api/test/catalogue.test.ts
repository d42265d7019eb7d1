import {
  type CatalogItem,
  FAMILY_PACK_CATEGORY,
  SLOPE_RENTAL_PRODUCT_ID,
  catalogListAnswer,
  productGroupListAnswer,
} from '@estancia/resort-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCents } from '../src/orders/arithmetic.ts';
import { COMPANY, type TestApi, expectError, testApi } from './support/accounts.ts';
import { ENGINES, SEED_NOW, type TestDatabase, openTestDatabase } from './support/databases.ts';

const LISTS = {
  forfait: '/estancia/forfait',
  equipamento: '/estancia/equipamento',
  pack: '/estancia/pack',
  activity: '/estancia/activity',
  voucher: '/estancia/voucher',
  aula: '/estancia/aula/info',
} as const;

describe.each(ENGINES)('catalogue on %s', (engine) => {
  let testDb: TestDatabase;
  let api: TestApi;
  const lists = {} as Record<keyof typeof LISTS, CatalogItem[]>;

  beforeAll(async () => {
    testDb = await openTestDatabase(engine);
    api = testApi(testDb, { now: () => SEED_NOW });
    for (const [kind, path] of Object.entries(LISTS) as Array<[keyof typeof LISTS, string]>) {
      const response = await api.get(`${path}/${COMPANY}`);
      expect(response.status).toBe(200);
      const body: unknown = await response.json();
      // What the API sends is already the contract's canonical shape.
      expect(catalogListAnswer.parse(body)).toEqual(body);
      lists[kind] = catalogListAnswer.parse(body).data;
    }
  });
  afterAll(() => testDb?.dispose());

  const ids = (items: readonly CatalogItem[]) => items.map((item) => item.id);
  const principal = (item: CatalogItem) => item.composicao.find((c) => c.principal);

  it('answers every list with its own kind of product, inactive and invisible ones included', () => {
    expect(ids(lists.forfait)).toEqual([11, 12, 13, 14]);
    expect(ids(lists.equipamento)).toEqual([21, 22, 23]);
    expect(ids(lists.pack)).toEqual([71, 72, 73]);
    expect(ids(lists.activity)).toEqual([90, 61, 62]);
    expect(ids(lists.voucher)).toEqual([81, 82]);
    expect(ids(lists.aula)).toEqual([31, 32, 33]);
    for (const [kind, items] of Object.entries(lists)) {
      for (const item of items) expect(item.kind).toBe(kind);
    }
  });

  it('gives each pass its pass price and its slope price, with exact net prices', () => {
    const pass = lists.forfait.find((item) => item.id === 11);
    expect(pass?.info.forfait).toEqual({ id: 11, price: '32.00', price_s_vat: '26.016', taxe: 23, category: 'Adulto' });
    expect(pass?.info.pista).toEqual({ id: SLOPE_RENTAL_PRODUCT_ID, price: '5.00', price_s_vat: '4.065', taxe: 23 });
    for (const item of lists.forfait) {
      expect(item.info.forfait?.price).toMatch(/^\d+\.\d{2}$/);
      expect(item.info.pista?.price).toBe('5.00');
    }
  });

  it('keeps the slope rental product 90 among the activities, typed other, for the reader to hide', () => {
    const slope = lists.activity.find((item) => item.id === SLOPE_RENTAL_PRODUCT_ID);
    expect(slope).toMatchObject({ tipo: 'other', activo: true, nome: 'Aluguer da Pista', total_liquido: '5.00', taxa_iva: 23 });
    expect(lists.activity.filter((item) => item.id !== SLOPE_RENTAL_PRODUCT_ID).every((item) => item.tipo === 'standard')).toBe(true);
  });

  it('prices equipment, activities and lessons with one value, lessons also in detail', () => {
    for (const item of [...lists.equipamento, ...lists.activity]) {
      expect(item.info.value?.price).toBe(principal(item)?.valores.preco_unitario);
    }
    const lunch = lists.activity.find((item) => item.id === 61);
    expect(lunch?.info.value).toEqual({ price: '16.50', price_s_vat: '14.602', taxe: 13 });
    for (const lesson of lists.aula) {
      expect(lesson.info.detail).toMatchObject({ duracao_min: 60, price: lesson.info.value?.price });
      expect(lesson.info.detail?.detail_price?.price).toBe(lesson.info.value?.price);
      expect([1, 2]).toContain(lesson.info.detail?.category);
    }
  });

  it('has packs of category Família and of others, each with pessoas and entries that sum to its price', () => {
    const family = lists.pack.filter((item) => item.info.category === FAMILY_PACK_CATEGORY);
    const others = lists.pack.filter((item) => item.info.category !== FAMILY_PACK_CATEGORY);
    expect(family.length).toBeGreaterThan(0);
    expect(others.length).toBeGreaterThan(0);
    for (const pack of [...lists.pack, ...lists.voucher]) {
      expect(pack.info.detail?.pessoas).toBeGreaterThan(0);
      const sum = pack.info.price.reduce((total, entry) => total + parseCents(entry.price ?? '0'), 0);
      expect(sum).toBe(parseCents(pack.total_liquido ?? ''));
    }
    const friends = lists.pack.find((item) => item.id === 72);
    expect(friends?.info.detail?.pessoas).toBe(3);
    expect(friends?.info.price.map((entry) => entry.type)).toEqual(['forfait', 'pista', 'equipamento']);
    expect(friends?.info.links).toEqual({ forfait: 11, equipamento: 21, aula: null });
  });

  it('flags the inactive, the invisible and the incomplete product', () => {
    const all = Object.values(lists).flat();
    expect(all.filter((item) => !item.activo).map((item) => item.id)).toEqual([14]);
    expect(all.filter((item) => !item.visible).map((item) => item.id)).toEqual([23]);
    const incomplete = all.filter((item) => {
      const main = principal(item);
      return !main || !main.codigo_iva || main.valores.preco_liquido === null;
    });
    expect(incomplete.map((item) => item.id)).toEqual([33]);
    for (const item of all.filter((i) => i.id !== 33)) {
      expect(principal(item)).toMatchObject({ codigo_iva: expect.stringMatching(/^(NOR|INT|RED)$/) });
      expect(principal(item)?.descricao.nome).not.toBe('');
    }
  });

  it('has pt texts with partial translations by language id', () => {
    const pass = lists.forfait.find((item) => item.id === 11);
    expect(pass?.info.name).toBe('Forfait 1 dia');
    expect(pass?.info.language['2']).toMatchObject({ name: '1-day lift pass', category: 'Adult' });
    expect(pass?.info.language['3']).toMatchObject({ name: 'Forfait 1 día' });
    expect(pass?.info.language['3']?.description).toBeUndefined();
    const snowboard = lists.equipamento.find((item) => item.id === 22);
    expect(snowboard?.info.language['4']).toBeUndefined();
    expect(principal(snowboard as CatalogItem)?.descricao.language['2']).toMatchObject({ nome: 'Snowboard equipment' });
  });

  it('describes products with categories, brands, feature groups and documents', () => {
    const lesson = lists.aula.find((item) => item.id === 31);
    expect(lesson?.caracteristicas).toEqual([
      expect.objectContaining({
        nome: 'Nível',
        valores: [
          expect.objectContaining({ valor: 'Iniciação' }),
          expect.objectContaining({ valor: 'Intermédio' }),
          expect.objectContaining({ valor: 'Avançado' }),
        ],
      }),
    ]);
    expect(lists.equipamento.find((item) => item.id === 21)?.marcas.map((b) => b.nome)).toEqual(['Rossignol', 'Salomon']);
    expect(lists.voucher.find((item) => item.id === 81)?.documentos[0]?.link).toBe('/devolucao-e-reembolso');
    expect(lists.pack.find((item) => item.id === 71)?.categorias.map((c) => c.nome)).toEqual(['Neve', 'Família']);
  });

  it('links pictures the image service serves', async () => {
    const links = new Set(
      Object.values(lists)
        .flat()
        .flatMap((item) => [...item.imagens.map((image) => image.link), ...item.composicao.flatMap((c) => c.multimedia.link_images)]),
    );
    expect(links.size).toBeGreaterThan(3);
    for (const link of links) {
      const response = await api.get(link, null);
      expect({ link, status: response.status, type: response.headers.get('content-type') }).toEqual({ link, status: 200, type: 'image/jpeg' });
    }
  });

  describe('one product', () => {
    it('by id and by slug, alone in data', async () => {
      const byId = await api.get(`/store/product/${COMPANY}/12`);
      expect(byId.status).toBe(200);
      const item = catalogListAnswer.parse(await byId.json()).data;
      expect(item.map((i) => [i.id, i.info.slug])).toEqual([[12, 'forfait-2-dias-adulto']]);
      const bySlug = await api.get(`/store/product/slug/${COMPANY}/forfait-2-dias-adulto`);
      expect(bySlug.status).toBe(200);
      expect(catalogListAnswer.parse(await bySlug.json()).data).toEqual(item);
    });

    it('an unknown product is a 404, a malformed id or slug a 400', async () => {
      expect(await expectError(await api.get(`/store/product/${COMPANY}/9999`), 404, 'not_found')).toMatch(/9999/);
      expect(await expectError(await api.get(`/store/product/slug/${COMPANY}/no-such-product`), 404, 'not_found')).toMatch(/no-such-product/);
      expect(await expectError(await api.get(`/store/product/${COMPANY}/abc`), 400, 'invalid_request')).toMatch(/id/);
      expect(await expectError(await api.get(`/store/product/slug/${COMPANY}/Not_A_Slug`), 400, 'invalid_request')).toMatch(/slug/);
    });

    it('lesson info by id answers lessons only', async () => {
      const response = await api.get(`/estancia/aula/info/${COMPANY}/32`);
      expect(response.status).toBe(200);
      expect(catalogListAnswer.parse(await response.json()).data.map((i) => [i.id, i.info.detail?.category])).toEqual([[32, 2]]);
      await expectError(await api.get(`/estancia/aula/info/${COMPANY}/11`), 404, 'not_found');
    });
  });

  describe('product groups', () => {
    it('lists the tariff cards in order, with translations, and each group\'s products', async () => {
      const response = await api.get(`/estancia/grupos/${COMPANY}`);
      expect(response.status).toBe(200);
      const groups = productGroupListAnswer.parse(await response.json()).data;
      expect(groups.map((g) => g.codgrupo)).toEqual(['FORFAIT', 'EQUIPAMENTO', 'PACK', 'ATIVIDADE', 'AULA', 'VOUCHER']);
      expect(groups[0]).toMatchObject({ nome: 'Forfaits', translate: { '2': 'Lift passes' }, imagem: '/images/banners/ski.jpg' });
      const packs = await api.get(`/estancia/grupos/${COMPANY}/PACK`);
      expect(ids(catalogListAnswer.parse(await packs.json()).data)).toEqual([71, 72, 73]);
    });

    it('an unknown group is a 404', async () => {
      expect(await expectError(await api.get(`/estancia/grupos/${COMPANY}/NOPE`), 404, 'not_found')).toMatch(/NOPE/);
    });
  });

  it('GET /openapi.json describes the catalogue, order and payment calls', async () => {
    const response = await api.get('/openapi.json', null);
    expect(response.status).toBe(200);
    const doc = (await response.json()) as { paths: Record<string, Record<string, { security?: unknown[] }>> };
    for (const path of [
      ...Object.values(LISTS).map((list) => `${list}/{companycode}`),
      '/estancia/aula/info/{companycode}/{id}',
      '/store/product/{companycode}/{id}',
      '/store/product/slug/{companycode}/{slug}',
      '/estancia/grupos/{companycode}',
      '/estancia/grupos/{companycode}/{codgrupo}',
      '/store/order/payment/{companycode}/{key}',
      '/store/payment/checkout/',
      '/store/purchase/payment',
      '/qr/history',
      '/qr/history/get',
    ]) {
      expect(Object.values(doc.paths[path] ?? {}).map((op) => op.security)).toEqual([expect.any(Array)]);
    }
    expect(Object.keys(doc.paths['/store/order'] ?? {}).sort()).toEqual(['patch', 'post', 'put']);
    // Providers sign their notifications instead of sending a bearer.
    expect(doc.paths['/store/payment/notification/status/']?.['post']?.security).toBeUndefined();
  });

  it('an unknown company is a 404 and a call without a token a 401', async () => {
    await expectError(await api.get('/estancia/forfait/acme'), 404, 'not_found');
    await expectError(await api.get(`/estancia/forfait/${COMPANY}`, null), 401, 'unauthorized');
  });
});
