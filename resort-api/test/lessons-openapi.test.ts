import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, openTestDatabase } from './support/databases.ts';
import { type TestApi, testApi } from './support/accounts.ts';

/** The lesson calls are in the published contract, with their query and body shapes. */
describe('the lesson calls in GET /openapi.json', () => {
  let testDb: TestDatabase;
  let api: TestApi;
  beforeAll(async () => {
    testDb = await openTestDatabase('pglite');
    api = testApi(testDb);
  });
  afterAll(() => testDb?.dispose());

  it('describes the free events with their filters, one event, booking, cancelling and the purchase codes', async () => {
    const doc = (await (await api.get('/openapi.json', null)).json()) as {
      paths: Record<string, Record<string, { parameters?: Array<{ name: string; in: string }>; requestBody?: unknown; security?: unknown }>>;
    };
    const free = doc.paths['/estancia/aula/event/available/{companycode}/free']?.get;
    expect(free?.parameters?.filter((p) => p.in === 'query').map((p) => p.name).sort()).toEqual(['ate', 'categoria', 'desde', 'dia', 'instrutor']);
    expect(doc.paths['/estancia/aula/event/{companycode}/{id}']?.get).toBeDefined();
    expect(doc.paths['/estancia/aula/event/client']?.post?.requestBody).toBeDefined();
    expect(doc.paths['/estancia/aula/event']?.put?.requestBody).toBeDefined();
    expect(Object.keys(doc.paths['/store/purchase/payment/code/{n}'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(free?.security).toBeDefined();
  });
});
