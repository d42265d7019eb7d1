import type { ChannelCartLine, WaitingEntry } from '@estancia/resort-contract';
import type DataLoader from 'dataloader';
import type { UserError } from '../../__generated__/resolvers-types.ts';
import type { TimeSlotParent } from './parents.ts';

/** A slot by its event id, read fresh for one answer or one subscription event (null: no such slot). */
export type SlotLoader = DataLoader<number, TimeSlotParent | null>;

/** The viewer's timed cart, as the channel's update_list carries it. */
export interface TimedCartParent {
  lines: ChannelCartLine[];
  maxItems: number | null;
  /**
   * Where the lines' slots are read: made with the cart, so a subscription event reads today's
   * seats rather than a loader kept since the subscription began. Absent: the request's own.
   */
  slots?: SlotLoader;
  /**
   * The viewer's open waiting-list entries as the channel last sent them (lista_espera). Absent:
   * `waitingEntries` reads them with the request's loader; null (a subscription's event before the
   * channel sent any): read fresh (waiting-service.ts waitingEntriesOf).
   */
  waiting?: WaitingEntry[] | null;
}
export type TimedCartLineParent = ChannelCartLine & { slots?: SlotLoader };
export interface HoldTickParent {
  holdId: number;
  remainingSeconds: number;
  expiresAt: string;
}
export interface HoldExpiredParent {
  __typename: 'HoldExpired';
  holdId: number;
  productId: number;
  /** The line as it was before it lapsed: its name in every language. */
  line?: ChannelCartLine;
}
export interface HoldNoticeParent {
  __typename: 'HoldNotice';
  success: boolean;
  messages: Array<{ id_lingua: number; texto: string }>;
}
export interface HoldChannelDownParent {
  __typename: 'HoldChannelDown';
  closeCode: number;
  reconnecting: boolean;
}
export interface HoldPayloadParent {
  cart: TimedCartParent | null;
  userErrors: UserError[];
}
