import type { DeskBooking, DeskCheckIn, DeskRefund } from '@estancia/resort-contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { type CheckInRow, type OrderRefundRow, checkIns, orderRefunds } from '../db/desk-schema.ts';
import { type OrderRow, entities } from '../db/schema.ts';
import { toResortIso } from '../lib/time.ts';
import { formatCents } from '../orders/arithmetic.ts';
import type { Booking } from './order-bookings.ts';
import type { Place } from './places.ts';

/** A check-in or refund with the name of the clerk who made it. */
export type WithStaff<T> = T & { staffName: string };

/** The key of a booking among its order's check-ins: its slot, or its entrance product and day. */
export function placeKey(orderId: number, place: Pick<Place, 'dia' | 'productId'> & { slot: { id: number } | null }): string {
  return place.slot ? `${orderId}:slot:${place.slot.id}` : `${orderId}:entrance:${place.productId}:${place.dia}`;
}

function checkInKey(row: CheckInRow): string {
  return row.slotId === null ? `${row.orderId}:entrance:${row.productId}:${row.dia}` : `${row.orderId}:slot:${row.slotId}`;
}

/** The check-ins of the orders, by placeKey. */
export async function checkInsOf(db: Db | Tx, orderIds: readonly number[]): Promise<Map<string, WithStaff<CheckInRow>>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ row: checkIns, staffName: entities.name })
    .from(checkIns)
    .innerJoin(entities, eq(entities.id, checkIns.staffId))
    .where(inArray(checkIns.orderId, [...new Set(orderIds)]));
  return new Map(rows.map(({ row, staffName }) => [checkInKey(row), { ...row, staffName }]));
}

/** The refunds of the orders, by order id: done ones only (a pending or failed one has not paid back). */
export async function refundsOf(db: Db | Tx, orderIds: readonly number[]): Promise<Map<number, WithStaff<OrderRefundRow>>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ row: orderRefunds, staffName: entities.name })
    .from(orderRefunds)
    .innerJoin(entities, eq(entities.id, orderRefunds.staffId))
    .where(and(inArray(orderRefunds.orderId, [...new Set(orderIds)]), eq(orderRefunds.state, 'done')));
  return new Map(rows.map(({ row, staffName }) => [row.orderId, { ...row, staffName }]));
}

export function toCheckIn(row: WithStaff<CheckInRow>): DeskCheckIn {
  return { em: toResortIso(row.checkedInAt), por: { id: row.staffId, nome: row.staffName } };
}

export function toRefund(row: WithStaff<OrderRefundRow>): DeskRefund {
  return {
    em: toResortIso(row.refundedAt),
    por: { id: row.staffId, nome: row.staffName },
    motivo: row.motivo,
    valor: formatCents(row.amountCents),
    metodo: row.method,
    id_reembolso_fornecedor: row.providerRefundId,
  };
}

/** An order's number, series and id, as the failures name it. */
export function orderRef(order: OrderRow) {
  return { id_encomenda: order.id, numero: order.numero, serie: order.serie };
}

/** A booking in the contract's shape (deskBookingSchema). */
export function toDeskBooking(
  order: OrderRow,
  booking: Booking,
  checkIn: WithStaff<CheckInRow> | undefined,
  refund: WithStaff<OrderRefundRow> | undefined,
): DeskBooking {
  return {
    ...orderRef(order),
    cliente: order.documento.user_info.name,
    id_cliente: order.entityId,
    quantidade: booking.quantity,
    origem: order.origin === 'desk' ? 'desk' : 'web',
    pagamento_pendente: order.pagamentoPendente,
    metodo_de_pagamento: order.metodoDePagamento,
    codigos: order.qr.map((ticket) => ticket.codigo),
    chegada: checkIn ? toCheckIn(checkIn) : null,
    reembolso: refund ? toRefund(refund) : null,
  };
}
