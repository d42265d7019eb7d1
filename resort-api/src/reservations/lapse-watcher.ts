import { and, eq, inArray, lte, min } from 'drizzle-orm';
import { type WatcherDeps, startLookLoop } from '../db/look-loop.ts';
import { holds } from '../db/reservations-schema.ts';
import { lockSlots } from './hold-locks.ts';
import { SEATS_CHANNEL, announceSeats } from './seat-announcements.ts';

/**
 * intervalMs is also the step at which a clock that runs faster than the wall clock is caught up
 * with, and the safety net for an expiry this process did not hear of.
 */
export type LapseWatcherDeps = WatcherDeps;

export interface LapseWatcher {
  /** Stops the timers and the listening; waits for a look under way. */
  stop(): Promise<void>;
}

/**
 * spec 002 §4: a hold lapses with no write (it stops counting at expires_at), yet its slot's seats
 * change then, and followers of the seats must hear of it. Each process watches for lapses: a timer
 * at the earliest expires_at of a held hold after its last look; when it fires, the slots whose
 * holds lapsed since are locked (the ledger's order, so this announcement cannot overtake a
 * concurrent change's) and announced. The watcher looks again after every seat announcement it
 * hears (a hold made through any process brings a new expiry), when the database's notifications
 * resume after an interruption, and at least every intervalMs.
 *
 * Every process watches, yet each lapse is announced once: under the slots' locks a look claims
 * the lapsed holds (lapse_announced false → true) and announces only the slots whose holds it
 * claimed; a second process's look waits for those locks, then finds nothing left to claim. A
 * lapse that happened while no process ran is announced by the first one to look.
 */
export function startLapseWatcher(deps: LapseWatcherDeps): LapseWatcher {
  const intervalMs = deps.intervalMs ?? 30_000;

  /** One look: announce what lapsed since the last one, then wait for the next expiry. */
  const look = async (next: (delayMs: number) => void) => {
    const until = deps.now();
    const lapsed = await deps.db
      .selectDistinct({ slotId: holds.slotId })
      .from(holds)
      .where(and(unannouncedIn(deps.companyCode), lte(holds.expiresAt, until)));
    if (lapsed.length > 0) {
      await deps.db.transaction(async (tx) => {
        const slotIds = lapsed.map((row) => row.slotId);
        // The slots first, then their holds: the ledger's lock order, so no deadlock with a change.
        await lockSlots(tx, slotIds);
        const claimed = await tx
          .update(holds)
          .set({ lapseAnnounced: true })
          .where(and(unannouncedIn(deps.companyCode), inArray(holds.slotId, slotIds), lte(holds.expiresAt, until)))
          .returning({ slotId: holds.slotId });
        // Read once the locks are held, like the ledger: never earlier than a change it waited for.
        await announceSeats(tx, claimed.map((row) => row.slotId), deps.now());
      });
    }
    const [earliest] = await deps.db
      .select({ at: min(holds.expiresAt) })
      .from(holds)
      .where(unannouncedIn(deps.companyCode));
    next(earliest?.at ? earliest.at.getTime() - deps.now().getTime() : intervalMs);
  };

  const { stop } = startLookLoop({
    listen: deps.listen,
    channel: SEATS_CHANNEL,
    logger: deps.logger,
    intervalMs,
    look,
    failed: undefined,
    errors: { look: 'lapse watcher: looking for lapsed holds failed', listen: 'lapse watcher: listening to seat announcements failed' },
  });
  return { stop };
}

/**
 * Holds of the company still marked held whose lapse nobody announced yet (a lapsed hold stays
 * held: its lapse writes only lapse_announced).
 */
function unannouncedIn(companyCode: string) {
  return and(eq(holds.companyCode, companyCode), eq(holds.status, 'held'), eq(holds.lapseAnnounced, false));
}
