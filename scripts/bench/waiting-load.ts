/**
 * The pages of the waiting-list bench (waiting.ts starts this in a process of its own, so the
 * gateway never shares its event loop). It opens, a bounded number at a time:
 *   - each customer's page: one socket with the header's `timedCart` and `holdEvents`, as the
 *     website opens them for a signed-in visitor; the first cart answer with a line of the measured
 *     slot is when that page shows an offer;
 *   - the watchers: one socket each with the service page's `slotAvailability`, keeping the slot's
 *     `waitingCount` in every answer and when it came.
 * It reports `ready` when every page has its first answer (or the opening time is up), answers
 * `count` with the answers its pages have had so far, and given the freed seats it waits, a bounded
 * time, until every offer and the last count are shown, then reports the figures. It closes its
 * pages when the orchestrator disconnects.
 *
 * Input: SEAT_CONFIG_FILE (a WaitingLoadConfig as JSON); the rest arrives over IPC.
 */
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { seatDelivery, type Timeline } from './seat-delivery.ts';
import { failedAfterOpening, openPages, type LoadPage } from './page-opening.ts';
import { epochMs } from './seat-messages.ts';
import { openPage } from './seat-socket.ts';
import type { Freed, FromWaitingLoad, ToWaitingLoad, WaitingLoadConfig, WaitingLoadResult } from './waiting-messages.ts';

const configFile = process.env['SEAT_CONFIG_FILE'];
if (!configFile || !process.send) throw new Error('waiting-load.ts runs under waiting.ts: SEAT_CONFIG_FILE and an IPC channel are required');
const config = JSON.parse(readFileSync(configFile, 'utf8')) as WaitingLoadConfig;
const socketUrl = `${config.gatewayUrl.replace(/^http/, 'ws')}graphql`;
const tell = (message: FromWaitingLoad) => process.send?.(message);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const answers = { customers: 0, watchers: 0 };

/** Whether a timedCart answer has a line of the measured slot: the offer on the page. */
function showsOffer(data: unknown): boolean {
  const cart = (data as { timedCart?: { lines?: Array<{ slot?: { id?: unknown } | null }> } | null } | null)?.timedCart;
  return (cart?.lines ?? []).some((line) => line.slot?.id === config.slotId);
}

/** The measured slot's waiting count in a slotAvailability answer (-1: listed without one), or null if not listed. */
function waitingCount(data: unknown): number | null {
  const slots = (data as { slotAvailability?: Array<{ id?: unknown; waitingCount?: unknown }> } | null)?.slotAvailability ?? [];
  const slot = slots.find((s) => s.id === config.slotId);
  if (!slot) return null;
  return typeof slot.waitingCount === 'number' ? slot.waitingCount : -1;
}

/** When each customer's page first showed an offer, by line order. */
const offerAt: Array<number | null> = config.customerCookies.map(() => null);
/** Per watcher, its answers listing the slot: when, and the count shown. */
const timelines: Timeline[] = [];

function openCustomers() {
  return openPages(config.customerCookies.length, config, (index, { answered, failed }) => {
    const cart = (data: unknown) => {
      answers.customers += 1;
      if (offerAt[index] === null && showsOffer(data)) offerAt[index] = epochMs();
      answered();
    };
    const events = () => {
      answers.customers += 1;
    };
    const cookie = config.customerCookies[index] ?? null;
    return openPage(socketUrl, { cookie, localAddress: config.sourceAddress }, [
      { operation: config.operations.cart, variables: {}, next: cart },
      { operation: config.operations.events, variables: {}, next: events },
    ], failed).close;
  });
}

function openWatchers() {
  return openPages(config.watchers, config, (index, { answered, failed }) => {
    const timeline: Timeline = { at: [], remaining: [] };
    timelines[index] = timeline;
    const next = (data: unknown) => {
      answers.watchers += 1;
      const count = waitingCount(data);
      if (count !== null) {
        timeline.at.push(epochMs());
        timeline.remaining.push(count);
      }
      answered();
    };
    const variables = { serviceId: config.listing.serviceId, date: config.listing.date };
    return openPage(socketUrl, { cookie: null, localAddress: config.sourceAddress }, [{ operation: config.operations.slots, variables, next }], failed).close;
  });
}

/**
 * Every watcher's delivery of the freed seats. With `waitingCount` a watcher shows a release once
 * an answer after it carries the line's count after it; without, once any answer came after it:
 * each answer is read as showing the releases sent before it arrived.
 */
function watcherDelivery(freed: Freed[], waitingBefore: number, shown: Timeline[], until: number) {
  if (config.selectsWaitingCount) {
    return seatDelivery(freed.map((f) => ({ sentAt: f.sentAt, remaining: f.waitingAfter })), waitingBefore, shown, until);
  }
  const releasesBy = (at: number) => freed.filter((f) => f.sentAt <= at).length;
  const asReleases = shown.map((t) => ({ at: t.at, remaining: t.at.map(releasesBy) }));
  return seatDelivery(freed.map((f, k) => ({ sentAt: f.sentAt, remaining: k + 1 })), 0, asReleases, until);
}

/** ms from `since` until the page of the customer offered this seat showed it; null: never, or not after the release. */
function shownSince(f: Freed, since: number): number | null {
  const at = f.offeredTo === null ? null : (offerAt[f.offeredTo] ?? null);
  return at !== null && at >= f.sentAt ? Math.max(0, Math.round(at - since)) : null;
}

function result(freed: Freed[], waitingBefore: number, tracked: Timeline[], pages: LoadPage[], lagP99Ms: number): WaitingLoadResult {
  const offered = new Set(freed.flatMap((f) => (f.offeredTo === null ? [] : [f.offeredTo])));
  const until = epochMs();
  return {
    offerShownMs: freed.map((f) => shownSince(f, f.sentAt)),
    offerShownAfterOfferMs: freed.map((f) => (f.offeredAt === null ? null : shownSince(f, f.offeredAt))),
    offersShownToOthers: offerAt.filter((at, index) => at !== null && !offered.has(index)).length,
    watchers: watcherDelivery(freed, waitingBefore, tracked, until),
    failedAfterOpening: failedAfterOpening(pages),
    loadEventLoopP99Ms: lagP99Ms,
  };
}

async function main() {
  const customers = await openCustomers();
  const watchers = await openWatchers();
  const tracked = watchers.pages.flatMap((page, index) => (page.answeredAt !== null && timelines[index] ? [timelines[index]] : []));
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  tell({ type: 'ready', report: { customers: customers.figures, watchers: watchers.figures } });

  const freedMessage = await new Promise<Extract<ToWaitingLoad, { type: 'freed' }>>((resolve, reject) => {
    process.once('disconnect', () => reject(new Error('the orchestrator went away')));
    process.on('message', (message: ToWaitingLoad) => {
      if (message.type === 'count') tell({ type: 'answers', customerAnswers: answers.customers, watcherAnswers: answers.watchers });
      else if (message.type === 'freed') resolve(message);
    });
  });
  lag.disable();
  const { freed, waitingBefore, graceMs } = freedMessage;
  const last = freed.at(-1);
  const offersShown = () => freed.every((f) => f.offeredTo === null || (offerAt[f.offeredTo] ?? 0) >= f.sentAt);
  const countShown = (t: Timeline) => !last || ((t.at.at(-1) ?? 0) >= last.sentAt && (!config.selectsWaitingCount || t.remaining.at(-1) === last.waitingAfter));
  const graceEnds = epochMs() + graceMs;
  while (epochMs() < graceEnds && !(offersShown() && tracked.every(countShown))) await sleep(100);
  const pages = [...customers.pages, ...watchers.pages];
  tell({ type: 'result', result: result(freed, waitingBefore, tracked, pages, Math.round(lag.percentile(99) / 1e6)) });
  // The pages stay open while the orchestrator reads the gateway's figures; it then disconnects.
  await new Promise((resolve) => {
    process.once('disconnect', resolve);
    setTimeout(resolve, 10 * 60_000).unref();
  });
  for (const page of pages) page.close();
  if (process.connected) process.disconnect();
}

await main();
