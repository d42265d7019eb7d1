import type { Entity, OrderDocument } from '@estancia/resort-contract';
import type { ServiceGroupCode } from '../reservations/service-view.ts';

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
/** `DeskReceipt`: the order placed and the billing data it was placed with. */
export interface DeskReceiptParent {
  order: OrderDocument;
  billing: { name: string; vat: string; email: string };
}
