import type { GatewayModule } from '../../kernel/module.ts';
import { moduleSdl } from '../../kernel/sdl.ts';
import { deskDayResolvers } from './day-resolvers.ts';
import { deskResolvers } from './resolvers.ts';
import { createDeskServices } from './services.ts';

/**
 * The staff desk: selling spa, wellness and entrance tickets at the counter (spec 002 §2, §4, §6),
 * and the desk's day: who is coming, check-in by the receipt's code and refunds at the counter.
 */
export const deskModule: GatewayModule = {
  name: 'desk',
  typeDefs: moduleSdl(import.meta.url),
  resolvers: [deskResolvers, deskDayResolvers],
  services: createDeskServices,
  mappers: {
    Desk: './parents.ts#DeskParent',
    DeskGroup: './parents.ts#DeskGroupParent',
    DeskCustomer: './parents.ts#DeskCustomerParent',
    DeskDay: './parents.ts#DeskDayParent',
    DeskDayService: './parents.ts#DeskDayServiceParent',
    DeskSlot: './parents.ts#DeskSlotParent',
    DeskEntrance: './parents.ts#DeskEntranceParent',
    DeskBooking: './parents.ts#DeskBookingParent',
    DeskWaitingEntry: './parents.ts#DeskWaitingEntryParent',
    CheckInPayload: './check-in.ts#CheckInResult',
    RefundOrderPayload: './refund.ts#RefundResult',
  },
};

/** The staff rule and the customer lookup, as the desk's sale uses them. */
export { staffSession } from './staff-guard.ts';
export { customerById } from './upstream.ts';
