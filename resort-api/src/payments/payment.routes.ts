import { createRoute, z } from '@hono/zod-openapi';
import {
  checkoutAnswer,
  checkoutRequest,
  paymentNotificationAnswer,
  paymentNotificationRequest,
  paymentRecordAnswer,
  purchasePaymentRequest,
} from '@estancia/resort-contract';
import type { ApiApp } from '../http/env.ts';
import { answers, ApiError, errorResponse } from '../http/errors.ts';
import { bearerRoute, json } from '../http/route.ts';
import { parseCents } from '../orders/arithmetic.ts';
import { toCheckoutData, toPaymentRecord } from './payment.answer.ts';
import { type PaymentDeps, checkout, registerPurchasePayment } from './payment.checkout.ts';
import { settlePayment } from './payment.settle.ts';
import { SIGNATURE_HEADER, requireNotificationSignature } from './notification-signature.ts';
import { deskCheckout, ensureDeskPaymentForNotification } from './desk-payment.ts';

export interface PaymentRouteDeps extends PaymentDeps {
  /** The shared secret notifications are signed with (config PAYMENT_NOTIFICATION_SECRET). */
  notificationSecret: string;
  /** Whether the payment sandbox stands in for the providers (config PAYMENT_SANDBOX); without it no card, MB WAY or Multibanco payment can start. */
  sandbox: boolean;
  /** Where the sandbox pages are reached; defaults to the origin of the checkout request. */
  sandboxUrl?: string | undefined;
}

/** spec 001 §7 writes these paths with a trailing slash; the form without it is accepted too. */
export const CHECKOUT_PATHS = ['/store/payment/checkout/', '/store/payment/checkout'] as const;
export const NOTIFICATION_PATHS = ['/store/payment/notification/status/', '/store/payment/notification/status'] as const;

function checkoutRoute(path: string) {
  return bearerRoute(['payments'], `post ${path}`, {
    summary: 'Start paying an order',
    description:
      'key (the payment key), value (the order total: 12.30, "12.30" or "12,30"), method cc | mbw | mb, phone ' +
      '(required for mbw). Answers data.response.method: cc → url of the hosted card page (the payment sandbox, ' +
      '30 minutes); mb → entity 90150, a 9-digit reference with ISO 7064 MOD 97-10 check digits, value and expires ' +
      '(3 days); mbw → status pending, phone and expires (about 4 minutes), with url the sandbox page that approves ' +
      'or rejects it. The order takes the method and the deadline; unpaid then, it is cancelled. For the ordering ' +
      'customer or staff. desk (staff only, orders placed at the desk, spec 002 §4): answers the order\'s desk ' +
      'payment, usually already paid by the desk\'s notification, or starts one.',
    body: checkoutRequest,
    responses: answers(200, 'The payment started (or the same pending one)', checkoutAnswer, { 400: 'Invalid body, a value other than the order total, no phone for MB WAY, an order not awaiting payment', 403: 'Not the ordering customer\'s session, nor staff', 404: 'No order with this payment key', 503: 'payment_provider_unavailable: no provider takes card, MB WAY or Multibanco payments here' }),
  });
}

export const purchasePaymentRoute = bearerRoute(['payments'], 'post /store/purchase/payment', {
  summary: 'Register a payment with its order',
  description:
    'id (the payment key), info { id (the order id), companycode, obj (the checkout answer\'s data) }: records ' +
    'that the order is being paid by that payment. Answers the payment record (key, value, method, phone, status…).',
  body: purchasePaymentRequest,
  responses: answers(200, 'The payment record', paymentRecordAnswer, { 400: 'Invalid body, or a payment of another order or key', 403: 'Not the ordering customer\'s session, nor staff', 404: 'No such order or payment' }),
});

function notificationRoute(path: string) {
  return createRoute({
    method: 'post',
    path,
    tags: ['payments'],
    summary: 'A payment provider\'s notification',
    description:
      'key (payment key), status (1 paid, -1 failed), ref (the payment\'s ref from the checkout), data { value, method }, ' +
      'response (the provider\'s own, kept). No bearer: the header X-Payment-Signature must be ' +
      '"sha256=" + hex HMAC-SHA256 of the exact body with the shared secret PAYMENT_NOTIFICATION_SECRET. Paid: the ' +
      'order becomes pagamento_pendente 1 with its tickets; failed: -1. Replay-safe: the same notification again ' +
      'changes nothing and answers applied false, duplicate true. An unknown key or ref is a 404; a wrong amount, ' +
      'a payment already settled the other way or expired is a 400, and nothing changes. data.method desk (an order ' +
      'placed at the desk, spec 002 §4): the first notification of a ref creates the order\'s desk payment.',
    request: {
      headers: z.object({
        [SIGNATURE_HEADER]: z.string().optional().openapi({ description: 'sha256=<hex HMAC-SHA256 of the body>' }),
      }),
      body: { required: true, content: json(paymentNotificationRequest) },
    },
    responses: {
      200: { description: 'Applied, or recognised as already applied', content: json(paymentNotificationAnswer) },
      400: errorResponse('Invalid body, wrong amount, a payment of another key, or one already settled or expired'),
      401: errorResponse('Missing or wrong signature'),
      404: errorResponse('Unknown payment key or reference'),
      500: errorResponse('Unexpected failure (details are logged, never sent)'),
    },
  });
}

export function registerPaymentRoutes(app: ApiApp, deps: PaymentRouteDeps): void {
  for (const path of CHECKOUT_PATHS) {
    app.openapi(checkoutRoute(path), async (c) => {
      const body = c.req.valid('json');
      // The sandbox is the only provider this API knows: without it, only the desk can be paid.
      if (body.method !== 'desk' && !deps.sandbox) {
        throw new ApiError(503, 'payment_provider_unavailable', `No payment provider is configured for method ${body.method}: the order stays awaiting payment`);
      }
      // spec 002 §4: the desk's checkout answers the desk payment its notification created.
      const { payment, order } =
        body.method === 'desk'
          ? await deskCheckout(deps.db, deps.now(), c.get('principal'), body.key, parseCents(body.value))
          : await checkout(deps, c.get('principal'), body);
      const base = deps.sandboxUrl ?? new URL(c.req.url).origin;
      return c.json(checkoutAnswer.parse({ data: toCheckoutData(payment, order, base) }), 200);
    });
  }

  app.openapi(purchasePaymentRoute, async (c) => {
    const { payment, order } = await registerPurchasePayment(deps, c.get('principal'), c.req.valid('json'));
    return c.json(paymentRecordAnswer.parse({ data: [toPaymentRecord(payment, order)] }), 200);
  });

  for (const path of NOTIFICATION_PATHS) {
    app.use(path, requireNotificationSignature(deps.notificationSecret));
    app.openapi(notificationRoute(path), async (c) => {
      const body = c.req.valid('json');
      const status = body.status === 1 ? 1 : -1;
      if (body.data.method === 'desk') {
        await ensureDeskPaymentForNotification(deps.db, deps.now(), body.key, body.ref, parseCents(body.data.value));
      }
      const { order, applied } = await settlePayment(deps.db, deps.now, {
        key: body.key,
        ref: body.ref,
        status,
        valueCents: parseCents(body.data.value),
        body,
      });
      const answer = paymentNotificationAnswer.parse({
        data: { key: body.key, ref: body.ref, status, applied, duplicate: !applied, pagamento_pendente: order.pagamentoPendente },
      });
      return c.json(answer, 200);
    });
  }
}
