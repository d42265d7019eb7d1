import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toResortDate } from '../src/lib/time.ts';
import { type RunningResortApi, startResortApi } from '../src/server.ts';
import { SITE_TOKEN, type TestApi, testApi } from './support/accounts.ts';
import { type TestDatabase, openTestDatabase } from './support/databases.ts';
import { DESK_SECRET, HOUR, type Who, deskFixture } from './support/desk.ts';
import { FeedClient } from './support/feed-client.ts';
import { silentLogger } from './support/logger.ts';

/**
 * The desk's arrivals on the realtime channel's feed (contract desk-day.ts checkInChangeSchema):
 * a reader that asked for chegadas hears each booking checked in, at commit; others hear nothing.
 */
describe('check-ins on the feed', () => {
  let testDb: TestDatabase;
  let server: RunningResortApi;
  let api: TestApi;
  let staff: Who;
  const opened: FeedClient[] = [];
  const desk = deskFixture(
    () => api,
    () => testDb.database.db,
  );

  beforeAll(async () => {
    testDb = await openTestDatabase('pglite');
    server = await startResortApi({
      env: {},
      config: { port: 0, pgliteDir: 'memory://', publicSiteToken: SITE_TOKEN, paymentNotificationSecret: DESK_SECRET },
      database: testDb.database,
      logger: silentLogger,
    });
    // The calls go to the started server's own app, so its feed hears their commits.
    api = testApi(testDb, { config: { publicSiteToken: SITE_TOKEN, paymentNotificationSecret: DESK_SECRET } });
    staff = await api.session('balcao');
  });
  afterAll(async () => {
    for (const client of opened) client.close();
    await server?.close();
    await testDb?.dispose();
  });

  it('sends each booking checked in to readers of chegadas for its day, and nothing to the others', async () => {
    const sale = await desk.book({ startsAt: new Date(Date.now() + 50 * HOUR), entrance: 1 });
    const dia = toResortDate(sale.slot.startsAt);
    const [arrivals, otherDay, seatsOnly] = await Promise.all([
      FeedClient.ready(server.url, SITE_TOKEN, { chegadas: true, dia }),
      FeedClient.ready(server.url, SITE_TOKEN, { chegadas: true, encomendas: true, dia: '2030-01-01' }),
      FeedClient.ready(server.url, SITE_TOKEN, { lugares: true, encomendas: true, dia }),
    ]);
    opened.push(arrivals, otherDay, seatsOnly);
    const response = await api.post('/desk/checkin', { codigo: sale.code, dia }, staff.token);
    expect(response.status).toBe(200);
    const first = await arrivals.next('chegada', { where: (m) => m.data.id_encomenda === sale.order.id && m.data.id_stock === null });
    const second = await arrivals.next('chegada', { where: (m) => m.data.id_encomenda === sale.order.id && m.data.id_stock === sale.slot.id });
    expect(first.message.data).toEqual({ id_encomenda: sale.order.id, id_stock: null, id_prod: 51, dia });
    expect(second.message.data).toEqual({ id_encomenda: sale.order.id, id_stock: sale.slot.id, id_prod: sale.slot.productId, dia });
    // A later sale's payment reaches both other readers; a chegada sent to them would have come before it.
    const later = await desk.book({ startsAt: new Date(Date.now() + 52 * HOUR) });
    for (const reader of [otherDay, seatsOnly]) {
      await reader.next('pagamento', { where: (m) => m.data.id_encomenda === later.order.id });
      expect(reader.messages.map((m) => m.message.type)).not.toContain('chegada');
    }
  });
});
