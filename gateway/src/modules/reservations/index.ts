import type { GatewayModule, NodeFetcher, NodeParent } from '../../kernel/module.ts';
import { moduleSdl } from '../../kernel/sdl.ts';
import type { GatewayContext } from '../../kernel/context.ts';
import { idOfKey, serviceById, slotById, ticketById } from './catalogue.ts';
import { createHoldBridge } from './hold-bridge.ts';
import { holdResolvers } from './hold-resolvers.ts';
import { createReservationLoaders } from './loaders.ts';
import { reservationResolvers } from './resolvers.ts';
import { waitingResolvers } from './waiting-resolvers.ts';

/** A fetcher by id for keys that are product ids (Service, EntranceTicket) or event ids (TimeSlot). */
const byId =
  (read: (ctx: GatewayContext, id: number) => Promise<NodeParent | null>): NodeFetcher =>
  async (key, ctx) => {
    const id = idOfKey(key);
    return id === null ? null : read(ctx, id);
  };

/**
 * Timed services, their slots and entrance tickets, the seat holds over the realtime channel, the
 * live seats (spec 002) and the waiting lists of full slots (contract waiting-list.ts).
 */
export const reservationsModule: GatewayModule = {
  name: 'reservations',
  typeDefs: moduleSdl(import.meta.url),
  resolvers: [reservationResolvers, holdResolvers, waitingResolvers],
  loaders: createReservationLoaders,
  services: createHoldBridge,
  nodes: {
    Service: byId(serviceById),
    TimeSlot: byId(slotById),
    EntranceTicket: byId(ticketById),
  },
  mappers: {
    Service: './parents.ts#ServiceParent',
    TimeSlot: './parents.ts#TimeSlotParent',
    EntranceTicket: './parents.ts#EntranceTicketParent',
    TimerSettings: './parents.ts#TimerSettingsParent',
    TimedCart: './hold-parents.ts#TimedCartParent',
    TimedCartLine: './hold-parents.ts#TimedCartLineParent',
    HoldTick: './hold-parents.ts#HoldTickParent',
    HoldExpired: './hold-parents.ts#HoldExpiredParent',
    HoldNotice: './hold-parents.ts#HoldNoticeParent',
    HoldChannelDown: './hold-parents.ts#HoldChannelDownParent',
    HoldPayload: './hold-parents.ts#HoldPayloadParent',
    WaitingEntry: './waiting-parents.ts#WaitingEntryParent',
    WaitingOffer: './waiting-parents.ts#WaitingOfferParent',
    WaitingListPayload: './waiting-parents.ts#WaitingListPayloadParent',
  },
};

/** What checkout reads of reservations: a cart's ticket and held-slot lines, priced, and selling the held seats to an order. */
export { NOTHING_RESERVED, multibancoAvailable, priceReservations, type ReservationCartInput, type Reserved } from './cart-lines.ts';
export { HoldRefusedError } from './hold-errors.ts';
export { purchaseHolds } from './hold-service.ts';

/** The catalogue, its slots and their starts, as the desk reads them: the same ledger customers see. */
export { checkDatabaseId, listedServices, listedTickets, serviceById, serviceSlots } from './catalogue.ts';
export { isEntrance, type ServiceGroupCode } from './service-view.ts';
export { slotStart } from './slot-rules.ts';
export type { TimeSlotParent } from './parents.ts';
