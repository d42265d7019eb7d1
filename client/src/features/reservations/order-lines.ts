import type { MoneyLike } from '../../shared/format.ts';
import { type Cart, useCart } from '../cart/index.ts';
import type { Language } from '../../i18n/languages.ts';
import { useReservationsTranslation } from '../../i18n/reservations-i18n.ts';
import type { EntranceList_tickets$key } from './__generated__/EntranceList_tickets.graphql';
import { useEntranceTicketData } from './EntranceList.tsx';
import type { TimedCartLineData } from './TimedCartData.ts';
import { formatClock, formatShortDay } from '../../shared/time.ts';

/** One line of the reservation cart, a held slot or an entrance ticket, as the views show it. */
export interface ReservationLine {
  key: string;
  kind: 'hold' | 'entrance';
  /** The hold's global id, or the entrance ticket's product id. */
  id: string;
  name: string;
  note: string;
  /** The day (and for a hold the start time), written for the site language. */
  date: string;
  start: string | null;
  quantity: number;
  unitPrice: MoneyLike;
  /** When a hold lapses; null for entrance tickets. */
  expiresAt: string | null;
  renewalsLeft: number;
}

export interface EntranceTicketInfo {
  readonly databaseId: number;
  readonly name: string;
  readonly note: string;
  readonly price: MoneyLike;
}

/** The held slots first (oldest first, as the server sends them), then the entrance tickets. */
export function reservationLines(
  holds: ReadonlyArray<TimedCartLineData>,
  cart: Cart,
  tickets: ReadonlyArray<EntranceTicketInfo>,
  language: Language,
): ReservationLine[] {
  const held = holds.map<ReservationLine>((line) => ({
    key: `hold-${line.id}`,
    kind: 'hold',
    id: line.id,
    name: line.name,
    note: line.note,
    date: formatShortDay(line.slot.date, language),
    start: formatClock(line.slot.startTime, language),
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    expiresAt: line.expiresAt,
    renewalsLeft: line.renewalsLeft,
  }));
  const entrance = cart.entrance.flatMap<ReservationLine>((entry) => {
    const ticket = tickets.find((candidate) => candidate.databaseId === entry.id);
    if (!ticket || entry.quantity <= 0) return [];
    return [
      {
        key: `entrance-${entry.id}`,
        kind: 'entrance',
        id: String(entry.id),
        name: ticket.name,
        note: ticket.note,
        date: cart.entranceDate ? formatShortDay(cart.entranceDate, language) : '',
        start: null,
        quantity: entry.quantity,
        unitPrice: ticket.price,
        expiresAt: null,
        renewalsLeft: 0,
      },
    ];
  });
  return [...held, ...entrance];
}

/**
 * The reservation cart's lines as the views show them, in the site language: the held slots, then
 * the browser cart's entrance tickets of those given (`EntranceList_tickets`).
 */
export function useReservationLines(holds: ReadonlyArray<TimedCartLineData>, tickets: EntranceList_tickets$key | null | undefined): ReservationLine[] {
  const { language } = useReservationsTranslation();
  return reservationLines(holds, useCart(), useEntranceTicketData(tickets), language);
}

/**
 * The reservation cart as the server takes it (`quote` and `placeOrder`): the held slots by hold
 * id, the entrance tickets by product id and quantity for their day (spec 002 §3). Never amounts.
 */
export function reservationCart(lines: ReadonlyArray<ReservationLine>, entranceDate: string | null) {
  return {
    holdIds: lines.filter((line) => line.kind === 'hold').map((line) => line.id),
    entrance: entranceDate
      ? lines.filter((line) => line.kind === 'entrance').map((line) => ({ productId: Number(line.id), quantity: line.quantity, date: entranceDate }))
      : [],
  };
}
