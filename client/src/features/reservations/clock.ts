import { useSyncExternalStore } from 'react';
import { DEVICE_CLOCK, serverNow, withServerTime, type ServerClock } from './server-clock.ts';

/**
 * One shared one-second clock for every countdown on the page: it runs only while something
 * shows a countdown, and every countdown reads the same instant (they never disagree by a tick).
 * It tells the server's time: the device's `Date.now()` plus the offset the last timed cart's
 * `serverTime` showed (server-clock.ts).
 */
const listeners = new Set<() => void>();
let timer: number | undefined;
let clock: ServerClock = DEVICE_CLOCK;
let now = serverNow(clock, Date.now());

function tick(): void {
  now = serverNow(clock, Date.now());
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    now = serverNow(clock, Date.now());
    timer = window.setInterval(tick, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      window.clearInterval(timer);
      timer = undefined;
    }
  };
}

/**
 * Takes the server's clock from a timed cart's `serverTime`, received now. Countdowns on screen
 * move to it at once rather than at the next tick.
 */
export function noteServerTime(serverTime: string, receivedAt: number = Date.now()): void {
  const next = withServerTime(clock, serverTime, receivedAt);
  if (next === clock) return;
  clock = next;
  tick();
}

/** The server's current time in ms, re-rendering the caller every second while it is mounted. */
export function useNow(): number {
  return useSyncExternalStore(
    subscribe,
    () => now,
    () => now,
  );
}
