import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';
import { z } from 'zod';
import type { Logger } from '../../logger.ts';
import { pushQueue } from './channel-queue.ts';

/** The seats of a service's slots on a day changed: listings of that service and day read them again. */
export interface SlotChange {
  /** The service's product id (Service.databaseId). */
  productId: number;
  /** The slot's day, YYYY-MM-DD. */
  date: string;
}

/** What crosses replicas is checked like any other input: Redis is shared with other programs. */
const slotChangeSchema = z.object({ productId: z.number().int().positive(), date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });

const SLOT_CHANGED = 'estancia:reservations:slotChanged';

function parseOrNull(message: string): unknown {
  try {
    return JSON.parse(message);
  } catch {
    return null;
  }
}
type Topics = { [SLOT_CHANGED]: [SlotChange] };

/**
 * Slot changes, published by whichever replica holds, releases, sells or sees a hold lapse, and
 * read by every replica's slotAvailability subscriptions. In one process the pubsub is in memory;
 * with REDIS_URL it rides Redis pub/sub (recipes: "Redis across gateway replicas"), so a hold made
 * through one replica reaches a listing open on another.
 */
export class HoldEvents {
  private readonly pubsub;
  private readonly clients: Redis[];
  private readonly publishClient: Redis | null;

  constructor(private readonly options: { redisUrl?: string; logger: Logger }) {
    if (options.redisUrl) {
      // The subscribing client is in pub/sub mode and can do nothing else: two connections.
      const publishClient = new Redis(options.redisUrl, { maxRetriesPerRequest: 2 });
      // The event target drops the promises of SUBSCRIBE and UNSUBSCRIBE: they wait for Redis to come
      // back instead of failing after a few retries (an unhandled rejection).
      const subscribeClient = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
      for (const client of [publishClient, subscribeClient]) client.on('error', (err) => options.logger.warn({ err }, 'hold events: Redis error'));
      this.clients = [publishClient, subscribeClient];
      this.publishClient = publishClient;
      // Anything else on the Redis server may publish on the topic: what does not parse is dropped.
      const serializer = { stringify: JSON.stringify, parse: parseOrNull };
      this.pubsub = createPubSub<Topics>({ eventTarget: createRedisEventTarget({ publishClient, subscribeClient, serializer }) });
    } else {
      this.clients = [];
      this.publishClient = null;
      this.pubsub = createPubSub<Topics>();
    }
  }

  /** Publishes a change; one without a readable day is dropped (no listing could match it). */
  publishSlotChange(change: SlotChange): void {
    if (!slotChangeSchema.safeParse(change).success) return;
    if (!this.publishClient) return this.pubsub.publish(SLOT_CHANGED, change);
    // Published here rather than through the event target, which drops the command's promise: a
    // Redis outage must cost a listing one update (the periodic re-read makes up for it), not
    // crash the process with an unhandled rejection. Every replica's subscriber, this one's too,
    // receives it from Redis.
    this.publishClient.publish(SLOT_CHANGED, JSON.stringify(change)).catch((err: unknown) => this.options.logger.warn({ err, change }, 'hold events: publishing a slot change failed'));
  }

  /**
   * The changes from now on until `signal` aborts. The subscription is asked for at once, so a
   * change published while the caller reads the current state is not missed (in memory; over Redis
   * the SUBSCRIBE takes one round trip).
   */
  slotChanges(signal: AbortSignal): AsyncIterator<SlotChange, undefined> {
    const queue = pushQueue<SlotChange>(signal, 100);
    const source = this.pubsub.subscribe(SLOT_CHANGED);
    const pump = async () => {
      for (let next = await source.next(); !next.done; next = await source.next()) {
        const change = slotChangeSchema.safeParse(next.value);
        if (change.success) queue.push(change.data);
      }
    };
    void pump().finally(() => queue.end());
    signal.addEventListener('abort', () => void source.return(undefined), { once: true });
    return { next: () => queue.next() };
  }

  async close(): Promise<void> {
    await Promise.all(this.clients.map((client) => client.quit().catch(() => client.disconnect())));
  }
}
