import { type ChannelCartLine, MAX_HOLD_RENEWALS, type TimerSettings } from '@estancia/resort-contract';
import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import type { OrderScope } from './hold-access.ts';
import { type HoldRow, type ServiceSlotRow, holds } from '../db/reservations-schema.ts';
import { cartOf, liveHoldsOf, type LiveHold } from './hold-cart.ts';
import { type SlotSpan, collidingProducts, findCollision } from './hold-collisions.ts';
import { HoldRefusal, type LedgerOutcome, asOutcome } from './hold-errors.ts';
import { type Clock, lockClient, lockSlots } from './hold-locks.ts';
import { purchaseHolds, releaseHolds, type ReleaseRequest } from './hold-release.ts';
import { holdExpiry, slotTimePassed } from './hold-settings.ts';
import { announceCart } from './cart-announcements.ts';
import { remainingSeats } from './remaining.ts';
import { announceCountedSeats } from './seat-announcements.ts';
import { getTimerSettings } from './timer-settings.repository.ts';

export type { LedgerOutcome } from './hold-errors.ts';
export type { Clock } from './hold-locks.ts';
export type { OrderScope } from './hold-access.ts';
export type { ReleaseRequest } from './hold-release.ts';

/**
 * The hold ledger (spec 002 §4 "Seat hold over the realtime channel", §5 timed-product limit):
 * seats of a slot held by a client until a deadline, given back, or sold. Every change runs in one
 * transaction that locks the client, then the slot rows in id order, so a slot is never oversold
 * and a client's limit holds under races; a request's items all succeed or none does. A change
 * reads its clock once those locks are held and decides at that instant (hold-locks.ts Clock).
 */

/** One hold request item (the channel's holdItemSchema after parsing, or a direct caller's). */
export interface HoldRequest {
  id_prod: number;
  id_event: number;
  id_stock: number;
  quantidade: number;
  /** With info.renovar: the hold to extend (or, when absent, the client's live hold on id_stock). */
  prod_timer?: number | null | undefined;
  lista_incompativel?: readonly number[] | undefined;
  info?: { renovar?: boolean | undefined; pedido?: string | undefined } | undefined;
}

export interface HoldLedger {
  hold(clientId: number, items: readonly HoldRequest[], clock: Clock): Promise<LedgerOutcome>;
  release(clientId: number, items: readonly ReleaseRequest[], clock: Clock): Promise<LedgerOutcome>;
  /**
   * The purchase release (comprar_prod): the named live holds become sold, for order orderId, an
   * order awaiting payment whose lines price them; with scope 'own' only when the order is the
   * client's (hold-access.ts orderScopeOf).
   */
  purchase(clientId: number, orderId: number | undefined, items: readonly ReleaseRequest[], clock: Clock, scope: OrderScope): Promise<LedgerOutcome>;
  /** The client's live holds as cart lines. */
  cart(clientId: number, now: Date): Promise<ChannelCartLine[]>;
}

/** Ids are int4 columns: a larger number names nothing (and must not reach the database as one). */
const MAX_ID = 2_147_483_647;
const isId = (value: number | null | undefined) => typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_ID;

export function validClientId(clientId: number): boolean {
  return isId(clientId);
}

/**
 * What can be refused before any lock: a quantity of seats must be a whole number from 1 (spec 002
 * §5: quantities never below zero), and ids must be ones the ledger could hold.
 */
function checkItems(items: readonly { quantidade: number; id_stock?: number | undefined; prod_timer?: number | null | undefined }[]): void {
  const badQuantity = items.find((item) => !Number.isInteger(item.quantidade) || item.quantidade < 1);
  if (badQuantity) throw new HoldRefusal('bad_quantity', { quantidade: String(badQuantity.quantidade) });
  const badSlot = items.find((item) => item.id_stock !== undefined && !isId(item.id_stock));
  if (badSlot) throw new HoldRefusal('unknown_slot', { id_stock: String(badSlot.id_stock) });
  const badHold = items.find((item) => item.prod_timer !== undefined && item.prod_timer !== null && !isId(item.prod_timer));
  if (badHold) throw new HoldRefusal('not_your_hold', { prod_timer: String(badHold.prod_timer), motivo: 'not_yours' });
}

/**
 * `origin` names the process's channel in the cart announcement of each change (cart-announcements.ts),
 * so that process, which sends the cart itself, can tell its own changes from other processes'.
 */
export function createHoldLedger(deps: { db: Db; companyCode: string; origin?: string }): HoldLedger {
  const { db, companyCode } = deps;
  const origin = deps.origin ?? '';
  // changeLocksClient: the change takes the client's lock itself, after one that comes before it (purchaseHolds).
  const guarded = (clientId: number, items: Parameters<typeof checkItems>[0], change: (tx: Tx) => Promise<number[]>, changeLocksClient = false) =>
    asOutcome(async () => {
      if (!validClientId(clientId)) throw new HoldRefusal('bad_message', { id_client: String(clientId) });
      checkItems(items);
      return db.transaction(async (tx) => {
        if (!changeLocksClient) await lockClient(tx, companyCode, clientId);
        const changed = await change(tx);
        // spec 002 §4: the client's sockets on every process hear of the change at commit.
        await announceCart(tx, companyCode, clientId, origin);
        return changed;
      });
    });

  return {
    hold: async (clientId, items, clock) => {
      // Read before the transaction, through db: inside it only tx may be used (PGlite's one
      // connection is taken), and the settings are no part of the ledger's invariant.
      const settings = await getTimerSettings(db, companyCode);
      return guarded(clientId, items, (tx) => holdItems(tx, { companyCode, clientId, settings, clock }, items));
    },
    release: (clientId, items, clock) => guarded(clientId, items, (tx) => releaseHolds(tx, companyCode, clientId, items, clock)),
    purchase: (clientId, orderId, items, clock, scope) => {
      // A purchase sells whole holds: the quantity named is not read.
      const named = items.map((item) => ({ ...item, quantidade: 1 }));
      if (orderId !== undefined && !isId(orderId)) {
        return Promise.resolve({ ok: false, code: 'bad_message', detail: { motivo: 'unknown_order', id_encomenda: String(orderId) } });
      }
      return guarded(clientId, named, (tx) => purchaseHolds(tx, companyCode, clientId, { id: orderId, scope }, items, clock), true);
    },
    cart: (clientId, now) => (validClientId(clientId) ? cartOf(db, companyCode, clientId, now) : Promise.resolve([])),
  };
}

function span(slot: Pick<ServiceSlotRow, 'eventId' | 'productId' | 'startsAt' | 'endsAt'>): SlotSpan {
  return { eventId: slot.eventId, productId: slot.productId, startsAt: slot.startsAt, endsAt: slot.endsAt };
}

/** Holds (and extends) the items inside the caller's transaction, the client already locked. */
async function holdItems(
  tx: Tx,
  { companyCode, clientId, settings, clock }: { companyCode: string; clientId: number; settings: TimerSettings; clock: Clock },
  items: readonly HoldRequest[],
): Promise<number[]> {
  // Under the client lock no other change touches this client's holds until commit, but time
  // passes while the slot locks are awaited: what is live here is checked again at `now` below.
  const liveBeforeSlotLocks = await liveHoldsOf(tx, companyCode, clientId, clock());
  const renewalTargets = await findRenewalTargets(tx, companyCode, clientId, items, liveBeforeSlotLocks);
  // Which products collide is configuration, not ledger state: read before the slot rows are
  // locked, so the time each slot stays locked (which bounds how fast one slot sells) stays short.
  // The products named here are checked against the locked slots below.
  const colliding = await collidingProducts(
    tx,
    companyCode,
    items.map((item) => item.id_prod).filter(isId),
  );
  const slots = await lockSlots(tx, [
    ...items.map((item) => item.id_stock),
    ...[...renewalTargets.values()].map((hold) => hold.slotId),
  ]);
  // Every lock is held: the instant of every decision below (spec 002 §4, hold-locks.ts Clock).
  const now = clock();
  const live = liveBeforeSlotLocks.filter((hold) => isLiveAt(hold, now));
  // Read after the slot rows are locked: no other change to these slots can slip in before commit.
  const remaining = await remainingSeats(tx, [...slots.keys()], now);

  const heldSpans: SlotSpan[] = live.map(span);
  let liveCount = live.length;
  const holdIds: number[] = [];
  for (const [index, item] of items.entries()) {
    const target = renewalTargets.get(index);
    if (target) {
      holdIds.push(await extend(tx, settings, target, item, now));
      continue;
    }
    const slot = slots.get(item.id_stock);
    if (
      !slot ||
      slot.companyCode !== companyCode ||
      !slot.visible ||
      !slot.activo ||
      slot.eventId !== item.id_event ||
      slot.productId !== item.id_prod
    ) {
      throw new HoldRefusal('unknown_slot', { id_event: item.id_event });
    }
    if (item.quantidade > slot.capacity) throw new HoldRefusal('bad_quantity', { capacidade: slot.capacity });
    if (slotTimePassed(settings, slot.startsAt, now)) throw new HoldRefusal('slot_time_passed', { id_event: slot.eventId });
    // spec 002 §5: each hold is one timed item of the cart; -1 means unlimited.
    const maximo = settings.numero_maximo_eventos_no_carrinho;
    if (maximo !== -1 && liveCount >= maximo) throw new HoldRefusal('limit_reached', { maximo });
    const collision = findCollision(span(slot), heldSpans, colliding.get(slot.productId), item.lista_incompativel ?? []);
    if (collision) throw new HoldRefusal('collision', { id_event: collision.eventId });
    const disponivel = remaining.get(slot.id) ?? 0;
    if (disponivel < item.quantidade) throw new HoldRefusal('slot_full', { id_event: slot.eventId, disponivel });

    const [row] = await tx
      .insert(holds)
      .values({
        companyCode,
        clientId,
        slotId: slot.id,
        productId: slot.productId,
        quantity: item.quantidade,
        status: 'held',
        expiresAt: holdExpiry(settings, now),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: holds.id });
    if (!row) throw new Error('hold insert returned no row');
    holdIds.push(row.id);
    remaining.set(slot.id, disponivel - item.quantidade);
    heldSpans.push(span(slot));
    liveCount += 1;
  }
  // spec 002 §4: the held (and extended) slots' new seats, announced at commit. `remaining` was
  // counted under the locks and kept up to date above: no second read while they are held.
  await announceCountedSeats(tx, slots.values(), remaining, now);
  return holdIds;
}

/**
 * The extensions among the items (info.renovar): each must name a live hold of this client, by
 * prod_timer or, without one, by its slot. Someone else's hold, or one that has lapsed, been
 * given back or bought, cannot be extended.
 */
async function findRenewalTargets(
  tx: Tx,
  companyCode: string,
  clientId: number,
  items: readonly HoldRequest[],
  live: readonly LiveHold[],
): Promise<Map<number, LiveHold>> {
  const targets = new Map<number, LiveHold>();
  const named = items.filter((item) => item.info?.renovar === true && item.prod_timer).map((item) => item.prod_timer as number);
  const rows: HoldRow[] = named.length > 0 ? await tx.select().from(holds).where(inArray(holds.id, named)) : [];
  for (const [index, item] of items.entries()) {
    if (item.info?.renovar !== true) continue;
    const target = item.prod_timer
      ? live.find((hold) => hold.id === item.prod_timer)
      : live.find((hold) => hold.slotId === item.id_stock);
    if (!target) {
      const row = rows.find((hold) => hold.id === item.prod_timer);
      const mine = row && row.clientId === clientId && row.companyCode === companyCode;
      throw new HoldRefusal('not_your_hold', { prod_timer: item.prod_timer ?? 0, motivo: mine ? 'not_live' : 'not_yours' });
    }
    if (target.slotId !== item.id_stock || target.eventId !== item.id_event) {
      throw new HoldRefusal('unknown_slot', { id_event: item.id_event });
    }
    targets.set(index, target);
  }
  return targets;
}

/** spec 002 §4: a hold counts while now < expires_at, and no longer at its expiry instant. */
function isLiveAt(hold: Pick<LiveHold, 'expiresAt'>, now: Date): boolean {
  return hold.expiresAt.getTime() > now.getTime();
}

/**
 * Restarts a hold's countdown, keeping its seats (at most MAX_HOLD_RENEWALS times, WCAG 2.2.1).
 * The target was live before the slot locks were awaited; one that lapsed meanwhile may have
 * lost its seats to another client, and cannot be brought back.
 *
 * An extension gives the hold countdown (time_count_down) from now, for a waiting list's offer too
 * (docs/architecture.md "The waiting list"), but never shortens a hold: an offer runs for
 * tempo_oferta, longer than the countdown by default, and one extended early keeps its window and
 * uses none of its renewals (as does any hold whose countdown was lowered since).
 */
async function extend(tx: Tx, settings: TimerSettings, target: LiveHold, item: HoldRequest, now: Date): Promise<number> {
  if (!isLiveAt(target, now)) throw new HoldRefusal('not_your_hold', { prod_timer: target.id, motivo: 'not_live' });
  if (target.renewals >= MAX_HOLD_RENEWALS) throw new HoldRefusal('renewals_exhausted', { maximo: MAX_HOLD_RENEWALS });
  if (slotTimePassed(settings, target.startsAt, now)) throw new HoldRefusal('slot_time_passed', { id_event: item.id_event });
  const expiresAt = holdExpiry(settings, now);
  if (expiresAt.getTime() <= target.expiresAt.getTime()) return target.id;
  await tx.update(holds).set({ expiresAt, renewals: target.renewals + 1, updatedAt: now }).where(eq(holds.id, target.id));
  // The same hold named twice in one request counts twice.
  target.renewals += 1;
  target.expiresAt = expiresAt;
  return target.id;
}
