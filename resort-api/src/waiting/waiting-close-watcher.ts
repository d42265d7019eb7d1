import { and, eq, inArray, min } from 'drizzle-orm';
import { type WatcherDeps, startLookLoop } from '../db/look-loop.ts';
import { serviceSlots } from '../db/reservations-schema.ts';
import { waitingEntries } from '../db/waiting-schema.ts';
import { lockSlots } from '../reservations/hold-locks.ts';
import { remainingSeats } from '../reservations/remaining.ts';
import { slotTimePassed } from '../reservations/hold-settings.ts';
import { announceSeats } from '../reservations/seat-announcements.ts';
import { getTimerSettings } from '../reservations/timer-settings.repository.ts';
import { WAITING_CHANNEL, announceWaiting } from './waiting-announcements.ts';

/**
 * A waiting list closes at its slot's booking cut-off (spec 002 §4 "Slot availability for today":
 * the slot can no longer be held once now plus intervalo_tolerancia is past its start): whoever
 * still waits then is told the list closed, and e-mailed so (the outbox, waiting-mail-job.ts). An
 * entry on offer keeps its offer: its hold was taken before the cut-off and lapses by itself.
 *
 * Like the lapse watcher (lapse-watcher.ts), each process keeps a timer at the next cut-off of a
 * slot someone waits for, looks again when a line changes (a join may bring an earlier cut-off) or
 * notifications resume, and at least every intervalMs. Each closing happens once: under the slots'
 * locks a look closes the entries still waiting, and a second process's look then finds none. Each
 * look also offers again the seats of a line left free while someone waits who could take them
 * (offerSeatsLeftFree).
 */

const MINUTE_MS = 60_000;

export type WaitingCloseWatcherDeps = WatcherDeps;

export interface WaitingCloseWatcher {
  /** One look now: answers how many entries it closed. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

export function startWaitingCloseWatcher(deps: WaitingCloseWatcherDeps): WaitingCloseWatcher {
  const intervalMs = deps.intervalMs ?? 30_000;

  const waitingIn = () => and(eq(waitingEntries.companyCode, deps.companyCode), eq(waitingEntries.state, 'waiting'));

  const look = async (next: (delayMs: number) => void): Promise<number> => {
    const settings = await getTimerSettings(deps.db, deps.companyCode);
    const toleranceMs = settings.intervalo_tolerancia * MINUTE_MS;
    const slotsWaitedFor = await deps.db
      .select({ id: serviceSlots.id, startsAt: serviceSlots.startsAt, fewest: min(waitingEntries.quantity) })
      .from(waitingEntries)
      .innerJoin(serviceSlots, eq(serviceSlots.id, waitingEntries.slotId))
      .where(waitingIn())
      .groupBy(serviceSlots.id);
    const due = slotsWaitedFor.filter((slot) => slotTimePassed(settings, slot.startsAt, deps.now())).map((slot) => slot.id);
    await offerSeatsLeftFree(slotsWaitedFor.filter((slot) => !due.includes(slot.id)));
    let closed = 0;
    if (due.length > 0) {
      closed = await deps.db.transaction(async (tx) => {
        const slots = await lockSlots(tx, due);
        // Read once the locks are held: never earlier than a change this look waited for.
        const now = deps.now();
        const passed = [...slots.values()].filter((slot) => slotTimePassed(settings, slot.startsAt, now)).map((slot) => slot.id);
        if (passed.length === 0) return 0;
        const ended = await tx
          .update(waitingEntries)
          .set({ state: 'closed', endedAt: now, mailKind: 'closed' })
          .where(and(waitingIn(), inArray(waitingEntries.slotId, passed)))
          .returning({ slotId: waitingEntries.slotId, clientId: waitingEntries.clientId });
        for (const slotId of passed) {
          const told = ended.filter((entry) => entry.slotId === slotId).map((entry) => entry.clientId);
          if (told.length > 0) await announceWaiting(tx, deps.companyCode, slotId, told);
        }
        // Nobody waits any more: em_espera falls to 0 on the listings.
        await announceSeats(tx, passed, now);
        return ended.length;
      });
    }
    // The next cut-off of a slot someone still waits for.
    const [earliest] = await deps.db
      .select({ startsAt: min(serviceSlots.startsAt) })
      .from(waitingEntries)
      .innerJoin(serviceSlots, eq(serviceSlots.id, waitingEntries.slotId))
      .where(waitingIn());
    next(earliest?.startsAt ? earliest.startsAt.getTime() - toleranceMs - deps.now().getTime() : intervalMs);
    return closed;
  };

  /**
   * Seats left free while someone waits who could take them: an entry passed over because its
   * client's lock was taken at that instant, or because the client did not fit then (its cart full,
   * a collision) and has since changed. The line's offers are made again under the slots' locks
   * (announceSeats runs them, waiting-offers.ts), so such seats wait at most one look.
   */
  async function offerSeatsLeftFree(open: ReadonlyArray<{ id: number; fewest: number | null }>): Promise<void> {
    const free = await remainingSeats(deps.db, open.map((slot) => slot.id), deps.now());
    const stale = open.filter((slot) => slot.fewest !== null && (free.get(slot.id) ?? 0) >= slot.fewest).map((slot) => slot.id);
    if (stale.length === 0) return;
    await deps.db.transaction(async (tx) => {
      await lockSlots(tx, stale);
      await announceSeats(tx, stale, deps.now());
    });
  }

  return startLookLoop({
    listen: deps.listen,
    channel: WAITING_CHANNEL,
    logger: deps.logger,
    intervalMs,
    look,
    failed: 0,
    errors: { look: 'waiting list: closing lists at their cut-off failed', listen: 'waiting list: listening to waiting-list announcements failed' },
  });
}
