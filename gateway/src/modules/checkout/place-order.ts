import { createHash } from 'node:crypto';
import { formatCents, type CheckoutData, type OrderDocument } from '@estancia/resort-contract';
import { billingSchema, paymentStepSchema } from '@estancia/validation';
import type { PlaceOrderInput, UserError } from '../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../kernel/context.ts';
import { ownAccount } from '../accounts/index.ts';
import { userError, validate } from '../../kernel/user-errors.ts';
import { isUpstreamStatus } from '../../upstream/errors.ts';
import { createOrder, fetchOrderByPaymentKey, registerPayment, startCheckout, updateOrder } from './upstream.ts';
import { isKeyReused, keyReusedError, requestFingerprint } from './idempotency.ts';
import { orderDocument } from './order-document.ts';
import { priceCart } from './quote.ts';
import { HoldRefusedError, multibancoAvailable, purchaseHolds } from '../reservations/index.ts';

/** spec 001 §9: the checkout call's method names, and the order's metodo_de_pagamento codes. */
const METHODS = {
  CARD: { checkout: 'cc', code: 0 },
  MBWAY: { checkout: 'mbw', code: -1 },
  MULTIBANCO: { checkout: 'mb', code: 1 },
} as const;

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,64}$/;

export type PaymentInstructionsParent =
  | { __typename: 'CardPayment'; redirectUrl: string }
  | { __typename: 'MbWayPayment'; phone: string; expiresAt: string | null; sandboxApprovalUrl: string | null }
  | { __typename: 'MultibancoPayment'; entity: string; reference: string; amount: string; deadline: string | null };

export type PlaceOrderResult =
  | { order: OrderDocument; payment: PaymentInstructionsParent; userErrors: [] }
  | { order: null; payment: null; userErrors: UserError[] };

const refused = (userErrors: UserError[]): PlaceOrderResult => ({ order: null, payment: null, userErrors });

/**
 * The order's payment key (spec 001 §3.4 id_usado_para_gerar_pagamento: "the current time plus the
 * user id for customers"). It is derived from the checkout's idempotency key instead of the clock,
 * so a retried checkout names the same order and the resort API answers it again rather than
 * placing a second one.
 */
export function paymentKeyOf(accountId: number, idempotencyKey: string): string {
  const digest = createHash('sha256').update(`${accountId}:${idempotencyKey}`).digest('hex').slice(0, 24);
  return `${accountId}-${digest}`;
}

/** What the customer does next, from the checkout's answer. */
function instructions(method: PlaceOrderInput['paymentMethod'], data: CheckoutData, total: string): PaymentInstructionsParent {
  const answer = data.response.method;
  if (method === 'CARD') return { __typename: 'CardPayment', redirectUrl: answer.url };
  if (method === 'MBWAY') return { __typename: 'MbWayPayment', phone: answer.phone, expiresAt: answer.expires, sandboxApprovalUrl: answer.url || null };
  return { __typename: 'MultibancoPayment', entity: answer.entity, reference: answer.reference, amount: answer.value ?? total, deadline: answer.expires };
}

/**
 * spec 001 §4 "Placing the order", done on the server: the cart is priced from the catalogue, the
 * order is sent, the payment started and registered, a Multibanco reference written to the order,
 * and the order read again by its payment key. Prices, totals and the customer come from the
 * server, never from the browser.
 */
export async function placeOrder(ctx: GatewayContext, input: PlaceOrderInput): Promise<PlaceOrderResult> {
  const session = ctx.session;
  if (!session || session.role !== 'CUSTOMER') return refused([userError(ctx, 'NOT_SIGNED_IN')]);
  if (!IDEMPOTENCY_KEY.test(input.idempotencyKey)) {
    return refused([userError(ctx, 'INCORRECT_REQUEST', ['idempotencyKey'])]);
  }
  const billing = validate(ctx, billingSchema, input.billing);
  const payment = validate(ctx, paymentStepSchema, { paymentMethod: input.paymentMethod, mbWayPhone: input.mbWayPhone ?? '', termsAccepted: input.termsAccepted });
  const formErrors = [
    ...(billing.ok ? [] : billing.errors.map((e) => ({ ...e, field: ['billing', ...e.field] }))),
    ...(payment.ok ? [] : payment.errors),
  ];
  if (input.paymentMethod === 'DESK') formErrors.push(userError(ctx, 'INCORRECT_REQUEST', ['paymentMethod']));
  const cart = await priceCart(ctx, input.lines, { entrance: input.entrance, holdIds: input.holdIds });
  if (input.paymentMethod === 'MULTIBANCO' && !multibancoAvailable(ctx, cart.reserved)) {
    formErrors.push(userError(ctx, 'MULTIBANCO_UNAVAILABLE', ['paymentMethod']));
  }
  if (cart.lines.length === 0 && cart.userErrors.length === 0) cart.userErrors.push(userError(ctx, 'EMPTY_CART', ['lines']));
  const errors = [...formErrors, ...cart.userErrors];
  if (errors.length > 0 || !billing.ok || !payment.ok || input.paymentMethod === 'DESK') return refused(errors);

  const account = await ownAccount(ctx);
  if (!account) return refused([userError(ctx, 'NOT_SIGNED_IN')]);
  const method = METHODS[input.paymentMethod];
  const key = paymentKeyOf(session.accountId, input.idempotencyKey);
  const totals = cart.totals;
  const total = formatCents(totals.grossCents);
  const b = billing.value;

  const order = await createOrder(ctx.api, {
    info: {
      companycode: ctx.api.companyCode,
      tipo_documento: 'nota_de_encomenda',
      origin: 'web',
      id_usado_para_gerar_pagamento: key,
      metodo_de_pagamento: method.code,
      // spec 001 §2.4: the card provider brings the browser back to the result page.
      return_url: `${ctx.siteUrl}/store/payment/${key}`,
      // The same key with another checkout is refused by the API, and nothing is placed.
      request_fingerprint: requestFingerprint('placeOrder', input),
    },
    documento: orderDocument({ id: session.accountId, username: account.entity.info.username }, b, cart),
  }).catch((error: unknown) => {
    if (isKeyReused(error)) return null;
    throw error;
  });
  if (!order) return refused([keyReusedError(ctx)]);
  if (cart.reserved.holdIds.length > 0) {
    // spec 002 §4 purchase release: the held seats become sold to this order. A hold that lapsed
    // since it was priced leaves the order unpaid (cancelled at its deadline) and says so.
    try {
      await purchaseHolds(ctx, cart.reserved.holdIds, order.id);
    } catch (error) {
      if (!(error instanceof HoldRefusedError)) throw error;
      return refused([{ ...error.userError, field: ['holdIds'] }]);
    }
  }
  let checkout: CheckoutData;
  try {
    checkout = await startCheckout(ctx.api, { key, value: total, method: method.checkout, phone: payment.value.mbWayPhone });
  } catch (error) {
    // No provider is configured (resort-api's PAYMENT_SANDBOX off, no real one): the customer is
    // told so; the order is left unpaid, and its seats come back at its payment deadline.
    if (!isUpstreamStatus(error, 503, 'payment_provider_unavailable')) throw error;
    return refused([userError(ctx, 'PAYMENT_PROVIDER_UNAVAILABLE', ['paymentMethod'])]);
  }
  await registerPayment(ctx.api, { id: key, info: { id: order.id, companycode: ctx.api.companyCode, obj: checkout } });
  const next = instructions(input.paymentMethod, checkout, total);
  if (next.__typename === 'MultibancoPayment') {
    // spec 001 §4: the order keeps the reference, entity and amount.
    await updateOrder(ctx.api, { id: order.id, documento: { rmb: { rmb_ent: next.entity, rmb_ref: next.reference, rmb_pag: next.amount } } });
  }
  const stored = (await fetchOrderByPaymentKey(ctx.api, key)) ?? order;
  return { order: stored, payment: next, userErrors: [] };
}
