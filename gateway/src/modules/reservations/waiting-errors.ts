import type { WaitingErrorCode } from '@estancia/resort-contract';
import type { ErrorCode } from '@estancia/validation';
import type { UserError } from '../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../kernel/context.ts';
import { holdError } from './hold-errors.ts';

/**
 * The waiting-list refusals (contract WAITING_ERROR_CODES) as the schema's user error codes and the
 * input field each is about. The hold's own refusals keep the hold's codes, so the website says the
 * same thing whether a customer holds a slot or joins its line.
 */
const REFUSALS: Record<WaitingErrorCode, { code: ErrorCode; field: 'slotId' | 'seats' | 'entryId' | null }> = {
  slot_not_full: { code: 'SLOT_NOT_FULL', field: 'slotId' },
  already_waiting: { code: 'ALREADY_WAITING', field: 'slotId' },
  list_closed: { code: 'WAITING_LIST_CLOSED', field: 'slotId' },
  not_your_entry: { code: 'UNKNOWN_WAITING_ENTRY', field: 'entryId' },
  unknown_slot: { code: 'UNKNOWN_SLOT', field: 'slotId' },
  bad_quantity: { code: 'INVALID_SEAT_QUANTITY', field: 'seats' },
  limit_reached: { code: 'TIMED_ITEM_LIMIT', field: null },
  collision: { code: 'SLOT_COLLISION', field: 'slotId' },
};

/**
 * A refusal as the viewer's user error, in the request's language. spec 002 §5: the timed-item
 * limit's message names the maximum (the timer settings' one).
 */
export function waitingRefusalError(ctx: GatewayContext, refused: WaitingErrorCode, maxItems: number | null): UserError {
  const { code, field } = REFUSALS[refused];
  const fields = field === null ? [] : [field];
  return code === 'TIMED_ITEM_LIMIT' ? holdError(ctx, code, fields, { max: maxItems ?? '' }) : holdError(ctx, code, fields);
}
