/**
 * What the waiting-list views decide from the viewer's entries, apart from React and Relay: which
 * entry a slot shows, which entries are on offer, and the instant an offer's countdown runs to.
 */

/** The parts of a waiting entry these rules read (the `WaitingEntries_cart` fragment's shape). */
export interface WaitingEntryLike {
  id: string;
  state: string;
  slot: { id: string };
  offer?: { holdId: string; expiresAt: unknown } | null;
}

type Offered<T extends WaitingEntryLike> = T & { offer: NonNullable<T['offer']> };

const OPEN_STATES: ReadonlySet<string> = new Set(['WAITING', 'OFFERED']);

/** The viewer's open entry for a slot (waiting or on offer), if any. */
export function entryOfSlot<T extends WaitingEntryLike>(entries: ReadonlyArray<T>, slotId: string): T | undefined {
  return entries.find((entry) => entry.slot.id === slotId && OPEN_STATES.has(entry.state));
}

/** The entries whose seats are held for the viewer now: on offer, with the hold that keeps them. */
export function offeredEntries<T extends WaitingEntryLike>(entries: ReadonlyArray<T>): Array<Offered<T>> {
  return entries.filter((entry): entry is Offered<T> => entry.state === 'OFFERED' && entry.offer != null);
}

/**
 * When an offer's seats go back: its hold's expiry as the timed cart has it (the countdown the
 * cart shows, extended or not), else the offer's own until the cart's next answer brings the hold.
 */
export function offerExpiry(entry: Offered<WaitingEntryLike>, lines: ReadonlyArray<{ id: string; expiresAt: unknown }>): string {
  const held = lines.find((line) => line.id === entry.offer.holdId)?.expiresAt;
  const expiry = typeof held === 'string' ? held : entry.offer.expiresAt;
  return typeof expiry === 'string' ? expiry : '';
}

/** A closed notice is closed for this offer only: a later offer of the same entry (another hold) shows again. */
export const offerKey = (entry: Offered<WaitingEntryLike>): string => `${entry.id} ${entry.offer.holdId}`;
