/**
 * Whether the data on screen came from the gateway's stale-if-error cache: it marks such an
 * answer `extensions.stale` while the resort's systems do not answer. A later fresh answer clears
 * the mark. A tiny external store, read with useSyncExternalStore.
 */
let staleSince: string | null = null;
const listeners = new Set<() => void>();

function staleMark(answer: unknown): string | null {
  if (typeof answer !== 'object' || answer === null || !('extensions' in answer)) return null;
  const { extensions } = answer as { extensions?: { stale?: { since?: unknown } } };
  return typeof extensions?.stale?.since === 'string' ? extensions.stale.since : null;
}

/** Notes whether an answer from /graphql was stale. */
export function noteAnswer(answer: unknown): void {
  const since = staleMark(answer);
  if (since === staleSince) return;
  staleSince = since;
  for (const listener of listeners) listener();
}

export function subscribeStale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function staleSinceNow(): string | null {
  return staleSince;
}
