import type { ChannelCartLine, ChannelServerMessage } from '@estancia/resort-contract';
import { toResortIso } from '../lib/time.ts';
import { formatCountdown } from './hold-cart.ts';

interface TrackedHold {
  holdId: number;
  clientId: number;
  productId: number;
  eventId: number;
  expiresAt: number;
}

export interface TickerDeps {
  now: () => Date;
  /**
   * The wall time of one second of `now`'s clock: one second in production; tests shorten it
   * together with a faster clock. Ticks go out once per interval.
   */
  intervalMs: number;
  /** Sends a countdown message to the client's sockets that asked for ticks. */
  sendTick(message: ChannelServerMessage): void;
  /** Whether any of the client's sockets asked for ticks (their hello's temporal_segundo). */
  wantsTicks(): boolean;
  /** A hold lapsed (after its 00:00 tick, where anyone ticks): the client's cart must be sent again. */
  onExpired(): void;
}

/** The longest wait for a lapse, in intervals: a clock that jumps (a corrected system clock) is caught within it. */
const MAX_WAIT_INTERVALS = 60;

/**
 * The countdown of one client's holds (spec 002 §4 temporal_segundo): one tick per live hold per
 * interval to the client's sockets that asked for ticks, from one timer per client, running only
 * while the client has sockets and holds. Lapsing needs no write (a hold past expires_at stops
 * counting), but the holder is told: a last tick with tempo 00:00 to those sockets, then a fresh
 * cart to all of them. When no socket of the client wants ticks (hello temporal_segundo false),
 * the timer wakes only at the next expiry, to send that cart.
 *
 * A tick's timestamp_prod is the hold's id (the cart line's prod_timer), so a reader can match
 * ticks to cart lines.
 */
export class ClientTicker {
  private holds = new Map<number, TrackedHold>();
  /** Holds whose 00:00 tick went out: a cart read just before they lapsed must not bring them back. */
  private announced = new Set<number>();
  /** A tick every interval while some socket wants ticks; otherwise one wake-up at the next expiry. */
  private timer: { kind: 'ticks' | 'next_expiry'; handle: NodeJS.Timeout } | undefined;

  constructor(private readonly deps: TickerDeps) {}

  /** Follows the holds of a freshly read cart (every update_list goes through here). */
  track(lines: readonly ChannelCartLine[]): void {
    const now = this.deps.now().getTime();
    const next = new Map<number, TrackedHold>();
    for (const line of lines) {
      if (this.announced.has(line.prod_timer)) continue;
      next.set(line.prod_timer, {
        holdId: line.prod_timer,
        clientId: line.id_user,
        productId: line.produto.id_prod,
        eventId: line.produto.id_event,
        expiresAt: Date.parse(line.expira_em),
      });
    }
    // A hold that left the cart because it lapsed between two ticks still gets its 00:00 tick.
    for (const old of this.holds.values()) {
      if (!next.has(old.holdId) && old.expiresAt <= now) this.announce(old);
    }
    this.holds = next;
    // Carts are read one after the other: once a read no longer has an announced hold, no later
    // read will, and it can be forgotten.
    const listed = new Set(lines.map((line) => line.prod_timer));
    for (const holdId of this.announced) if (!listed.has(holdId)) this.announced.delete(holdId);
    this.replan();
  }

  /**
   * Picks the timer for what the client has now: none without holds, ticks while some socket
   * wants them, else a wake-up at the next expiry. Called again when a socket joins or leaves.
   */
  replan(): void {
    if (this.holds.size === 0) return this.stop();
    if (this.deps.wantsTicks()) {
      if (this.timer?.kind === 'ticks') return;
      this.stop();
      this.timer = { kind: 'ticks', handle: setInterval(() => this.tick(), this.deps.intervalMs) };
    } else {
      this.stop();
      const nextExpiry = Math.min(...[...this.holds.values()].map((hold) => hold.expiresAt));
      this.timer = { kind: 'next_expiry', handle: setTimeout(() => this.wake(), this.wallDelay(nextExpiry)) };
    }
    // The countdown never keeps the process alive on its own.
    this.timer.handle.unref();
  }

  /** Stops the timer (the client's last socket closed, or the server stops). */
  stop(): void {
    // clearTimeout clears an interval as well.
    if (this.timer) clearTimeout(this.timer.handle);
    this.timer = undefined;
  }

  /** The wall time until the clock reaches `instant`, rounded up, within [1 ms, MAX_WAIT_INTERVALS]. */
  private wallDelay(instant: number): number {
    const clockMs = instant - this.deps.now().getTime();
    const wall = Math.ceil((clockMs * this.deps.intervalMs) / 1000);
    return Math.min(Math.max(wall, 1), MAX_WAIT_INTERVALS * this.deps.intervalMs);
  }

  private wake(): void {
    this.timer = undefined;
    this.tick();
  }

  private tick(): void {
    const now = this.deps.now().getTime();
    const ticking = this.deps.wantsTicks();
    let lapsed = false;
    for (const hold of [...this.holds.values()]) {
      const remaining = hold.expiresAt - now;
      if (remaining > 0) {
        if (ticking) this.deps.sendTick(this.message(hold, remaining));
      } else {
        this.holds.delete(hold.holdId);
        this.announce(hold);
        lapsed = true;
      }
    }
    // Ticks go on as they are; a wake-up that came early (or a lapse) sets the next one.
    this.replan();
    if (lapsed) this.deps.onExpired();
  }

  /**
   * The 00:00 tick, once per hold, to the sockets that tick. Remembered also when none does, so
   * a cart read just before the lapse does not bring the hold back.
   */
  private announce(hold: TrackedHold): void {
    if (this.announced.has(hold.holdId)) return;
    this.announced.add(hold.holdId);
    if (this.deps.wantsTicks()) this.deps.sendTick(this.message(hold, 0));
  }

  private message(hold: TrackedHold, remainingMs: number): ChannelServerMessage {
    return {
      type: 'temporal_segundo',
      data: {
        id_user: hold.clientId,
        id_prod: hold.productId,
        id_event: hold.eventId,
        tempo: formatCountdown(remainingMs),
        timestamp_prod: hold.holdId,
        expira_em: toResortIso(new Date(hold.expiresAt)),
      },
    };
  }
}
