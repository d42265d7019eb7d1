import type { ServiceProduct } from '@estancia/resort-contract';
import { createGraphQLError } from 'graphql-yoga';
import type { SubscriptionResolvers } from '../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../context.ts';
import { fromGlobalId } from '../node/global-id.ts';
import { pause, stoppable } from '../stoppable.ts';
import { serviceById, serviceSlots } from './catalogue.ts';
import type { HoldChannel } from './channel-client.ts';
import type { ChannelViewer } from './channel-registry.ts';
import type { HoldChannelEvent } from './channel-messages.ts';
import type { HoldChannelDownParent, HoldExpiredParent, HoldNoticeParent, HoldTickParent, TimedCartParent } from './hold-parents.ts';
import { createSlotLoader, maxItemsOf } from './hold-upstream.ts';
import { createReservationLoaders } from './loaders.ts';
import { resortDay } from './slot-rules.ts';
import type { TimeSlotParent } from './parents.ts';
import { fetchTimerSettings } from './upstream.ts';

/**
 * The subscriptions of the hold bridge (spec 002 §4). The viewer's own ones read the viewer's
 * upstream channel, which they keep open while they run; slotAvailability is public and reads the
 * slot changes every replica publishes. Each ends at once when the client goes away (stoppable).
 */

/** How often an open listing reads its seats even without a change event: holds of viewers no gateway watches lapse unseen. */
export const SLOT_REFRESH_MS = 30_000;

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
  map: (event: HoldChannelEvent) => T | null | Promise<T | null>,
): AsyncGenerator<T> {
  const lease = ctx.deps.holdChannels.acquire(viewer);
  try {
    const events = lease.channel.events(signal);
    const initial = await first(lease.channel);
    if (initial !== null) yield initial;
    for (let next = await events.next(); !next.done; next = await events.next()) {
      const value = await map(next.value);
      if (value !== null) yield value;
    }
  } finally {
    lease.release();
  }
}

/** A cart with its own slot loader: this event's seats, not the subscription's first ones. */
async function cartParent(ctx: GatewayContext, lines: TimedCartParent['lines']): Promise<TimedCartParent> {
  return { lines, maxItems: maxItemsOf(await fetchTimerSettings(ctx.api)), slots: createSlotLoader(ctx.api) };
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

/**
 * Reads of a service's day in flight, shared by every listing of this process: one change wakes all
 * the listings of that day at once, and they need one upstream read between them, not one each.
 * Seats do not depend on who reads them, so sharing is safe.
 */
const slotReads = new Map<string, { startedAt: number; read: Promise<TimeSlotParent[]> }>();

/**
 * The slots of a service and day read afresh: new loaders for each emission (the context lives as
 * long as the subscription). A read already in flight is joined only if it started after `since`,
 * so it cannot predate the change that woke this listing.
 */
function freshSlots(ctx: GatewayContext, product: ServiceProduct, date: string, since: number): Promise<TimeSlotParent[]> {
  const key = `${product.id}@${date}`;
  const running = slotReads.get(key);
  if (running && running.startedAt >= since) return running.read;
  const fresh: GatewayContext = { ...ctx, loaders: { ...ctx.loaders, reservations: createReservationLoaders(ctx.api) } };
  const entry = { startedAt: performance.now(), read: serviceSlots(fresh, product, date) };
  slotReads.set(key, entry);
  const forget = () => {
    if (slotReads.get(key) === entry) slotReads.delete(key);
  };
  entry.read.then(forget, forget);
  return entry.read;
}

/** What a listing shows of its slots: an emission that would show the same is skipped. */
const seatsOf = (slots: TimeSlotParent[]) => slots.map((s) => `${s.detail.id_event}:${s.detail.disponivel}:${s.detail.capacidade}`).join(',');

async function* slotStates(ctx: GatewayContext, product: ServiceProduct, date: string, signal: AbortSignal): AsyncGenerator<{ slotAvailability: TimeSlotParent[] }> {
  // Listening starts before the first read, so a change made meanwhile is not lost.
  const changes = ctx.deps.holdEvents.slotChanges(signal);
  let pending = changes.next();
  let shown = '';
  const read = async (since: number) => {
    const slots = await freshSlots(ctx, product, date, since);
    const seats = seatsOf(slots);
    if (seats === shown) return null;
    shown = seats;
    return { slotAvailability: slots };
  };
  const first = await freshSlots(ctx, product, date, performance.now());
  shown = seatsOf(first);
  yield { slotAvailability: first };
  // spec 002 §4: a past day shows nothing, now and ever.
  if (date < resortDay(ctx.deps.now())) return;
  while (!signal.aborted) {
    const refresh = new AbortController();
    const woke = await Promise.race([pending.then((next) => ({ next })), pause(SLOT_REFRESH_MS, AbortSignal.any([signal, refresh.signal])).then(() => null)]);
    const wokeAt = performance.now();
    refresh.abort();
    if (signal.aborted) return;
    if (woke) {
      if (woke.next.done) return;
      pending = changes.next();
      if (woke.next.value.productId !== product.id || woke.next.value.date !== date) continue;
    }
    const state = await read(wokeAt);
    if (state) yield state;
  }
}

export const holdSubscriptions: SubscriptionResolvers<GatewayContext> = {
  timedCart: {
    subscribe: (_root, _args, ctx) => {
      const viewer = signedIn(ctx);
      return stoppable((signal) =>
        channelEvents(
          ctx,
          viewer,
          signal,
          async (channel) => ({ timedCart: await cartParent(ctx, await channel.cart()) }),
          async (event) => (event.type === 'cart' ? { timedCart: await cartParent(ctx, event.lines) } : null),
        ),
      );
    },
  },
  holdCountdown: {
    subscribe: (_root, _args, ctx) => {
      const viewer = signedIn(ctx);
      return stoppable((signal) =>
        channelEvents<{ holdCountdown: HoldTickParent }>(
          ctx,
          viewer,
          signal,
          async () => null,
          (event) => (event.type === 'tick' ? { holdCountdown: { holdId: event.holdId, remainingSeconds: event.remainingSeconds, expiresAt: event.expiresAt } } : null),
        ),
      );
    },
  },
  holdEvents: {
    subscribe: (_root, _args, ctx) => {
      const viewer = signedIn(ctx);
      return stoppable((signal) =>
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
      );
    },
  },
  slotAvailability: {
    subscribe: async (_root, { serviceId, date }, ctx) => {
      const product = await serviceById(ctx, serviceIdOf(serviceId));
      if (!product) throw createGraphQLError('no such service', { extensions: { code: 'NOT_FOUND', field: ['serviceId'] } });
      return stoppable((signal) => slotStates(ctx, product, date, signal));
    },
  },
};
