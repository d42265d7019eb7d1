import {
  checkoutAnswer,
  orderListAnswer,
  paymentRecordAnswer,
  type CheckoutData,
  type CheckoutRequest,
  type OrderCreateRequest,
  type OrderDocument,
  type OrderUpdateRequest,
  type PurchasePaymentRequest,
} from '@estancia/resort-contract';
import { isUpstreamStatus } from '../../upstream/errors.ts';
import type { UpstreamReader } from '../../upstream/reader.ts';

/**
 * spec 001 §7: POST store/order, as the signed-in customer. Sent again with the same key and
 * info.request_fingerprint, it answers the same order; with another fingerprint the API answers
 * 409 idempotency_key_reused (idempotency.ts isKeyReused).
 */
export async function createOrder(api: UpstreamReader, body: OrderCreateRequest): Promise<OrderDocument> {
  const answer = await api.userWrite('POST', 'store/order', body, orderListAnswer);
  const [order] = answer.data;
  if (!order) throw new Error('store/order answered no order');
  return order;
}

/** spec 001 §7: update store/order (the Multibanco reference, spec 001 §4). */
export async function updateOrder(api: UpstreamReader, body: OrderUpdateRequest): Promise<void> {
  await api.userWrite('PUT', 'store/order', body, orderListAnswer);
}

/** spec 001 §7: POST store/payment/checkout/ */
export async function startCheckout(api: UpstreamReader, body: CheckoutRequest): Promise<CheckoutData> {
  return (await api.userWrite('POST', 'store/payment/checkout/', body, checkoutAnswer)).data;
}

/** spec 001 §7: POST store/purchase/payment */
export async function registerPayment(api: UpstreamReader, body: PurchasePaymentRequest): Promise<void> {
  await api.userWrite('POST', 'store/purchase/payment', body, paymentRecordAnswer);
}

/**
 * spec 001 §7: GET store/order/payment/{company}/{key}; null when there is none or it is not the
 * caller's. With `fingerprint` (idempotency.ts), an order placed under the key for another
 * request is the API's 409 idempotency_key_reused, thrown.
 */
export async function fetchOrderByPaymentKey(api: UpstreamReader, key: string, fingerprint?: string): Promise<OrderDocument | null> {
  const query = fingerprint === undefined ? '' : `?request_fingerprint=${api.segment(fingerprint)}`;
  try {
    const answer = await api.userRead(`store/order/payment/${api.segment(api.companyCode)}/${api.segment(key)}${query}`, orderListAnswer);
    return answer.data[0] ?? null;
  } catch (error) {
    if (isUpstreamStatus(error, 404) || isUpstreamStatus(error, 403) || isUpstreamStatus(error, 400)) return null;
    throw error;
  }
}
