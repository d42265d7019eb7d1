import { TZDate } from '@date-fns/tz';
import { lineAmounts } from '@estancia/resort-contract';
import { format } from 'date-fns';
import type { EntranceLineInput, UserError } from '../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../kernel/context.ts';
import { RESORT_TIME_ZONE } from '../../time.ts';
import { userError } from '../../kernel/user-errors.ts';
import { fromGlobalId } from '../../kernel/global-id.ts';
import type { PricedLine } from '../../kernel/priced-line.ts';
import { slotById, ticketById, toleranceMinutes } from './catalogue.ts';
import { timedCartOf } from './hold-service.ts';
import { productUnit, slotUnit, textOf } from './service-view.ts';
import { resortDay, startOfResortDay } from '../../kernel/resort-days.ts';
import { cutoffOf, multibancoFitsBefore, slotStart } from './slot-rules.ts';

/**
 * The reservation lines of a cart (spec 002 §2 customer cart, §4 customer payment): entrance
 * tickets for a day, priced from the ticket product, and the viewer's held slots, priced from the
 * slot. Ids, days and quantities come from the browser; every amount comes from the resort API.
 */

/** Most tickets of one kind on one line, as the shop's quantity stepper allows. */
export const MAX_TICKETS = 99;
/** More ticket lines than any real cart has: a longer list is refused before anything is read. */
const MAX_ENTRANCE_LINES = 50;
/** More holds than any timed cart can have: a longer list is refused before anything is read. */
const MAX_HOLD_IDS = 50;
/**
 * How long a Multibanco reference can be paid: the resort's payment service gives three days. The
 * reference is issued after the order, so the rule is checked with this window before it.
 */
export const MULTIBANCO_PAYMENT_WINDOW_MS = 3 * 24 * 60 * 60 * 1000;

export interface ReservationCartInput {
  entrance?: readonly EntranceLineInput[] | null;
  holdIds?: readonly string[] | null;
}

/** What placing the order needs beyond the lines. */
export interface Reserved {
  /** The holds to sell to the order once it exists. */
  holdIds: number[];
  /** The earliest cut-off of the cart: a held slot's start minus the tolerance, a ticket day's start. */
  firstCutoff: Date | null;
}

export interface ReservationLines extends Reserved {
  lines: PricedLine[];
  userErrors: UserError[];
}

export const NOTHING_RESERVED: Reserved = { holdIds: [], firstCutoff: null };

/** A hold's number (prod_timer) from its global id (`TimedCartLine.id`); null when it is not one. */
export function holdNumberOf(globalId: string): number | null {
  const parsed = fromGlobalId(globalId);
  return parsed && parsed.type === 'Hold' && /^[1-9]\d{0,9}$/.test(parsed.key) ? Number(parsed.key) : null;
}

const earlier = (a: Date | null, b: Date): Date => (a && a.getTime() <= b.getTime() ? a : b);

async function entranceLines(ctx: GatewayContext, entrance: readonly EntranceLineInput[], out: ReservationLines): Promise<void> {
  if (entrance.length > MAX_ENTRANCE_LINES) {
    out.userErrors.push(userError(ctx, 'TOO_LONG', ['entrance']));
    return;
  }
  const today = resortDay(ctx.deps.now());
  const tickets = await Promise.all(entrance.map((line) => (Number.isSafeInteger(line.productId) && line.productId > 0 ? ticketById(ctx, line.productId) : null)));
  entrance.forEach((line, index) => {
    const field = ['entrance', String(index)];
    const ticket = tickets[index];
    const unit = ticket ? productUnit(ticket) : null;
    if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > MAX_TICKETS) {
      out.userErrors.push(userError(ctx, 'INVALID_TICKET_QUANTITY', [...field, 'quantity']));
    } else if (line.date < today) {
      out.userErrors.push(userError(ctx, 'PAST_DATE', [...field, 'date']));
    } else if (!ticket || !unit) {
      out.userErrors.push(userError(ctx, 'UNKNOWN_PRODUCT', [...field, 'productId']));
    } else {
      out.lines.push({
        productId: ticket.id,
        partOf: null,
        name: textOf(ticket, 'nome', 1),
        item: ticket,
        quantity: line.quantity,
        amounts: lineAmounts(unit.netMillis, line.quantity, unit.vatRate),
        detail: line.date,
      });
      out.firstCutoff = earlier(out.firstCutoff, startOfResortDay(line.date));
    }
  });
}

async function heldLines(ctx: GatewayContext, holdIds: readonly string[], out: ReservationLines): Promise<void> {
  if (holdIds.length > MAX_HOLD_IDS) {
    out.userErrors.push(userError(ctx, 'TOO_LONG', ['holdIds']));
    return;
  }
  // A visitor has no holds: every id is unknown, and no channel is opened for them.
  const cart = ctx.session ? await timedCartOf(ctx) : { lines: [] };
  const tolerance = await toleranceMinutes(ctx);
  const wanted = holdIds.map((id) => {
    const number = holdNumberOf(id);
    return cart.lines.find((line) => line.prod_timer === number) ?? null;
  });
  const slots = await Promise.all(wanted.map((line) => (line ? slotById(ctx, line.produto.id_event) : null)));
  wanted.forEach((hold, index) => {
    const field = ['holdIds', String(index)];
    const slot = slots[index];
    const start = slot ? slotStart(slot.detail) : null;
    const unit = slot ? slotUnit(slot.detail, slot.product) : null;
    if (!hold || out.holdIds.includes(hold.prod_timer)) {
      out.userErrors.push(userError(ctx, 'UNKNOWN_HOLD', field));
    } else if (!slot || !start || !unit) {
      out.userErrors.push(userError(ctx, 'UNKNOWN_SLOT', field));
    } else {
      // spec 002 §4: each order line names the product, the day and the start time.
      const when = format(new TZDate(start.getTime(), RESORT_TIME_ZONE), 'yyyy-MM-dd HH:mm');
      out.lines.push({
        productId: slot.product.id,
        partOf: null,
        name: textOf(slot.product, 'nome', 1),
        item: slot.product,
        quantity: hold.quantidade,
        amounts: lineAmounts(unit.netMillis, hold.quantidade, unit.vatRate),
        detail: when,
      });
      out.holdIds.push(hold.prod_timer);
      out.firstCutoff = earlier(out.firstCutoff, cutoffOf(start, tolerance));
    }
  });
}

/** Prices the reservation lines of a cart; a line that cannot be priced gets a user error on its field. */
export async function priceReservations(ctx: GatewayContext, input: ReservationCartInput): Promise<ReservationLines> {
  const out: ReservationLines = { lines: [], userErrors: [], holdIds: [], firstCutoff: null };
  if (input.entrance?.length) await entranceLines(ctx, input.entrance, out);
  if (input.holdIds?.length) await heldLines(ctx, input.holdIds, out);
  return out;
}

/** Issue "Beyond the old site": may Multibanco pay a cart with this first cut-off? */
export function multibancoAvailable(ctx: GatewayContext, reserved: Reserved): boolean {
  return multibancoFitsBefore(ctx.deps.now(), MULTIBANCO_PAYMENT_WINDOW_MS, reserved.firstCutoff);
}
