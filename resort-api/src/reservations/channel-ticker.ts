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
  /** One second in production; tests may shorten it together with a faster clock. */
  intervalMs: number;
  /** Sends a message to every socket of the client. */
  send(message: ChannelServerMessage): void;
  /** A hold lapsed (after its 00:00 tick): the client's cart must be sent again. */
  onExpired(): void;
}

/**
 * The countdown of one client's holds (spec 002 §4 temporal_segundo): one tick per live hold per
 * interval to all of the client's sockets, from one timer per client, running only while the
 * client has sockets and holds. Lapsing needs no write (a hold past expires_at stops counting),
 * but the holder is told: a last tick with tempo 00:00, then a fresh cart.
 *
 * A tick's timestamp_prod is the hold's id (the cart line's prod_timer), so a reader can match
 * ticks to cart lines.
 */
export class ClientTicker {
  private holds = new Map<number, TrackedHold>();
  /** Holds whose 00:00 tick went out: a cart read just before they lapsed must not bring them back. */
  private announced = new Set<number>();
  private timer: NodeJS.Timeout | undefined;

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
    if (this.holds.size > 0) this.start();
    else this.stop();
  }

  /** Stops the timer (the client's last socket closed, or the server stops). */
  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  private start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.tick(), this.deps.intervalMs);
    // The countdown never keeps the process alive on its own.
    this.timer.unref();
  }

  private tick(): void {
    const now = this.deps.now().getTime();
    let lapsed = false;
    for (const hold of [...this.holds.values()]) {
      const remaining = hold.expiresAt - now;
      if (remaining > 0) {
        this.deps.send(this.message(hold, remaining));
      } else {
        this.holds.delete(hold.holdId);
        this.announce(hold);
        lapsed = true;
      }
    }
    if (this.holds.size === 0) this.stop();
    if (lapsed) this.deps.onExpired();
  }

  private announce(hold: TrackedHold): void {
    if (this.announced.has(hold.holdId)) return;
    this.announced.add(hold.holdId);
    this.deps.send(this.message(hold, 0));
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
