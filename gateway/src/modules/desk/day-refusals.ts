import type { DeskBookingPlace, DeskDayErrorCode } from '@estancia/resort-contract';
import type { ErrorCode, MessageParams } from '@estancia/validation';
import type { UserError } from '../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../kernel/context.ts';
import { userError } from '../../kernel/user-errors.ts';
import { parseUpstreamTime, RESORT_TIME_ZONE } from '../../time.ts';
import type { DeskRefusal } from './day-upstream.ts';

/**
 * The resort API's refusals of a check-in or a refund, as the clerk reads them: a typed code and
 * a message in the clerk's language that says when and by whom, which day or which slot.
 */

const LOCALES = { pt: 'pt-PT', en: 'en-GB', es: 'es-ES', fr: 'fr-FR' } as const;
/** Shown for a value the refusal did not carry (its body could not be read whole). */
const UNKNOWN = '—';

/** A clock time on the resort's clock (Europe/Lisbon, spec 002 §9), as the clerk's language writes it. */
export function clockTime(instant: string | null, ctx: GatewayContext): string {
  const at = parseUpstreamTime(instant);
  if (!at) return UNKNOWN;
  return new Intl.DateTimeFormat(LOCALES[ctx.language], { hour: '2-digit', minute: '2-digit', timeZone: RESORT_TIME_ZONE }).format(at);
}

/** A calendar day (YYYY-MM-DD), written out in the clerk's language. */
export function calendarDay(day: string, ctx: GatewayContext): string {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return day;
  return new Intl.DateTimeFormat(LOCALES[ctx.language], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, date)));
}

/** Where a booking is: its service and start time, or an entrance ticket's name. */
function placeOf(place: DeskBookingPlace, ctx: GatewayContext): string {
  return place.inicio ? `${place.nome}, ${clockTime(place.inicio, ctx)}` : place.nome;
}

/** Every place listed, each once. */
const listOf = (items: string[]) => [...new Set(items)].join('; ') || UNKNOWN;

/** The clerk's code and message for a refusal, with the values it names. */
function codeAndParams(refusal: DeskRefusal, ctx: GatewayContext): { code: ErrorCode; params: MessageParams } {
  const { failure } = refusal;
  switch (failure?.code ?? refusal.code) {
    case 'ticket_code_malformed':
      return { code: 'RECEIPT_CODE_MALFORMED', params: {} };
    case 'ticket_code_unknown':
      return { code: 'RECEIPT_CODE_UNKNOWN', params: {} };
    case 'checkin_unpaid':
      // A refunded order is not paid either; saying it was refunded is the clearer answer.
      return { code: failure?.code === 'checkin_unpaid' && failure.details.pagamento_pendente === -2 ? 'ALREADY_REFUNDED' : 'CHECK_IN_UNPAID', params: {} };
    case 'checkin_other_day': {
      const places = failure?.code === 'checkin_other_day' ? failure.details.reservas : [];
      return { code: 'CHECK_IN_OTHER_DAY', params: { date: listOf(places.map((place) => `${calendarDay(place.dia, ctx)} (${placeOf(place, ctx)})`)) } };
    }
    case 'checkin_other_slot': {
      const places = failure?.code === 'checkin_other_slot' ? failure.details.reservas : [];
      return { code: 'CHECK_IN_OTHER_SLOT', params: { slot: listOf(places.map((place) => placeOf(place, ctx))) } };
    }
    case 'checkin_already': {
      const arrival = failure?.code === 'checkin_already' ? failure.details.chegada : null;
      return { code: 'ALREADY_CHECKED_IN', params: { time: clockTime(arrival?.em ?? null, ctx), clerk: arrival?.por.nome || UNKNOWN } };
    }
    case 'refund_order_unknown':
      return { code: 'INCORRECT_REQUEST', params: {} };
    case 'refund_not_paid':
      return { code: 'REFUND_NOT_PAID', params: {} };
    case 'refund_already':
      return { code: 'ALREADY_REFUNDED', params: {} };
    case 'refund_provider_failed':
      return { code: 'REFUND_PROVIDER_FAILED', params: {} };
    case 'refund_slot_started': {
      const place = failure?.code === 'refund_slot_started' ? failure.details.lugar : null;
      return { code: 'REFUND_SLOT_STARTED', params: { time: place ? (place.inicio ? clockTime(place.inicio, ctx) : calendarDay(place.dia, ctx)) : UNKNOWN } };
    }
  }
}

/** The input field each refusal is about. */
const FIELD: Record<DeskDayErrorCode, string> = {
  ticket_code_malformed: 'code',
  ticket_code_unknown: 'code',
  checkin_unpaid: 'code',
  checkin_other_day: 'date',
  checkin_other_slot: 'slotId',
  checkin_already: 'code',
  refund_order_unknown: 'orderId',
  refund_not_paid: 'orderId',
  refund_already: 'orderId',
  refund_slot_started: 'orderId',
  refund_provider_failed: 'orderId',
};

/** The user error a refusal of the resort API becomes. */
export function refusalError(refusal: DeskRefusal, ctx: GatewayContext): UserError {
  const { code, params } = codeAndParams(refusal, ctx);
  return userError(ctx, code, [FIELD[refusal.code]], params);
}
