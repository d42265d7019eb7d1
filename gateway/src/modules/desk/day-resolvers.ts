import { OPEN_WAITING_STATES, type WaitingState } from '@estancia/resort-contract';
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../kernel/context.ts';
import { toGlobalId } from '../../kernel/global-id.ts';
import { resortDay } from '../../kernel/resort-days.ts';
import { stoppable } from '../../kernel/stoppable.ts';
import { parseUpstreamTime, upstreamDateTime } from '../../time.ts';
import { paymentStatusOf } from '../orders/index.ts';
import { listedTickets, serviceById } from '../reservations/index.ts';
import { checkInBooking } from './check-in.ts';
import { fetchDeskDay } from './day-upstream.ts';
import type { DeskBookingParent, DeskDayParent } from './parents.ts';
import { refundOrder } from './refund.ts';
import { forbidden, staffSession } from './staff-guard.ts';

/** An upstream instant as the schema's DateTime (the contract guarantees one; kept as sent if unreadable). */
const dateTime = (instant: string) => upstreamDateTime(instant) ?? instant;

/** A waiting list's entries still in the line (contract waiting-list.ts). */
const OPEN_STATES = new Set<WaitingState>(OPEN_WAITING_STATES);

/** spec 002 §4: paid (1 green, 2 blue). */
const PAID = new Set([1, 2]);

/**
 * Whether the clerk may refund the booking's order now: paid, not refunded, and its slot not
 * started (an entrance ticket: its day not over). The resort API decides again, for the whole order.
 */
function refundable({ booking, place }: DeskBookingParent, now: Date): boolean {
  if (!PAID.has(booking.pagamento_pendente) || booking.reembolso) return false;
  const start = parseUpstreamTime(place.inicio);
  return start ? now < start : place.dia >= resortDay(now);
}

/** Whether a slot's start (an upstream instant) is past. */
function isStarted(start: string, now: Date): boolean {
  const instant = parseUpstreamTime(start);
  return instant !== null && instant <= now;
}

/** The day's list, now and after every change (a `deskDay` subscription's source). */
async function* dayStates(ctx: GatewayContext, date: string, signal: AbortSignal): AsyncGenerator<{ deskDay: DeskDayParent }> {
  for await (const day of ctx.services.desk.dayBoards.watch(date, ctx.api, signal)) yield { deskDay: { day } };
}

/**
 * The desk's day (/desk/day): who is coming per service and slot, check-in by the receipt's code
 * and refunds at the counter. Every field is behind `Query.desk` (staff only); the mutations and
 * the subscription check the staff session themselves.
 */
export const deskDayResolvers: Resolvers = {
  Desk: {
    day: async (_desk, { date }, ctx) => ({ day: await fetchDeskDay(ctx.api, date ?? resortDay(ctx.deps.now())) }),
  },
  DeskDay: {
    id: ({ day }) => toGlobalId('DeskDay', day.dia),
    date: ({ day }) => day.dia,
    services: ({ day }) => day.servicos.map((service) => ({ date: day.dia, service })),
    entrances: ({ day }) => day.entradas.map((entrance) => ({ date: day.dia, entrance })),
  },
  DeskDayService: {
    id: ({ date, service }) => toGlobalId('DeskDayService', `${service.id_prod}@${date}`),
    name: ({ service }) => service.nome,
    service: ({ service }, _args, ctx) => serviceById(ctx, service.id_prod),
    slots: ({ date, service }) => service.slots.map((slot) => ({ date, serviceName: service.nome, slot })),
  },
  DeskSlot: {
    id: ({ slot }) => toGlobalId('DeskSlot', slot.id_stock),
    databaseId: ({ slot }) => slot.id_event,
    startsAt: ({ slot }) => dateTime(slot.inicio),
    endsAt: ({ slot }) => dateTime(slot.fim),
    startTime: ({ slot }) => slot.validade_data_hora_ini,
    endTime: ({ slot }) => slot.validade_data_hora_fim,
    capacity: ({ slot }) => slot.capacidade,
    sold: ({ slot }) => slot.vendidos,
    held: ({ slot }) => slot.cativos,
    free: ({ slot }) => slot.disponivel,
    bookings: ({ date, serviceName, slot }) =>
      slot.reservas.map((booking) => ({ booking, place: { dia: date, id_prod: slot.id_prod, nome: serviceName, id_stock: slot.id_stock, inicio: slot.inicio, fim: slot.fim } })),
    // A started slot's line is closed (at its booking cut-off, before the start): nothing to read.
    waitingList: async ({ date, slot }, _args, ctx) => {
      if (isStarted(slot.inicio, ctx.deps.now())) return [];
      const line = await ctx.services.desk.waitingLines().lineOf(slot.id_stock, { day: date, held: slot.cativos });
      // Only entries still in the line are shown (the call answers no others; an ended one never shows).
      return line?.filter((entry) => OPEN_STATES.has(entry.estado)) ?? null;
    },
  },
  DeskWaitingEntry: {
    id: (entry) => toGlobalId('DeskWaitingEntry', entry.id),
    customerName: (entry) => entry.nome,
    email: (entry) => entry.email,
    seats: (entry) => entry.quantidade,
    since: (entry) => (entry.desde ? dateTime(entry.desde) : null),
    state: (entry) => (entry.estado === 'offered' ? 'OFFERED' : 'WAITING'),
    place: (entry) => (entry.estado === 'offered' ? null : entry.lugar),
    offerEndsAt: (entry) => (entry.estado === 'offered' && entry.oferta?.expira_em ? dateTime(entry.oferta.expira_em) : null),
  },
  DeskEntrance: {
    id: ({ date, entrance }) => toGlobalId('DeskEntrance', `${entrance.id_prod}@${date}`),
    name: ({ entrance }) => entrance.nome,
    ticket: async ({ entrance }, _args, ctx) => (await listedTickets(ctx)).find((ticket) => ticket.id === entrance.id_prod) ?? null,
    sold: ({ entrance }) => entrance.vendidos,
    bookings: ({ date, entrance }) =>
      entrance.reservas.map((booking) => ({ booking, place: { dia: date, id_prod: entrance.id_prod, nome: entrance.nome, id_stock: null, inicio: null, fim: null } })),
  },
  DeskBooking: {
    id: ({ booking, place }) => toGlobalId('DeskBooking', `${booking.id_encomenda}:${place.dia}:${place.id_stock ?? `p${place.id_prod}`}`),
    orderId: ({ booking }) => toGlobalId('Order', booking.id_encomenda),
    orderNumber: ({ booking }) => `${booking.serie}/${booking.numero}`,
    customerName: ({ booking }) => booking.cliente,
    quantity: ({ booking }) => booking.quantidade,
    origin: ({ booking }) => (booking.origem === 'desk' ? 'DESK' : 'ONLINE'),
    paymentStatus: ({ booking }) => paymentStatusOf(booking.pagamento_pendente),
    checkedInAt: ({ booking }) => (booking.chegada ? dateTime(booking.chegada.em) : null),
    checkedInBy: ({ booking }) => booking.chegada?.por.nome ?? null,
    refundable: (parent, _args, ctx) => refundable(parent, ctx.deps.now()),
  },
  Mutation: {
    checkInBooking: (_root, { input }, ctx) => checkInBooking(ctx, input),
    refundOrder: (_root, { input }, ctx) => refundOrder(ctx, input),
  },
  Subscription: {
    deskDay: {
      subscribe: (_root, { date }, ctx) => {
        // Staff only, like Query.desk: anyone else is refused before anything is read or watched.
        if (!staffSession(ctx)) throw forbidden();
        return stoppable((signal) => dayStates(ctx, date, signal));
      },
    },
  },
};
