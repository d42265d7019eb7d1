import type { GatewayConfig } from '../../config.ts';
import type { Logger } from '../../logger.ts';
import type { UpstreamReader } from '../../upstream/reader.ts';
import type { AvailabilityFeed } from '../../upstream/availability-feed.ts';
import { keepAliveEvery } from '../../upstream/keep-alive.ts';
import { HoldChannelRegistry } from './channel-registry.ts';
import { SeatBoards } from './seat-boards.ts';

/**
 * The process-wide parts of the hold bridge: the viewers' own channels (open only while someone
 * holds or is about to), and the boards that keep every open listing's seats from the process's
 * availability feed, with no read per listing.
 */
export interface HoldBridge {
  holdChannels: HoldChannelRegistry;
  liveSeats: SeatBoards;
  close(): Promise<void>;
}

export function createHoldBridge(config: GatewayConfig, logger: Logger, availabilityFeed: AvailabilityFeed, reader: () => UpstreamReader, now: () => Date): HoldBridge {
  const holdChannels = new HoldChannelRegistry({
    apiBase: config.RESORT_API_URL,
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
    logger,
    now,
    keepAlive: keepAliveEvery(config.UPSTREAM_PING_MS),
  });
  const liveSeats = new SeatBoards({ feed: availabilityFeed, reader, now, logger });
  return {
    holdChannels,
    liveSeats,
    close: async () => {
      await holdChannels.closeAll();
      liveSeats.close();
    },
  };
}

declare module '../../kernel/context.ts' {
  interface GatewayDeps {
    /** The signed-in viewers' realtime seat-hold channels, one per viewer (spec 002 §4). */
    holdChannels: HoldChannelRegistry;
    /** Every open listing's seats, kept by the feed (one read per service and day). */
    liveSeats: SeatBoards;
  }
}
