import type { OrderDocument } from '@estancia/resort-contract';
import { createGraphQLError } from 'graphql-yoga';
import type { PaymentStatus, Resolvers } from '../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../context.ts';
import { upstreamDateTime as dateTime } from '../../time.ts';
import { pause, stoppable } from '../stoppable.ts';
import { fromGlobalId } from '../node/global-id.ts';
import { paymentStatusOf } from '../orders/map.ts';
import { orderNode } from '../orders/resolvers.ts';
import { fetchOrderByPaymentKey } from './checkout-upstream.ts';
import { type PaymentInstructionsParent, placeOrder } from './place-order.ts';

/** spec 002 §9 "Mobile-wallet retry 2000 ms": how often a watched order is read again. */
export const PAYMENT_POLL_MS = 2000;
/** A watch ends after this long even if the payment is still pending (an MB WAY request lapses in about 4 minutes). */
export const PAYMENT_WATCH_MS = 10 * 60 * 1000;

/** Payment states after which nothing changes any more. */
const SETTLED: ReadonlySet<PaymentStatus> = new Set(['PAID', 'PAID_CONFIRMED', 'FAILED', 'REFUNDED']);

/**
 * The payment state of one of the viewer's orders, now and at each change. The resort API has no
 * push channel for payments, so the order is read again every PAYMENT_POLL_MS (one upstream read
 * per watcher) until it settles, the watch times out, or the client goes away.
 */
async function* paymentStates(ctx: GatewayContext, orderId: number, signal: AbortSignal): AsyncGenerator<{ orderPaymentStatus: PaymentStatus }> {
  const started = Date.now();
  let last: PaymentStatus | null = null;
  while (!signal.aborted && Date.now() - started < PAYMENT_WATCH_MS) {
    // A fresh read each time: the per-request loaders would keep the first answer.
    ctx.loaders.orders.orderById.clear(orderId);
    const order = await orderNode(String(orderId), ctx);
    if (!order) return;
    const status = paymentStatusOf(order.info.pagamento_pendente);
    if (status !== last) {
      last = status;
      yield { orderPaymentStatus: status };
    }
    if (SETTLED.has(status)) return;
    await pause(PAYMENT_POLL_MS, signal);
  }
}

function orderIdOf(globalId: string): number {
  const parsed = fromGlobalId(globalId);
  if (!parsed || parsed.type !== 'Order' || !/^[1-9]\d{0,9}$/.test(parsed.key)) {
    throw createGraphQLError('orderId is not the id of an order', { extensions: { code: 'BAD_USER_INPUT', field: ['orderId'] } });
  }
  return Number(parsed.key);
}

export const checkoutResolvers: Resolvers = {
  Query: {
    paymentResult: async (_root, { key }, ctx) => {
      if (!/^[A-Za-z0-9_-]{6,64}$/.test(key)) {
        throw createGraphQLError('key must be 6 to 64 letters, digits, "-" or "_"', { extensions: { code: 'BAD_USER_INPUT', field: ['key'] } });
      }
      // Only the key's own customer reads it: the resort API refuses anyone else's session.
      if (!ctx.session) return null;
      return fetchOrderByPaymentKey(ctx.api, key);
    },
  },
  PaymentResult: {
    orderNumber: (order: OrderDocument) => `${order.info.serie}/${order.info.numero}`,
    status: (order: OrderDocument) => paymentStatusOf(order.info.pagamento_pendente),
    placedOnWebsite: (order: OrderDocument) => order.info.origin === 'web',
  },
  Mutation: {
    placeOrder: (_root, { input }, ctx) => placeOrder(ctx, input),
  },
  PaymentInstructions: {
    __resolveType: (payment) => (payment as PaymentInstructionsParent).__typename,
  },
  MultibancoPayment: {
    reference: (payment) => ({ rmb_ent: payment.entity, rmb_ref: payment.reference, rmb_pag: payment.amount }),
    deadline: (payment) => dateTime(payment.deadline),
  },
  MbWayPayment: {
    phone: (payment) => payment.phone,
    expiresAt: (payment) => dateTime(payment.expiresAt),
    sandboxApprovalUrl: (payment) => payment.sandboxApprovalUrl,
  },
  CardPayment: {
    redirectUrl: (payment) => payment.redirectUrl,
  },
  Subscription: {
    orderPaymentStatus: {
      subscribe: async (_root, { orderId }, ctx) => {
        const id = orderIdOf(orderId);
        if (!ctx.session) throw createGraphQLError('sign in to follow an order', { extensions: { code: 'UNAUTHENTICATED' } });
        // Anyone else's order reads as no order at all (spec 001 §6).
        if (!(await orderNode(String(id), ctx))) {
          throw createGraphQLError('no such order among yours', { extensions: { code: 'NOT_FOUND', field: ['orderId'] } });
        }
        return stoppable((signal) => paymentStates(ctx, id, signal));
      },
    },
  },
};
