import type { GatewayConfig } from '../../config.ts';
import type { Logger } from '../../logger.ts';
import { HoldChannelRegistry } from './channel-registry.ts';
import { HoldEvents } from './hold-events.ts';
import { slotChangeOf } from './hold-lines.ts';

/** The process-wide parts of the hold bridge: the viewers' channels and the slot-change events. */
export interface HoldBridge {
  holdChannels: HoldChannelRegistry;
  holdEvents: HoldEvents;
  close(): Promise<void>;
}

/**
 * Builds the hold bridge for one gateway process. A hold that lapses is seen only by the channels
 * of its viewer: each such expiry is published as a slot change, so every listing, on every
 * replica, gets its seat back.
 */
export function createHoldBridge(config: GatewayConfig, logger: Logger, now?: () => Date): HoldBridge {
  const holdEvents = new HoldEvents({ redisUrl: config.REDIS_URL, logger });
  const holdChannels = new HoldChannelRegistry({
    apiBase: config.RESORT_API_URL,
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
    logger,
    now,
    onEvent: (event) => {
      if (event.type === 'expired') holdEvents.publishSlotChange(slotChangeOf(event.line));
    },
  });
  return {
    holdChannels,
    holdEvents,
    close: async () => {
      await holdChannels.closeAll();
      await holdEvents.close();
    },
  };
}
