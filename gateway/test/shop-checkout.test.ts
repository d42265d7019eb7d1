import { randomUUID } from 'node:crypto';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { orderListAnswer, type CatalogItem } from '@estancia/resort-contract';
import { errorMessage } from '@estancia/validation';
import { paymentKeyOf } from '../src/modules/checkout/place-order.ts';
import { BrowserSession, signIn } from './browser-session.ts';
import { startTestGateway, type TestGateway } from './harness.ts';
import { upstreamSession } from './hold-harness.ts';
import { upstreamCatalogue } from './upstream-data.ts';

const PLACE = /* GraphQL */ `
  mutation Place($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      order { id number paymentStatus paymentMethod total { amount } lines { description quantity total { amount } } multibanco { entity reference amount { amount } } }
      payment {
        __typename
        ... on CardPayment { redirectUrl }
        ... on MbWayPayment { phone sandboxApprovalUrl }
        ... on MultibancoPayment { reference { entity reference amount { amount } } deadline }
      }
      userErrors { code field message }
    }
  }
`;

interface PlaceAnswer {
  placeOrder: {
    order: { id: string; number: string; paymentStatus: string; paymentMethod: string; total: { amount: string }; lines: { description: string; quantity: number }[]; multibanco: { entity: string; reference: string; amount: { amount: string } } | null } | null;
    payment: { __typename: string; redirectUrl?: string; phone?: string; sandboxApprovalUrl?: string | null; reference?: { entity: string; reference: string; amount: { amount: string } }; deadline?: string } | null;
    userErrors: { code: string; field: string[]; message: string }[];
  };
}

const BILLING = { name: 'Maria Cliente', vat: '', email: 'cliente@estancia.pt', mobilePhone: '912345678', address: 'Rua da Serra 1', locality: 'Fundão', postalCode: '6230-000', country: 'Portugal' };

/** ISO 7064 MOD 97-10 over entity, the reference's first 7 digits and the amount in cents, worked here on its own. */
function multibancoCheckDigits(entity: string, base7: string, cents: number): string {
  const digits = `${entity}${base7}${String(cents).padStart(8, '0')}00`;
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return String(98 - remainder).padStart(2, '0');
}

describe('placing an order (spec 001 §4)', () => {
  let gateway: TestGateway;
  let maria: BrowserSession;
  let pass: CatalogItem;
  const api = () => inject('resortApiUrl');
  beforeAll(async () => {
    gateway = await startTestGateway();
    maria = new BrowserSession(gateway);
    await signIn(maria, 'cliente@estancia.pt', 'Cliente#2026');
    pass = (await upstreamCatalogue('forfait')).find((p) => p.activo && p.visible && p.total_liquido !== null) as CatalogItem;
  });
  afterAll(() => gateway.close());

  const input = (overrides: Record<string, unknown> = {}) => ({
    idempotencyKey: randomUUID(),
    lines: [{ kind: 'PASS', productId: pass.id, quantity: 1 }],
    billing: BILLING,
    paymentMethod: 'CARD',
    termsAccepted: true,
    ...overrides,
  });
  const place = async (who: BrowserSession, values: Record<string, unknown>) => (await who.query<PlaceAnswer>(PLACE, { input: values })).data?.placeOrder;

  it('asks a visitor to sign in, and stores nothing', async () => {
    const visitor = new BrowserSession(gateway);
    expect(await place(visitor, input())).toMatchObject({ order: null, payment: null, userErrors: [{ code: 'NOT_SIGNED_IN' }] });
  });

  it('places a card order priced by the server, once per idempotency key, and sends the browser to the provider', async () => {
    const quote = await gateway.query<{ quote: { total: { amount: string } } }>('query($l: [CartLineInput!]!) { quote(lines: $l) { total { amount } } }', {
      variables: { l: [{ kind: 'PASS', productId: pass.id, quantity: 1 }] },
    });
    const values = input();
    const first = await place(maria, values);
    expect(first?.userErrors).toEqual([]);
    expect(first?.order).toMatchObject({ paymentStatus: 'PENDING', paymentMethod: 'CARD', total: quote.data?.quote.total });
    expect(first?.order?.lines.map((l) => l.quantity)).toEqual([1, 1]);
    expect(first?.payment?.__typename).toBe('CardPayment');
    expect(first?.payment?.redirectUrl).toMatch(/^https?:\/\/.+\/sandbox\/card\//);
    const again = await place(maria, values);
    expect(again?.order?.id).toBe(first?.order?.id);
    expect(again?.order?.number).toBe(first?.order?.number);
  });

  it('refuses the idempotency key sent again with a different order (IDEMPOTENCY_KEY_REUSED) and places nothing', async () => {
    const values = input();
    const first = await place(maria, values);
    expect(first?.userErrors).toEqual([]);
    const storedOrder = async () => {
      const upstream = await upstreamSession(api(), 'maria');
      const key = paymentKeyOf(upstream.id, values.idempotencyKey);
      const response = await fetch(new URL(`store/order/payment/estancia/${key}`, api()), { headers: { authorization: `Bearer ${upstream.token}` } });
      return orderListAnswer.parse(await response.json()).data;
    };

    for (const other of [
      { ...values, lines: [{ kind: 'PASS', productId: pass.id, quantity: 5 }] },
      { ...values, billing: { ...BILLING, name: 'Someone Else' } },
      { ...values, paymentMethod: 'MULTIBANCO' },
    ]) {
      expect(await place(maria, other)).toEqual({
        order: null,
        payment: null,
        userErrors: [{ code: 'IDEMPOTENCY_KEY_REUSED', field: ['idempotencyKey'], message: errorMessage('IDEMPOTENCY_KEY_REUSED', 'pt') }],
      });
    }
    // The key's one order is the first, as it was placed.
    const [stored, ...more] = await storedOrder();
    expect(more).toEqual([]);
    expect(stored?.documento.user_info.name).toBe(BILLING.name);
    expect(stored?.documento.linhas.map((line) => line.quantidade)).toEqual([1, 1]);
    expect(stored?.info.metodo_de_pagamento).toBe(0);
    // The same order again is still answered.
    expect((await place(maria, values))?.order?.number).toBe(first?.order?.number);
  });

  it('answers a Multibanco reference whose check digits are right, and shows it paid once the ATM pays it', async () => {
    const answer = await place(maria, input({ paymentMethod: 'MULTIBANCO' }));
    expect(answer?.userErrors).toEqual([]);
    const reference = answer?.payment?.reference;
    expect(reference?.entity).toBe('90150');
    expect(reference?.reference).toMatch(/^\d{9}$/);
    expect(reference?.amount.amount).toBe(answer?.order?.total.amount);
    const cents = Math.round(Number(reference?.amount.amount) * 100);
    expect(reference?.reference.slice(7)).toBe(multibancoCheckDigits('90150', reference?.reference.slice(0, 7) ?? '', cents));
    expect(answer?.order?.multibanco).toEqual(reference);

    const paid = await fetch(new URL('sandbox/multibanco/pay', api()), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rmb_ent: reference?.entity, rmb_ref: reference?.reference, rmb_pag: reference?.amount.amount }),
    });
    expect(paid.status).toBe(200);
    const read = await maria.query<{ node: { paymentStatus: string } }>('query($id: ID!) { node(id: $id) { ... on Order { paymentStatus } } }', { id: answer?.order?.id });
    expect(read.data?.node.paymentStatus).toBe('PAID');
  });

  it('needs the MB WAY phone, then leaves the order pending until the phone approves', async () => {
    const missing = await place(maria, input({ paymentMethod: 'MBWAY' }));
    expect(missing?.userErrors).toMatchObject([{ code: 'REQUIRED', field: ['mbWayPhone'] }]);
    const answer = await place(maria, input({ paymentMethod: 'MBWAY', mbWayPhone: '912345678' }));
    expect(answer?.order?.paymentStatus).toBe('PENDING');
    expect(answer?.payment).toMatchObject({ __typename: 'MbWayPayment' });
    const token = /\/sandbox\/mbway\/([\w-]+)/.exec(answer?.payment?.sandboxApprovalUrl ?? '')?.[1];
    const decided = await fetch(new URL(`sandbox/mbway/${token}/decision`, api()), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ decision: 'approve' }),
    });
    expect(decided.status).toBe(200);
    const read = await maria.query<{ node: { paymentStatus: string } }>('query($id: ID!) { node(id: $id) { ... on Order { paymentStatus } } }', { id: answer?.order?.id });
    expect(read.data?.node.paymentStatus).toBe('PAID');
  });

  it('refuses bad billing data, unaccepted terms and an empty cart on their fields, storing nothing', async () => {
    const before = await maria.query<{ viewer: { account: { orders: { totalCount: number } } } }>('query { viewer { account { orders(first: 1) { totalCount } } } }');
    const answer = await place(maria, input({ billing: { ...BILLING, name: '', email: 'maria', vat: '123456780' }, termsAccepted: false, lines: [{ kind: 'PASS', productId: pass.id, quantity: 0 }] }));
    expect(answer?.order).toBeNull();
    expect(answer?.userErrors.map((e) => [e.code, e.field.join('.')])).toEqual([
      ['REQUIRED', 'billing.name'],
      ['INVALID_VAT', 'billing.vat'],
      ['INVALID_EMAIL', 'billing.email'],
      ['TERMS_REQUIRED', 'termsAccepted'],
      ['EMPTY_CART', 'lines'],
    ]);
    const huge = await place(maria, input({ lines: [{ kind: 'PASS', productId: pass.id, quantity: 1_000_000 }] }));
    expect(huge?.userErrors).toMatchObject([{ code: 'INVALID_QUANTITY', field: ['lines', '0', 'quantity'] }]);
    const phone = await place(maria, input({ paymentMethod: 'MBWAY', mbWayPhone: 'abc' }));
    expect(phone?.userErrors).toMatchObject([{ code: 'INVALID_PHONE', field: ['mbWayPhone'] }]);
    const after = await maria.query<{ viewer: { account: { orders: { totalCount: number } } } }>('query { viewer { account { orders(first: 1) { totalCount } } } }');
    expect(after.data?.viewer.account.orders.totalCount).toBe(before.data?.viewer.account.orders.totalCount);
  });

  it('takes no price and no customer from the caller', async () => {
    const tampered = await maria.query(PLACE, { input: { ...input(), lines: [{ kind: 'PASS', productId: pass.id, quantity: 1, price: '0.01' }] } });
    expect(tampered.errors?.[0]?.message).toMatch(/Field "price" is not defined by type "CartLineInput"/);
    const other = await maria.query(PLACE, { input: { ...input(), customerId: 2 } });
    expect(other.errors?.[0]?.message).toMatch(/Field "customerId" is not defined by type "PlaceOrderInput"/);
  });

  it('brings the card payer back to the result page, shown to the key’s own customer only', async () => {
    const answer = await place(maria, input());
    const result = (key: string | undefined) => maria.query<{ paymentResult: { status: string; placedOnWebsite: boolean } | null }>('query($k: String!) { paymentResult(key: $k) { status placedOnWebsite } }', { k: key });
    // The provider's page: approving sends the browser back to the site's result page, with the key.
    const approved = await fetch(answer?.payment?.redirectUrl ?? '', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'decision=approve',
      redirect: 'manual',
    });
    expect(approved.status).toBe(303);
    const back = new URL(approved.headers.get('location') ?? '');
    // The site as the payer's browser opened it (the page's origin), where their session cookie is.
    expect(`${back.origin}/`).toBe(gateway.url);
    const key = /^\/store\/payment\/([\w-]+)$/.exec(back.pathname)?.[1];
    expect(key, 'the result page address carries the key').toBeDefined();
    const own = await result(key);
    expect(own.data?.paymentResult).toEqual({ status: 'PAID', placedOnWebsite: true });
    const joao = new BrowserSession(gateway);
    await signIn(joao, 'joao@estancia.pt', 'Joao#2026');
    const foreign = await joao.query<{ paymentResult: null }>('query($k: String!) { paymentResult(key: $k) { status } }', { k: key });
    expect(foreign.data?.paymentResult).toBeNull();
    const bad = await maria.query('query { paymentResult(key: "../x") { status } }');
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('streams an MB WAY order’s payment state: pending, then paid when the phone approves, without a reload', async () => {
    const answer = await place(maria, input({ paymentMethod: 'MBWAY', mbWayPhone: '912345678' }));
    const cookie = maria.cookieHeader;
    const origin = gateway.url.replace(/\/$/, '');
    // A browser's socket: it carries the session cookie and the page's origin.
    class BrowserSocket extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers: { cookie, origin } });
      }
    }
    const client = createClient({ url: `${gateway.url.replace('http', 'ws')}graphql`, webSocketImpl: BrowserSocket, lazy: true, retryAttempts: 0 });
    const states: string[] = [];
    try {
      const done = new Promise<void>((resolve, reject) => {
        client.subscribe<{ orderPaymentStatus: string }>(
          { query: 'subscription($id: ID!) { orderPaymentStatus(orderId: $id) }', variables: { id: answer?.order?.id } },
          {
            next: ({ data, errors }) => {
              if (errors) return reject(new Error(JSON.stringify(errors)));
              states.push(data?.orderPaymentStatus ?? '');
              if (data?.orderPaymentStatus === 'PENDING') {
                const token = /\/sandbox\/mbway\/([\w-]+)/.exec(answer?.payment?.sandboxApprovalUrl ?? '')?.[1];
                void fetch(new URL(`sandbox/mbway/${token}/decision`, api()), {
                  method: 'POST',
                  headers: { 'content-type': 'application/json' },
                  body: JSON.stringify({ decision: 'approve' }),
                });
              }
            },
            error: reject,
            complete: resolve,
          },
        );
      });
      await done;
      // The stream ends once the payment has settled.
      expect(states).toEqual(['PENDING', 'PAID']);
    } finally {
      await client.dispose();
    }
  });

  it('refuses to stream someone else’s order, or a malformed id', async () => {
    const mine = await place(maria, input({ paymentMethod: 'MULTIBANCO' }));
    const joao = new BrowserSession(gateway);
    await signIn(joao, 'joao@estancia.pt', 'Joao#2026');
    const cookie = joao.cookieHeader;
    const origin = gateway.url.replace(/\/$/, '');
    class BrowserSocket extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers: { cookie, origin } });
      }
    }
    const client = createClient({ url: `${gateway.url.replace('http', 'ws')}graphql`, webSocketImpl: BrowserSocket, lazy: true, retryAttempts: 0 });
    const first = (id: unknown) =>
      new Promise<unknown>((resolve) => {
        client.subscribe({ query: 'subscription($id: ID!) { orderPaymentStatus(orderId: $id) }', variables: { id } }, { next: resolve, error: resolve, complete: () => resolve(null) });
      });
    try {
      expect(JSON.stringify(await first(mine?.order?.id))).toMatch(/no such order among yours/);
      expect(JSON.stringify(await first('not-an-id'))).toMatch(/orderId is not the id of an order/);
    } finally {
      await client.dispose();
    }
  });
});
