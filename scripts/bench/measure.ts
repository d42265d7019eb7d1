/** A fixed amount of load with bounded concurrency; latency percentiles and throughput. */
export interface Figures {
  name: string;
  requests: number;
  concurrency: number;
  p50Ms: number;
  p99Ms: number;
  requestsPerSecond: number;
  /** Upstream HTTP calls one page's data costs (what the browser or the gateway makes). */
  httpCallsPerPage: number;
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

/**
 * Runs `once` `requests` times, `concurrency` at a time, after `warmup` unmeasured runs. Every
 * call must succeed: a failed call stops the bench, since its figures would be meaningless.
 */
export async function measure(
  name: string,
  once: () => Promise<void>,
  options: { requests: number; concurrency: number; warmup: number; httpCallsPerPage: number },
): Promise<Figures> {
  for (let i = 0; i < options.warmup; i++) await once();
  const { latencies, seconds } = await timedLoads(once, options.requests, options.concurrency);
  return figuresOf(name, latencies, seconds, options);
}

/** Every latency of `requests` runs of `once`, `concurrency` at a time, and the seconds they took. */
export async function timedLoads(once: () => Promise<void>, requests: number, concurrency: number): Promise<{ latencies: number[]; seconds: number }> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        next++;
        const t0 = performance.now();
        await once();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return { latencies, seconds: (performance.now() - started) / 1000 };
}

/** Percentiles and throughput of latencies measured over `seconds` (in one run or several). */
export function figuresOf(name: string, latencies: number[], seconds: number, options: { concurrency: number; httpCallsPerPage: number }): Figures {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    name,
    requests: sorted.length,
    concurrency: options.concurrency,
    p50Ms: Number(percentile(sorted, 50).toFixed(2)),
    p99Ms: Number(percentile(sorted, 99).toFixed(2)),
    requestsPerSecond: Number((sorted.length / seconds).toFixed(1)),
    httpCallsPerPage: options.httpCallsPerPage,
  };
}
