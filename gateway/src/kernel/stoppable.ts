/**
 * An async generator as a subscription's source: ending the subscription (the client went away,
 * or sent `complete`) aborts `signal`, so the generator's timers stop at once instead of at their
 * next tick.
 */
export function stoppable<T>(start: (signal: AbortSignal) => AsyncGenerator<T>): AsyncIterableIterator<T> {
  const stop = new AbortController();
  const source = start(stop.signal);
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    next: () => source.next(),
    return: async () => (stop.abort(), source.return(undefined)),
    throw: (error: unknown) => source.throw(error),
  };
}

/** Waits `ms`, or less if `signal` aborts first. */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });
}
