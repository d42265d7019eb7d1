import type { GatewayDeps } from '../../kernel/context.ts';
import { UpstreamReader } from '../../upstream/reader.ts';
import { keepAliveEvery } from '../../upstream/keep-alive.ts';
import { HoldChannelRegistry } from './channel-registry.ts';
import type { TimedCartParent } from './hold-parents.ts';
import { SeatBoards } from './seat-boards.ts';

/**
 * The reservations module's services, the process-wide parts of the hold bridge: the viewers' own
 * channels (open only while someone holds or is about to), and the boards that keep every open
 * listing's seats from the process's availability feed, with no read per listing. Resolvers read
 * them as `ctx.services.reservations`.
 */
export interface HoldBridge {
  /** The signed-in viewers' realtime seat-hold channels, one per viewer (spec 002 §4). */
  readonly holdChannels: HoldChannelRegistry;
  /** Every open listing's seats, kept by the feed (one read per service and day). */
  readonly liveSeats: SeatBoards;
  /**
   * The carts being shown, one per channel event: the channel hands the same `lines` to every
   * subscription of its viewer, so a cart's timer settings and slots are read once per event
   * however many of the viewer's pages show it (hold-subscriptions.ts).
   */
  readonly cartsShown: WeakMap<TimedCartParent['lines'], Promise<TimedCartParent>>;
  start(): void;
  /** After the subscriptions have ended: their ends release the channels, which then close for good. */
  stop(): Promise<void>;
}

export function createHoldBridge(deps: GatewayDeps): HoldBridge {
  const { config, logger, now, availabilityFeed, metrics } = deps;
  const holdChannels = new HoldChannelRegistry({
    apiBase: config.RESORT_API_URL,
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
    logger,
    now,
    keepAlive: keepAliveEvery(config.UPSTREAM_PING_MS),
  });
  const reader = () => new UpstreamReader(deps.upstream, deps.publicCache, config.PUBLIC_SITE_TOKEN, config.COMPANY_CODE);
  const liveSeats = new SeatBoards({ feed: availabilityFeed, reader, now, logger });
  return {
    holdChannels,
    liveSeats,
    cartsShown: new WeakMap(),
    start: () => metrics.watchHoldChannels(() => holdChannels.size + (availabilityFeed.isOpen ? 1 : 0)),
    stop: async () => {
      await holdChannels.closeAll();
      liveSeats.close();
    },
  };
}

declare module '../../kernel/context.ts' {
  interface ModuleServices {
    readonly reservations: HoldBridge;
  }
}
