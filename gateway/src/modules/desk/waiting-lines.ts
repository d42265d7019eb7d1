import { LRUCache } from 'lru-cache';
import type { SeatChange, WaitingLine } from '@estancia/resort-contract';
import type { Logger } from '../../logger.ts';
import type { FeedEvent } from '../../upstream/availability-feed.ts';
import type { DayWaitingCounts } from './waiting-counts.ts';

/** A slot's open entries (waiting or on offer) in line order, as the desk shows them. */
export type WaitingEntries = WaitingLine['entradas'];

/** What the lines follow: the process's availability feed (only its events are used). */
export interface WaitingFeed {
  on(listener: (event: FeedEvent) => void): () => void;
}

/** Reads one slot's line from the resort API (GET platform/waiting/stock/{id_stock}). */
export type ReadWaitingLine = (stockId: number) => Promise<WaitingEntries>;

/** What the desk's day already says of a slot: its day, and the seats held in carts now. */
export interface SlotNow {
  day: string;
  held: number;
}

/** Lines kept in the process: a few days of slots for the clerks watching them. */
const KEPT_LINES = 5_000;
/** A line that could not be read is not asked again sooner (a resort API without the call, or down). */
const FAILED_READ_MS = 10_000;

interface Line {
  /** The read in flight or done; shared by every page and clerk that asks meanwhile. */
  entries: Promise<WaitingEntries | null>;
  /** What the read gave, once it has answered (null: it failed). */
  settled: WaitingEntries | null | undefined;
  /** False once a feed change or a feed restart said the line may have moved: the next ask reads. */
  fresh: boolean;
  /** When a failed read may be tried again. */
  retryAt: number;
  /** The slot's `em_espera` as the feed last said it since the read; unknown before a change. */
  waiting: number | undefined;
}

/**
 * Each slot's waiting list as the desk sees it (this implementation's waiting list, contract
 * waiting-list.ts), kept once per gateway process for every clerk and page. A slot nobody waits
 * for (its `em_espera`, kept per day by DayWaitingCounts) and with no seat held (an offer is a
 * hold) has an empty line: nothing is read. Any other line is read when first asked, then again only when the availability feed says it may have moved: a seat change
 * of that slot whose `em_espera` differs from the last one known, or any seat change of the slot
 * while someone waits (`em_espera` > 0: freed seats may have become an offer) or while the kept
 * line still shows someone (an offer taken, declined or lapsed changes no count of waiters when
 * `em_espera` counts only those waiting). So a change costs at most one read per process however
 * many desk pages show the slot, and a change of a slot nobody waits for costs none
 * (docs/architecture.md "The desk's day").
 *
 * Each time the feed (re)starts, whatever changed while it was down is unknown: every kept line
 * is forgotten, and the next ask reads (the day boards read every watched day then, so
 * open desk pages ask at once).
 */
export class WaitingLines {
  private readonly lines = new LRUCache<number, Line>({ max: KEPT_LINES });

  constructor(
    feed: WaitingFeed,
    private readonly read: ReadWaitingLine,
    private readonly counts: DayWaitingCounts,
    private readonly logger: Pick<Logger, 'warn'>,
    private readonly now: () => number = Date.now,
  ) {
    feed.on((event) => this.onFeed(event));
  }

  /** The slot's open entries in line order; null when the resort API could not say. */
  async lineOf(stockId: number, slot: SlotNow): Promise<WaitingEntries | null> {
    // Nobody waiting and nothing held, so no offer either: the line is empty.
    if (slot.held === 0 && (await this.counts.countOf(slot.day, stockId)) === 0) return [];
    const kept = this.lines.get(stockId);
    if (kept?.fresh && !(kept.settled === null && this.now() >= kept.retryAt)) return kept.entries;
    return this.readLine(stockId);
  }

  private readLine(stockId: number): Promise<WaitingEntries | null> {
    // The count the feed last said carries over: the next change is compared with it.
    const line: Line = { entries: Promise.resolve(null), settled: undefined, fresh: true, retryAt: 0, waiting: this.lines.get(stockId)?.waiting };
    line.entries = this.read(stockId).then(
      (entries) => {
        line.settled = entries;
        // An empty line: nobody waits, whichever entries em_espera counts.
        if (entries.length === 0) line.waiting ??= 0;
        return entries;
      },
      (error: unknown) => {
        this.logger.warn({ err: error, stockId }, 'desk: reading a slot’s waiting list failed');
        line.settled = null;
        line.retryAt = this.now() + FAILED_READ_MS;
        return null;
      },
    );
    this.lines.set(stockId, line);
    return line.entries;
  }

  private onFeed(event: FeedEvent): void {
    if (event.type === 'ready') {
      this.lines.clear();
      this.counts.forget();
      return;
    }
    if (event.type === 'seats') {
      for (const change of event.changes) {
        this.counts.onSeats(change);
        this.onSeats(change);
      }
    }
  }

  private onSeats({ id_stock: stockId, em_espera: waiting }: SeatChange): void {
    const line = this.lines.get(stockId);
    if (!line) return;
    const before = line.waiting;
    line.waiting = waiting;
    const showsSomeone = line.settled !== undefined && line.settled !== null && line.settled.length > 0;
    // A read in flight may have been answered before this change: it is not kept past it either.
    if (waiting !== before || waiting > 0 || showsSomeone || line.settled === undefined) line.fresh = false;
  }
}
