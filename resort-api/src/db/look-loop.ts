import type { Logger } from '../logger.ts';
import type { Db } from './client.ts';
import type { Listen, Unlisten } from './notifications.ts';

/** What every watcher that runs a look loop is given (lapse-watcher.ts, the waiting list's jobs). */
export interface WatcherDeps {
  db: Db;
  listen: Listen;
  companyCode: string;
  logger: Logger;
  /** The ledger's clock (injectable: tests drive it). */
  now: () => Date;
  /** The longest real wait between two looks (30 s): the safety net for a notification missed. */
  intervalMs?: number;
}

export interface LookLoopOptions<T> {
  listen: Listen;
  /** The notification channel whose every message (and every resumption of notifications) brings a look. */
  channel: string;
  logger: Logger;
  /** The longest real wait between two looks: the safety net for a notification missed. */
  intervalMs: number;
  /**
   * One look. `next(delayMs)` sets when the following one is due (never later than intervalMs);
   * a look that does not say, or that fails, is followed by one after intervalMs.
   */
  look: (next: (delayMs: number) => void) => Promise<T>;
  /** What a failed look answers. */
  failed: T;
  /** The log lines of a look that failed and of the listening that failed. */
  errors: { look: string; listen: string };
}

export interface LookLoop<T> {
  /** One look now, or the one under way (then one more right after it). */
  runOnce(): Promise<T>;
  /** Stops the timer and the listening; waits for a look under way. */
  stop(): Promise<void>;
}

/**
 * The loop every process's watchers run (holds lapsing, waiting lists closing, waiting-list
 * e-mails): a look now, after every message of a channel, when notifications resume, and at a
 * timer. Looks never overlap: reasons that come during one make one more look after it. The timer
 * never keeps a stopping process alive.
 */
export function startLookLoop<T>(options: LookLoopOptions<T>): LookLoop<T> {
  const { intervalMs, logger } = options;
  let timer: NodeJS.Timeout | undefined;
  let looking: Promise<T> | null = null;
  let lookAgain = false;
  let stopped = false;
  let armed = false;

  const arm = (delayMs: number) => {
    armed = true;
    if (timer) clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(poke, Math.max(0, Math.min(delayMs, intervalMs)));
    timer.unref();
  };

  function runOnce(): Promise<T> {
    if (looking) {
      lookAgain = true;
      return looking;
    }
    armed = false;
    looking = options
      .look(arm)
      .catch((error: unknown) => {
        logger.error({ err: error }, options.errors.look);
        armed = false;
        return options.failed;
      })
      .finally(() => {
        if (!armed) arm(intervalMs);
        looking = null;
        if (lookAgain && !stopped) {
          lookAgain = false;
          void runOnce();
        }
      });
    return looking;
  }

  function poke(): void {
    if (!stopped) void runOnce();
  }

  let unlisten: Promise<Unlisten | null> = options.listen(options.channel, { payload: poke, resumed: poke }).catch((error: unknown) => {
    logger.error({ err: error }, options.errors.listen);
    return null;
  });
  poke();

  return {
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      const stop = await unlisten;
      unlisten = Promise.resolve(null);
      await stop?.();
      await looking;
    },
  };
}
