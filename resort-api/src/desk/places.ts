import type { DeskBookingPlace } from '@estancia/resort-contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import type { ServiceSlotRow } from '../db/reservations-schema.ts';
import { productComponents, products } from '../db/schema.ts';
import { toResortIso } from '../lib/time.ts';
import { addDays, lisbonInstant } from '../reservations/slots.time.ts';

/**
 * Where a booking is: an order's seats in a slot, or its entrance tickets of a product for a day
 * (spec 002 §1: entrance tickets are for a day, never held by slot).
 */
export interface Place {
  dia: string;
  productId: number;
  /** The slot of a timed booking; null for entrance tickets. */
  slot: ServiceSlotRow | null;
}

/** A product as the desk names it: the catalogue's name (the principal component's, pt), its group and kind. */
export interface ProductName {
  id: number;
  nome: string;
  codgrupo: string;
  kind: string;
  position: number;
}

/** The products by id with their catalogue names; unknown ids are absent. */
export async function productNames(db: Db | Tx, ids: readonly number[]): Promise<Map<number, ProductName>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: products.id,
      codgrupo: products.codgrupo,
      kind: products.kind,
      position: products.position,
      info: products.info,
      principal: productComponents.nome,
    })
    .from(products)
    .leftJoin(productComponents, and(eq(productComponents.productId, products.id), eq(productComponents.principal, true)))
    .where(inArray(products.id, unique));
  return new Map(
    rows.map((row) => [
      row.id,
      { id: row.id, nome: row.principal?.trim() ? row.principal : row.info.name, codgrupo: row.codgrupo, kind: row.kind, position: row.position },
    ]),
  );
}

/**
 * When a booking can no longer be refunded: its slot's start, or the end of an entrance ticket's
 * day (the ticket is good for the whole day).
 */
export function placeDeadline(place: Place): Date {
  return place.slot ? place.slot.startsAt : lisbonInstant(addDays(place.dia, 1), '00:00');
}

/** A place in the contract's shape (deskBookingPlaceSchema). */
export function toPlace(place: Place, names: ReadonlyMap<number, ProductName>): DeskBookingPlace {
  return {
    dia: place.dia,
    id_prod: place.productId,
    nome: names.get(place.productId)?.nome ?? '',
    id_stock: place.slot?.id ?? null,
    inicio: place.slot ? toResortIso(place.slot.startsAt) : null,
    fim: place.slot ? toResortIso(place.slot.endsAt) : null,
  };
}

/** Places in the order a clerk reads them: by day, then start (entrance tickets first), then product. */
export function byDayAndStart(a: Place, b: Place): number {
  return (
    a.dia.localeCompare(b.dia) ||
    (a.slot?.startsAt.getTime() ?? 0) - (b.slot?.startsAt.getTime() ?? 0) ||
    a.productId - b.productId
  );
}
