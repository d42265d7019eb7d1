import { normalizeTicketCode, ORDER_REFERENCE_PATTERN, TICKET_CODE_PATTERN } from '@estancia/resort-contract';
import type { CheckInInput, UserError } from '../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../kernel/context.ts';
import { fromGlobalId } from '../../kernel/global-id.ts';
import { userError } from '../../kernel/user-errors.ts';
import { refusalError } from './day-refusals.ts';
import { deskRefusal, postCheckIn } from './day-upstream.ts';
import type { DeskBookingParent } from './parents.ts';
import { staffSession } from './staff-guard.ts';

export type CheckInResult = { bookings: DeskBookingParent[]; userErrors: UserError[] };

const refused = (...userErrors: UserError[]): CheckInResult => ({ bookings: [], userErrors });

/** A `DeskSlot` id's stock id (`DeskSlot:<id_stock>`); null for anything else. */
export function stockIdOf(slotId: string): number | null {
  const parsed = fromGlobalId(slotId);
  return parsed?.type === 'DeskSlot' && /^[1-9]\d{0,9}$/.test(parsed.key) ? Number(parsed.key) : null;
}

/**
 * Marks a booking arrived by its receipt's code, for staff only (anyone else: FORBIDDEN, nothing
 * sent upstream). The code is read as a scanner types it (case and spaces aside); one that cannot
 * be a receipt code is refused here, without a call. The resort API marks the bookings once, under
 * the order's lock, so two clerks checking in the same booking at once record one check-in; the
 * second is told when and by whom.
 */
export async function checkInBooking(ctx: GatewayContext, input: CheckInInput): Promise<CheckInResult> {
  if (!staffSession(ctx)) return refused(userError(ctx, 'FORBIDDEN'));
  const code = normalizeTicketCode(input.code);
  if (code === '') return refused(userError(ctx, 'REQUIRED', ['code']));
  if (code.length > 200 || !(TICKET_CODE_PATTERN.test(code) || ORDER_REFERENCE_PATTERN.test(code))) return refused(userError(ctx, 'RECEIPT_CODE_MALFORMED', ['code']));
  const stockId = input.slotId == null ? null : stockIdOf(input.slotId);
  if (input.slotId != null && stockId === null) return refused(userError(ctx, 'INCORRECT_REQUEST', ['slotId']));

  let answer;
  try {
    answer = await postCheckIn(ctx.api, { codigo: code, dia: input.date, id_stock: stockId });
  } catch (error) {
    const refusal = deskRefusal(error);
    if (refusal) return refused(refusalError(refusal, ctx));
    throw error;
  }
  // The day's open lists in this process show the arrival at once (check-ins are not on the seat feed).
  ctx.services.desk.dayBoards.changed(answer.dia);
  return { bookings: answer.chegadas.map(({ lugar, reserva }) => ({ booking: reserva, place: lugar })), userErrors: [] };
}
