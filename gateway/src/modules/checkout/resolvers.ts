import type { OrderDocument } from '@estancia/resort-contract';
import { createGraphQLError } from 'graphql-yoga';
import type { PaymentStatus, Resolvers } from '../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../kernel/context.ts';
import { upstreamDateTime as dateTime } from '../../time.ts';
import { stoppable } from '../../kernel/stoppable.ts';
import type { FeedEvent } from '../../upstream/availability-feed.ts';
import { pushQueue } from '../../kernel/push-queue.ts';
import { fromGlobalId } from '../../kernel/global-id.ts';
import { forgetOrder, orderNode, paymentStatusOf } from '../orders/index.ts';
import { fetchOrderByPaymentKey } from './upstream.ts';
import { type PaymentInstructionsParent, placeOrder } from './place-order.ts';

/** A watch ends after this long even if the payment is still pending (an MB WAY request lapses in about 4 minutes). */
export const PAYMENT_WATCH_MS = 10 * 60 * 1000;

/** Payment states after which nothing changes any more. */
const SETTLED: ReadonlySet<PaymentStatus> = new Set(['PAID', 'PAID_CONFIRMED', 'FAILED', 'REFUNDED']);

/**
 * The payment state of one of the viewer's orders, now and at each change (spec 002 §4 "Order
 * payment status"). The order is read once when the watch opens (and once more each time the
 * resort API's feed restarts, to catch up); every change after that arrives on the feed, which
 * carries the state, so an open payment page costs no read while it waits. Pages of the same
 * viewer and order opening together, or catching up after the same restart, share one read.
 */
async function* paymentStates(ctx: GatewayContext, orderId: number, signal: AbortSignal): AsyncGenerator<{ orderPaymentStatus: PaymentStatus }> {
  const watch = AbortSignal.any([signal, AbortSignal.timeout(PAYMENT_WATCH_MS)]);
  const events = pushQueue<FeedEvent>(watch, 100);
  // Listening starts before the first read, so a change committed meanwhile is not lost; a feed
  // (re)start before that read needs no catch-up of its own.
  let reading = false;
  const off = ctx.deps.availabilityFeed.on((event) => {
    if ((event.type === 'ready' && reading) || (event.type === 'payment' && event.change.id_encomenda === orderId)) events.push(event);
  });
  // Keyed by viewer too: the resort API answers each viewer for their own orders only.
  const key = `${ctx.session?.accountId ?? ''}:${orderId}`;
  const read = (restart?: FeedEvent): Promise<PaymentStatus | null> =>
    ctx.services.checkout.orderReads.read(
      key,
      async () => {
        // A fresh read: the subscription's loaders would keep the first answer.
        forgetOrder(ctx, orderId);
        const order = await orderNode(String(orderId), ctx);
        return order ? paymentStatusOf(order.info.pagamento_pendente) : null;
      },
      restart,
    );
  try {
    await ctx.deps.availabilityFeed.whenReady();
    reading = true;
    let last = await read();
    if (last === null) return;
    yield { orderPaymentStatus: last };
    // The stream ends once the payment has settled: nothing changes after that.
    while (!SETTLED.has(last)) {
      const next = await events.next();
      if (next.done) return;
      const status = next.value.type === 'payment' ? paymentStatusOf(next.value.change.pagamento_pendente) : await read(next.value);
      if (status === null) return;
      if (status === last) continue;
      last = status;
      yield { orderPaymentStatus: status };
    }
  } finally {
    off();
  }
}

function orderIdOf(globalId: string): number {
  const parsed = fromGlobalId(globalId);
  if (!parsed || parsed.type !== 'Order' || !/^[1-9]\d{0,9}$/.test(parsed.key)) {
    throw createGraphQLError('orderId is not the id of an order', { extensions: { code: 'BAD_USER_INPUT', field: ['orderId'] } });
  }
  return Number(parsed.key);
}

/** The web checkout: placing an order, its payment instructions, and the payment's state (spec 001 §4, §2.4). */
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
