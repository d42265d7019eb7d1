import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startResortApi } from '@estancia/resort-api/server';
import { errorMessage } from '@estancia/validation';
import { BrowserSession, signIn } from './browser-session.ts';
import { startTestGateway, type TestGateway } from './harness.ts';

const PLACE = /* GraphQL */ `
  mutation Place($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      order { id }
      payment { __typename }
      userErrors { code field message }
    }
  }
`;

interface PlaceAnswer {
  placeOrder: { order: { id: string } | null; payment: { __typename: string } | null; userErrors: { code: string; field: string[]; message: string }[] };
}

const BILLING = { name: 'Maria Cliente', vat: '', email: 'cliente@estancia.pt', mobilePhone: '912345678', address: 'Rua da Serra 1', locality: 'Fundão', postalCode: '6230-000', country: 'Portugal' };

/**
 * A resort-api run as production runs it without a payment provider (its sandbox off, as
 * PAYMENT_SANDBOX's production default): the customer is told payments cannot be taken now, in
 * their language, instead of an unexpected error.
 */
describe('a checkout while no payment provider takes payments', () => {
  let api: Awaited<ReturnType<typeof startResortApi>>;
  let gateway: TestGateway;
  let maria: BrowserSession;

  beforeAll(async () => {
    api = await startResortApi({ env: { PAYMENT_SANDBOX: 'false' }, config: { port: 0, pgliteDir: 'memory://', logLevel: 'warn' } });
    gateway = await startTestGateway({ RESORT_API_URL: api.url });
    maria = new BrowserSession(gateway);
    await signIn(maria, 'cliente@estancia.pt', 'Cliente#2026');
  }, 60_000);
  afterAll(async () => {
    await gateway?.close();
    await api?.close();
  });

  it.each(['CARD', 'MBWAY'] as const)('answers PAYMENT_PROVIDER_UNAVAILABLE for %s, with its message', async (paymentMethod) => {
    const passes = await maria.query<{ products: { databaseId: number }[] }>('{ products(kind: PASS) { databaseId } }');
    const productId = passes.data?.products[0]?.databaseId;
    expect(productId).toBeTypeOf('number');
    const answer = await maria.query<PlaceAnswer>(PLACE, {
      input: { idempotencyKey: randomUUID(), lines: [{ kind: 'PASS', productId, quantity: 1 }], billing: BILLING, paymentMethod, mbWayPhone: '912345678', termsAccepted: true },
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.placeOrder).toEqual({
      order: null,
      payment: null,
      userErrors: [{ code: 'PAYMENT_PROVIDER_UNAVAILABLE', field: ['paymentMethod'], message: errorMessage('PAYMENT_PROVIDER_UNAVAILABLE', 'pt') }],
    });
  });
});
