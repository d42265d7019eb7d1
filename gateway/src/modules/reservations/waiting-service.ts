import type { WaitingEntry } from '@estancia/resort-contract';
import type { JoinWaitingListInput, LeaveWaitingListInput } from '../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../kernel/context.ts';
import { fromGlobalId } from '../../kernel/global-id.ts';
import { holdError } from './hold-errors.ts';
import type { TimedCartParent } from './hold-parents.ts';
import { timedCartOf } from './hold-service.ts';
import { fetchCollisions, fetchSlot, maxItemsOf } from './hold-upstream.ts';
import { fetchTimerSettings } from './upstream.ts';
import type { WaitingListPayloadParent } from './waiting-parents.ts';
import { waitingRefusalError } from './waiting-errors.ts';
import { fetchWaitingEntries, isRefusal, joinWaiting, leaveWaiting, type WaitingRefusal } from './waiting-upstream.ts';

/**
 * Joining and leaving the waiting list of a full slot (contract waiting-list.ts, this
 * implementation's addition to spec 002). Signed-in customers only: a visitor is told to sign in,
 * as for a hold (spec 002 §5). resort-api decides the line and makes the offers; the gateway checks
 * the input, names the slot's stock line and collisions as a hold request does, and answers the
 * entry with the viewer's timed cart after the change.
 */

const refused = (userErrors: WaitingListPayloadParent['userErrors']): WaitingListPayloadParent => ({ entry: null, cart: null, userErrors });

/** The key of a global id of `type` as a positive integer, or null. */
function databaseIdOf(globalId: string, type: string): number | null {
  const parsed = fromGlobalId(globalId);
  return parsed && parsed.type === type && /^[1-9]\d{0,9}$/.test(parsed.key) ? Number(parsed.key) : null;
}

/** The payload of a call resort-api answered: the entry and the cart after it, or the refusal. */
async function answered(ctx: GatewayContext, answer: WaitingEntry | WaitingRefusal): Promise<WaitingListPayloadParent> {
  if (isRefusal(answer)) {
    const settings = await fetchTimerSettings(ctx.api);
    return refused([waitingRefusalError(ctx, answer.refused, maxItemsOf(settings))]);
  }
  // The cart is read after the change: leaving an entry on offer gave its hold back.
  return { entry: answer, cart: await timedCartOf(ctx), userErrors: [] };
}

/** Joins the line of a full slot for `seats` seats (the same limits as a hold: 1 to 100). */
export async function joinWaitingList(ctx: GatewayContext, input: JoinWaitingListInput): Promise<WaitingListPayloadParent> {
  const session = ctx.session;
  if (!session) return refused([holdError(ctx, 'NOT_SIGNED_IN')]);
  if (!Number.isInteger(input.seats) || input.seats < 1 || input.seats > 100) return refused([holdError(ctx, 'INVALID_SEAT_QUANTITY', ['seats'])]);
  const eventId = databaseIdOf(input.slotId, 'TimeSlot');
  const slot = eventId === null ? null : await fetchSlot(ctx.api, eventId);
  if (!slot || eventId === null) return refused([holdError(ctx, 'UNKNOWN_SLOT', ['slotId'])]);
  // spec 002 §7: the slots that cannot be held with this one travel with the request, as for a hold.
  const collisions = await fetchCollisions(ctx.api, eventId);
  const answer = await joinWaiting(ctx.api, {
    id_client: session.accountId,
    id_stock: slot.detail.id_stock,
    id_event: slot.detail.id_event,
    id_prod: slot.product.id_prod,
    quantidade: input.seats,
    lista_incompativel: collisions,
    // The offer's e-mail speaks the language the customer joined in.
    idioma: ctx.languageId,
  });
  return answered(ctx, answer);
}

/** Leaves a line; an entry on offer declines it, and the seats pass down the line. */
export async function leaveWaitingList(ctx: GatewayContext, input: LeaveWaitingListInput): Promise<WaitingListPayloadParent> {
  if (!ctx.session) return refused([holdError(ctx, 'NOT_SIGNED_IN')]);
  const entryId = databaseIdOf(input.entryId, 'WaitingEntry');
  if (entryId === null) return refused([holdError(ctx, 'UNKNOWN_WAITING_ENTRY', ['entryId'])]);
  return answered(ctx, await leaveWaiting(ctx.api, entryId));
}

/**
 * The viewer's open entries for a timed cart: those the channel sent with the event being shown;
 * else read over HTTP, once per request (a page that only shows the cart opens no channel), or
 * fresh for a subscription's event (its loaders live as long as the subscription). A visitor has none.
 */
export async function waitingEntriesOf(ctx: GatewayContext, cart: TimedCartParent): Promise<WaitingEntry[]> {
  if (cart.waiting) return cart.waiting;
  if (!ctx.session) return [];
  if (cart.waiting === null) return fetchWaitingEntries(ctx.api, ctx.session.accountId);
  return ctx.loaders.reservations.waitingEntries.load(ctx.session.accountId);
}
