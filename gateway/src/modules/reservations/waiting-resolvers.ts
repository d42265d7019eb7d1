import type { WaitingState } from '@estancia/resort-contract';
import { createGraphQLError } from 'graphql-yoga';
import type { Resolvers, WaitingState as WaitingStateEnum } from '../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../kernel/context.ts';
import { toGlobalId } from '../../kernel/global-id.ts';
import { upstreamDateTime } from '../../time.ts';
import { slotById } from './catalogue.ts';
import { holdError } from './hold-errors.ts';
import type { WaitingListPayloadParent } from './waiting-parents.ts';
import { joinWaitingList, leaveWaitingList, waitingEntriesOf } from './waiting-service.ts';

/**
 * The waiting list of a full slot in the schema (waiting.graphql): the viewer's entries on the
 * timed cart, joining and leaving, and each slot's customers waiting. Live changes ride the
 * `timedCart` subscription (hold-subscriptions.ts), which resends the cart at each lista_espera.
 */

const STATES: Record<WaitingState, WaitingStateEnum> = {
  waiting: 'WAITING',
  offered: 'OFFERED',
  bought: 'BOUGHT',
  declined: 'DECLINED',
  lapsed: 'LAPSED',
  left: 'LEFT',
  closed: 'CLOSED',
};

/** A time the resort API sent that must be there: a missing one is a broken answer, not an empty field. */
function requiredDateTime(value: string | null, what: string): string {
  const dateTime = upstreamDateTime(value);
  if (!dateTime) throw new Error(`the waiting list sent an unreadable ${what}: ${JSON.stringify(value)}`);
  return dateTime;
}

/**
 * Runs one of the viewer's waiting-list mutations within the pace of their hold mutations
 * (security/hold-limiter.ts): both make resort-api lock the slot. A visitor's is refused on its own.
 */
function paced(ctx: GatewayContext, mutation: () => Promise<WaitingListPayloadParent>): Promise<WaitingListPayloadParent> {
  if (!ctx.session) return mutation();
  return ctx.deps.holdLimiter.run(ctx.session.accountId, () => ({ entry: null, cart: null, userErrors: [holdError(ctx, 'TOO_MANY_ATTEMPTS')] }), mutation);
}

export const waitingResolvers: Resolvers = {
  Mutation: {
    joinWaitingList: (_root, { input }, ctx) => paced(ctx, () => joinWaitingList(ctx, input)),
    leaveWaitingList: (_root, { input }, ctx) => paced(ctx, () => leaveWaitingList(ctx, input)),
  },
  TimedCart: {
    waitingEntries: (cart, _args, ctx) => waitingEntriesOf(ctx, cart),
  },
  TimerSettings: {
    offerMinutes: (settings) => settings.tempo_oferta,
  },
  TimeSlot: {
    // The feed's seat changes and the catalogue's slot details both carry it (em_espera).
    waitingCount: (slot) => Math.max(0, slot.detail.em_espera),
  },
  WaitingEntry: {
    id: (entry) => toGlobalId('WaitingEntry', entry.id),
    databaseId: (entry) => entry.id,
    state: (entry) => STATES[entry.estado],
    // A place is a place in the line: an entry on offer or ended has none, whatever was sent.
    place: (entry) => (entry.estado === 'waiting' ? entry.lugar : null),
    seats: (entry) => entry.quantidade,
    slot: async (entry, _args, ctx) => {
      const slot = await slotById(ctx, entry.id_event);
      if (!slot) throw createGraphQLError(`the slot of waiting entry ${entry.id} is no longer known to the resort`, { extensions: { code: 'NOT_FOUND' } });
      return slot;
    },
    joinedAt: (entry) => requiredDateTime(entry.desde, 'joining time'),
    offer: (entry) => (entry.estado === 'offered' && entry.oferta?.expira_em ? { prod_timer: entry.oferta.prod_timer, expira_em: entry.oferta.expira_em } : null),
  },
  WaitingOffer: {
    // Not the hold's own id: the store keeps the offer and the cart's line apart.
    id: (offer) => toGlobalId('WaitingOffer', offer.prod_timer),
    holdId: (offer) => toGlobalId('Hold', offer.prod_timer),
    expiresAt: (offer) => requiredDateTime(offer.expira_em, 'offer expiry'),
  },
  WaitingListPayload: {
    entry: (payload) => payload.entry,
    cart: (payload) => payload.cart,
    userErrors: (payload) => payload.userErrors,
  },
};
