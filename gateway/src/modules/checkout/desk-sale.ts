import { createHash } from 'node:crypto';
import { PAYMENT_STATES, type OrderDocument } from '@estancia/resort-contract';
import { billingSchema } from '@estancia/validation';
import type { PlaceDeskOrderInput, UserError } from '../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../kernel/context.ts';
import { userError, validate } from '../../kernel/user-errors.ts';
import { staffSession, customerById } from '../desk/index.ts';
import { HoldRefusedError, purchaseHolds } from '../reservations/index.ts';
import { createOrder, fetchOrderByPaymentKey, registerPayment, startCheckout } from './upstream.ts';
import { isKeyReused, keyReusedError, requestFingerprint } from './idempotency.ts';
import { paymentKeyOf } from './place-order.ts';
import { priceCart } from './quote.ts';
import { deskOrderBody } from './desk-order-body.ts';
import { cancelDeskOrder, postDeskNotification } from './desk-sale-upstream.ts';
import type { DeskReceiptParent } from './parents.ts';

export type PlaceDeskOrderResult = { receipt: DeskReceiptParent; userErrors: [] } | { receipt: null; userErrors: UserError[] };

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,64}$/;
const refused = (userErrors: UserError[]): PlaceDeskOrderResult => ({ receipt: null, userErrors });

/** The desk payment's ref: one per order, from its payment key, so a retried notification names the same payment. */
export function deskPaymentRef(key: string): string {
  return `DSK${createHash('sha256').update(key).digest('hex').slice(0, 24).toUpperCase()}`;
}

/**
 * spec 002 §4 "Confirming a desk order", on the server, for staff only: the walk-in customer's
 * billing data is checked with the shared rules (spec 002 §5), the clerk's held slots and the
 * entrance tickets are priced by the server, and a total not above 0 stores nothing (the 'order
 * finalized' error). Then the order, the desk's success notification, the checkout and the
 * purchase payment are posted in that order, and the holds become sales.
 */
export async function placeDeskOrder(ctx: GatewayContext, input: PlaceDeskOrderInput): Promise<PlaceDeskOrderResult> {
  const staff = staffSession(ctx);
  if (!staff) return refused([userError(ctx, 'FORBIDDEN')]);
  if (!IDEMPOTENCY_KEY.test(input.idempotencyKey)) return refused([userError(ctx, 'INCORRECT_REQUEST', ['idempotencyKey'])]);
  const key = paymentKeyOf(staff.accountId, input.idempotencyKey);
  const fingerprint = requestFingerprint('placeDeskOrder', input);
  // One sale per key at a time in this process (services.ts).
  const inFlight = ctx.services.checkout.deskSalesInFlight;
  const running = inFlight.get(key);
  if (running) return running.fingerprint === fingerprint ? running.sale : refused([keyReusedError(ctx)]);
  const sale = sell(ctx, input, { key, fingerprint }).finally(() => inFlight.delete(key));
  inFlight.set(key, { fingerprint, sale });
  return sale;
}

async function sell(ctx: GatewayContext, input: PlaceDeskOrderInput, sale: { key: string; fingerprint: string }): Promise<PlaceDeskOrderResult> {
  const { key } = sale;
  const billing = validate(ctx, billingSchema, input.billing);
  const errors: UserError[] = billing.ok ? [] : billing.errors.map((e) => ({ ...e, field: ['billing', ...e.field] }));
  if (input.termsAccepted !== true) errors.push(userError(ctx, 'TERMS_REQUIRED', ['termsAccepted']));

  // A retry of a sale already placed under this key: answer it, never sell twice. The key sent
  // with another sale (another name, other tickets) is refused: its receipt would show what was
  // never sold.
  let earlier: OrderDocument | null;
  try {
    earlier = await fetchOrderByPaymentKey(ctx.api, key, sale.fingerprint);
  } catch (error) {
    if (isKeyReused(error)) return refused([keyReusedError(ctx)]);
    throw error;
  }
  if (earlier) return resume(ctx, earlier, key, billing.ok ? billing.value : null);

  const customer = input.customerId == null ? null : await customerById(ctx.api, input.customerId);
  if (input.customerId != null && !customer) errors.push(userError(ctx, 'INCORRECT_REQUEST', ['customerId']));
  const cart = await priceCart(ctx, [], { entrance: input.entrance, holdIds: input.holdIds });
  errors.push(...cart.userErrors);
  if (errors.length > 0 || !billing.ok) return refused(errors);
  // spec 002 §4: a total not above 0 is the 'order finalized' error, and nothing is stored.
  if (cart.totals.grossCents <= 0) return refused([userError(ctx, 'ORDER_FINALIZED_ERROR')]);

  const b = billing.value;
  const held = cart.reserved.holdIds;
  let order: OrderDocument;
  try {
    order = await createOrder(ctx.api, deskOrderBody(ctx, sale, b, customer, cart));
  } catch (error) {
    // Another sale took the key meanwhile (another replica): that order is not this sale's to cancel.
    if (isKeyReused(error)) return refused([keyReusedError(ctx)]);
    return failed(ctx, key, 'order', error);
  }
  try {
    // The seats become sold to the order before it is paid, so a paid order never lacks them; if
    // a later step fails, cancelling the order puts them back on sale.
    if (held.length > 0) await purchaseHolds(ctx, held, order.id);
  } catch (error) {
    if (error instanceof HoldRefusedError) {
      await compensate(ctx, key);
      return refused([{ ...error.userError, field: ['holdIds'] }]);
    }
    return failed(ctx, key, 'holds', error);
  }
  return pay(ctx, order, key, { name: b.name, vat: b.vat, email: b.email });
}

/** Steps 2 to 4 of spec 002 §4, each one replay-safe upstream; any failure cancels the order. */
async function pay(ctx: GatewayContext, order: OrderDocument, key: string, billing: DeskReceiptParent['billing']): Promise<PlaceDeskOrderResult> {
  const value = order.documento.total_documento;
  const staffId = ctx.session?.accountId ?? 0;
  let step = 'notification';
  try {
    await postDeskNotification(
      ctx.api,
      { key, status: 1, ref: deskPaymentRef(key), data: { value, method: 'desk' }, response: { origin: 'desk', staff: staffId } },
      ctx.deps.config.PAYMENT_NOTIFICATION_SECRET,
    );
    step = 'checkout';
    const checkout = await startCheckout(ctx.api, { key, value, method: 'desk', phone: '' });
    step = 'purchase payment';
    await registerPayment(ctx.api, { id: key, info: { id: order.id, companycode: ctx.api.companyCode, obj: checkout } });
  } catch (error) {
    return failed(ctx, key, step, error);
  }
  // The sale is complete; the order is read again for its tickets (the QR codes), kept as placed if that read fails.
  const stored = await fetchOrderByPaymentKey(ctx.api, key).catch(() => null);
  return { receipt: { order: stored ?? order, billing }, userErrors: [] };
}

/** The key's order exists already: a finished or paid sale is completed and answered; a cancelled one stays cancelled. */
async function resume(ctx: GatewayContext, order: OrderDocument, key: string, billing: { name: string; vat: string; email: string } | null): Promise<PlaceDeskOrderResult> {
  const user = order.documento.user_info;
  const asPlaced = billing ?? { name: user.name, vat: user.vat, email: user.email };
  const state = order.info.pagamento_pendente;
  if (order.info.origin === 'desk' && (state === PAYMENT_STATES.paid || state === PAYMENT_STATES.paidConfirmed)) return pay(ctx, order, key, asPlaced);
  if (order.info.origin === 'desk' && state === PAYMENT_STATES.pending) {
    // Left pending by a sale that stopped half-way (another replica, a crash): never half-finished.
    return failed(ctx, key, 'resume', new Error(`desk order ${order.id} was left pending`));
  }
  return refused([userError(ctx, 'ORDER_FAILED', ['idempotencyKey'])]);
}

/**
 * Cancels the key's order (if it exists) so none is left half-finished (the resort API announces
 * the seats that come back to every open listing); a failed cancel is logged.
 */
async function compensate(ctx: GatewayContext, key: string): Promise<void> {
  try {
    await cancelDeskOrder(ctx.api, key);
  } catch (error) {
    // Unpaid, the resort API cancels it at its payment deadline and frees its seats.
    ctx.deps.logger.error({ err: error, key }, 'a desk order could not be cancelled after a failed sale');
  }
}

async function failed(ctx: GatewayContext, key: string, step: string, error: unknown): Promise<PlaceDeskOrderResult> {
  ctx.deps.logger.warn({ err: error, key, step }, 'a desk sale failed; its order is cancelled');
  await compensate(ctx, key);
  return refused([userError(ctx, 'ORDER_FAILED')]);
}

