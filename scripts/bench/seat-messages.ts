/**
 * What the live-seats bench's two processes say to each other: seats.ts (the orchestrator, which
 * also makes the seat changes) writes a SeatLoadConfig file for seat-watchers.ts (the load process)
 * and they exchange the messages below over Node's IPC channel. Times are epoch milliseconds with
 * sub-millisecond precision (`epochMs`), comparable across the two processes of one machine.
 */

/** A website operation by its persisted id, as the browser names it. */
export interface Operation {
  id: string;
  name: string;
}

/** What one service page lists: a service's slots of a day. */
export interface Listing {
  serviceId: string;
  date: string;
}

export interface SeatLoadConfig {
  /** http://127.0.0.1:port/ of the gateway. */
  gatewayUrl: string;
  /** The gateways the watchers are spread over round-robin, when not only `gatewayUrl`. */
  watcherGatewayUrls?: string[];
  /** The loopback address this run's sockets leave from, so one run's closed ports do not crowd the next's. */
  sourceAddress: string;
  watchers: number;
  /** Watchers are spread over these round-robin; the seat changes are in the first. */
  listings: Listing[];
  /** The TimeSlot whose seats change. */
  trackedSlotId: string;
  /** Session cookies of the signed-in visitors (empty: none). */
  visitorCookies: string[];
  /** How many of the visitors hold a seat of `holderSlotId` once their page is open. */
  holders: number;
  holderSlotId: string;
  operations: { slots: Operation; cart: Operation; events: Operation; hold: Operation };
  /** Pages opening at once (connect until first answer). */
  openConcurrency: number;
  firstAnswerTimeoutMs: number;
  /** The whole opening phase ends by then, opened or not. */
  openTimeoutMs: number;
}

/** How the opening went, for watchers and for signed-in visitors. */
export interface OpenFigures {
  pages: number;
  answered: number;
  failed: number;
  withoutFirstAnswer: number;
  seconds: number;
}

export interface ReadyReport {
  watchers: OpenFigures;
  visitors: OpenFigures;
  holdsRefused: number;
  /** The tracked slot's seats as most watchers of its listing first saw them; null if none did. */
  initialRemaining: number | null;
}

/** One seat change: when its mutation was sent and the seats it left. */
export interface SeatChange {
  sentAt: number;
  remaining: number;
}

export type ToLoad = { type: 'changes'; changes: SeatChange[]; initialRemaining: number; graceMs: number };

export interface LoadResult {
  delivery: DeliveryFigures;
  /** Watchers and visitors whose socket or subscription failed after their first answer. */
  failedAfterOpening: number;
  /** The load process's own event-loop delay p99 while changes were made: its lag is in every figure. */
  loadEventLoopP99Ms: number;
  /** With watchers on several gateways: each one's watchers on their own, in watcherGatewayUrls' order. */
  byGateway?: GatewayDelivery[];
}

export interface GatewayDelivery {
  delivery: DeliveryFigures;
  /** Per change, in the order made: ms until every watcher of this gateway showed it; null: some never did. */
  everyWatcherMs: Array<number | null>;
}

export type FromLoad = { type: 'ready'; report: ReadyReport } | { type: 'result'; result: LoadResult };

export const epochMs = (): number => performance.timeOrigin + performance.now();

/** How a run's changes reached the watchers (seat-delivery.ts computes it). */
export interface DeliveryFigures {
  changes: number;
  watchers: number;
  /** Changes some watcher had not shown by the end of the run. */
  lostChanges: number;
  /** Watcher × change pairs never shown. */
  lostShows: number;
  /** Watcher × change pairs shown only through a later change's state. */
  skippedShows: number;
  /** Per change, from its mutation sent until every watcher showed it; null: some watcher never did. */
  everyWatcherP50Ms: number | null;
  everyWatcherP95Ms: number | null;
  everyWatcherP99Ms: number | null;
  /** Per watcher and change. */
  oneWatcherP50Ms: number | null;
  oneWatcherP99Ms: number | null;
}
