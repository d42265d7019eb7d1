import type { WaitingEntry } from '@estancia/resort-contract';
import type { UserError } from '../../__generated__/resolvers-types.ts';
import type { TimedCartParent } from './hold-parents.ts';

/** A waiting-list entry as the resort API sent it (contract waitingEntrySchema). */
export type WaitingEntryParent = WaitingEntry;

/** An entry's offer: the hold keeping its seats and when it lapses. */
export interface WaitingOfferParent {
  prod_timer: number;
  expira_em: string;
}

/** joinWaitingList and leaveWaitingList: the entry and the cart after the change, or why nothing changed. */
export interface WaitingListPayloadParent {
  entry: WaitingEntryParent | null;
  cart: TimedCartParent | null;
  userErrors: UserError[];
}
