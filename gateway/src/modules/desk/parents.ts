import type { Entity } from '@estancia/resort-contract';
import type { ServiceGroupCode } from '../reservations/index.ts';

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
