/**
 * Pushed values as an async iterator, for a subscription's source: values wait in a buffer until
 * the consumer asks, nothing is lost between two `next()` calls, and the iterator ends at once when
 * `signal` aborts (the client went away) or `end()` is called (the source closed for good).
 */
export interface PushQueue<T> {
  push(value: T): void;
  end(): void;
  next(): Promise<IteratorResult<T, undefined>>;
}

/**
 * A queue that starts listening when it is created (not at the first `next()`, as a Repeater does).
 * A consumer that stopped reading must not grow the buffer without bound: past `limit` values the
 * oldest is dropped, which suits a stream of whole states (the newest says it all). A stream of
 * events, where each one counts, passes `overflow` instead: the queue then takes nothing more,
 * delivers what it holds and fails with that error, so the reader learns it missed something.
 */
export function pushQueue<T>(signal: AbortSignal, limit = 1000, overflow?: () => Error): PushQueue<T> {
  const buffer: T[] = [];
  let waiting: ((result: IteratorResult<T, undefined>) => void) | null = null;
  let ended = signal.aborted;
  let failure: Error | null = null;
  const finish = () => {
    ended = true;
    buffer.length = 0;
    waiting?.({ done: true, value: undefined });
    waiting = null;
  };
  signal.addEventListener('abort', finish, { once: true });
  return {
    push(value) {
      if (ended) return;
      if (waiting) {
        const resolve = waiting;
        waiting = null;
        resolve({ done: false, value });
        return;
      }
      if (buffer.length >= limit) {
        if (overflow) {
          failure = overflow();
          ended = true;
          return;
        }
        buffer.shift();
      }
      buffer.push(value);
    },
    end() {
      // Values already buffered are still delivered; the end comes after them.
      ended = true;
      if (waiting && buffer.length === 0) finish();
    },
    next() {
      if (buffer.length > 0) return Promise.resolve({ done: false, value: buffer.shift() as T });
      if (failure && !signal.aborted) return Promise.reject(failure);
      if (ended) return Promise.resolve({ done: true, value: undefined });
      return new Promise((resolve) => (waiting = resolve));
    },
  };
}
