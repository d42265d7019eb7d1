import type { DeskBooking, DeskBookingPlace, DeskDayAnswer, DeskDayEntrance, DeskDayService, DeskDaySlot, Entity } from '@estancia/resort-contract';
import type { ServiceGroupCode } from '../reservations/index.ts';
import type { WaitingEntries } from './waiting-lines.ts';

/** `Desk`: resolved only once the viewer is known to be staff (the guard runs on `Query.desk`). */
export interface DeskParent {
  staffId: number;
}
/** `DeskGroup`: a reservation group by its code. */
export interface DeskGroupParent {
  code: ServiceGroupCode;
}
/** `DeskCustomer`: the customer's validated entity. */
export type DeskCustomerParent = Entity;

/** `DeskDay`: the resort API's day as the clerk read it. */
export interface DeskDayParent {
  day: DeskDayAnswer['data'];
}
/** `DeskDayService`: a service's slots of the day. */
export interface DeskDayServiceParent {
  date: string;
  service: DeskDayService;
}
/** `DeskSlot`: one slot of the day, with its service's name for its bookings. */
export interface DeskSlotParent {
  date: string;
  serviceName: string;
  slot: DeskDaySlot;
}
/** `DeskEntrance`: an entrance ticket product with the tickets sold for the day. */
export interface DeskEntranceParent {
  date: string;
  entrance: DeskDayEntrance;
}
/** `DeskBooking`: an order's booking and where it is (its slot, or an entrance ticket's day). */
export interface DeskBookingParent {
  booking: DeskBooking;
  place: DeskBookingPlace;
}
/** `DeskWaitingEntry`: one open entry of a slot's line, with who it is. */
export type DeskWaitingEntryParent = WaitingEntries[number];
