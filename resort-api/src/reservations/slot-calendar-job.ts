import type { Db } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import { announceSeats } from './seat-announcements.ts';
import { addMissingServiceSlots } from './slots.seed.ts';

/** How often the slot calendar is topped up: a server that runs for weeks keeps 60 days ahead. */
const TOP_UP_INTERVAL_MS = 6 * 60 * 60 * 1000;

/**
 * Keeps the services' slots a full window ahead (the seed fills it at start-up; each day the window
 * moves on). Only missing slots are added; existing ones, and their holds, are never touched. The
 * new slots' seats are announced (spec 002 §4), so a listing open on their day shows them.
 */
export function startSlotCalendarJob(options: { db: Db; companyCode: string; logger: Logger; now: () => Date; intervalMs?: number }): {
  /** Runs once now (also what each tick does); answers how many slots were added. */
  runOnce(): Promise<number>;
  stop(): void;
} {
  const runOnce = () =>
    options.db.transaction(async (tx) => {
      const now = options.now();
      const added = await addMissingServiceSlots(tx, options.companyCode, now);
      await announceSeats(tx, added, now);
      return added.length;
    });
  const timer = setInterval(() => {
    runOnce()
      .then(
        (added) => {
          if (added > 0) options.logger.info({ added }, 'service slots added to the calendar');
        },
        (error: unknown) => options.logger.error({ err: error }, 'topping up the slot calendar failed'),
      );
  }, options.intervalMs ?? TOP_UP_INTERVAL_MS);
  // The job must not keep a stopping process alive.
  timer.unref();
  return { runOnce, stop: () => clearInterval(timer) };
}
