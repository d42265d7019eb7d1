import { performance } from 'node:perf_hooks';
import type { WebSocket } from 'ws';
import { type Principal, isStaffOf } from '../http/principal.ts';

/**
 * What one customer may ask of the realtime channel. Every socket of a customer is served from the
 * same database as everyone's holds: one session with fifty sockets of a hundred requests each kept
 * the API's readiness probe waiting six seconds. The gateway opens one socket per signed-in viewer
 * and gateway process (gateway/src/modules/reservations/channel-registry.ts), so a customer with a
 * few tabs behind two replicas needs two or three; the cap leaves room for reconnections.
 */

/**
 * Open sockets per customer (all their sessions together), counted from the upgrade to the close.
 * Staff and the public site token are not counted: the desk and the gateway's shared feed are the
 * resort's own, and a cap on them would turn one busy day into refused sales.
 */
export class CustomerSockets {
  private readonly open = new Map<string, number>();

  constructor(
    private readonly cap: number,
    private readonly companyCode: string,
  ) {}

  /**
   * Takes a place for the socket and gives it back when the socket closes; false, taking nothing,
   * when the customer already has `cap` sockets open.
   */
  admit(principal: Principal, socket: WebSocket): boolean {
    if (principal.kind !== 'user' || isStaffOf(principal, this.companyCode)) return true;
    const key = `${principal.companyCode}:${principal.entityId}`;
    const count = this.open.get(key) ?? 0;
    if (count >= this.cap) return false;
    this.open.set(key, count + 1);
    socket.once('close', () => {
      const left = (this.open.get(key) ?? 1) - 1;
      if (left > 0) this.open.set(key, left);
      else this.open.delete(key);
    });
    return true;
  }
}

/** A socket's pace: `burst` requests at once, then `perSecond` on average. */
export interface MessagePaceSettings {
  perSecond: number;
  burst: number;
}

/** The pace of every socket: far above what a person's clicks or the gateway's checkout send. */
export const DEFAULT_MESSAGE_PACE: MessagePaceSettings = { perSecond: 10, burst: 30 };

/**
 * A token bucket on the wall clock (not the channel's injected clock, which tests run faster): a
 * request takes a token; tokens come back at `perSecond`, up to `burst`.
 */
export class MessagePace {
  private tokens: number;
  private at = performance.now();

  constructor(private readonly settings: MessagePaceSettings) {
    this.tokens = settings.burst;
  }

  /** Whether one more request may be carried out now (and, if so, counts it). */
  take(): boolean {
    const now = performance.now();
    this.tokens = Math.min(this.settings.burst, this.tokens + ((now - this.at) / 1000) * this.settings.perSecond);
    this.at = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
