import { LRUCache } from 'lru-cache';
import type { SeatChange } from '@estancia/resort-contract';
import type { Logger } from '../../logger.ts';

/**
 * Reads how many customers wait in each listed slot of a day (`em_espera` of the day's slot details,
 * POST platform/products/cache/get/data): one read for every service of the day.
 */
export type ReadDayCounts = (day: string) => Promise<Map<number, number>>;

/** Days kept: the few the desk shows. */
const KEPT_DAYS = 60;
/** A day whose counts could not be read is not asked again sooner. */
const FAILED_READ_MS = 10_000;

interface DayCounts {
  /** The read of the day; resolves once its counts are in `counts` (or it failed). */
  ready: Promise<void>;
  /** `em_espera` per slot (id_stock): the read's, overwritten by every feed change since. */
  counts: Map<number, number>;
  failedUntil: number | null;
}

/**
 * Each slot's count of waiting customers (`em_espera`) per day, once per gateway process: one read
 * of the day when the desk first shows it, then kept true by the feed's seat changes, which carry
 * it. The desk reads no line of a slot nobody waits for and nobody holds seats of (no offer), so a
 * day's first screen costs one read, not one per slot (waiting-lines.ts).
 */
export class DayWaitingCounts {
  private readonly days = new LRUCache<string, DayCounts>({ max: KEPT_DAYS });

  constructor(
    private readonly read: ReadDayCounts,
    private readonly logger: Pick<Logger, 'warn'>,
    private readonly now: () => number = Date.now,
  ) {}

  /** The slot's count; undefined when unknown (a slot not listed, or the day could not be read). */
  async countOf(day: string, stockId: number): Promise<number | undefined> {
    let kept = this.days.get(day);
    if (!kept || (kept.failedUntil !== null && this.now() >= kept.failedUntil)) kept = this.readDay(day);
    await kept.ready;
    return kept.counts.get(stockId);
  }

  /** A seat change carries its slot's count: it is the newest, whatever a read in flight says. */
  onSeats(change: SeatChange): void {
    this.days.get(change.dia)?.counts.set(change.id_stock, change.em_espera);
  }

  /** The feed (re)started: what changed while it was down is unknown, every day is read again. */
  forget(): void {
    this.days.clear();
  }

  private readDay(day: string): DayCounts {
    const kept: DayCounts = { ready: Promise.resolve(), counts: new Map(), failedUntil: null };
    kept.ready = this.read(day).then(
      (counts) => {
        // A change heard during the read is at least as new as the read: it stays.
        for (const [stockId, count] of counts) if (!kept.counts.has(stockId)) kept.counts.set(stockId, count);
      },
      (error: unknown) => {
        this.logger.warn({ err: error, day }, 'desk: reading the day’s waiting counts failed');
        kept.failedUntil = this.now() + FAILED_READ_MS;
      },
    );
    this.days.set(day, kept);
    return kept;
  }
}
