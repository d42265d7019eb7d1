import type { SeatChange, ServiceProduct, SlotDetail } from '@estancia/resort-contract';
import type { Logger } from '../../logger.ts';
import type { UpstreamReader } from '../../upstream/reader.ts';
import type { AvailabilityFeed, FeedEvent } from '../../upstream/availability-feed.ts';
import { pushQueue } from '../../kernel/push-queue.ts';
import { createReservationLoaders } from './loaders.ts';
import type { TimeSlotParent } from './parents.ts';
import { resortDay } from '../../kernel/resort-days.ts';
import { bookableSlots, cutoffOf, slotStart } from './slot-rules.ts';

/**
 * Live seats of every open listing of this process, one board per (service, day): however many
 * listings show a day, it is read from the resort API once when the first opens, then kept true by
 * the availability feed's messages, which carry the seats (spec 002 §4). A change costs no read;
 * a slot the board does not know yet (a new one, or one listed again) costs one read for the day.
 */

/** The longest a board waits before looking at its cut-offs again (a timer may not wait for days). */
const MAX_CUTOFF_WAIT_MS = 60 * 60 * 1000;

export interface SeatBoardsDeps {
  feed: AvailabilityFeed;
  /** A reader with the site token: seats are the same for every reader. */
  reader: () => UpstreamReader;
  now: () => Date;
  logger: Logger;
}

type Listener = () => void;

interface Board {
  readonly key: string;
  readonly product: ServiceProduct;
  readonly date: string;
  /** The day's slots as last known (null before the first read answered). */
  details: SlotDetail[] | null;
  tolerance: number;
  /** The read in flight, if any; changes arriving meanwhile wait in `buffered`. */
  reading: Promise<void> | null;
  buffered: SeatChange[];
  /** Another read was asked for while one ran (its answer may predate the reason). */
  readAgain: boolean;
  /** The feed generation the last read started in: a read from before a (re)start is caught up. */
  readGeneration: number;
  error: unknown;
  listeners: Set<Listener>;
  /** What the listings show now (the bookable slots) and its fingerprint, computed once per change. */
  shown: TimeSlotParent[];
  shownKey: string;
  timer: NodeJS.Timeout | null;
}

/** What a listing shows of its slots (seats and customers waiting): an emission that would show the same is skipped. */
const fingerprint = (slots: readonly TimeSlotParent[]) =>
  slots.map((s) => `${s.detail.id_event}:${s.detail.disponivel}:${s.detail.capacidade}:${s.detail.em_espera}`).join(',');

export class SeatBoards {
  private readonly boards = new Map<string, Board>();
  /** Bumped at each `ready` of the feed. */
  private generation = 0;

  constructor(private readonly deps: SeatBoardsDeps) {
    deps.feed.on((event) => this.onFeed(event));
  }

  /**
   * The bookable slots of a service's day now, then at every change, until `signal` aborts. A
   * listing that falls behind skips to the newest state (never an older one).
   */
  async *watch(product: ServiceProduct, date: string, signal: AbortSignal): AsyncGenerator<TimeSlotParent[]> {
    // spec 002 §4: a past day shows nothing, now and ever.
    if (date < resortDay(this.deps.now())) {
      yield [];
      return;
    }
    const board = this.boardFor(product, date);
    const latest = pushQueue<TimeSlotParent[]>(signal, 1);
    const listener = () => latest.push(board.shown);
    board.listeners.add(listener);
    try {
      if (board.details === null) {
        // Listening starts before the first read, so nothing committed in between is missed.
        await this.deps.feed.whenReady();
        // Listings opening together share the first read.
        await (board.reading ?? (board.details === null ? this.read(board) : undefined));
        if (board.details === null) throw board.error instanceof Error ? board.error : new Error('the day could not be read');
      }
      let sent = board.shownKey;
      yield board.shown;
      for (let next = await latest.next(); !next.done; next = await latest.next()) {
        // The queue keeps the newest state only; a state already shown is not sent again.
        if (board.shownKey === sent) continue;
        sent = board.shownKey;
        yield board.shown;
      }
    } finally {
      board.listeners.delete(listener);
      if (board.listeners.size === 0) this.drop(board);
    }
  }

  /** Stops every board's timer (shutdown). */
  close(): void {
    for (const board of this.boards.values()) this.drop(board);
  }

  private boardFor(product: ServiceProduct, date: string): Board {
    const key = `${product.id}@${date}`;
    let board = this.boards.get(key);
    if (!board) {
      board = {
        key,
        product,
        date,
        details: null,
        tolerance: 0,
        reading: null,
        buffered: [],
        readAgain: false,
        readGeneration: -1,
        error: null,
        listeners: new Set(),
        shown: [],
        shownKey: '',
        timer: null,
      };
      this.boards.set(key, board);
    }
    return board;
  }

  private drop(board: Board): void {
    if (board.timer) clearTimeout(board.timer);
    board.timer = null;
    if (this.boards.get(board.key) === board) this.boards.delete(board.key);
  }

  /** One read of the day, shared by every listing of it; a read asked for meanwhile runs after. */
  private read(board: Board): Promise<void> {
    if (board.reading) {
      board.readAgain = true;
      return board.reading;
    }
    board.buffered = [];
    board.readGeneration = this.generation;
    board.reading = (async () => {
      try {
        const reader = this.deps.reader();
        const loaders = createReservationLoaders(reader);
        const [day, settings] = await Promise.all([loaders.productDay.load({ productId: board.product.id, date: board.date }), loaders.timerSettings.load(reader.companyCode)]);
        board.details = day?.details ?? [];
        board.tolerance = settings.intervalo_tolerancia;
        board.error = null;
        // Messages that arrived while the read ran are newer than what it may have seen.
        this.apply(board, board.buffered, false);
      } catch (error) {
        board.error = error;
        this.deps.logger.warn({ err: error, board: board.key }, 'live seats: reading a day failed');
      } finally {
        board.buffered = [];
        board.reading = null;
      }
      if (board.readAgain) {
        board.readAgain = false;
        await this.read(board);
        return;
      }
      this.publish(board);
    })();
    return board.reading;
  }

  private onFeed(event: FeedEvent): void {
    if (event.type === 'ready') {
      this.generation += 1;
      // Whatever changed while the feed was not listening: one read per open (service, day),
      // however many listings show it. A first read still in flight started before the feed
      // listened (its wait for the feed gave up): what it saw may predate a change the feed never
      // carried, so it is read again once it answers.
      for (const board of this.boards.values()) {
        if (board.readGeneration < this.generation && (board.details !== null || board.reading !== null)) void this.read(board);
      }
      return;
    }
    if (event.type !== 'seats') return;
    const byBoard = new Map<string, SeatChange[]>();
    for (const change of event.changes) {
      const key = `${change.id_prod}@${change.dia}`;
      if (!this.boards.has(key)) continue;
      const list = byBoard.get(key) ?? [];
      list.push(change);
      byBoard.set(key, list);
    }
    for (const [key, changes] of byBoard) {
      const board = this.boards.get(key);
      if (!board) continue;
      if (board.reading || board.details === null) board.buffered.push(...changes);
      else this.apply(board, changes, true);
    }
  }

  /**
   * Applies seat messages to a board: a known slot takes its new seats and customers waiting
   * (em_espera: a join or a leave of its waiting list is announced too), an unlisted one leaves; a
   * listed slot the board has never seen needs its whole detail, so the day is read once.
   */
  private apply(board: Board, changes: readonly SeatChange[], publish: boolean): void {
    if (changes.length === 0 || board.details === null) return;
    let details = board.details;
    let unknown = false;
    for (const change of changes) {
      const index = details.findIndex((detail) => detail.id_stock === change.id_stock);
      if (index === -1) {
        unknown ||= change.listado;
        continue;
      }
      const current = details[index]!;
      details = change.listado
        ? details.with(index, { ...current, disponivel: change.disponivel, capacidade: change.capacidade, em_espera: change.em_espera })
        : details.filter((_, i) => i !== index);
    }
    board.details = details;
    if (unknown) void this.read(board);
    else if (publish) this.publish(board);
  }

  /** Recomputes what listings show; tells them only when it differs from what they show. */
  private publish(board: Board): void {
    if (board.details === null) return;
    const now = this.deps.now();
    const shown = bookableSlots(board.details, board.date, now, board.tolerance).map((detail) => ({ detail, product: board.product }));
    this.armCutoff(board, shown, now);
    const key = fingerprint(shown);
    if (key === board.shownKey) return;
    board.shown = shown;
    board.shownKey = key;
    for (const listener of board.listeners) listener();
  }

  /**
   * A slot leaves the listings at its cut-off (spec 002 §4: start before now plus the tolerance),
   * with no change and no read: the board looks again at the next cut-off of what it shows.
   */
  private armCutoff(board: Board, shown: readonly TimeSlotParent[], now: Date): void {
    if (board.timer) clearTimeout(board.timer);
    board.timer = null;
    const starts = shown.map((slot) => slotStart(slot.detail)).filter((start): start is Date => start !== null);
    if (starts.length === 0) return;
    const next = Math.min(...starts.map((start) => cutoffOf(start, board.tolerance).getTime()));
    board.timer = setTimeout(() => this.publish(board), Math.min(Math.max(next - now.getTime() + 1, 0), MAX_CUTOFF_WAIT_MS));
    board.timer.unref();
  }
}
