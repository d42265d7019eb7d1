import type { DeskDayAnswer, DeskDayEntrance, DeskDayService } from '@estancia/resort-contract';
import { PAYMENT_STATES } from '@estancia/resort-contract';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { holds, serviceSlots } from '../db/reservations-schema.ts';
import { type OrderRow, orders, products } from '../db/schema.ts';
import { toResortIso } from '../lib/time.ts';
import { lisbonTime } from '../reservations/slots.time.ts';
import { type Booking, ENTRANCE_KIND, entranceBookingsOf, slotBookingsOf } from './order-bookings.ts';
import { type ProductName, productNames } from './places.ts';
import { checkInsOf, placeKey, refundsOf, toDeskBooking } from './records.ts';

/**
 * GET /desk/day/{dia}: who is coming on a day. Every slot of the day with its seats (sold, held
 * now, free: the ledger's own count, remaining.ts) and the orders booked in it; and every
 * entrance ticket sold for the day. A failed order (-1) gave its seats back and is left out; a
 * refunded one (-2) stays, its seats back on sale.
 */

/** Seats sold and held now per slot, counted as remaining.ts counts them. */
async function seatsOf(db: Db, slotIds: readonly number[], now: Date): Promise<Map<number, { sold: number; held: number }>> {
  if (slotIds.length === 0) return new Map();
  const live = sql`${holds.status} = 'held' and ${holds.expiresAt} > ${now.toISOString()}::timestamptz`;
  const rows = await db
    .select({
      slotId: holds.slotId,
      sold: sql<number>`coalesce(sum(${holds.quantity}) filter (where ${holds.status} = 'sold'), 0)`.mapWith(Number),
      held: sql<number>`coalesce(sum(${holds.quantity}) filter (where ${live}), 0)`.mapWith(Number),
    })
    .from(holds)
    .where(inArray(holds.slotId, [...slotIds]))
    .groupBy(holds.slotId);
  return new Map(rows.map((row) => [row.slotId, { sold: row.sold, held: row.held }]));
}

/** The orders (not failed) with entrance tickets for the day: one scan of the company's order lines. */
async function entranceOrderIds(db: Db, companyCode: string, dia: string, entranceIds: readonly number[]): Promise<number[]> {
  if (entranceIds.length === 0) return [];
  const ids = sql.join(
    entranceIds.map((id) => sql`${String(id)}`),
    sql`, `,
  );
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.companyCode, companyCode),
        ne(orders.pagamentoPendente, PAYMENT_STATES.failed),
        sql`exists (select 1 from jsonb_array_elements(${orders.documento} -> 'linhas') as line
          where left(line ->> 'subname', 10) = ${dia} and (line ->> 'id_produto') in (${ids}))`,
      ),
    );
  return rows.map((row) => row.id);
}

export async function readDeskDay(db: Db, companyCode: string, dia: string, now: Date): Promise<DeskDayAnswer> {
  const slots = await db
    .select()
    .from(serviceSlots)
    .where(and(eq(serviceSlots.companyCode, companyCode), eq(serviceSlots.eventDate, dia)))
    .orderBy(asc(serviceSlots.startsAt), asc(serviceSlots.id));
  const slotIds = slots.map((slot) => slot.id);
  const entranceProducts = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.companyCode, companyCode), eq(products.kind, ENTRANCE_KIND)));
  const [seats, slotHolders, entranceIdsOfDay] = await Promise.all([
    seatsOf(db, slotIds, now),
    db
      .selectDistinct({ orderId: holds.orderId })
      .from(holds)
      .where(and(inArray(holds.slotId, slotIds.length > 0 ? slotIds : [0]), inArray(holds.status, ['sold', 'released']))),
    entranceOrderIds(db, companyCode, dia, entranceProducts.map((p) => p.id)),
  ]);
  const orderIds = [...new Set([...slotHolders.flatMap((row) => (row.orderId === null ? [] : [row.orderId])), ...entranceIdsOfDay])];
  const orderRows = orderIds.length > 0 ? await db.select().from(orders).where(and(inArray(orders.id, orderIds), ne(orders.pagamentoPendente, PAYMENT_STATES.failed))) : [];
  const byId = new Map(orderRows.map((order) => [order.id, order]));
  const listed = [...byId.keys()];
  const [slotBookings, checkIns, refunds] = await Promise.all([
    slotBookingsOf(db, listed, { released: true }),
    checkInsOf(db, listed),
    refundsOf(db, listed),
  ]);
  const names = await productNames(db, [...slots.map((s) => s.productId), ...orderRows.flatMap((o) => o.documento.linhas.map((l) => l.id_produto))]);

  // An order's holds are released only when it is cancelled (-1, not listed) or refunded (-2,
  // listed with the seats it had): the listed orders' sold and released holds are their bookings.
  const booked = slotBookings.filter((b) => b.place.dia === dia && byId.has(b.orderId));
  const entrance = orderRows.flatMap((order) => entranceBookingsOf(order, names)).filter((b) => b.place.dia === dia);
  const answer = (booking: Booking) => {
    const order = byId.get(booking.orderId) as OrderRow;
    return toDeskBooking(order, booking, checkIns.get(placeKey(order.id, booking.place)), refunds.get(order.id));
  };
  const byOrder = (a: Booking, b: Booking) => a.orderId - b.orderId;

  const services = new Map<number, DeskDayService>();
  for (const slot of slots) {
    const name = names.get(slot.productId);
    const service = services.get(slot.productId) ?? { id_prod: slot.productId, nome: name?.nome ?? '', codgrupo: name?.codgrupo ?? '', slots: [] };
    const { sold, held } = seats.get(slot.id) ?? { sold: 0, held: 0 };
    service.slots.push({
      id_stock: slot.id,
      id_event: slot.eventId,
      id_prod: slot.productId,
      inicio: toResortIso(slot.startsAt),
      fim: toResortIso(slot.endsAt),
      validade_data_hora_ini: lisbonTime(slot.startsAt),
      validade_data_hora_fim: lisbonTime(slot.endsAt),
      capacidade: slot.capacity,
      vendidos: sold,
      cativos: held,
      disponivel: Math.max(slot.capacity - sold - held, 0),
      listado: slot.visible && slot.activo,
      reservas: booked.filter((b) => b.place.slot?.id === slot.id).sort(byOrder).map(answer),
    });
    services.set(slot.productId, service);
  }
  const tickets = new Map<number, DeskDayEntrance>();
  for (const booking of entrance.sort(byOrder)) {
    const name: ProductName | undefined = names.get(booking.place.productId);
    const product = tickets.get(booking.place.productId) ?? { id_prod: booking.place.productId, nome: name?.nome ?? '', codgrupo: name?.codgrupo ?? '', vendidos: 0, reservas: [] };
    if ((byId.get(booking.orderId)?.pagamentoPendente ?? PAYMENT_STATES.refunded) !== PAYMENT_STATES.refunded) product.vendidos += booking.quantity;
    product.reservas.push(answer(booking));
    tickets.set(booking.place.productId, product);
  }
  const position = (id: number) => names.get(id)?.position ?? 0;
  return {
    data: {
      dia,
      gerado_em: toResortIso(now),
      servicos: [...services.values()].sort((a, b) => position(a.id_prod) - position(b.id_prod) || a.id_prod - b.id_prod),
      entradas: [...tickets.values()].sort((a, b) => position(a.id_prod) - position(b.id_prod) || a.id_prod - b.id_prod),
    },
  };
}
