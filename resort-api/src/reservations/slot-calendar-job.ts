import type { Db } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import { topUpServiceSlots } from './slots.seed.ts';

/** How often the slot calendar is topped up: a server that runs for weeks keeps 60 days ahead. */
const TOP_UP_INTERVAL_MS = 6 * 60 * 60 * 1000;

/**
 * Keeps the services' slots a full window ahead (the seed fills it at start-up; each day the window
 * moves on). Only missing slots are added; existing ones, and their holds, are never touched.
 */
export function startSlotCalendarJob(options: { db: Db; companyCode: string; logger: Logger; now: () => Date; intervalMs?: number }): { stop(): void } {
  const timer = setInterval(() => {
    options.db
      .transaction((tx) => topUpServiceSlots(tx, options.companyCode, options.now()))
      .then(
        (added) => {
          if (added > 0) options.logger.info({ added }, 'service slots added to the calendar');
        },
        (error: unknown) => options.logger.error({ err: error }, 'topping up the slot calendar failed'),
      );
  }, options.intervalMs ?? TOP_UP_INTERVAL_MS);
  // The job must not keep a stopping process alive.
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
