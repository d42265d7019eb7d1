/**
 * The load side of the live-seats bench (seats.ts starts it in a process of its own, so the
 * gateway never shares its event loop). It opens, a bounded number at a time:
 *   - the signed-in visitors' pages (if any): one socket each with the header's `timedCart` and
 *     `holdEvents` subscriptions; then the first `holders` of them hold a seat, as a click would;
 *   - the watchers: one socket each with the service page's `slotAvailability` subscription.
 * When every page has its first answer (or the opening time is up) it reports `ready`; it then
 * keeps, per watcher of the changed listing, the tracked slot's seats in every answer and when the
 * answer came. Given the changes made meanwhile it waits, a bounded time, until every watcher shows
 * the last one, and reports when each change reached them (seat-delivery.ts). It closes its pages
 * when the orchestrator disconnects.
 *
 * Input: SEAT_CONFIG_FILE (a SeatLoadConfig as JSON); the changes arrive over IPC.
 */
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Agent } from 'undici';
import { changeDelivery, seatDelivery, type Timeline } from './seat-delivery.ts';
import { epochMs, type FromLoad, type GatewayDelivery, type SeatLoadConfig, type ToLoad } from './seat-messages.ts';
import { failedAfterOpening, openPages } from './page-opening.ts';
import { holdMutation } from './seat-mutations.ts';
import { openPage, type PageSubscription } from './seat-socket.ts';

const configFile = process.env['SEAT_CONFIG_FILE'];
if (!configFile || !process.send) throw new Error('seat-watchers.ts runs under seats.ts: SEAT_CONFIG_FILE and an IPC channel are required');
const config = JSON.parse(readFileSync(configFile, 'utf8')) as SeatLoadConfig;
const toSocket = (gatewayUrl: string) => `${gatewayUrl.replace(/^http/, 'ws')}graphql`;
const socketUrl = toSocket(config.gatewayUrl);
const watcherSocketUrls = (config.watcherGatewayUrls ?? [config.gatewayUrl]).map(toSocket);
/** Which gateway each watcher of the changed listing is on, by its index. */
const gatewayOf = (index: number) => Math.floor(index / config.listings.length) % watcherSocketUrls.length;
/** The longest the orchestrator may take to make its changes before this process gives up. */
const CHANGES_TIMEOUT_MS = 10 * 60_000;
/** Holds by the visitors at once. */
const HOLD_CONCURRENCY = 16;

const tell = (message: FromLoad) => process.send?.(message);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The tracked slot's seats in a slotAvailability answer, or null if it is not listed. */
function trackedSeats(data: unknown): number | null {
  if (typeof data !== 'object' || data === null || !('slotAvailability' in data) || !Array.isArray(data.slotAvailability)) return null;
  for (const slot of data.slotAvailability as unknown[]) {
    if (typeof slot === 'object' && slot !== null && 'id' in slot && slot.id === config.trackedSlotId && 'remaining' in slot && typeof slot.remaining === 'number') return slot.remaining;
  }
  return null;
}

function openVisitors() {
  return openPages(config.visitorCookies.length, config, (index, { answered, failed }) => {
    const subscriptions: PageSubscription[] = [
      { operation: config.operations.cart, variables: {}, next: answered },
      { operation: config.operations.events, variables: {}, next: () => undefined },
    ];
    return openPage(socketUrl, { cookie: config.visitorCookies[index] ?? null, localAddress: config.sourceAddress }, subscriptions, failed).close;
  });
}

/** The first `holders` visitors each hold a seat, as a click on the page would. */
async function holdSeats(): Promise<number> {
  const agent = new Agent({ connections: HOLD_CONCURRENCY, localAddress: config.sourceAddress });
  let refused = 0;
  let next = 0;
  const cookies = config.visitorCookies.slice(0, config.holders);
  await Promise.all(
    Array.from({ length: HOLD_CONCURRENCY }, async () => {
      while (next < cookies.length) {
        const cookie = cookies[next++] as string;
        const answer = await holdMutation(agent, config.gatewayUrl, cookie, config.operations.hold, { slotId: config.holderSlotId, quantity: 1 }).catch(() => null);
        if (!answer?.ok) refused += 1;
      }
    }),
  );
  await agent.close();
  return refused;
}

function openWatchers(timelines: Timeline[]) {
  return openPages(config.watchers, config, (index, { answered, failed }) => {
    const listing = config.listings[index % config.listings.length] ?? { serviceId: '', date: '' };
    // Only the changed listing's watchers keep their answers; the others only have to stay open.
    const timeline: Timeline | null = index % config.listings.length === 0 ? { at: [], remaining: [] } : null;
    if (timeline) timelines[index] = timeline;
    const next = (data: unknown) => {
      const seats = trackedSeats(data);
      if (timeline && seats !== null) {
        timeline.at.push(epochMs());
        timeline.remaining.push(seats);
      }
      answered();
    };
    const url = watcherSocketUrls[gatewayOf(index)] ?? socketUrl;
    return openPage(url, { cookie: null, localAddress: config.sourceAddress }, [{ operation: config.operations.slots, variables: { serviceId: listing.serviceId, date: listing.date }, next }], failed).close;
  });
}

/** The seats most watchers of the changed listing first saw. */
function commonFirstSeats(timelines: Timeline[]): number | null {
  const counts = new Map<number, number>();
  for (const timeline of timelines) {
    const first = timeline.remaining[0];
    if (first !== undefined) counts.set(first, (counts.get(first) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

function nextChanges(): Promise<Extract<ToLoad, { type: 'changes' }>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no changes arrived from the orchestrator')), CHANGES_TIMEOUT_MS);
    process.once('disconnect', () => reject(new Error('the orchestrator went away')));
    process.on('message', (message: ToLoad) => {
      if (message.type !== 'changes') return;
      clearTimeout(timer);
      resolve(message);
    });
  });
}

async function main() {
  const timelines: Timeline[] = [];
  const visitors = await openVisitors();
  const holdsRefused = config.holders > 0 ? await holdSeats() : 0;
  const watchers = await openWatchers(timelines);
  // Watchers that never opened are failures of the opening, not of the delivery.
  const trackedWithGateway = watchers.pages.flatMap((record, index) => {
    const timeline = timelines[index];
    return record.answeredAt !== null && timeline ? [{ timeline, gateway: gatewayOf(index) }] : [];
  });
  const tracked = trackedWithGateway.map(({ timeline }) => timeline);
  const initialRemaining = commonFirstSeats(tracked);
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  tell({ type: 'ready', report: { watchers: watchers.figures, visitors: visitors.figures, holdsRefused, initialRemaining } });

  const { changes, initialRemaining: initial, graceMs } = await nextChanges();
  lag.disable();
  const last = changes.at(-1);
  // Every watcher shows the last change once an answer after it carries its seats.
  const showsLast = (timeline: Timeline) => !last || ((timeline.at.at(-1) ?? 0) >= last.sentAt && timeline.remaining.at(-1) === last.remaining);
  const graceEnds = epochMs() + graceMs;
  while (epochMs() < graceEnds && !tracked.every(showsLast)) await sleep(100);
  const until = epochMs();
  const pages = [...visitors.pages, ...watchers.pages];
  const result = {
    delivery: seatDelivery(changes, initial, tracked, until),
    failedAfterOpening: failedAfterOpening(pages),
    loadEventLoopP99Ms: Math.round(lag.percentile(99) / 1e6),
    ...(watcherSocketUrls.length > 1
      ? {
          byGateway: watcherSocketUrls.map((_, gateway): GatewayDelivery => {
            const own = trackedWithGateway.filter((t) => t.gateway === gateway).map(({ timeline }) => timeline);
            return changeDelivery(changes, initial, own, until);
          }),
        }
      : {}),
  };
  tell({ type: 'result', result });
  // The pages stay open while the orchestrator reads the gateway's figures; it then disconnects.
  await new Promise((resolve) => {
    process.once('disconnect', resolve);
    setTimeout(resolve, CHANGES_TIMEOUT_MS).unref();
  });
  for (const record of pages) record.close();
  if (process.connected) process.disconnect();
}

await main();
