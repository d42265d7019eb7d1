/**
 * The load side of the hold bench (holds.ts starts it in a process of its own, so the gateway
 * never shares its event loop): N signed-in viewers each hold a seat of one slot through the
 * gateway (`holdSlot`, many at once: the slot's row is the point of contention), then each keeps a
 * graphql-ws subscription to its hold's countdown open while ticks are counted and timed.
 *
 * Tick delay: a tick for "r seconds left" belongs at expiresAt − r s. The first tick a viewer gets
 * fixes that viewer's phase (when in the second its countdown ticks); each later tick's delay is how
 * much later than that phase it arrives. Queueing anywhere (resort-api, the gateway, the socket)
 * shows up as delay; a tick that never comes shows up as a missed tick.
 *
 * Input (environment): GATEWAY_URL, COOKIES_FILE (a JSON array of session cookie values), SLOT_ID
 * (a TimeSlot global id), MEASURE_SECONDS, MUTATION_CONCURRENCY. Output: one JSON line on stdout.
 */
import { readFileSync } from 'node:fs';
import { createClient, type Client } from 'graphql-ws';
import { Agent, request } from 'undici';
import WebSocket from 'ws';

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};
const gatewayUrl = env('GATEWAY_URL');
const cookies = JSON.parse(readFileSync(env('COOKIES_FILE'), 'utf8')) as string[];
const slotId = env('SLOT_ID');
const measureSeconds = Number(process.env['MEASURE_SECONDS'] ?? 20);
const mutationConcurrency = Number(process.env['MUTATION_CONCURRENCY'] ?? 32);

const HOLD = 'mutation BenchHold($slotId: ID!) { holdSlot(input: { slotId: $slotId, quantity: 1 }) { userErrors { code message } cart { count } } }';
const COUNTDOWN = 'subscription BenchCountdown { holdCountdown { holdId remainingSeconds expiresAt } }';

const percentile = (sorted: number[], p: number) => (sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0) : 0);
const round = (n: number) => Math.round(n * 10) / 10;

/** Every viewer holds one seat of the same slot, `mutationConcurrency` at a time. */
async function holdAll(): Promise<{ perSecond: number; p50Ms: number; p99Ms: number; refused: number }> {
  const agent = new Agent({ connections: mutationConcurrency });
  const latencies: number[] = [];
  let refused = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: mutationConcurrency }, async () => {
      while (next < cookies.length) {
        const cookie = cookies[next++];
        const t0 = performance.now();
        const answer = await request(`${gatewayUrl}graphql`, {
          dispatcher: agent,
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: `estancia_session=${cookie}`, 'x-estancia-client': 'web' },
          body: JSON.stringify({ query: HOLD, variables: { slotId } }),
        });
        const body = (await answer.body.json()) as { data?: { holdSlot?: { userErrors: unknown[] } }; errors?: unknown };
        latencies.push(performance.now() - t0);
        if (!body.data?.holdSlot || body.data.holdSlot.userErrors.length) refused += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await agent.close();
  latencies.sort((a, b) => a - b);
  return { perSecond: round(cookies.length / seconds), p50Ms: round(percentile(latencies, 50)), p99Ms: round(percentile(latencies, 99)), refused };
}

interface ViewerTicks {
  /** Whether any tick arrived yet, measured or not. */
  seen: boolean;
  phase: number | null;
  delays: number[];
  ticks: number;
}

function subscribe(cookie: string, record: ViewerTicks, measuring: () => boolean): Client {
  const client = createClient({
    url: gatewayUrl.replace(/^http/, 'ws') + 'graphql',
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { cookie: `estancia_session=${cookie}` } });
      }
    },
    connectionParams: { 'x-estancia-client': 'web' },
    retryAttempts: 0,
    lazy: false,
  });
  client.subscribe<{ holdCountdown: { remainingSeconds: number; expiresAt: string } }>(
    { query: COUNTDOWN },
    {
      next: ({ data }) => {
        if (!data) return;
        record.seen = true;
        if (!measuring()) return;
        const due = Date.parse(data.holdCountdown.expiresAt) - data.holdCountdown.remainingSeconds * 1000;
        const lateness = Date.now() - due;
        record.ticks += 1;
        if (record.phase === null) record.phase = lateness;
        else record.delays.push(Math.max(0, lateness - record.phase));
      },
      error: () => undefined,
      complete: () => undefined,
    },
  );
  return client;
}

async function main() {
  const mutations = await holdAll();
  const records: ViewerTicks[] = cookies.map(() => ({ seen: false, phase: null, delays: [], ticks: 0 }));
  let measuring = false;
  const clients = cookies.map((cookie, i) => subscribe(cookie, records[i] as ViewerTicks, () => measuring));
  // Measure once every viewer's countdown ticks (each subscription opens its viewer's channel to
  // resort-api again: the hold mutations' channels closed when idle), or after a minute at most.
  const warmupEnds = Date.now() + 60_000;
  while (Date.now() < warmupEnds && records.some((r) => !r.seen)) await new Promise((resolve) => setTimeout(resolve, 250));
  const warmupSeconds = Math.round((60_000 - (warmupEnds - Date.now())) / 100) / 10;
  measuring = true;
  process.stdout.write('MEASURE_START\n');
  await new Promise((resolve) => setTimeout(resolve, measureSeconds * 1000));
  measuring = false;
  process.stdout.write('MEASURE_END\n');
  await Promise.all(clients.map((client) => client.dispose()));

  const delays = records.flatMap((r) => r.delays).sort((a, b) => a - b);
  const ticks = records.reduce((sum, r) => sum + r.ticks, 0);
  const expected = cookies.length * measureSeconds;
  const result = {
    viewers: cookies.length,
    holdMutations: mutations,
    secondsUntilEveryCountdownTicked: warmupSeconds,
    ticksReceived: ticks,
    ticksExpected: expected,
    silentViewers: records.filter((r) => r.ticks === 0).length,
    tickDelayP50Ms: round(percentile(delays, 50)),
    tickDelayP95Ms: round(percentile(delays, 95)),
    tickDelayP99Ms: round(percentile(delays, 99)),
  };
  process.stdout.write(`RESULT ${JSON.stringify(result)}\n`);
}

await main();
