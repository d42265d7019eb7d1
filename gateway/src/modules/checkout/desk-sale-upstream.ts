import { createHmac } from 'node:crypto';
import { type OrderCancelRequest, orderListAnswer, paymentNotificationAnswer } from '@estancia/resort-contract';
import { isUpstreamStatus } from '../../upstream/errors.ts';
import type { UpstreamReader } from '../../upstream/reader.ts';

/** spec 002 §7 POST store/payment/notification/status/: the body the desk's notification carries. */
export interface DeskNotification {
  key: string;
  status: 1;
  ref: string;
  data: { value: string; method: 'desk' };
  response: { origin: 'desk'; staff: number };
}

/**
 * The desk's success notification (spec 002 §4 step 2). Like a provider's, it is signed: the
 * header holds the HMAC-SHA256 of the exact JSON body with the shared notification secret. The
 * client sends JSON.stringify(body), the very text signed here.
 */
export async function postDeskNotification(api: UpstreamReader, body: DeskNotification, secret: string): Promise<void> {
  const signature = `sha256=${createHmac('sha256', secret).update(JSON.stringify(body), 'utf8').digest('hex')}`;
  await api.siteWrite('POST', 'store/payment/notification/status/', body, paymentNotificationAnswer, { 'x-payment-signature': signature });
}

/** POST store/order/cancel, as the clerk: the compensation of a desk order left unfinished. No order under the key: nothing to cancel. */
export async function cancelDeskOrder(api: UpstreamReader, key: string): Promise<void> {
  try {
    await api.userWrite('POST', 'store/order/cancel', { companycode: api.companyCode, id_usado_para_gerar_pagamento: key } satisfies OrderCancelRequest, orderListAnswer);
  } catch (error) {
    if (!isUpstreamStatus(error, 404)) throw error;
  }
}
