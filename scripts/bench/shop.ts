import { randomUUID } from 'node:crypto';
import { request, type Dispatcher } from 'undici';
import { measure, type Figures } from './measure.ts';

/**
 * The shop's two server-side computations under load: a cart quote (priced from the catalogue,
 * public) and the whole checkout (order, payment start, registration, re-read) of a signed-in
 * customer. Every checkout places a real order in the bench's fresh database.
 */
const QUOTE = 'query Quote($lines: [CartLineInput!]!) { quote(lines: $lines) { total { amount } userErrors { code } } }';
const PLACE =
  'mutation Place($input: PlaceOrderInput!) { placeOrder(input: $input) { order { number } payment { __typename } userErrors { code field } } }';
const LOG_IN = 'mutation LogIn($input: LogInInput!) { logIn(input: $input) { userErrors { code } } }';
const PRODUCTS = 'query { passes: products(kind: PASS) { databaseId } equipment: products(kind: EQUIPMENT) { databaseId } }';

async function post(dispatcher: Dispatcher, url: string, body: unknown, cookie = ''): Promise<{ data: Record<string, unknown>; setCookie: string[] }> {
  const answer = await request(`${url}graphql`, {
    dispatcher,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-estancia-client': 'web', origin: url.replace(/\/$/, ''), ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  const text = await answer.body.text();
  if (answer.statusCode !== 200 || text.includes('"errors"') || /"userErrors":\[\{/.test(text)) throw new Error(`answered ${answer.statusCode}: ${text.slice(0, 300)}`);
  const raw = answer.headers['set-cookie'];
  return { data: (JSON.parse(text) as { data: Record<string, unknown> }).data, setCookie: Array.isArray(raw) ? raw : raw ? [raw] : [] };
}

export async function measureShop(dispatcher: Dispatcher, gatewayUrl: string, options: { requests: number; concurrency: number }): Promise<Figures[]> {
  const { data } = await post(dispatcher, gatewayUrl, { query: PRODUCTS });
  const [pass] = data['passes'] as { databaseId: number }[];
  const [equipment] = data['equipment'] as { databaseId: number }[];
  if (!pass || !equipment) throw new Error('the demo catalogue has no pass or equipment');
  const lines = [
    { kind: 'PASS', productId: pass.databaseId, quantity: 2 },
    { kind: 'EQUIPMENT', productId: equipment.databaseId, quantity: 2 },
  ];
  const signedIn = await post(dispatcher, gatewayUrl, { query: LOG_IN, variables: { input: { username: 'cliente@estancia.pt', password: 'Cliente#2026' } } });
  const cookie = signedIn.setCookie.map((c) => c.split(';')[0]).join('; ');
  const billing = { name: 'Maria Cliente', vat: '', email: 'cliente@estancia.pt' };

  const quote = await measure('cart quote (2 passes + 2 equipment)', () => post(dispatcher, gatewayUrl, { query: QUOTE, variables: { lines } }).then(() => undefined), {
    ...options,
    warmup: 20,
    httpCallsPerPage: 1,
  });
  // Fewer checkouts, fewer at a time: each one writes an order and a payment.
  const checkout = await measure(
    'checkout: placeOrder, Multibanco',
    () =>
      post(dispatcher, gatewayUrl, { query: PLACE, variables: { input: { idempotencyKey: randomUUID(), lines, billing, paymentMethod: 'MULTIBANCO', termsAccepted: true } } }, cookie).then(
        () => undefined,
      ),
    { requests: Math.max(20, Math.round(options.requests / 10)), concurrency: Math.max(1, Math.round(options.concurrency / 4)), warmup: 5, httpCallsPerPage: 1 },
  );
  return [quote, checkout];
}
