import { OPEN_WAITING_STATES, type TimerSettings, type WaitingState } from '@estancia/resort-contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { type HoldRow, type ServiceSlotRow, holds } from '../db/reservations-schema.ts';
import { type WaitingEntryRow, waitingEntries } from '../db/waiting-schema.ts';
import { announceCart } from '../reservations/cart-announcements.ts';
import { liveHoldsOf } from '../reservations/hold-cart.ts';
import { type SlotSpan, collidingProducts, findCollision } from '../reservations/hold-collisions.ts';
import { tryLockClient } from '../reservations/hold-locks.ts';
import { slotTimePassed } from '../reservations/hold-settings.ts';
import { getTimerSettings } from '../reservations/timer-settings.repository.ts';
import { announceWaiting } from './waiting-announcements.ts';

/**
 * The waiting list's offers (contract waiting-list.ts; docs/architecture.md "The waiting list"),
 * made inside the transaction that changes a slot's seats, just before those seats are announced
 * (seat-announcements.ts announceCountedSeats): every path that frees seats (a release, a lapse,
 * an order that ends unpaid, a failed payment, a refund at the desk, a capacity raised) announces
 * them while it holds the slot rows locked, so the offer is made under the same locks and at the
 * same instant, and the seats announced are those left after it.
 */

const MINUTE_MS = 60_000;

/** The client's cart announcement of an offer: no process's channel made it, so every process sends the cart. */
const NO_CHANNEL = '';

type OpenEntry = { entry: WaitingEntryRow; hold: HoldRow | null };

/** How an offer ended, judged at `now` from its hold; null while the hold still keeps the seats. */
function endedOffer(hold: HoldRow | null, now: Date): Extract<WaitingState, 'bought' | 'declined' | 'lapsed'> | null {
  if (!hold) return 'lapsed';
  if (hold.status === 'sold') return 'bought';
  if (hold.status === 'released') return 'declined';
  // spec 002 §4: a hold counts while now < expires_at.
  return hold.expiresAt.getTime() <= now.getTime() ? 'lapsed' : null;
}

function span(slot: Pick<ServiceSlotRow, 'eventId' | 'productId' | 'startsAt' | 'endsAt'>): SlotSpan {
  return { eventId: slot.eventId, productId: slot.productId, startsAt: slot.startsAt, endsAt: slot.endsAt };
}

/**
 * Settles the slots' offers that ended (bought, declined, lapsed), then offers each slot's free
 * seats to its waiting entries in line order, lowering `remaining` by what was offered. The caller
 * holds the slot rows locked (the ledger's order) and counted `remaining` under those locks at
 * `now`. Answers how many customers still wait per slot (absent: none).
 *
 * An entry that needs more seats than are free is skipped and keeps its place (strict order would
 * leave the seats unsold while a party waits; the architecture notes weigh the starvation this
 * allows). An entry whose client's lock is taken at this instant is skipped too: the lock comes
 * before the slots in the ledger's order, so waiting for it here could deadlock.
 */
export async function offerFreedSeats(tx: Tx, slots: readonly ServiceSlotRow[], remaining: Map<number, number>, now: Date): Promise<Map<number, number>> {
  const waitingPerSlot = new Map<number, number>();
  if (slots.length === 0) return waitingPerSlot;
  const open: OpenEntry[] = await tx
    .select({ entry: waitingEntries, hold: holds })
    .from(waitingEntries)
    .leftJoin(holds, eq(holds.id, waitingEntries.holdId))
    .where(and(inArray(waitingEntries.slotId, slots.map((slot) => slot.id)), inArray(waitingEntries.state, [...OPEN_WAITING_STATES])))
    .orderBy(asc(waitingEntries.slotId), asc(waitingEntries.joinedAt), asc(waitingEntries.id));
  // The common case, a slot nobody waits for, costs this one read.
  if (open.length === 0) return waitingPerSlot;

  let settings: TimerSettings | undefined;
  for (const slot of slots) {
    const entries = open.filter(({ entry }) => entry.slotId === slot.id);
    if (entries.length === 0) continue;
    /** The clients whose entries or places changed. */
    const changed = new Set<number>();

    // The offers that ended since this slot's last change: their seats are counted free already.
    for (const { entry, hold } of entries) {
      if (entry.state !== 'offered') continue;
      const ended = endedOffer(hold, now);
      if (!ended) continue;
      await tx.update(waitingEntries).set({ state: ended, endedAt: now }).where(eq(waitingEntries.id, entry.id));
      changed.add(entry.clientId);
    }

    const waiting = entries.filter(({ entry }) => entry.state === 'waiting').map(({ entry }) => entry);
    let free = remaining.get(slot.id) ?? 0;
    const offered = new Set<number>();
    let firstOffered = Number.POSITIVE_INFINITY;
    if (free > 0 && waiting.length > 0 && slot.visible && slot.activo) {
      settings ??= await getTimerSettings(tx, slot.companyCode);
      // Past the booking cut-off the line is closed (waiting-close-watcher.ts); its seats are anyone's.
      if (!slotTimePassed(settings, slot.startsAt, now)) {
        for (const [index, entry] of waiting.entries()) {
          if (free <= 0) break;
          if (entry.quantity > free) continue;
          if (!(await offerTo(tx, entry, slot, settings, now))) continue;
          free -= entry.quantity;
          offered.add(index);
          changed.add(entry.clientId);
          firstOffered = Math.min(firstOffered, index);
        }
      }
    }
    remaining.set(slot.id, free);
    // Everyone behind the first entry offered moved up the line.
    for (const [index, entry] of waiting.entries()) if (index > firstOffered && !offered.has(index)) changed.add(entry.clientId);
    waitingPerSlot.set(slot.id, waiting.length - offered.size);
    if (changed.size > 0) await announceWaiting(tx, slot.companyCode, slot.id, changed);
  }
  return waitingPerSlot;
}

/**
 * Offers the entry its seats if its client fits right now: the client's lock free at this instant
 * (never waited for), and under it the client's cart limit and collisions counted over its live
 * holds, other offers included, so a customer in two lines for colliding events is never offered
 * both. The seats become a hold lasting the offer window (tempo_oferta).
 */
async function offerTo(tx: Tx, entry: WaitingEntryRow, slot: ServiceSlotRow, settings: TimerSettings, now: Date): Promise<boolean> {
  if (!(await tryLockClient(tx, slot.companyCode, entry.clientId))) return false;
  const live = await liveHoldsOf(tx, slot.companyCode, entry.clientId, now);
  // spec 002 §5: the offer is one more timed item of the cart; -1 means unlimited.
  const maximo = settings.numero_maximo_eventos_no_carrinho;
  if (maximo !== -1 && live.length >= maximo) return false;
  const colliding = await collidingProducts(tx, slot.companyCode, [slot.productId]);
  if (findCollision(span(slot), live.map(span), colliding.get(slot.productId), entry.incompatibleEvents)) return false;

  const [hold] = await tx
    .insert(holds)
    .values({
      companyCode: slot.companyCode,
      clientId: entry.clientId,
      slotId: slot.id,
      productId: slot.productId,
      quantity: entry.quantity,
      status: 'held',
      expiresAt: new Date(now.getTime() + Math.round(settings.tempo_oferta * MINUTE_MS)),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: holds.id });
  if (!hold) throw new Error('offer hold insert returned no row');
  await tx
    .update(waitingEntries)
    .set({ state: 'offered', holdId: hold.id, offeredAt: now, mailKind: 'offer' })
    .where(eq(waitingEntries.id, entry.id));
  // spec 002 §4: the offered seats are a line of the client's cart, on every socket of theirs.
  await announceCart(tx, slot.companyCode, entry.clientId, NO_CHANNEL);
  return true;
}
