import { useEffect, useSyncExternalStore } from 'react';

/**
 * How long the live timed cart goes on once it is no longer wanted: the expiry event that
 * follows an emptied cart still arrives (its toast), and a page change (which mounts a new
 * header) does not close and reopen the channel.
 */
export const HOLD_CHANNEL_LINGER_MS = 5000;

// Module state, not component state: every page mounts its own header, and the linger started
// by the page being left must hold for the page being opened.
let lingering = false;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function setLingering(value: boolean): void {
  if (lingering === value) return;
  lingering = value;
  for (const listener of listeners) listener();
}

function linger(ms: number): void {
  clearTimeout(timer);
  setLingering(true);
  timer = setTimeout(() => setLingering(false), ms);
}

function stopLingering(): void {
  clearTimeout(timer);
  timer = undefined;
  setLingering(false);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Whether the viewer's live timed cart (the `timedCart` and `holdEvents` subscriptions, each an
 * upstream socket at the gateway) should run: only for a signed-in viewer who holds something or
 * is on a booking page (design "Realtime"), and for a few seconds after that stops being so.
 * Signing out stops it at once: a visitor has no hold channel.
 */
export function useHoldChannel(signedIn: boolean, wanted: boolean): boolean {
  const isLingering = useSyncExternalStore(
    subscribe,
    () => lingering,
    () => false,
  );
  const on = signedIn && wanted;
  useEffect(() => {
    if (!on) return undefined;
    stopLingering();
    // No longer wanted, or this page's header is going: linger rather than stop.
    return () => linger(HOLD_CHANNEL_LINGER_MS);
  }, [on]);
  return signedIn && (wanted || isLingering);
}
