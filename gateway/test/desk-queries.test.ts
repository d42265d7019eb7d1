import { errorMessage, type MessageLanguage } from '@estancia/validation';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserSession } from './browser-session.ts';
import { WALK_IN, placeDesk, saleInput, storedSale } from './desk-support.ts';
import { lisbonDay, signedInBrowser, upstreamSession } from './hold-harness.ts';
import { startTestGateway, type TestGateway } from './harness.ts';

/**
 * The desk's reads (spec 002 §2 /desk, /desk/service/{id}) for staff, the FORBIDDEN answer of every
 * desk field to customers and visitors (spec 002 §6), and the billing step's messages in the four
 * languages (spec 002 §5), through the gateway against the real resort-api.
 */

const DAY = lisbonDay(3);
let gateway: TestGateway;
let staff: BrowserSession;
let maria: BrowserSession;

beforeAll(async () => {
  gateway = await startTestGateway();
  staff = await signedInBrowser(gateway, 'staff');
  maria = await signedInBrowser(gateway, 'maria');
});
afterAll(() => gateway.close());

/** Every field of `Desk`, one query each. */
const DESK_FIELDS: Record<string, string> = {
  now: 'query { desk { now } }',
  groups: 'query { desk { groups { code name } } }',
  group: 'query { desk { group(code: WEL) { code } } }',
  service: 'query { desk { service(databaseId: 41) { name } } }',
  entranceTickets: 'query { desk { entranceTickets { name } } }',
  nextSlots: 'query { desk { nextSlots { id } } }',
  customer: 'query { desk { customer(databaseId: 1) { name } } }',
};

describe('the desk for staff', () => {
  it('lists the groups as tabs, SPA first, with their product cards', async () => {
    const answer = await staff.query<{ desk: { groups: { code: string; name: string; products: Record<string, unknown>[] }[] } }>(`query {
      desk { groups { code name products {
        __typename
        ... on Service { databaseId name note durationMinutes price { amount } images { url } }
        ... on EntranceTicket { databaseId name note price { amount } image { url } }
      } } }
    }`);
    expect(answer.errors).toBeUndefined();
    const groups = answer.data!.desk.groups;
    expect(groups.map((g) => [g.code, g.name])).toEqual([['SPA', 'Spa'], ['WEL', 'Bem-estar']]);
    const spa = groups[0]!.products;
    expect(spa.some((p) => p.__typename === 'Service')).toBe(true);
    expect(spa.filter((p) => p.__typename === 'EntranceTicket').map((p) => p.databaseId)).toContain(51);
    const massage = groups.flatMap((g) => g.products).find((p) => p.databaseId === 43);
    expect(massage).toMatchObject({ __typename: 'Service', name: 'Massagem com pedras quentes', price: { amount: '65.01' } });
    expect(massage?.durationMinutes).toBeGreaterThan(0);
    expect(groups[1]!.products.every((p) => p.__typename === 'Service')).toBe(true);
  });

  it('shows a service with its days and slots, seats left and capacity, as customers see them', async () => {
    const query = `query($d: Date!) { desk { service(databaseId: 43) { name availableDays(from: $d, to: $d) slots(date: $d) { id remaining capacity startTime } } } }`;
    const desk = await staff.query<{ desk: { service: { availableDays: string[]; slots: { id: string; remaining: number; capacity: number }[] } } }>(query, { d: DAY });
    const site = await gateway.query<{ service: { slots: { id: string; remaining: number }[] } }>('query($d: Date!) { service(databaseId: 43) { slots(date: $d) { id remaining } } }', { variables: { d: DAY } });
    expect(desk.data?.desk.service.availableDays).toEqual([DAY]);
    expect(desk.data?.desk.service.slots.map((s) => [s.id, s.remaining])).toEqual(site.data?.service.slots.map((s) => [s.id, s.remaining]));
    expect(desk.data?.desk.service.slots.every((s) => s.capacity >= s.remaining)).toBe(true);
    expect((await staff.query<{ desk: { service: null } }>('query { desk { service(databaseId: 999999) { name } } }')).data?.desk.service).toBeNull();
  });

  it('shows the clock and the day’s next free slots in start order', async () => {
    const answer = await staff.query<{ desk: { now: string; nextSlots: { startsAt: string; remaining: number; date: string }[] } }>(
      'query($d: Date) { desk { now nextSlots(date: $d, first: 5) { startsAt remaining date } } }',
      { d: DAY },
    );
    expect(Math.abs(Date.parse(answer.data!.desk.now) - Date.now())).toBeLessThan(60_000);
    const slots = answer.data!.desk.nextSlots;
    expect(slots.length).toBe(5);
    expect(slots.every((s) => s.remaining > 0 && s.date === DAY)).toBe(true);
    expect([...slots].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))).toEqual(slots);
    const tooMany = await staff.query('query { desk { nextSlots(first: 51) { id } } }');
    expect(tooMany.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('looks a customer up by account number for the billing step', async () => {
    const { id } = await upstreamSession(inject('resortApiUrl'), 'maria');
    const answer = await staff.query<{ desk: { customer: Record<string, unknown> | null } }>(
      'query($id: Int!) { desk { customer(databaseId: $id) { databaseId name email vatNumber } } }',
      { id },
    );
    expect(answer.data?.desk.customer).toMatchObject({ databaseId: id, email: 'cliente@estancia.pt' });
    expect(answer.data?.desk.customer?.vatNumber).toMatch(/^\d{9}$/);
    const none = await staff.query<{ desk: { customer: null } }>('query { desk { customer(databaseId: 987654) { name } } }');
    expect(none.data?.desk.customer).toBeNull();
  });
});

describe('every desk field refuses anyone but staff (spec 002 §6)', () => {
  for (const [field, query] of Object.entries(DESK_FIELDS)) {
    it(`desk.${field}: a customer and a visitor get FORBIDDEN`, async () => {
      for (const answer of [await maria.query(query), await gateway.query(query)]) {
        expect(answer.data).toEqual({ desk: null });
        expect(answer.errors?.map((e) => [e.path, e.extensions?.code])).toEqual([[['desk'], 'FORBIDDEN']]);
      }
    });
  }
});

describe('the billing step’s rules, in the clerk’s language (spec 002 §5)', () => {
  const TICKETS = { productId: 51, quantity: 1, date: DAY };
  for (const language of ['pt', 'en', 'es', 'fr'] as const satisfies readonly MessageLanguage[]) {
    it(`names each missing or wrong field in ${language}, and stores nothing`, async () => {
      const clerk = await signedInBrowser(gateway, 'staff', language);
      const cases = [
        [{ billing: { ...WALK_IN, name: ' ' } }, 'REQUIRED', ['billing', 'name']],
        [{ billing: { ...WALK_IN, email: '' } }, 'REQUIRED', ['billing', 'email']],
        [{ billing: { ...WALK_IN, email: 'ana@' } }, 'INVALID_EMAIL', ['billing', 'email']],
        [{ billing: { ...WALK_IN, vat: '123456780' } }, 'INVALID_VAT', ['billing', 'vat']],
        [{ termsAccepted: false }, 'TERMS_REQUIRED', ['termsAccepted']],
      ] as const;
      for (const [values, code, field] of cases) {
        const input = saleInput({ entrance: [TICKETS], ...values });
        const sale = await placeDesk(clerk, input);
        expect(sale).toEqual({ receipt: null, userErrors: [{ code, field: [...field], message: errorMessage(code, language) }] });
        expect(await storedSale(inject('resortApiUrl'), input.idempotencyKey)).toBeNull();
      }
      const empty = await placeDesk(clerk, saleInput({ entrance: [] }));
      expect(empty.userErrors).toEqual([{ code: 'ORDER_FINALIZED_ERROR', field: [], message: errorMessage('ORDER_FINALIZED_ERROR', language) }]);
    });
  }
});
