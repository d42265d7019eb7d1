import { createRoute, z } from '@hono/zod-openapi';
import { sandboxRefundAnswer, sandboxRefundRequest } from '@estancia/resort-contract';
import type { ApiApp } from '../http/env.ts';
import { errorResponse } from '../http/errors.ts';
import { json } from '../http/route.ts';
import { parseCents } from '../orders/arithmetic.ts';
import { SIGNATURE_HEADER, requireNotificationSignature } from './notification-signature.ts';
import type { PaymentDeps } from './payment.checkout.ts';
import { refundPaymentCall, toSandboxRefund } from './sandbox-refund.ts';

/**
 * The payment sandbox's refund call, as a card provider's API offers it: the merchant asks the
 * provider to pay back (part of) a captured payment. No bearer (the sandbox is the provider's
 * side); the merchant signs the body with the shared secret, as the provider signs its
 * notifications. The desk's refund (POST /desk/refund) runs the same code inside its own
 * transaction.
 */
const refParams = z.object({
  ref: z
    .string()
    .regex(/^[A-Z0-9]{6,40}$/, { error: 'must be a payment ref' })
    .openapi({ param: { name: 'ref', in: 'path' }, description: 'The payment\'s ref (PAY…) from the checkout answer.', example: 'PAY0123456789ABCDEF' }),
});

export const sandboxRefundRoute = createRoute({
  method: 'post',
  path: '/sandbox/payments/{ref}/refunds',
  tags: ['payment sandbox'],
  summary: 'Refund a paid card or MB WAY payment (the provider\'s refund call)',
  description:
    'An addition of this implementation. amount (euros, "12.30"; partial refunds allowed, never more than what is left), ' +
    'currency EUR, reason, reference (the merchant\'s idempotency key: the same reference again answers the same refund). ' +
    'No bearer: X-Payment-Signature must be "sha256=" + hex HMAC-SHA256 of the exact body with PAYMENT_NOTIFICATION_SECRET.',
  request: {
    params: refParams,
    headers: z.object({ [SIGNATURE_HEADER]: z.string().optional().openapi({ description: 'sha256=<hex HMAC-SHA256 of the body>' }) }),
    body: { required: true, content: json(sandboxRefundRequest) },
  },
  responses: {
    200: { description: 'The refund (succeeded at once in the sandbox)', content: json(sandboxRefundAnswer) },
    400: errorResponse('Invalid body, a payment not paid or without provider refunds, or more than is left'),
    401: errorResponse('Missing or wrong signature'),
    404: errorResponse('No payment with this ref'),
  },
});

export function registerSandboxRefundRoutes(app: ApiApp, deps: PaymentDeps & { notificationSecret: string }): void {
  app.use('/sandbox/payments/:ref/refunds', requireNotificationSignature(deps.notificationSecret));
  app.openapi(sandboxRefundRoute, async (c) => {
    const { ref } = c.req.valid('param');
    const body = c.req.valid('json');
    const refund = await refundPaymentCall(deps.db, ref, { amountCents: parseCents(body.amount), reason: body.reason, reference: body.reference }, deps.now());
    return c.json(sandboxRefundAnswer.parse({ data: toSandboxRefund(refund, ref) }), 200);
  });
}
