import { z } from '@hono/zod-openapi';
import {
  DESK_DAY_ERROR_CODES,
  deskCheckInAnswer,
  deskCheckInRequest,
  deskDayAnswer,
  deskDayErrorAnswer,
  deskRefundAnswer,
  deskRefundRequest,
} from '@estancia/resort-contract';
import type { Db } from '../db/client.ts';
import type { ApiApp } from '../http/env.ts';
import { answers, ApiError, commonErrorResponses, errorResponse } from '../http/errors.ts';
import { type Principal, type UserPrincipal, isStaffOf } from '../http/principal.ts';
import { bearerRoute, json } from '../http/route.ts';
import { isCalendarDay } from '../reservations/slots.time.ts';
import { checkIn } from './check-in.ts';
import { readDeskDay } from './day.ts';
import type { RefundProvider } from '../payments/sandbox-refund.ts';
import { refundOrder } from './refund.ts';

/**
 * The desk's day (this implementation's additions; not in the spec's calls tables): who is coming,
 * check-in by the receipt's code, refunds at the counter. Staff (Colaborador) of the configured
 * company only, as the desk sale (spec 002 §6); anyone else is refused before anything is read.
 */
export interface DeskDeps {
  db: Db;
  now: () => Date;
  companyCode: string;
  /** Who pays card and MB WAY money back (the payment sandbox); null when none is configured. */
  refundProvider: RefundProvider | null;
}

const TAGS = ['desk'];
const ADDITION = 'An addition of this implementation (not in the spec\'s calls tables). Staff (Colaborador) only.';

/** A failure that carries details (contract desk-day.ts deskDayErrorAnswer). */
function deskErrorResponse(description: string) {
  return { description, content: json(z.ZodType.prototype.openapi.call(deskDayErrorAnswer, 'DeskDayError') as typeof deskDayErrorAnswer) };
}

const dayParams = z.object({
  dia: z
    .string()
    .refine(isCalendarDay, { error: 'must be a day as YYYY-MM-DD' })
    .openapi({ param: { name: 'dia', in: 'path' }, description: 'The day in Europe/Lisbon.', example: '2026-01-15' }),
});

export const deskDayRoute = bearerRoute(TAGS, 'get /desk/day/{dia}', {
  summary: 'The day\'s bookings per service and slot, and its entrance tickets',
  description:
    `${ADDITION} Every slot of the day (Lisbon) with capacidade, vendidos (sold), cativos (held now), disponivel ` +
    '(free, as listings count it) and its bookings: order id, number and series, customer name, quantity, origin web ' +
    'or desk, pagamento_pendente, the ticket codes, check-in (when, by whom) and refund. Entrance tickets sold for the ' +
    'day follow in entradas. Failed orders (-1) are left out; refunded ones (-2) stay, their seats back on sale.',
  params: dayParams,
  responses: answers(200, 'The day', deskDayAnswer, { 400: 'Not a calendar day', 403: 'Not a staff (Colaborador) session' }),
});

export const deskCheckInRoute = bearerRoute(TAGS, 'post /desk/checkin', {
  summary: 'Check a booking in by its receipt\'s code',
  description:
    `${ADDITION} codigo (a ticket code of the order, EST + 8 hex, or SERIE/NUMERO; case and spaces ignored), dia, and ` +
    'id_stock when the clerk has chosen a slot: marks the order\'s bookings of that day (in that slot) arrived, with ' +
    'the instant and the clerk. A booking is checked in once: two clerks at once record one arrival. Refusals change ' +
    `nothing and carry details: ${DESK_DAY_ERROR_CODES.filter((c) => c.startsWith('ticket') || c.startsWith('checkin')).join(', ')}.`,
  body: deskCheckInRequest,
  responses: {
    200: { description: 'The bookings checked in', content: json(deskCheckInAnswer) },
    400: errorResponse('Invalid body'),
    403: errorResponse('Not a staff (Colaborador) session'),
    404: deskErrorResponse('ticket_code_unknown: no order has the code'),
    409: deskErrorResponse('checkin_unpaid, checkin_other_day, checkin_other_slot or checkin_already, with details'),
    422: deskErrorResponse('ticket_code_malformed'),
    ...commonErrorResponses,
  },
});

export const deskRefundRoute = bearerRoute(TAGS, 'post /desk/refund', {
  summary: 'Refund a paid order at the counter',
  description:
    `${ADDITION} id_encomenda and motivo (the reason): before any of its slots starts (an entrance ticket: before ` +
    'its day ends), the order becomes pagamento_pendente -2 (refunded, grey; spec 002 §4), its tickets stay with ' +
    'show_qr false, a card or MB WAY payment is refunded through the payment sandbox (POST /sandbox/payments/{ref}/refunds), ' +
    'and its seats go back on sale, announced on the seat feed. One refund per order; refusals change nothing. The ' +
    'provider is called between two transactions: when it does not refund (or none is configured), the answer is a ' +
    '502 refund_provider_failed, the order is unchanged and the refund can be asked again.',
  body: deskRefundRequest,
  responses: {
    200: { description: 'The order as refunded, the refund, and the seats given back', content: json(deskRefundAnswer) },
    400: errorResponse('Invalid body'),
    403: errorResponse('Not a staff (Colaborador) session'),
    404: deskErrorResponse('refund_order_unknown'),
    409: deskErrorResponse('refund_already, refund_not_paid or refund_slot_started, with details'),
    502: errorResponse('refund_provider_failed: the payment provider did not refund; nothing changed'),
    ...commonErrorResponses,
  },
});

export function registerDeskRoutes(app: ApiApp, deps: DeskDeps): void {
  const { db, companyCode } = deps;
  const staff = (principal: Principal): UserPrincipal => {
    if (!isStaffOf(principal, companyCode) || principal.kind !== 'user') throw new ApiError(403, 'forbidden', 'Only staff (Colaborador) may use the desk');
    return principal;
  };

  app.openapi(deskDayRoute, async (c) => {
    staff(c.get('principal'));
    const answer = await readDeskDay(db, companyCode, c.req.valid('param').dia, deps.now());
    return c.json(deskDayAnswer.parse(answer), 200);
  });

  app.openapi(deskCheckInRoute, async (c) => {
    const clerk = staff(c.get('principal'));
    const body = c.req.valid('json');
    const answer = await checkIn(db, { companyCode, staffId: clerk.entityId, codigo: body.codigo, dia: body.dia, slotId: body.id_stock ?? null }, deps.now());
    return c.json(deskCheckInAnswer.parse(answer), 200);
  });

  app.openapi(deskRefundRoute, async (c) => {
    const clerk = staff(c.get('principal'));
    const body = c.req.valid('json');
    const answer = await refundOrder(db, { companyCode, staffId: clerk.entityId, orderId: body.id_encomenda, motivo: body.motivo }, deps.now, deps.refundProvider);
    return c.json(deskRefundAnswer.parse(answer), 200);
  });
}
