import { useSyncExternalStore } from 'react';

/**
 * One shared one-second clock for every countdown on the page: it runs only while something
 * shows a countdown, and every countdown reads the same instant (they never disagree by a tick).
 */
const listeners = new Set<() => void>();
let timer: number | undefined;
let now = Date.now();

function tick(): void {
  now = Date.now();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    now = Date.now();
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

/** The current time in ms, re-rendering the caller every second while it is mounted. */
export function useNow(): number {
  return useSyncExternalStore(
    subscribe,
    () => now,
    () => now,
  );
}
