/**
 * Reads shared by everyone who needs the same answer at the same moment: the payment pages that
 * follow one order of one viewer read it once when the feed (re)starts, however many are open.
 * A read is shared while it is in flight, and per feed event that asked for it (every page of the
 * order gets the same `ready` event object), so a page that reaches its catch-up a moment late
 * still joins the read of that restart instead of making its own.
 */
export class SharedReads<T> {
  private readonly inFlight = new Map<string, Promise<T>>();
  private readonly perEvent = new WeakMap<object, Map<string, Promise<T>>>();

  /** The answer of `read` for `key`, shared with a read of the same key in flight or made for `event`. */
  read(key: string, read: () => Promise<T>, event?: object): Promise<T> {
    const made = event ? this.perEvent.get(event)?.get(key) : undefined;
    if (made) return made;
    let shared = this.inFlight.get(key);
    if (!shared) {
      const started = read();
      shared = started;
      this.inFlight.set(key, started);
      const done = () => {
        if (this.inFlight.get(key) === started) this.inFlight.delete(key);
      };
      started.then(done, done);
    }
    if (event) {
      const reads = this.perEvent.get(event) ?? new Map<string, Promise<T>>();
      reads.set(key, shared);
      this.perEvent.set(event, reads);
    }
    return shared;
  }
}
