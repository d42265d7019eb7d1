import { createHmac, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/env.ts';
import { errorBody } from '../http/errors.ts';

/**
 * Payment notifications are authenticated by an HMAC of their body (the providers' own scheme):
 * the header `X-Payment-Signature: sha256=<hex>` carries HMAC-SHA256 of the exact request body
 * with the shared notification secret (PAYMENT_NOTIFICATION_SECRET). A provider has no bearer
 * token; the signature is what proves the notification came from it.
 */
export const SIGNATURE_HEADER = 'x-payment-signature';

export function signNotification(secret: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex')}`;
}

export function isValidSignature(secret: string, rawBody: string, header: string | undefined): boolean {
  if (!header) return false;
  const expected = Buffer.from(signNotification(secret, rawBody));
  const given = Buffer.from(header.trim());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Checks the signature before the body is validated. The raw text is read first, so the route's
 * JSON parsing reads the very bytes that were signed (Hono caches the body).
 */
export function requireNotificationSignature(secret: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const raw = await c.req.text();
    if (!isValidSignature(secret, raw, c.req.header(SIGNATURE_HEADER))) {
      return c.json(
        errorBody(
          'unauthorized',
          'Missing or wrong X-Payment-Signature: send sha256=<hex HMAC-SHA256 of the body with the notification secret>',
        ),
        401,
      );
    }
    return next();
  };
}
