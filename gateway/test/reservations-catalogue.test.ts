import { TZDate } from '@date-fns/tz';
import { formatCents, lineAmounts, parseMillis, serviceProductsAnswer, timerSettingsAnswer, type ServiceProduct } from '@estancia/resort-contract';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  fetchCollisions,
  fetchCountdown,
  fetchDayData,
  fetchEventData,
  fetchGroupServices,
  fetchServiceProduct,
  fetchSlotPrice,
  fetchStockById,
  fetchStockByEvent,
  fetchStocksOfDay,
  fetchTimerSettings,
} from '../src/modules/reservations/upstream.ts';
import { UpstreamClient } from '../src/upstream/client.ts';
import { PublicReadCache } from '../src/upstream/public-cache.ts';
import { UpstreamReader } from '../src/upstream/reader.ts';
import { startTestGateway, type TestGateway } from './harness.ts';

/**
 * Services, slots, entrance tickets and timer settings (spec 002 §2, §3, §4, §9), read through the
 * gateway from the real resort-api and checked against the resort-api's own answers.
 */

const LISBON = 'Europe/Lisbon';
const dayOf = (instant: Date): string => {
  const zoned = new TZDate(instant.getTime(), LISBON);
  return `${zoned.getFullYear()}-${String(zoned.getMonth() + 1).padStart(2, '0')}-${String(zoned.getDate()).padStart(2, '0')}`;
};
const plusDays = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const lisbonAt = (date: string, hour: number, minute: number): Date => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(TZDate.tz(LISBON, y, m - 1, d, hour, minute).getTime());
};

async function upstream(path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(new URL(path, inject('resortApiUrl')), {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: 'Bearer dev-public-site-token', 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`resort API ${path}: ${response.status}`);
  return response.json();
}

/** The resort-api's slots of a product on a day, as it answers them. */
async function upstreamDay(productId: number, date: string): Promise<ServiceProduct | undefined> {
  const [ano, mes, dia] = date.split('-').map(Number);
  const answer = serviceProductsAnswer.parse(await upstream('platform/products/cache/get/data', { id_prod: productId, ano, mes, dia, 'stocks.visible': true, 'stocks.activo': true }));
  return answer.data.find((product) => product.id === productId);
}

interface SlotAnswer {
  id: string;
  databaseId: number;
  date: string;
  startsAt: string;
  endsAt: string;
  startTime: string;
  endTime: string;
  period: 'MORNING' | 'AFTERNOON';
  capacity: number;
  remaining: number;
  price: { amount: string };
}
const SLOT_FIELDS = 'id databaseId date startsAt endsAt startTime endTime period capacity remaining price { amount }';

describe('reservations catalogue (spec 002 §2, §3)', () => {
  let gateway: TestGateway;
  const today = dayOf(new Date());
  const day = plusDays(today, 2);
  beforeAll(async () => {
    gateway = await startTestGateway();
  });
  afterAll(() => gateway.close());

  it('lists the services of each group with localized names, and never an entrance ticket', async () => {
    const query = 'query($g: ServiceGroupCode) { services(group: $g) { databaseId group name note } }';
    const spa = await gateway.query<{ services: { databaseId: number; group: string; name: string }[] }>(query, { variables: { g: 'SPA' } });
    const spaEn = await gateway.query<{ services: { databaseId: number; name: string }[] }>(query, { variables: { g: 'SPA' }, language: 'en' });
    const wel = await gateway.query<{ services: { databaseId: number; group: string; name: string }[] }>(query, { variables: { g: 'WEL' } });
    const all = await gateway.query<{ services: { databaseId: number }[] }>(query);
    expect(spa.errors).toBeUndefined();
    expect(spa.data?.services.map((s) => s.name)).toContain('Circuito termal');
    expect(spaEn.data?.services.map((s) => s.name)).toContain('Thermal circuit');
    expect(spa.data?.services.every((s) => s.group === 'SPA')).toBe(true);
    expect(wel.data?.services.map((s) => s.name)).toContain('Massagem relaxante');
    expect(wel.data?.services.every((s) => s.group === 'WEL')).toBe(true);
    expect(spa.data?.services.map((s) => s.databaseId)).not.toContain(51);
    expect(all.data?.services.map((s) => s.databaseId).sort()).toEqual([...(spa.data?.services ?? []), ...(wel.data?.services ?? [])].map((s) => s.databaseId).sort());
  });

  it('reads one service with its price with VAT computed exactly from the net price', async () => {
    const answer = await gateway.query<{
      service: { name: string; note: string; description: string; durationMinutes: number; netPrice: { amount: string }; price: { amount: string }; vatRate: number; images: { url: string }[] };
    }>('query { service(databaseId: 41) { name(locale: EN) note description durationMinutes netPrice { amount } price { amount } vatRate images { url } } }');
    expect(answer.errors).toBeUndefined();
    const service = answer.data?.service;
    expect(service).toMatchObject({ name: 'Thermal circuit', durationMinutes: 120, vatRate: 23 });
    expect(service?.description).toContain('<p>');
    expect(service?.images.length).toBeGreaterThanOrEqual(2);
    const gross = lineAmounts(parseMillis(service?.netPrice.amount ?? ''), 1, 23).grossCents;
    expect(service?.price.amount).toBe(formatCents(gross));
  });

  it('answers null for an unknown service or a ticket asked as a service, and refuses a bad id', async () => {
    const answer = await gateway.query<{ a: null; b: null }>('query { a: service(databaseId: 999999) { name } b: service(databaseId: 51) { name } }');
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({ a: null, b: null });
    const bad = await gateway.query('query { service(databaseId: 0) { name } }');
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('gives the slots of a day in start order with the seats left the resort counts', async () => {
    const answer = await gateway.query<{ service: { slots: SlotAnswer[] } }>(`query($d: Date!) { service(databaseId: 41) { slots(date: $d) { ${SLOT_FIELDS} } } }`, { variables: { d: day } });
    expect(answer.errors).toBeUndefined();
    const slots = answer.data?.service.slots ?? [];
    const upstreamSlots = (await upstreamDay(41, day))?.details ?? [];
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.map((s) => s.databaseId).sort()).toEqual(upstreamSlots.map((s) => s.id_event).sort());
    for (const slot of slots) {
      const source = upstreamSlots.find((s) => s.id_event === slot.databaseId);
      expect(slot).toMatchObject({ date: day, capacity: source?.capacidade, remaining: source?.disponivel, startTime: source?.validade_data_hora_ini, endTime: source?.validade_data_hora_fim });
      expect(Date.parse(slot.startsAt)).toBe(Date.parse(source?.inicio ?? ''));
      expect(slot.startsAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.000[+-]\d{2}:\d{2}$/);
      const gross = lineAmounts(parseMillis(source?.preco_liquido ?? ''), 1, 23).grossCents;
      expect(slot.price.amount).toBe(formatCents(gross));
    }
    const starts = slots.map((s) => Date.parse(s.startsAt));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it('splits wellness slots into morning and afternoon at hour 12 in Lisbon (spec 002 §2)', async () => {
    const answer = await gateway.query<{ service: { group: string; slots: SlotAnswer[] } }>(`query($d: Date!) { service(databaseId: 42) { group slots(date: $d) { ${SLOT_FIELDS} } } }`, { variables: { d: day } });
    const slots = answer.data?.service.slots ?? [];
    expect(answer.data?.service.group).toBe('WEL');
    expect(new Set(slots.map((s) => s.period))).toEqual(new Set(['MORNING', 'AFTERNOON']));
    for (const slot of slots) expect(slot.period).toBe(Number(slot.startTime.slice(0, 2)) < 12 ? 'MORNING' : 'AFTERNOON');
  });

  it('answers no slots for a past day and refuses a day that is not one', async () => {
    const past = await gateway.query<{ service: { slots: SlotAnswer[] } }>('query($d: Date!) { service(databaseId: 41) { slots(date: $d) { id } } }', { variables: { d: plusDays(today, -1) } });
    expect(past.errors).toBeUndefined();
    expect(past.data?.service.slots).toEqual([]);
    const far = await gateway.query<{ service: { slots: SlotAnswer[] } }>('query { service(databaseId: 41) { slots(date: "2999-01-01") { id } } }');
    expect(far.data?.service.slots).toEqual([]);
    for (const bad of ['2026-02-30', '24/12/2026', '']) {
      const answer = await gateway.query('query($d: Date!) { service(databaseId: 41) { slots(date: $d) { id } } }', { variables: { d: bad } });
      expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(answer.errors?.[0]?.message).toMatch(/YYYY-MM-DD/);
    }
  });

  it('lists the days of a range with a free seat, never a past one, and refuses bad ranges', async () => {
    const query = 'query($f: Date!, $t: Date!) { service(databaseId: 42) { availableDays(from: $f, to: $t) } }';
    const answer = await gateway.query<{ service: { availableDays: string[] } }>(query, { variables: { f: plusDays(today, -5), t: plusDays(today, 13) } });
    expect(answer.errors).toBeUndefined();
    const days = answer.data?.service.availableDays ?? [];
    expect(days).toContain(day);
    expect(days).toEqual([...days].sort());
    expect(days.every((d) => d >= today && d <= plusDays(today, 13))).toBe(true);
    const past = await gateway.query<{ service: { availableDays: string[] } }>(query, { variables: { f: plusDays(today, -20), t: plusDays(today, -1) } });
    expect(past.data?.service.availableDays).toEqual([]);
    // A person picks these ranges in a calendar: the message is in their language.
    const tooLong = await gateway.query(query, { variables: { f: today, t: plusDays(today, 92) } });
    expect(tooLong.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', reason: 'DATE_RANGE_TOO_LONG' }, message: 'Escolha um intervalo de no máximo 92 dias.' });
    const reversed = await gateway.query(query, { variables: { f: plusDays(today, 3), t: today }, language: 'en' });
    expect(reversed.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', reason: 'DATE_RANGE_REVERSED' }, message: 'The first day cannot be after the last day.' });
    const longest = await gateway.query(query, { variables: { f: today, t: plusDays(today, 91) } });
    expect(longest.errors).toBeUndefined();
  });

  it('lists the entrance tickets with their localized names, price and picture', async () => {
    const query = 'query { entranceTickets { id databaseId name note price { amount } vatRate image { url } } }';
    const pt = await gateway.query<{ entranceTickets: { databaseId: number; name: string; vatRate: number; image: { url: string } | null }[] }>(query);
    const en = await gateway.query<{ entranceTickets: { databaseId: number; name: string }[] }>(query, { language: 'en' });
    expect(pt.errors).toBeUndefined();
    expect(pt.data?.entranceTickets.map((t) => t.databaseId)).toEqual(expect.arrayContaining([51, 52, 53]));
    expect(pt.data?.entranceTickets.find((t) => t.databaseId === 51)).toMatchObject({ name: 'Entrada Aquapark', vatRate: 6, image: { url: expect.any(String) } });
    expect(en.data?.entranceTickets.find((t) => t.databaseId === 51)?.name).toBe('Aquapark entrance');
  });

  it('tells how holds behave, from the resort timer settings', async () => {
    const settings = timerSettingsAnswer.parse(await upstream('platform/settings/timer')).data;
    const answer = await gateway.query<{ timerSettings: Record<string, number | null> }>('query { timerSettings { holdSeconds cutoffMinutes maxTimedItems maxRenewals } }');
    expect(answer.data?.timerSettings).toEqual({
      holdSeconds: Math.round(settings.time_count_down * 60),
      cutoffMinutes: settings.intervalo_tolerancia,
      maxTimedItems: settings.numero_maximo_eventos_no_carrinho === -1 ? null : settings.numero_maximo_eventos_no_carrinho,
      maxRenewals: 10,
    });
  });

  it('reads services, slots and tickets again by their global ids', async () => {
    const list = await gateway.query<{ service: { id: string; slots: { id: string; databaseId: number }[] }; entranceTickets: { id: string }[] }>(
      'query($d: Date!) { service(databaseId: 42) { id slots(date: $d) { id databaseId } } entranceTickets { id } }',
      { variables: { d: day } },
    );
    const service = list.data?.service;
    const slot = service?.slots[0];
    const ticket = list.data?.entranceTickets[0];
    const answer = await gateway.query<{ nodes: unknown[] }>(
      `query($ids: [ID!]!) { nodes(ids: $ids) { id __typename ... on Service { databaseId } ... on TimeSlot { databaseId service { databaseId } } ... on EntranceTicket { databaseId } } }`,
      { variables: { ids: [service?.id, slot?.id, ticket?.id] } },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.nodes).toEqual([
      { id: service?.id, __typename: 'Service', databaseId: 42 },
      { id: slot?.id, __typename: 'TimeSlot', databaseId: slot?.databaseId, service: { databaseId: 42 } },
      { id: ticket?.id, __typename: 'EntranceTicket', databaseId: expect.any(Number) },
    ]);
    const wrong = [Buffer.from('Service:51').toString('base64url'), Buffer.from('EntranceTicket:41').toString('base64url'), Buffer.from('TimeSlot:999999').toString('base64url'), Buffer.from('TimeSlot:x').toString('base64url')];
    const none = await gateway.query<{ nodes: unknown[] }>('query($ids: [ID!]!) { nodes(ids: $ids) { id } }', { variables: { ids: wrong } });
    expect(none.data?.nodes).toEqual([null, null, null, null]);
  });
});

describe('the cut-off of today (spec 002 §4 "Slot availability for today")', () => {
  const day = plusDays(dayOf(new Date()), 3);
  // The gateway's clock at 11:50 in Lisbon on that day: the resort-api keeps its own clock.
  const now = lisbonAt(day, 11, 50);
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startTestGateway({}, { now: () => now });
  });
  afterAll(() => gateway.close());

  it('leaves out the slots of today that start before now plus the tolerance', async () => {
    const settings = timerSettingsAnswer.parse(await upstream('platform/settings/timer')).data;
    const earliest = now.getTime() + settings.intervalo_tolerancia * 60_000;
    const all = (await upstreamDay(42, day))?.details ?? [];
    const expected = all.filter((s) => Date.parse(s.inicio ?? '') >= earliest).map((s) => s.id_event);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.length);
    const answer = await gateway.query<{ service: { slots: SlotAnswer[] } }>('query($d: Date!) { service(databaseId: 42) { slots(date: $d) { databaseId startsAt } } }', { variables: { d: day } });
    expect(answer.data?.service.slots.map((s) => s.databaseId).sort()).toEqual(expected.sort());
  });

  it('answers nothing for the day before, now in the past', async () => {
    const answer = await gateway.query<{ service: { slots: SlotAnswer[]; availableDays: string[] } }>(
      'query($d: Date!, $t: Date!) { service(databaseId: 42) { slots(date: $d) { id } availableDays(from: $d, to: $t) } }',
      { variables: { d: plusDays(day, -1), t: plusDays(day, 1) } },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.service.slots).toEqual([]);
    expect(answer.data?.service.availableDays.every((d) => d >= day)).toBe(true);
  });
});

describe('the resort API’s reservation calls as the gateway reads them (spec 002 §7)', () => {
  const client = new UpstreamClient({ baseUrl: inject('resortApiUrl'), timeoutMs: 5000, logger: pino({ level: 'silent' }) });
  const api = new UpstreamReader(client, new PublicReadCache(0), 'dev-public-site-token', 'estancia');
  afterAll(() => client.close());

  it('reads an event, its stock line, the day’s stock lines, its price and collisions, all of one slot', async () => {
    const day = plusDays(dayOf(new Date()), 4);
    const [product] = await fetchDayData(api, { id_prod: 41, ano: Number(day.slice(0, 4)), mes: Number(day.slice(5, 7)), dia: Number(day.slice(8, 10)) });
    const slot = product?.details[0];
    expect(slot).toBeDefined();
    const eventId = slot?.id_event ?? 0;
    const stockId = slot?.id_stock ?? 0;
    const [event, byEvent, byId, ofDay, price, collisions] = await Promise.all([
      fetchEventData(api, eventId),
      fetchStockByEvent(api, eventId),
      fetchStockById(api, stockId),
      fetchStocksOfDay(api, day, 41),
      fetchSlotPrice(api, stockId),
      fetchCollisions(api, eventId),
    ]);
    expect(event).toMatchObject({ produto: { id: 41 }, evento: { id_event: eventId, id_stock: stockId } });
    expect(byEvent).toMatchObject({ id: stockId, id_event: eventId, id_prod: 41, event_date: day });
    expect(byId).toEqual(byEvent);
    expect(ofDay.map((line) => line.id_event)).toContain(eventId);
    expect(price).toMatchObject({ preco_liquido: slot?.preco_liquido, taxa_iva: 23 });
    // spec 002 §7: the thermal circuit collides with the hammam and the hot-stone massage.
    expect(collisions.length).toBeGreaterThan(0);
  });

  it('answers null or nothing for what the resort API does not have', async () => {
    expect(await fetchEventData(api, 999_999_999)).toBeNull();
    expect(await fetchStockByEvent(api, 999_999_999)).toBeNull();
    expect(await fetchStockById(api, 999_999_999)).toBeNull();
    expect(await fetchServiceProduct(api, 999_999_999)).toBeNull();
  });

  it('reads the countdown with the resort’s clock, the groups and the timer settings', async () => {
    const countdown = await fetchCountdown(api);
    expect(countdown.time_count_down).toBeGreaterThan(0);
    expect(Math.abs(Date.parse(countdown.agora ?? '') - Date.now())).toBeLessThan(60_000);
    expect((await fetchGroupServices(api, 'WEL')).map((p) => p.id)).toContain(42);
    expect((await fetchTimerSettings(api)).intervalo_tolerancia).toBeGreaterThanOrEqual(0);
  });
});
