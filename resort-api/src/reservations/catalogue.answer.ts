import type { serviceProductSchema, slotDetailSchema, stockLineSchema } from '@estancia/resort-contract';
import type { z } from 'zod';
import { toCatalogItem } from '../catalogue/catalogue.answer.ts';
import type { ProductWithComponents } from '../catalogue/catalogue.repository.ts';
import type { ServiceSlotRow } from '../db/reservations-schema.ts';
import { toResortIso } from '../lib/time.ts';
import { lisbonTime } from './slots.time.ts';

/**
 * The reservation answers in the upstream's Portuguese shapes (spec 002 §3), as the contract
 * reads them (contract/src/reservations.ts). Times: HH:mm in Lisbon for display, and the
 * instants with the Lisbon offset so no reader rebuilds them from a day and a wall-clock time.
 */
export type ServiceProductInput = z.input<typeof serviceProductSchema>;
export type SlotDetailInput = z.input<typeof slotDetailSchema>;
export type StockLineInput = z.input<typeof stockLineSchema>;

const MINUTE_MS = 60_000;

/** A slot with its seats left right now, and how many customers wait in its line (waiting/). */
export interface SlotWithSeats {
  slot: ServiceSlotRow;
  remaining: number;
  waiting?: number;
}

export function toSlotDetail({ slot, remaining, waiting }: SlotWithSeats): SlotDetailInput {
  const start = lisbonTime(slot.startsAt);
  return {
    id_event: slot.eventId,
    id_stock: slot.id,
    dia: slot.eventDate,
    validade_duracao: Math.round((slot.endsAt.getTime() - slot.startsAt.getTime()) / MINUTE_MS),
    validade_data_hora_ini: start,
    validade_data_hora_fim: lisbonTime(slot.endsAt),
    validade_data_hora_ini_to_show: start,
    inicio: toResortIso(slot.startsAt),
    fim: toResortIso(slot.endsAt),
    capacidade: slot.capacity,
    disponivel: remaining,
    preco_liquido: slot.netPrice,
    em_espera: waiting ?? 0,
  };
}

export function toStockLine({ slot, remaining }: SlotWithSeats): StockLineInput {
  return {
    id: slot.id,
    id_event: slot.eventId,
    id_prod: slot.productId,
    event_date: slot.eventDate,
    start_at: toResortIso(slot.startsAt),
    end_at: toResortIso(slot.endsAt),
    capacidade: slot.capacity,
    disponivel: remaining,
    visible: slot.visible,
    activo: slot.activo,
  };
}

/**
 * A product of the reservations: the catalogue item plus id_prod, the net price (preco), the
 * duration, whether it is held by slot or is an entrance ticket, and the slots asked for.
 */
export function toServiceProduct(
  found: ProductWithComponents,
  details: readonly SlotWithSeats[] = [],
  stockId: number | null = null,
): ServiceProductInput {
  const principal = found.components.find((component) => component.principal);
  return {
    ...toCatalogItem(found),
    id_prod: found.product.id,
    preco: principal?.precoLiquido ?? null,
    duracao_min: found.product.info.detail?.duracao_min ?? 0,
    id_stock: stockId,
    tipo_reserva: found.product.kind === 'entrance' ? 'entrance' : 'timed',
    details: details.map(toSlotDetail),
  };
}
