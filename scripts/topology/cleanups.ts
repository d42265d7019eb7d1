/**
 * What to undo on the way out (stop a process, drop the scratch database), the last thing done
 * undone first. It runs once, whichever way out comes first: the end of the run, a failure, or
 * Ctrl-C in the middle of starting the stack; from then on nothing new may start.
 */
export class Cleanups {
  private readonly steps: Array<() => Promise<unknown>> = [];
  private readonly pending = new Set<Promise<unknown>>();
  private running: Promise<void> | undefined;

  get stopping(): boolean {
    return this.running !== undefined;
  }

  add(step: () => Promise<unknown>): void {
    this.steps.push(step);
  }

  /**
   * Starts something that will need undoing once done (a database being created), unless the way
   * out has begun; the way out waits for it, and for the code that registers its undoing.
   */
  async track<T>(start: () => Promise<T>): Promise<T> {
    if (this.stopping) throw new Error('stopping: nothing new is started');
    const work = start();
    this.pending.add(work);
    try {
      return await work;
    } finally {
      this.pending.delete(work);
    }
  }

  run(): Promise<void> {
    return (this.running ??= (async () => {
      await Promise.allSettled([...this.pending]);
      // The code that awaited it registers its undoing in the same turn, before this resumes.
      await new Promise((resolve) => setImmediate(resolve));
      for (const step of [...this.steps].reverse()) await step().catch((error: unknown) => console.error(`cleanup: ${String(error)}`));
    })());
  }
}
