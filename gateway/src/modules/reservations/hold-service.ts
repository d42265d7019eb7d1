import { MAX_HOLD_RENEWALS, RESERVATION_PATHS, clientHoldsAnswer, type ChannelCartLine, type ChannelRequest, type TimerSettings } from '@estancia/resort-contract';
import type { ExtendHoldInput, HoldSlotInput, ReleaseHoldInput } from '../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../kernel/context.ts';
import { fromGlobalId } from '../../kernel/global-id.ts';
import { HoldChannelError, type HoldAnswer, type HoldChannel } from './channel-client.ts';
import type { ChannelViewer } from './channel-registry.ts';
import { HoldRefusedError, holdError, refusalError } from './hold-errors.ts';
import type { HoldPayloadParent, TimedCartParent } from './hold-parents.ts';
import { createSlotLoader, fetchCollisions, fetchSlot, maxItemsOf } from './hold-upstream.ts';
import { fetchTimerSettings } from './upstream.ts';

/**
 * Holding, releasing, extending and buying seats of timed slots over the viewer's realtime
 * channel (spec 002 §4 "Seat hold over the realtime channel", §5 timed-product limit, §8 errors).
 * Every change the gateway makes is published as a slot change, so open listings read their seats
 * again.
 */

/** The most items one channel request may carry (contract channelRequestSchema). */
const MAX_ITEMS_PER_REQUEST = 20;

function viewerOf(ctx: GatewayContext): ChannelViewer | null {
  return ctx.session ? { accountId: ctx.session.accountId, token: ctx.session.token } : null;
}

/** The key of a global id of `type` as a positive integer, or null. */
function databaseIdOf(globalId: string, type: string): number | null {
  const parsed = fromGlobalId(globalId);
  return parsed && parsed.type === type && /^[1-9]\d{0,9}$/.test(parsed.key) ? Number(parsed.key) : null;
}

function cartOf(ctx: GatewayContext, lines: ChannelCartLine[], settings: TimerSettings): TimedCartParent {
  return { lines, maxItems: maxItemsOf(settings), slots: createSlotLoader(ctx.api) };
}

const refused = (userErrors: HoldPayloadParent['userErrors']): HoldPayloadParent => ({ cart: null, userErrors });

/**
 * Runs one of the viewer's hold mutations within their pace (security/hold-limiter.ts): past it
 * the answer is TOO_MANY_ATTEMPTS before anything is read or sent, so one session's burst leaves
 * the channel, and other customers' holds, alone. A visitor's mutation is refused on its own.
 */
export function paced(ctx: GatewayContext, mutation: () => Promise<HoldPayloadParent>): Promise<HoldPayloadParent> {
  const viewer = viewerOf(ctx);
  if (!viewer) return mutation();
  return ctx.deps.holdLimiter.run(viewer.accountId, () => refused([holdError(ctx, 'TOO_MANY_ATTEMPTS')]), mutation);
}

/**
 * Sends a request on the viewer's channel and turns the answer into the payload: the cart after
 * it, or the refusal as a user error. A channel that cannot be reached is CONNECTION_PROBLEM.
 */
async function send(
  ctx: GatewayContext,
  viewer: ChannelViewer,
  request: (channel: HoldChannel) => Promise<ChannelRequest | HoldPayloadParent>,
  fields: Partial<Record<string, string>> = {},
): Promise<HoldPayloadParent> {
  const settings = await fetchTimerSettings(ctx.api);
  try {
    return await ctx.services.reservations.holdChannels.with(viewer, async (channel) => {
      const body = await request(channel);
      if (!('cativar' in body)) return body;
      const answer: HoldAnswer = await channel.request(body);
      if (!answer.ok) return refused([refusalError(ctx, answer, maxItemsOf(settings), fields)]);
      return { cart: cartOf(ctx, answer.lines, settings), userErrors: [] };
    });
  } catch (error) {
    if (!(error instanceof HoldChannelError)) throw error;
    ctx.deps.logger.warn({ err: error, accountId: viewer.accountId }, 'hold request failed on the channel');
    return refused([holdError(ctx, 'CONNECTION_PROBLEM')]);
  }
}

/** spec 002 §4: a hold is requested with cativar true; the collisions travel with it. */
export async function holdSlot(ctx: GatewayContext, input: HoldSlotInput): Promise<HoldPayloadParent> {
  const viewer = viewerOf(ctx);
  if (!viewer) return refused([holdError(ctx, 'NOT_SIGNED_IN')]);
  if (!Number.isInteger(input.quantity) || input.quantity < 1 || input.quantity > 100) return refused([holdError(ctx, 'INVALID_SEAT_QUANTITY', ['quantity'])]);
  const eventId = databaseIdOf(input.slotId, 'TimeSlot');
  const slot = eventId === null ? null : await fetchSlot(ctx.api, eventId);
  if (!slot || eventId === null) return refused([holdError(ctx, 'UNKNOWN_SLOT', ['slotId'])]);
  const collisions = await fetchCollisions(ctx.api, eventId);
  return send(ctx, viewer, async () => ({
    cativar: true,
    data: [
      {
        id_prod: slot.product.id_prod,
        id_event: slot.detail.id_event,
        quantidade: input.quantity,
        id_user: viewer.accountId,
        prod_timer: null,
        lista_incompativel: collisions,
        id_stock: slot.detail.id_stock,
        info: {},
      },
    ],
  }));
}

/** The viewer's line for a hold id, or the UNKNOWN_HOLD payload. */
async function lineOf(ctx: GatewayContext, channel: HoldChannel, holdId: number | null): Promise<ChannelCartLine | HoldPayloadParent> {
  const line = holdId === null ? undefined : (await channel.cart()).find((l) => l.prod_timer === holdId);
  return line ?? refused([holdError(ctx, 'UNKNOWN_HOLD', ['holdId'])]);
}

/** spec 002 §4 "Cart removal": a release (cativar false) of some or all of a hold's seats. */
export async function releaseHold(ctx: GatewayContext, input: ReleaseHoldInput): Promise<HoldPayloadParent> {
  const viewer = viewerOf(ctx);
  if (!viewer) return refused([holdError(ctx, 'NOT_SIGNED_IN')]);
  const quantity = input.quantity ?? null;
  if (quantity !== null && (!Number.isInteger(quantity) || quantity < 1 || quantity > 100)) return refused([holdError(ctx, 'INVALID_SEAT_QUANTITY', ['quantity'])]);
  const holdId = databaseIdOf(input.holdId, 'Hold');
  return send(ctx, viewer, async (channel) => {
    const line = await lineOf(ctx, channel, holdId);
    if (!('prod_timer' in line)) return line;
    if (quantity !== null && quantity > line.quantidade) return refused([holdError(ctx, 'INVALID_SEAT_QUANTITY', ['quantity'])]);
    return { cativar: false, data: [releaseItem(line, viewer.accountId, quantity ?? line.quantidade)] };
  });
}

function releaseItem(line: ChannelCartLine, accountId: number, quantity: number) {
  return {
    id_prod: line.produto.id_prod,
    quantidade: quantity,
    prod_timer: line.prod_timer,
    id_user: accountId,
    timestamp: line.timestamp,
    id_stock: line.produto.id_stock,
    info: {},
  };
}

/** A hold's countdown starts again: a hold request for the same event with prod_timer and info.renovar. */
export async function extendHold(ctx: GatewayContext, input: ExtendHoldInput): Promise<HoldPayloadParent> {
  const viewer = viewerOf(ctx);
  if (!viewer) return refused([holdError(ctx, 'NOT_SIGNED_IN')]);
  const holdId = databaseIdOf(input.holdId, 'Hold');
  return send(
    ctx,
    viewer,
    async (channel) => {
      const line = await lineOf(ctx, channel, holdId);
      if (!('prod_timer' in line)) return line;
      if (line.renovacoes >= MAX_HOLD_RENEWALS) return refused([holdError(ctx, 'RENEWALS_EXHAUSTED', ['holdId'])]);
      const { produto } = line;
      return {
        cativar: true,
        data: [
          {
            id_prod: produto.id_prod,
            id_event: produto.id_event,
            quantidade: line.quantidade,
            id_user: viewer.accountId,
            prod_timer: line.prod_timer,
            lista_incompativel: [],
            id_stock: produto.id_stock,
            info: { renovar: true },
          },
        ],
      };
    },
    { slotId: 'holdId', quantity: 'holdId' },
  );
}

/** The viewer's timed cart now (empty for a visitor): for Query.timedCart and the checkout. */
export async function timedCartOf(ctx: GatewayContext): Promise<TimedCartParent> {
  const settings = await fetchTimerSettings(ctx.api);
  const viewer = viewerOf(ctx);
  if (!viewer) return cartOf(ctx, [], settings);
  // Read over HTTP: a page that only shows the cart opens no channel (spec 002 §4 "update_list").
  const { data: lines } = await ctx.api.userRead(RESERVATION_PATHS.clientHolds(viewer.accountId), clientHoldsAnswer);
  return cartOf(ctx, lines, settings);
}

/**
 * spec 002 §4: the purchase release (cativar false, comprar_prod true) turns the held seats of
 * order `orderId` into sold ones. Throws HoldRefusedError (UNKNOWN_HOLD for a hold that is no longer
 * in the cart, or the API's refusal) so the checkout reports it; channel faults are thrown as they are.
 */
export async function purchaseHolds(ctx: GatewayContext, holdIds: number[], orderId: number): Promise<void> {
  const viewer = viewerOf(ctx);
  if (!viewer) throw new HoldRefusedError(holdError(ctx, 'NOT_SIGNED_IN'));
  if (holdIds.length === 0) return;
  await ctx.services.reservations.holdChannels.with(viewer, async (channel) => {
    const cart = await channel.cart();
    const lines = [...new Set(holdIds)].map((id) => cart.find((l) => l.prod_timer === id));
    if (lines.some((l) => !l)) throw new HoldRefusedError(holdError(ctx, 'UNKNOWN_HOLD', ['holdId']));
    const found = lines as ChannelCartLine[];
    for (let start = 0; start < found.length; start += MAX_ITEMS_PER_REQUEST) {
      const chunk = found.slice(start, start + MAX_ITEMS_PER_REQUEST);
      const answer = await channel.request({
        cativar: false,
        comprar_prod: true,
        id_encomenda: orderId,
        data: chunk.map((line) => releaseItem(line, viewer.accountId, line.quantidade)),
      });
      if (!answer.ok) throw new HoldRefusedError(refusalError(ctx, answer, null, { slotId: 'holdId', quantity: 'holdId' }));
    }
    return found;
  });
}
