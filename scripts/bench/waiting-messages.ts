/**
 * What the waiting-list bench's two processes say to each other: waiting.ts (the orchestrator,
 * which joins the line and frees the seats) writes a WaitingLoadConfig file for waiting-load.ts
 * (the pages) and they exchange the messages below over Node's IPC channel. Times are epoch
 * milliseconds (seat-messages.ts `epochMs`), comparable across the two processes.
 */
import type { DeliveryFigures } from './seat-delivery.ts';
import type { Listing, OpenFigures, Operation } from './seat-messages.ts';

export interface WaitingLoadConfig {
  /** http://127.0.0.1:port/ of the gateway. */
  gatewayUrl: string;
  /** The loopback address the pages' sockets leave from. */
  sourceAddress: string;
  /** Session cookies of the customers who join the line, in line order. */
  customerCookies: string[];
  watchers: number;
  /** The service page the watchers have open. */
  listing: Listing;
  /** The TimeSlot whose line is measured. */
  slotId: string;
  /**
   * Whether the watchers' slotAvailability selects `waitingCount`; without it a change is shown by
   * the first listing answer after it (the seats message), which carries no count.
   */
  selectsWaitingCount: boolean;
  operations: { slots: Operation; cart: Operation; events: Operation };
  openConcurrency: number;
  firstAnswerTimeoutMs: number;
  openTimeoutMs: number;
}

/** One freed seat: when its release was sent, whom resort-api offered it to, the line after it. */
export interface Freed {
  sentAt: number;
  /** The customer (index in line order) the seat was offered to at this release; null: nobody. */
  offeredTo: number | null;
  /** The offer's instant in resort-api's transaction (its clock after the slot's lock), or null. */
  offeredAt: number | null;
  /** Customers still waiting once this release committed. */
  waitingAfter: number;
}

/** `count` asks how many answers the pages have had so far (the idle windows'); `freed` ends the run. */
export type ToWaitingLoad = { type: 'count' } | { type: 'freed'; freed: Freed[]; waitingBefore: number; graceMs: number };

export interface WaitingReady {
  customers: OpenFigures;
  watchers: OpenFigures;
}

export interface WaitingLoadResult {
  /** Per freed seat, ms from its release until the offered customer's cart showed the new line; null: never. */
  offerShownMs: Array<number | null>;
  /** The same from the offer's instant in resort-api's transaction: the announcement, the channel and the gateway. */
  offerShownAfterOfferMs: Array<number | null>;
  /** Customers whose cart showed a line of the slot without an offer of theirs being made. */
  offersShownToOthers: number;
  /** Every watcher's count (or seats message) after each freed seat. */
  watchers: DeliveryFigures;
  /** Pages whose socket or subscription failed after their first answer. */
  failedAfterOpening: number;
  /** The load process's own event-loop delay p99 while seats were freed: its lag is in every figure. */
  loadEventLoopP99Ms: number;
}

export type FromWaitingLoad =
  | { type: 'ready'; report: WaitingReady }
  | { type: 'answers'; customerAnswers: number; watcherAnswers: number }
  | { type: 'result'; result: WaitingLoadResult };
