import { randomUUID } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import { formatCents, lineAmounts, parseMillis, serviceProductsAnswer } from '@estancia/resort-contract';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BrowserSession, signIn } from './browser-session.ts';
import { startTestGateway, type TestGateway } from './harness.ts';

/**
 * Entrance tickets and held slots in the cart and the order (spec 002 §2 customer cart, §4
 * customer payment), through the gateway against the real resort-api and its realtime channel.
 */

const dayOf = (instant: Date): string => {
  const zoned = new TZDate(instant.getTime(), 'Europe/Lisbon');
  return `${zoned.getFullYear()}-${String(zoned.getMonth() + 1).padStart(2, '0')}-${String(zoned.getDate()).padStart(2, '0')}`;
};
const plusDays = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function upstreamProduct(id: number) {
  const response = await fetch(new URL(`platform/products/${id}`, inject('resortApiUrl')), { headers: { authorization: 'Bearer dev-public-site-token' } });
  return serviceProductsAnswer.parse(await response.json()).data[0];
}

const QUOTE = /* GraphQL */ `
  query Quote($entrance: [EntranceLineInput!], $holdIds: [ID!]) {
    quote(lines: [], entrance: $entrance, holdIds: $holdIds) {
      lines { productId name quantity detail unitNetPrice { amount } vatRate total { amount } }
      total { amount }
      multibancoAvailable
      userErrors { code field }
    }
  }
`;
interface QuoteAnswer {
  quote: {
    lines: { productId: number; name: string; quantity: number; detail: string; unitNetPrice: { amount: string }; vatRate: number; total: { amount: string } }[];
    total: { amount: string };
    multibancoAvailable: boolean;
    userErrors: { code: string; field: string[] }[];
  };
}

const PLACE = /* GraphQL */ `
  mutation Place($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      order { id total { amount } lines { description detail quantity total { amount } } }
      payment { __typename }
      userErrors { code field }
    }
  }
`;
interface PlaceAnswer {
  placeOrder: {
    order: { id: string; total: { amount: string }; lines: { description: string; detail: string; quantity: number; total: { amount: string } }[] } | null;
    payment: { __typename: string } | null;
    userErrors: { code: string; field: string[] }[];
  };
}

const HOLD = 'mutation($input: HoldSlotInput!) { holdSlot(input: $input) { cart { lines { id quantity slot { databaseId } } } userErrors { code field } } }';
const RELEASE = 'mutation($input: ReleaseHoldInput!) { releaseHold(input: $input) { userErrors { code } } }';
const BILLING = { name: 'Rita Reserva', vat: '', email: 'rita@example.pt', mobilePhone: '912345678', address: '', locality: '', postalCode: '', country: 'Portugal' };

describe('reservation lines in the quote and the order (spec 002 §2, §4)', () => {
  let gateway: TestGateway;
  let rita: BrowserSession;
  const today = dayOf(new Date());
  beforeAll(async () => {
    gateway = await startTestGateway();
    rita = new BrowserSession(gateway);
    // A customer of this file's own, so no other test's holds count against the timed-item limit.
    const email = `reserva-${randomUUID().slice(0, 8)}@example.pt`;
    const registered = await rita.query<{ register: { userErrors: unknown[] } }>(
      'mutation($input: RegisterInput!) { register(input: $input) { userErrors { code field } } }',
      { input: { name: 'Rita', email, password: 'Reserva#2026', passwordConfirmation: 'Reserva#2026', termsAccepted: true } },
    );
    expect(registered.data?.register.userErrors).toEqual([]);
    await signIn(rita, email, 'Reserva#2026');
  });
  afterAll(() => gateway.close());

  const orderCount = async () =>
    (await rita.query<{ viewer: { account: { orders: { totalCount: number } } } }>('query { viewer { account { orders(first: 1) { totalCount } } } }')).data?.viewer.account.orders.totalCount;
  const place = async (values: Record<string, unknown>) =>
    (await rita.query<PlaceAnswer>(PLACE, { input: { idempotencyKey: randomUUID(), lines: [], billing: BILLING, paymentMethod: 'CARD', termsAccepted: true, ...values } })).data?.placeOrder;
  const slotsOf = async (productId: number, date: string) =>
    (await rita.query<{ service: { slots: { id: string; databaseId: number; startTime: string; remaining: number; price: { amount: string } }[] } }>(
      'query($d: Date!, $p: Int!) { service(databaseId: $p) { slots(date: $d) { id databaseId startTime remaining price { amount } } } }',
      { d: date, p: productId },
    )).data?.service.slots ?? [];
  const hold = async (slotId: string, quantity: number) => {
    const answer = await rita.query<{ holdSlot: { cart: { lines: { id: string; slot: { databaseId: number } }[] } | null; userErrors: unknown[] } }>(HOLD, { input: { slotId, quantity } });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.holdSlot.userErrors).toEqual([]);
    return answer.data?.holdSlot.cart?.lines ?? [];
  };

  it('prices entrance tickets from the ticket product, each line naming its day', async () => {
    const ticket = await upstreamProduct(51);
    const date = plusDays(today, 5);
    const answer = await rita.query<QuoteAnswer>(QUOTE, { entrance: [{ productId: 51, quantity: 2, date }] });
    expect(answer.errors).toBeUndefined();
    const expected = lineAmounts(parseMillis(ticket?.preco ?? ''), 2, 6);
    expect(answer.data?.quote).toMatchObject({
      lines: [{ productId: 51, name: 'Entrada Aquapark', quantity: 2, detail: date, vatRate: 6, total: { amount: formatCents(expected.grossCents) } }],
      total: { amount: formatCents(expected.grossCents) },
      multibancoAvailable: true,
      userErrors: [],
    });
    // A ticket for tomorrow: a Multibanco reference (three days) would outlive the day.
    const soon = await rita.query<QuoteAnswer>(QUOTE, { entrance: [{ productId: 51, quantity: 1, date: plusDays(today, 1) }] });
    expect(soon.data?.quote.multibancoAvailable).toBe(false);
  });

  it('refuses bad ticket lines on their fields and prices none of them', async () => {
    const date = plusDays(today, 5);
    const answer = await rita.query<QuoteAnswer>(QUOTE, {
      entrance: [
        { productId: 51, quantity: 0, date },
        { productId: 51, quantity: 100, date },
        { productId: 51, quantity: 1, date: plusDays(today, -1) },
        { productId: 41, quantity: 1, date },
        { productId: 999999, quantity: 1, date },
        { productId: -4, quantity: 1, date },
      ],
    });
    expect(answer.data?.quote.lines).toEqual([]);
    expect(answer.data?.quote.userErrors).toEqual([
      { code: 'INVALID_TICKET_QUANTITY', field: ['entrance', '0', 'quantity'] },
      { code: 'INVALID_TICKET_QUANTITY', field: ['entrance', '1', 'quantity'] },
      { code: 'PAST_DATE', field: ['entrance', '2', 'date'] },
      { code: 'UNKNOWN_PRODUCT', field: ['entrance', '3', 'productId'] },
      { code: 'UNKNOWN_PRODUCT', field: ['entrance', '4', 'productId'] },
      { code: 'UNKNOWN_PRODUCT', field: ['entrance', '5', 'productId'] },
    ]);
    const badDay = await rita.query(QUOTE, { entrance: [{ productId: 51, quantity: 1, date: '2026-13-01' }] });
    expect(badDay.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses a hold id that is not in the viewer’s cart, and stores nothing', async () => {
    const before = await orderCount();
    const someoneElses = Buffer.from('Hold:999999').toString('base64url');
    const answer = await place({ holdIds: [someoneElses, 'not-an-id'], entrance: [{ productId: 51, quantity: 1, date: plusDays(today, 5) }] });
    expect(answer).toMatchObject({ order: null, payment: null });
    expect(answer?.userErrors).toEqual([
      { code: 'UNKNOWN_HOLD', field: ['holdIds', '0'] },
      { code: 'UNKNOWN_HOLD', field: ['holdIds', '1'] },
    ]);
    const visitor = await new BrowserSession(gateway).query<QuoteAnswer>(QUOTE, { holdIds: [someoneElses] });
    expect(visitor.data?.quote.userErrors).toEqual([{ code: 'UNKNOWN_HOLD', field: ['holdIds', '0'] }]);
    expect(await orderCount()).toBe(before);
  });

  it('places held slots and tickets as one order; the seats become sold and leave the cart', async () => {
    const date = plusDays(today, 10);
    const [slot] = await slotsOf(43, date);
    expect(slot).toBeDefined();
    const [line] = await hold(slot?.id ?? '', 2);
    const held = await slotsOf(43, date);
    expect(held.find((s) => s.databaseId === slot?.databaseId)?.remaining).toBe((slot?.remaining ?? 0) - 2);

    const quote = await rita.query<QuoteAnswer>(QUOTE, { holdIds: [line?.id] });
    const net = parseMillis(quote.data?.quote.lines[0]?.unitNetPrice.amount ?? '');
    expect(quote.data?.quote).toMatchObject({
      lines: [{ productId: 43, name: 'Massagem com pedras quentes', quantity: 2, detail: `${date} ${slot?.startTime}`, vatRate: 23, total: { amount: formatCents(lineAmounts(net, 2, 23).grossCents) } }],
      multibancoAvailable: true,
      userErrors: [],
    });

    const answer = await place({ holdIds: [line?.id], entrance: [{ productId: 52, quantity: 3, date }] });
    expect(answer?.userErrors).toEqual([]);
    expect(answer?.payment?.__typename).toBe('CardPayment');
    expect(answer?.order?.lines).toMatchObject([
      { description: 'Entrada Aquapark criança', detail: date, quantity: 3 },
      { description: 'Massagem com pedras quentes', detail: `${date} ${slot?.startTime}`, quantity: 2 },
    ]);
    const cart = await rita.query<{ timedCart: { lines: unknown[] } }>('query { timedCart { lines { id } } }');
    expect(cart.data?.timedCart.lines).toEqual([]);
    const sold = await slotsOf(43, date);
    expect(sold.find((s) => s.databaseId === slot?.databaseId)?.remaining).toBe((slot?.remaining ?? 0) - 2);
  });

  it('refuses Multibanco when the reference would outlive a held slot’s cut-off, storing nothing', async () => {
    const date = plusDays(today, 1);
    const slots = await slotsOf(45, date);
    const slot = slots[slots.length - 1];
    const [line] = await hold(slot?.id ?? '', 1);
    const before = await orderCount();
    const answer = await place({ holdIds: [line?.id], paymentMethod: 'MULTIBANCO' });
    expect(answer).toMatchObject({ order: null, userErrors: [{ code: 'MULTIBANCO_UNAVAILABLE', field: ['paymentMethod'] }] });
    expect(await orderCount()).toBe(before);
    const cart = await rita.query<{ timedCart: { lines: { id: string }[] } }>('query { timedCart { lines { id } } }');
    expect(cart.data?.timedCart.lines.map((l) => l.id)).toEqual([line?.id]);
    await rita.query(RELEASE, { input: { holdId: line?.id } });
  });
});
