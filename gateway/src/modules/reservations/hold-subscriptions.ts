import type { ServiceProduct } from '@estancia/resort-contract';
import { createGraphQLError } from 'graphql-yoga';
import type { SubscriptionResolvers } from '../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../kernel/context.ts';
import { fromGlobalId } from '../../kernel/global-id.ts';
import { stoppable } from '../../kernel/stoppable.ts';
import { serviceById } from './catalogue.ts';
import type { HoldChannel } from './channel-client.ts';
import type { ChannelViewer } from './channel-registry.ts';
import type { HoldChannelEvent } from './channel-messages.ts';
import type { HoldChannelDownParent, HoldExpiredParent, HoldNoticeParent, HoldTickParent, TimedCartParent } from './hold-parents.ts';
import { createSlotLoader, maxItemsOf } from './hold-upstream.ts';
import type { TimeSlotParent } from './parents.ts';
import { fetchTimerSettings } from './upstream.ts';

/**
 * The subscriptions of the hold bridge (spec 002 §4). The viewer's own ones read the viewer's
 * upstream channel, which they keep open while they run; slotAvailability is public and reads the
 * process's seat boards, kept from resort-api's feed (seat-boards.ts). Each ends at once when the client goes away (stoppable).
 */

/** The viewer a hold subscription is for; a visitor is refused before anything opens. */
function signedIn(ctx: GatewayContext): ChannelViewer {
  if (!ctx.session) throw createGraphQLError('sign in to follow your holds', { extensions: { code: 'UNAUTHENTICATED' } });
  return { accountId: ctx.session.accountId, token: ctx.session.token };
}

/**
 * The viewer's channel events while the subscription runs: the lease keeps the channel open, and
 * the listener is in place before `first` reads the current state, so nothing falls in between.
 */
async function* channelEvents<T>(
  ctx: GatewayContext,
  viewer: ChannelViewer,
  signal: AbortSignal,
  first: (channel: HoldChannel) => Promise<T | null>,
  map: (event: HoldChannelEvent, channel: HoldChannel) => T | null | Promise<T | null>,
): AsyncGenerator<T> {
  const lease = ctx.services.reservations.holdChannels.acquire(viewer);
  try {
    const events = lease.channel.events(signal);
    const initial = await first(lease.channel);
    if (initial !== null) yield initial;
    for (let next = await events.next(); !next.done; next = await events.next()) {
      const value = await map(next.value, lease.channel);
      if (value !== null) yield value;
    }
  } finally {
    lease.release();
  }
}

/**
 * A cart with its own slot loader: this event's seats, not the subscription's first ones. The
 * channel hands the same `lines` to every subscription of its viewer (and to `cart()` until the
 * next event), so the process's carts being shown (hold-bridge.ts) read the timer settings and
 * each line's slot once per event however many of the viewer's pages show the cart.
 */
function cartParent(ctx: GatewayContext, lines: TimedCartParent['lines']): Promise<TimedCartParent> {
  const cartsShown = ctx.services.reservations.cartsShown;
  let shown = cartsShown.get(lines);
  if (!shown) {
    shown = fetchTimerSettings(ctx.api).then((settings) => ({ lines, maxItems: maxItemsOf(settings), slots: createSlotLoader(ctx.api) }));
    cartsShown.set(lines, shown);
    // A failed read is not kept: the next event, or the next subscription, reads again.
    shown.catch(() => cartsShown.delete(lines));
  }
  return shown;
}

/** The cart of an event with the viewer's waiting-list entries as the channel last sent them (null: not yet). */
async function cartShown(ctx: GatewayContext, channel: HoldChannel, lines: TimedCartParent['lines']): Promise<TimedCartParent> {
  return { ...(await cartParent(ctx, lines)), waiting: channel.lastWaiting };
}

function holdEventOf(event: HoldChannelEvent): HoldExpiredParent | HoldNoticeParent | HoldChannelDownParent | null {
  switch (event.type) {
    case 'expired':
      return { __typename: 'HoldExpired', holdId: event.line.prod_timer, productId: event.line.produto.id, line: event.line };
    case 'notice':
      return { __typename: 'HoldNotice', success: event.success, messages: event.messages };
    case 'down':
      return { __typename: 'HoldChannelDown', closeCode: event.closeCode, reconnecting: event.reconnecting };
    default:
      return null;
  }
}

function serviceIdOf(globalId: string): number {
  const parsed = fromGlobalId(globalId);
  if (!parsed || parsed.type !== 'Service' || !/^[1-9]\d{0,9}$/.test(parsed.key)) {
    throw createGraphQLError('serviceId is not the id of a service', { extensions: { code: 'BAD_USER_INPUT', field: ['serviceId'] } });
  }
  return Number(parsed.key);
}

/** The listing's slots from the process's board of that service and day (seat-boards.ts). */
async function* slotStates(ctx: GatewayContext, product: ServiceProduct, date: string, signal: AbortSignal): AsyncGenerator<{ slotAvailability: TimeSlotParent[] }> {
  for await (const slots of ctx.services.reservations.liveSeats.watch(product, date, signal)) yield { slotAvailability: slots };
}

/**
 * Each second of each of the viewer's holds, counted here from the cart's expiry instants at each
 * strike of the process's one clock: the resort API sends no per-second tick (the channel is
 * opened without them), and no subscriber keeps a timer of its own.
 */
async function* countdown(ctx: GatewayContext, viewer: ChannelViewer, signal: AbortSignal): AsyncGenerator<{ holdCountdown: HoldTickParent }> {
  const lease = ctx.services.reservations.holdChannels.acquire(viewer);
  try {
    await lease.channel.cart();
    const ticksOf = (now: number) =>
      (lease.channel.lastCart ?? []).flatMap((line) => {
        const expiresAt = Date.parse(line.expira_em);
        if (!Number.isFinite(expiresAt) || expiresAt <= now - 1000) return [];
        return [{ holdCountdown: { holdId: line.prod_timer, remainingSeconds: Math.max(0, Math.ceil((expiresAt - now) / 1000)), expiresAt: line.expira_em } }];
      });
    yield* ticksOf(ctx.deps.now().getTime());
    for await (const instant of ctx.deps.clock.ticks(signal)) yield* ticksOf(instant.getTime());
  } finally {
    lease.release();
  }
}

const slotAvailability: NonNullable<SubscriptionResolvers<GatewayContext>['slotAvailability']> & { extensions: Record<string, unknown> } = {
  subscribe: async (_root, { serviceId, date }, ctx) => {
    const product = await serviceById(ctx, serviceIdOf(serviceId));
    if (!product) throw createGraphQLError('no such service', { extensions: { code: 'NOT_FOUND', field: ['serviceId'] } });
    return stoppable((signal) => slotStates(ctx, product, date, signal));
  },
  // Seats are the same for every viewer: one execution per operation, variables and language,
  // its results sent to every socket that asked (http/shared-subscriptions.ts).
  extensions: { sameForEveryViewer: true },
};

/** A subscription of the viewer's own: refused (UNAUTHENTICATED) to a visitor, its stream stopped when it ends. */
function viewerSubscription<T>(stream: (ctx: GatewayContext, viewer: ChannelViewer, signal: AbortSignal) => AsyncGenerator<T>) {
  return {
    subscribe: (_root: unknown, _args: unknown, ctx: GatewayContext) => {
      const viewer = signedIn(ctx);
      return stoppable((signal) => stream(ctx, viewer, signal));
    },
  };
}

export const holdSubscriptions: SubscriptionResolvers<GatewayContext> = {
  timedCart: viewerSubscription((ctx, viewer, signal) =>
    channelEvents(
      ctx,
      viewer,
      signal,
      async (channel) => ({ timedCart: await cartShown(ctx, channel, await channel.cart()) }),
      async (event, channel) => {
        if (event.type === 'cart') return { timedCart: await cartShown(ctx, channel, event.lines) };
        // A waiting-list change (an offer above all) is sent as the cart with its entries, so
        // an open page learns of it on the one subscription it already has.
        if (event.type === 'waiting') return { timedCart: await cartShown(ctx, channel, channel.lastCart ?? (await channel.cart())) };
        return null;
      },
    ),
  ),
  holdCountdown: viewerSubscription(countdown),
  holdEvents: viewerSubscription((ctx, viewer, signal) =>
    channelEvents(
      ctx,
      viewer,
      signal,
      async () => null,
      (event) => {
        const holdEvent = holdEventOf(event);
        return holdEvent ? { holdEvents: holdEvent } : null;
      },
    ),
  ),
  slotAvailability,
};
