import {
  type DeskCheckInAnswer,
  ORDER_REFERENCE_PATTERN,
  PAYMENT_STATES,
  TICKET_CODE_PATTERN,
  normalizeTicketCode,
} from '@estancia/resort-contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { checkIns } from '../db/desk-schema.ts';
import { type OrderRow, orders } from '../db/schema.ts';
import { ApiError, DetailedApiError } from '../http/errors.ts';
import { announceCheckIns } from './check-in-announcements.ts';
import { type Booking, bookingsOfOrder } from './order-bookings.ts';
import { byDayAndStart, toPlace } from './places.ts';
import { checkInsOf, orderRef, placeKey, refundsOf, toCheckIn, toDeskBooking } from './records.ts';

/**
 * POST /desk/checkin: a clerk checks a booking in by the code on its receipt (the QR of the
 * order's tickets, spec 001 §3.4 qr), for the day on screen and the slot chosen, if any. The code
 * names an order; the order's bookings of that day (in that slot) are marked arrived with the
 * instant and the clerk. The order row is locked for the change, so two clerks scanning at once
 * queue: the first records the arrival, the second is told when and by whom; the unique indexes
 * of desk_check_ins back that up. The arrival is announced at commit (check-in-announcements.ts).
 * Anything refused changes nothing.
 */
export interface CheckInRequest {
  companyCode: string;
  staffId: number;
  codigo: string;
  dia: string;
  slotId: number | null;
}

const isPaid = (order: OrderRow) => order.pagamentoPendente === PAYMENT_STATES.paid || order.pagamentoPendente === PAYMENT_STATES.paidConfirmed;

/** The order a code names, locked; null when no order of the company has it. Malformed codes are refused. */
async function lockOrderByCode(tx: Tx, companyCode: string, code: string): Promise<OrderRow | null> {
  if (TICKET_CODE_PATTERN.test(code)) {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.companyCode, companyCode), sql`${orders.qr} @> ${JSON.stringify([{ codigo: code }])}::jsonb`))
      .limit(1)
      .for('update');
    return order ?? null;
  }
  const reference = ORDER_REFERENCE_PATTERN.exec(code);
  if (!reference) throw new ApiError(422, 'ticket_code_malformed', `"${code.slice(0, 40)}" is not a ticket code (EST and 8 hex digits) nor an order reference (SERIE/NUMERO)`);
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.companyCode, companyCode), eq(orders.serie, reference[1] ?? ''), eq(orders.numero, Number(reference[2]))))
    .limit(1)
    .for('update');
  return order ?? null;
}

export async function checkIn(db: Db, request: CheckInRequest, now: Date): Promise<DeskCheckInAnswer> {
  const code = normalizeTicketCode(request.codigo);
  return db.transaction(async (tx) => {
    const order = await lockOrderByCode(tx, request.companyCode, code);
    if (!order) throw new ApiError(404, 'ticket_code_unknown', `No order has the code ${code}`);
    if (!isPaid(order)) {
      throw new DetailedApiError(409, 'checkin_unpaid', `Order ${order.serie}/${order.numero} is not paid (pagamento_pendente ${order.pagamentoPendente})`, {
        ...orderRef(order),
        pagamento_pendente: order.pagamentoPendente,
      });
    }
    const { bookings, names } = await bookingsOfOrder(tx, order, { released: false });
    const places = (list: Booking[]) => list.map((b) => b.place).sort(byDayAndStart).map((place) => toPlace(place, names));
    const ofDay = bookings.filter((b) => b.place.dia === request.dia);
    if (ofDay.length === 0) {
      throw new DetailedApiError(409, 'checkin_other_day', `Order ${order.serie}/${order.numero} has no booking on ${request.dia}`, {
        ...orderRef(order),
        reservas: places(bookings),
      });
    }
    const wanted = request.slotId === null ? ofDay : ofDay.filter((b) => b.place.slot?.id === request.slotId);
    if (wanted.length === 0) {
      throw new DetailedApiError(409, 'checkin_other_slot', `Order ${order.serie}/${order.numero} has no booking in slot ${request.slotId}`, {
        ...orderRef(order),
        reservas: places(ofDay),
      });
    }
    const before = await checkInsOf(tx, [order.id]);
    const open = wanted.filter((b) => !before.has(placeKey(order.id, b.place)));
    if (open.length === 0) {
      const first = wanted.map((b) => ({ b, done: before.get(placeKey(order.id, b.place)) })).sort((x, y) => byDayAndStart(x.b.place, y.b.place))[0];
      if (!first?.done) throw new Error('a checked-in booking has no check-in');
      throw new DetailedApiError(409, 'checkin_already', `Order ${order.serie}/${order.numero} was checked in at ${toCheckIn(first.done).em} by ${first.done.staffName}`, {
        ...orderRef(order),
        lugar: toPlace(first.b.place, names),
        chegada: toCheckIn(first.done),
      });
    }
    await tx
      .insert(checkIns)
      .values(
        open.map((b) => ({
          companyCode: request.companyCode,
          orderId: order.id,
          slotId: b.place.slot?.id ?? null,
          productId: b.place.productId,
          dia: b.place.dia,
          codigo: code,
          staffId: request.staffId,
          checkedInAt: now,
        })),
      )
      .onConflictDoNothing();
    await announceCheckIns(
      tx,
      request.companyCode,
      open.map((b) => ({ id_encomenda: order.id, id_stock: b.place.slot?.id ?? null, id_prod: b.place.productId, dia: b.place.dia })),
    );
    const [after, refunds] = await Promise.all([checkInsOf(tx, [order.id]), refundsOf(tx, [order.id])]);
    return {
      data: {
        dia: request.dia,
        codigo: code,
        chegadas: open
          .sort((a, b) => byDayAndStart(a.place, b.place))
          .map((b) => ({ lugar: toPlace(b.place, names), reserva: toDeskBooking(order, b, after.get(placeKey(order.id, b.place)), refunds.get(order.id)) })),
      },
    };
  });
}
