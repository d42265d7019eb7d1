import { createRoute, z } from '@hono/zod-openapi';
import { multibancoRequest } from '@estancia/resort-contract';
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { orders, type PaymentRow, payments } from '../db/schema.ts';
import type { ApiApp, AppEnv } from '../http/env.ts';
import { ApiError, errorResponse } from '../http/errors.ts';
import { json } from '../http/route.ts';
import { parseCents } from '../orders/arithmetic.ts';
import { isValidMultibanco } from '../orders/multibanco.ts';
import type { PaymentDeps } from './payment.checkout.ts';
import { findPaymentByToken } from './payment.repository.ts';
import { settlePayment } from './payment.settle.ts';
import { cardPage, mbwayPage, notFoundPage } from './sandbox-pages.ts';

/**
 * The payment sandbox (design.md): the providers' side, served by resort-api. Its pages and
 * endpoints need no bearer (a browser is sent to them); the token in the path is the capability.
 * Each decision settles the payment exactly as a provider's notification would (settlePayment,
 * the code behind POST store/payment/notification/status/), so it is replay-safe too.
 */
export const SANDBOX_PREFIX = '/sandbox/';

const decisionSchema = z.enum(['approve', 'decline', 'reject'], { error: 'must be approve or reject' });

async function loadPayment(deps: PaymentDeps, token: string, method: PaymentRow['method']) {
  const payment = await findPaymentByToken(deps.db, token);
  if (!payment || payment.method !== method) return null;
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, payment.orderId)).limit(1);
  return order ? { payment, order } : null;
}

/** Settles a payment by a decision; a refusal (expired, settled) comes back as its message. */
async function decide(deps: PaymentDeps, payment: PaymentRow, orderKey: string, approve: boolean): Promise<string> {
  try {
    await settlePayment(deps.db, deps.now, {
      key: orderKey,
      ref: payment.ref,
      status: approve ? 1 : -1,
      valueCents: payment.amountCents,
      body: { sandbox: true, decision: approve ? 'approve' : 'decline' },
    });
    return '';
  } catch (error) {
    if (error instanceof ApiError) return error.message;
    throw error;
  }
}

async function readDecision(c: Context<AppEnv>): Promise<z.output<typeof decisionSchema>> {
  const type = c.req.header('content-type') ?? '';
  const raw = type.includes('application/json') ? ((await c.req.json()) as { decision?: unknown }).decision : (await c.req.parseBody())['decision'];
  const parsed = decisionSchema.safeParse(raw);
  if (!parsed.success) throw new ApiError(400, 'invalid_request', 'Invalid body: decision must be approve or reject');
  return parsed.data;
}

const tokenParams = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'must be a sandbox payment token' })
    .openapi({ param: { name: 'token', in: 'path' }, description: 'The token of the payment\'s sandbox page (from the checkout url).' }),
});

const decisionAnswer = z.object({
  data: z.object({ ref: z.string(), status: z.number().int(), message: z.string() }),
});

export const mbwayDecisionRoute = createRoute({
  method: 'post',
  path: '/sandbox/mbway/{token}/decision',
  tags: ['payment sandbox'],
  summary: 'Approve or reject a pending MB WAY request',
  description:
    'What the customer does in the MB WAY app: { "decision": "approve" | "reject" }. A request not decided within ' +
    'about four minutes expires (the expiry job) and can no longer be approved. No bearer: the token is the capability.',
  request: { params: tokenParams, body: { required: true, content: json(z.object({ decision: decisionSchema })) } },
  responses: {
    200: { description: 'The payment\'s status after the decision (message says why nothing changed)', content: json(decisionAnswer) },
    400: errorResponse('Not approve or reject'),
    404: errorResponse('No MB WAY payment with this token'),
  },
});

export const multibancoPayRoute = createRoute({
  method: 'post',
  path: '/sandbox/multibanco/pay',
  tags: ['payment sandbox'],
  summary: 'Pay a Multibanco reference (as at an ATM)',
  description:
    'rmb_ent, rmb_ref, rmb_pag: pays the pending reference when entity, reference and amount agree (check digits ' +
    'included), as the ATM network would. No bearer.',
  request: { body: { required: true, content: json(multibancoRequest) } },
  responses: {
    200: { description: 'The payment\'s status', content: json(decisionAnswer) },
    400: errorResponse('Check digits or amount do not match, or the reference expired'),
    404: errorResponse('No pending payment with this reference'),
  },
});

export function registerSandboxRoutes(app: ApiApp, deps: PaymentDeps): void {
  for (const [kind, method, render] of [
    ['card', 'cc', cardPage],
    ['mbway', 'mbw', mbwayPage],
  ] as const) {
    const path = `/sandbox/${kind}/:token`;
    app.get(path, async (c) => {
      const found = await loadPayment(deps, (c.req.param('token') ?? ''), method);
      if (!found) return c.html(notFoundPage(), 404);
      return c.html(render(found.payment, found.order, c.req.path));
    });
    // The page's form: settle, then (card) back to the shop's result page, or show the outcome.
    app.post(path, async (c) => {
      const found = await loadPayment(deps, (c.req.param('token') ?? ''), method);
      if (!found) return c.html(notFoundPage(), 404);
      const decision = await readDecision(c);
      const error = await decide(deps, found.payment, found.order.paymentKey, decision === 'approve');
      const after = await loadPayment(deps, (c.req.param('token') ?? ''), method);
      if (!after) return c.html(notFoundPage(), 404);
      if (!error && method === 'cc' && after.order.returnUrl) return c.redirect(after.order.returnUrl, 303);
      return c.html(render(after.payment, after.order, c.req.path, error), error ? 400 : 200);
    });
  }

  app.openapi(mbwayDecisionRoute, async (c) => {
    const { token } = c.req.valid('param');
    const found = await loadPayment(deps, token, 'mbw');
    if (!found) throw new ApiError(404, 'not_found', 'No MB WAY payment with this token');
    const message = await decide(deps, found.payment, found.order.paymentKey, c.req.valid('json').decision === 'approve');
    const after = await loadPayment(deps, token, 'mbw');
    return c.json({ data: { ref: found.payment.ref, status: after?.payment.status ?? found.payment.status, message } }, 200);
  });

  app.openapi(multibancoPayRoute, async (c) => {
    const body = c.req.valid('json');
    const cents = parseCents(body.rmb_pag);
    if (!isValidMultibanco(body.rmb_ent, body.rmb_ref, cents)) {
      throw new ApiError(400, 'invalid_request', 'Entity, reference and amount do not agree (check digits)');
    }
    const [payment] = await deps.db
      .select()
      .from(payments)
      .where(and(eq(payments.method, 'mb'), eq(payments.mbEntity, body.rmb_ent), eq(payments.mbReference, body.rmb_ref), eq(payments.status, 0)))
      .limit(1);
    if (!payment) throw new ApiError(404, 'not_found', `No pending payment with reference ${body.rmb_ref}`);
    const [order] = await deps.db.select().from(orders).where(eq(orders.id, payment.orderId)).limit(1);
    if (!order) throw new ApiError(404, 'not_found', `No pending payment with reference ${body.rmb_ref}`);
    // settlePayment checks the amount and the deadline, and refuses what does not match.
    await settlePayment(deps.db, deps.now, {
      key: order.paymentKey,
      ref: payment.ref,
      status: 1,
      valueCents: cents,
      body: { sandbox: true, multibanco: body },
    });
    return c.json({ data: { ref: payment.ref, status: 1, message: '' } }, 200);
  });
}
