/**
 * The server's clock as this browser knows it. Every timed cart carries `serverTime`, the
 * server's clock when the cart was read or sent; its difference from the device's clock when it
 * arrives is the offset every countdown adds to `Date.now()`. A device whose clock is wrong
 * (minutes fast, set by hand) still counts down to the server's expiry (spec 002 §2 mm:ss).
 *
 * The offset is a little behind by the answer's travel time (tens of milliseconds): well under
 * the second a countdown shows.
 */
export interface ServerClock {
  /** Server time minus device time, in ms. */
  offset: number;
  /** The newest `serverTime` taken into account, in ms since the epoch. */
  newest: number;
}

/** Before any answer: the device's own clock. */
export const DEVICE_CLOCK: ServerClock = { offset: 0, newest: Number.NEGATIVE_INFINITY };

/** Server time minus device time for an answer stamped `serverTime` that arrived at `receivedAt`; null when unreadable. */
export function clockOffset(serverTime: string, receivedAt: number): number | null {
  const server = Date.parse(serverTime);
  return Number.isNaN(server) ? null : server - receivedAt;
}

/**
 * The clock once an answer stamped `serverTime` arrived at `receivedAt`. A stamp no newer than
 * one already taken changes nothing: it is the same cart read again from the store, or an older
 * answer, and its offset would count the time it sat there as the clocks' difference.
 */
export function withServerTime(clock: ServerClock, serverTime: string, receivedAt: number): ServerClock {
  const offset = clockOffset(serverTime, receivedAt);
  if (offset === null) return clock;
  const stamp = offset + receivedAt;
  return stamp > clock.newest ? { offset, newest: stamp } : clock;
}

/** The server's time now, from the device's `Date.now()`. */
export function serverNow(clock: ServerClock, deviceNow: number): number {
  return deviceNow + clock.offset;
}
