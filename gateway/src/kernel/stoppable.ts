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

/**
 * Waits `ms`, or less if `signal` aborts first. The abort listener is removed when the wait ends,
 * so a loop of pauses on one signal does not pile listeners up on it.
 */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}
