import type { ChannelErrorCode } from '@estancia/resort-contract';
import { errorMessage, type ErrorCode, type MessageParams } from '@estancia/validation';
import type { UserError } from '../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../kernel/context.ts';
import type { HoldRefusal } from './channel-requests.ts';

/** A hold user error with its message in the request's language. */
export function holdError(ctx: GatewayContext, code: ErrorCode, field: string[] = [], params: MessageParams = {}): UserError {
  return { code, field, message: errorMessage(code, ctx.language, params) };
}

/**
 * The API's refusal codes (contract CHANNEL_ERROR_CODES) as the schema's user error codes, and the
 * input field each is about. Codes that mean the gateway itself sent something wrong have none:
 * they are faults, logged and masked, not the viewer's doing.
 */
const REFUSALS: Record<ChannelErrorCode, { code: ErrorCode; field: string | null } | null> = {
  unknown_slot: { code: 'UNKNOWN_SLOT', field: 'slotId' },
  slot_full: { code: 'SLOT_FULL', field: 'quantity' },
  slot_time_passed: { code: 'SLOT_TIME_PASSED', field: 'slotId' },
  limit_reached: { code: 'TIMED_ITEM_LIMIT', field: 'slotId' },
  collision: { code: 'SLOT_COLLISION', field: 'slotId' },
  not_your_hold: { code: 'UNKNOWN_HOLD', field: 'holdId' },
  renewals_exhausted: { code: 'RENEWALS_EXHAUSTED', field: 'holdId' },
  bad_quantity: { code: 'INVALID_SEAT_QUANTITY', field: 'quantity' },
  // The viewer's own requests came faster than the channel's pace: theirs to slow down.
  too_many_requests: { code: 'TOO_MANY_ATTEMPTS', field: null },
  // The gateway sells a viewer's holds only to the order it has just placed for them.
  not_your_order: null,
  // ...and only while that order awaits payment with those holds on it, which the gateway sees to.
  order_not_payable: null,
  bad_message: null,
  hello_required: null,
  server_error: null,
};

/** The hold channel refused a request for a reason that is not the viewer's: a fault to log and mask. */
export class HoldChannelFault extends Error {
  override name = 'HoldChannelFault';
}

/** The limit a limit_reached refusal names (its `detalhe`), else the configured one. */
function maximumOf(detail: Record<string, string | number>, configured: number | null): number | null {
  for (const key of ['maximo', 'max', 'limite', 'numero_maximo_eventos_no_carrinho']) {
    const value = Number(detail[key]);
    if (key in detail && Number.isInteger(value)) return value;
  }
  return configured;
}

/**
 * A refusal as the viewer's user error (spec 002 §8). spec 002 §5: the timed-item limit's message
 * names the maximum. `fields` renames a field where the input calls it otherwise.
 */
export function refusalError(ctx: GatewayContext, refusal: HoldRefusal, configuredMax: number | null, fields: Partial<Record<string, string>> = {}): UserError {
  const mapped = REFUSALS[refusal.code];
  if (!mapped) throw new HoldChannelFault(`the hold channel refused the gateway's request: ${refusal.code}`);
  if (mapped.field === null) return holdError(ctx, mapped.code);
  const field = fields[mapped.field] ?? mapped.field;
  if (mapped.code === 'TIMED_ITEM_LIMIT') {
    const max = maximumOf(refusal.detail, configuredMax);
    return holdError(ctx, mapped.code, [field], { max: max ?? '' });
  }
  return holdError(ctx, mapped.code, [field]);
}

/** Thrown by the checkout's calls (purchaseHolds) when a hold cannot be bought: the caller turns it into its user errors. */
export class HoldRefusedError extends Error {
  override name = 'HoldRefusedError';
  constructor(readonly userError: UserError) {
    super(userError.message);
  }
}
