import type { OrderDocument } from '@estancia/resort-contract';
import type { RefundOrderInput, UserError } from '../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../kernel/context.ts';
import { fromGlobalId } from '../../kernel/global-id.ts';
import { userError } from '../../kernel/user-errors.ts';
import { refusalError } from './day-refusals.ts';
import { deskRefusal, postRefund } from './day-upstream.ts';
import { staffSession } from './staff-guard.ts';

export type RefundResult = { order: OrderDocument | null; userErrors: UserError[] };

const refused = (...userErrors: UserError[]): RefundResult => ({ order: null, userErrors });

/** spec 002 §4 "Refund at the counter": why it was refunded, kept with the refund. */
const REASON_MAX = 500;

/** An `Order` global id's order id; null for anything else. */
function orderIdOf(globalId: string): number | null {
  const parsed = fromGlobalId(globalId);
  return parsed?.type === 'Order' && /^[1-9]\d{0,9}$/.test(parsed.key) && Number(parsed.key) <= 2_147_483_647 ? Number(parsed.key) : null;
}

/**
 * Refunds a paid order before its slot starts, for staff only (anyone else: FORBIDDEN, nothing sent
 * upstream). The resort API refunds the whole order in one transaction under the ledger's locks
 * (card and MB WAY payments through the provider's refund), marks it refunded (-2, grey) and gives
 * its seats back, announced on the seat feed, so every open listing and the desk's day see them
 * return. Refunding twice, after the slot's start, or an unpaid order, is refused and changes nothing.
 */
export async function refundOrder(ctx: GatewayContext, input: RefundOrderInput): Promise<RefundResult> {
  if (!staffSession(ctx)) return refused(userError(ctx, 'FORBIDDEN'));
  const errors: UserError[] = [];
  const orderId = orderIdOf(input.orderId);
  if (orderId === null) errors.push(userError(ctx, 'INCORRECT_REQUEST', ['orderId']));
  const reason = input.reason.trim();
  if (reason === '') errors.push(userError(ctx, 'REQUIRED', ['reason']));
  else if (reason.length > REASON_MAX) errors.push(userError(ctx, 'TOO_LONG', ['reason']));
  if (errors.length > 0 || orderId === null) return refused(...errors);

  try {
    const { encomenda } = await postRefund(ctx.api, { id_encomenda: orderId, motivo: reason });
    return { order: encomenda, userErrors: [] };
  } catch (error) {
    const refusal = deskRefusal(error);
    if (refusal) return refused(refusalError(refusal, ctx));
    throw error;
  }
}
