import type { DeskDayAnswer } from '@estancia/resort-contract';
import { pushQueue } from '../../kernel/push-queue.ts';
import type { Logger } from '../../logger.ts';
import type { AvailabilityFeed, FeedEvent } from '../../upstream/availability-feed.ts';
import type { UpstreamReader } from '../../upstream/reader.ts';
import { fetchDeskDay } from './day-upstream.ts';

type Day = DeskDayAnswer['data'];

/**
 * The desk's open day lists of this process, one board per day (the `deskDay` subscription). A
 * board reads the day once for all the clerks watching it, and again when the availability feed
 * says something of that day changed: a seat of one of its slots (a hold, sale, lapse, refund), or
 * an order's payment state (a new sale's tickets, a refund). Changes arriving together cost one
 * read, whatever the number of watchers (docs/architecture.md "Live seats"). Check-ins are not on
 * the feed: a check-in made through this process refreshes its day at once, and a board also reads
 * its day every CHECK_IN_REFRESH_MS while watched, for check-ins made through another process.
 */

/** Changes arriving within this window are read once. */
const SETTLE_MS = 150;
/** How often a watched day is read again for check-ins made through another gateway process. */
const CHECK_IN_REFRESH_MS = 30_000;

interface Watcher {
  /** The clerk's own reader: the day is read as staff. */
  api: UpstreamReader;
  push: (day: Day) => void;
}

interface Board {
  readonly date: string;
  readonly watchers: Set<Watcher>;
  reading: Promise<void> | null;
  readAgain: boolean;
  settle: NodeJS.Timeout | null;
  refresh: NodeJS.Timeout;
}

export class DeskDayBoards {
  private readonly boards = new Map<string, Board>();

  constructor(
    private readonly feed: AvailabilityFeed,
    private readonly logger: Logger,
  ) {
    feed.on((event) => this.onFeed(event));
  }

  /** The day now, then after every change, until `signal` aborts; a watcher that falls behind skips to the newest. */
  async *watch(date: string, api: UpstreamReader, signal: AbortSignal): AsyncGenerator<Day> {
    const board = this.boardFor(date);
    const latest = pushQueue<Day>(signal, 1);
    const watcher: Watcher = { api, push: (day) => latest.push(day) };
    board.watchers.add(watcher);
    try {
      // The feed listens before the first read, so nothing committed in between is missed.
      await this.feed.whenReady();
      // Every watcher's first answer is read for it (as that clerk), so a refused session is told at once.
      const first = await fetchDeskDay(api, date);
      yield first;
      for (let next = await latest.next(); !next.done; next = await latest.next()) yield next.value;
    } finally {
      board.watchers.delete(watcher);
      if (board.watchers.size === 0) this.drop(board);
    }
  }

  /** Something of `date` changed that the feed does not carry (a check-in): its watchers read it again. */
  changed(date: string): void {
    const board = this.boards.get(date);
    if (board) this.schedule(board);
  }

  close(): void {
    for (const board of this.boards.values()) this.drop(board);
  }

  private boardFor(date: string): Board {
    let board = this.boards.get(date);
    if (!board) {
      const created: Board = { date, watchers: new Set(), reading: null, readAgain: false, settle: null, refresh: setInterval(() => void this.read(created), CHECK_IN_REFRESH_MS) };
      created.refresh.unref();
      this.boards.set(date, created);
      board = created;
    }
    return board;
  }

  private drop(board: Board): void {
    clearInterval(board.refresh);
    if (board.settle) clearTimeout(board.settle);
    board.settle = null;
    if (this.boards.get(board.date) === board) this.boards.delete(board.date);
  }

  private onFeed(event: FeedEvent): void {
    if (this.boards.size === 0) return;
    if (event.type === 'seats') {
      const days = new Set(event.changes.map((change) => change.dia));
      for (const board of this.boards.values()) if (days.has(board.date)) this.schedule(board);
      return;
    }
    // A payment change does not say its order's day, and the feed (re)starting may have missed
    // changes: every watched day is read again (the desk watches a few days at most).
    for (const board of this.boards.values()) this.schedule(board);
  }

  private schedule(board: Board): void {
    if (board.settle) return;
    board.settle = setTimeout(() => {
      board.settle = null;
      void this.read(board);
    }, SETTLE_MS);
    board.settle.unref();
  }

  /** One read at a time per day; a change arriving meanwhile reads again after it. */
  private read(board: Board): Promise<void> {
    if (board.reading) {
      board.readAgain = true;
      return board.reading;
    }
    board.reading = (async () => {
      // Any watching clerk's session reads the day; one that fails (signed out meanwhile) lets the next try.
      for (const watcher of [...board.watchers]) {
        try {
          const day = await fetchDeskDay(watcher.api, board.date);
          for (const each of board.watchers) each.push(day);
          return;
        } catch (error) {
          this.logger.warn({ err: error, date: board.date }, 'desk day: reading the day failed');
        }
      }
    })().finally(() => {
      board.reading = null;
      if (board.readAgain && board.watchers.size > 0) {
        board.readAgain = false;
        void this.read(board);
      }
    });
    return board.reading;
  }
}
