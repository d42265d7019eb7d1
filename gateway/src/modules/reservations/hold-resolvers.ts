import { MAX_HOLD_RENEWALS } from '@estancia/resort-contract';
import { createGraphQLError } from 'graphql-yoga';
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { toDateTime, upstreamDateTime } from '../../time.ts';
import { toGlobalId } from '../../kernel/global-id.ts';
import type { HoldChannelDownParent, HoldExpiredParent, HoldNoticeParent } from './hold-parents.ts';
import { lineName, lineNote, lineUnitPrice, noticeText } from './hold-lines.ts';
import { extendHold, holdSlot, paced, releaseHold, timedCartOf } from './hold-service.ts';
import { holdSubscriptions } from './hold-subscriptions.ts';
import { createSlotLoader } from './hold-upstream.ts';

/** A time the resort API sent that must be there: a missing one is a broken answer, not an empty field. */
function requiredDateTime(value: string, what: string): string {
  const dateTime = upstreamDateTime(value);
  if (!dateTime) throw new Error(`the hold channel sent an unreadable ${what}: ${JSON.stringify(value)}`);
  return dateTime;
}

/** Holds: the timed cart, hold mutations and subscriptions bridged from the realtime channel (spec 002 §4). */
export const holdResolvers: Resolvers = {
  Query: {
    // A visitor has no timed cart (spec 002 §6: visitors see an empty cart, and may not hold).
    timedCart: (_root, _args, ctx) => (ctx.session ? timedCartOf(ctx) : null),
  },
  Mutation: {
    holdSlot: (_root, { input }, ctx) => paced(ctx, () => holdSlot(ctx, input)),
    releaseHold: (_root, { input }, ctx) => paced(ctx, () => releaseHold(ctx, input)),
    extendHold: (_root, { input }, ctx) => paced(ctx, () => extendHold(ctx, input)),
  },
  Subscription: holdSubscriptions,
  TimedCart: {
    // Only a signed-in viewer has a timed cart (Query.timedCart is null for visitors).
    id: (_cart, _args, ctx) => toGlobalId('TimedCart', ctx.session?.accountId ?? 0),
    lines: (cart) => cart.lines.map((line) => ({ ...line, slots: cart.slots })),
    // spec 002 §5: each held line is one timed item, whatever its quantity.
    count: (cart) => cart.lines.length,
    maxItems: (cart) => cart.maxItems,
    serverTime: (_cart, _args, ctx) => toDateTime(ctx.deps.now()),
  },
  TimedCartLine: {
    id: (line) => toGlobalId('Hold', line.prod_timer),
    slot: async (line, _args, ctx) => {
      const slot = await (line.slots ?? createSlotLoader(ctx.api)).load(line.produto.id_event);
      if (!slot) throw createGraphQLError(`the slot of hold ${line.prod_timer} is no longer known to the resort`, { extensions: { code: 'NOT_FOUND' } });
      return slot;
    },
    name: (line, _args, ctx) => lineName(line, ctx.languageId),
    note: (line, _args, ctx) => lineNote(line, ctx.languageId),
    quantity: (line) => line.quantidade,
    unitPrice: (line) => lineUnitPrice(line),
    expiresAt: (line) => requiredDateTime(line.expira_em, 'expiry'),
    renewalsLeft: (line) => Math.max(0, MAX_HOLD_RENEWALS - line.renovacoes),
  },
  HoldTick: {
    holdId: (tick) => toGlobalId('Hold', tick.holdId),
    remainingSeconds: (tick) => tick.remainingSeconds,
    expiresAt: (tick) => requiredDateTime(tick.expiresAt, 'expiry'),
  },
  HoldExpired: {
    holdId: (event) => toGlobalId('Hold', event.holdId),
    productName: (event, _args, ctx) => (event.line ? lineName(event.line, ctx.languageId) : ''),
  },
  HoldNotice: {
    success: (notice) => notice.success,
    // spec 002 §4: in the viewer's language, Portuguese when it has none.
    message: (notice, _args, ctx) => noticeText(notice.messages, ctx.languageId),
  },
  HoldChannelDown: {
    closeCode: (down) => down.closeCode,
    reconnecting: (down) => down.reconnecting,
  },
  HoldEvent: {
    __resolveType: (event: HoldExpiredParent | HoldNoticeParent | HoldChannelDownParent) => event.__typename,
  },
  HoldPayload: {
    cart: (payload) => payload.cart,
    userErrors: (payload) => payload.userErrors,
  },
};
