import type { ServiceProduct, SlotDetail, TimerSettings } from '@estancia/resort-contract';

/** A service as resolvers see it: the validated upstream product. */
export type ServiceParent = ServiceProduct;
/** A slot: its upstream detail and the product it belongs to. */
export interface TimeSlotParent {
  detail: SlotDetail;
  product: ServiceProduct;
}
/** An entrance ticket: the validated upstream product. */
export type EntranceTicketParent = ServiceProduct;
/** The upstream timer settings. */
export type TimerSettingsParent = TimerSettings;
