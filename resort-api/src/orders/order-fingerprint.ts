import { createHash } from 'node:crypto';
import stringify from 'safe-stable-stringify';
import type { OrderCreate } from '@estancia/resort-contract';

/**
 * A payment key names one request (spec 001 §3.4 id_usado_para_gerar_pagamento; the gateway derives
 * it from its caller's idempotency key). Sent again with the same request it answers the stored
 * order; with another one it is refused, as payment APIs refuse an idempotency key reused with a
 * different body: answering the first order to a second request would show the caller a receipt
 * of something it did not ask for.
 */

/**
 * The digest kept with an order's payment key: the caller's own (info.request_fingerprint), or the
 * order's meaningful content: whom it bills (the ordering entity and the billing data), how it is
 * paid, its lines and totals. The server's numbering, times and additions are no part of it. The
 * JSON has every object's keys sorted (safe-stable-stringify), so the digest does not depend on the
 * order fields came in.
 */
export function orderFingerprint(body: OrderCreate, entityId: number | null): string {
  if (body.info.request_fingerprint !== undefined) return body.info.request_fingerprint;
  const content = {
    entityId,
    origin: body.info.origin,
    method: body.info.metodo_de_pagamento,
    documento: body.documento,
  };
  return createHash('sha256').update(`order:${stringify(content)}`).digest('hex');
}
