import { createHash } from 'node:crypto';
import stringify from 'safe-stable-stringify';
import type { UserError } from '../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../kernel/context.ts';
import { isUpstreamStatus } from '../../upstream/errors.ts';
import { userError } from '../../kernel/user-errors.ts';

/**
 * One idempotency key, one request. The resort API keeps the digest of the request an order was
 * placed for with its payment key (POST store/order info.request_fingerprint): the same key sent
 * again with the same request answers the first order, and with another request is refused (409
 * idempotency_key_reused), so every gateway replica decides alike. The digest is of the caller's
 * input, not of the order document: a retry after the seats were sold cannot rebuild the document,
 * but its input is the same.
 */

/**
 * JSON with every object's keys sorted (safe-stable-stringify); a null field reads as an absent one
 * (GraphQL optional input), so it is left out like an undefined one.
 */
const canonicalJson = (value: object): string =>
  stringify(value, (_key, field: unknown) => (field === null ? undefined : field)) ?? 'null';

/** The digest of a mutation's input under its idempotency key (the key itself left out): 64 hex characters. */
export function requestFingerprint(operation: 'placeOrder' | 'placeDeskOrder', input: { idempotencyKey: string }): string {
  const request = Object.fromEntries(Object.entries(input).filter(([field]) => field !== 'idempotencyKey'));
  return createHash('sha256').update(`${operation}:${canonicalJson(request)}`).digest('hex');
}

/** The resort API's answer to a payment key sent again with another request. */
export function isKeyReused(error: unknown): boolean {
  return isUpstreamStatus(error, 409, 'idempotency_key_reused');
}

/** IDEMPOTENCY_KEY_REUSED on the input's idempotencyKey. */
export function keyReusedError(ctx: GatewayContext): UserError {
  return userError(ctx, 'IDEMPOTENCY_KEY_REUSED', ['idempotencyKey']);
}
