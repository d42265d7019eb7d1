import { RESERVATION_PATHS } from '@estancia/resort-contract';
import type { GatewayConfig } from '../../config.ts';
import type { Logger } from '../../logger.ts';
import type { UpstreamReader } from '../../upstream/reader.ts';
import { AvailabilityFeed } from './availability-feed.ts';
import { HoldChannelRegistry } from './channel-registry.ts';
import { channelUrl } from './channel-messages.ts';
import { SeatBoards } from './seat-boards.ts';

/**
 * The process-wide parts of the hold bridge: the viewers' own channels (open only while someone
 * holds or is about to), and the one availability feed that keeps every open listing's seats and
 * every payment page's state, with no read per listing.
 */
export interface HoldBridge {
  holdChannels: HoldChannelRegistry;
  availabilityFeed: AvailabilityFeed;
  liveSeats: SeatBoards;
  close(): Promise<void>;
}

export function createHoldBridge(config: GatewayConfig, logger: Logger, reader: () => UpstreamReader, now: () => Date): HoldBridge {
  const holdChannels = new HoldChannelRegistry({ apiBase: config.RESORT_API_URL, timeoutMs: config.UPSTREAM_TIMEOUT_MS, logger, now });
  const availabilityFeed = new AvailabilityFeed({
    url: channelUrl(config.RESORT_API_URL, RESERVATION_PATHS.channel),
    token: config.PUBLIC_SITE_TOKEN,
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
    logger,
  });
  const liveSeats = new SeatBoards({ feed: availabilityFeed, reader, now, logger });
  return {
    holdChannels,
    availabilityFeed,
    liveSeats,
    close: async () => {
      await holdChannels.closeAll();
      liveSeats.close();
      availabilityFeed.stop();
    },
  };
}
