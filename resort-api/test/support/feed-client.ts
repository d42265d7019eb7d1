import { isDeepStrictEqual } from 'node:util';
import {
  type ChannelFeedHello,
  type ChannelFeedMessage,
  type ChannelServerMessage,
  channelFeedMessageSchema,
  channelServerMessageSchema,
} from '@estancia/resort-contract';
import { WebSocket } from 'ws';
import { z } from 'zod';
import { type Ending, watchSocket } from './channel-client.ts';

/** What a feed socket may be sent: the feed's messages, and erro for what it should not have sent. */
export type FeedSocketMessage = ChannelFeedMessage | Extract<ChannelServerMessage, { type: 'erro' }>;
const feedSocketMessageSchema = z.union([channelFeedMessageSchema, channelServerMessageSchema]);

/**
 * A test's feed socket on the realtime channel: a real WebSocket to a started resort-api, whose
 * every message must parse by the contract, exactly (a field the contract does not know fails the
 * test), with the instant it arrived.
 */
export class FeedClient {
  readonly messages: Array<{ message: FeedSocketMessage; at: number }> = [];
  readonly ended: Promise<Ending>;
  private readonly opened: Promise<void>;
  private waiters: Array<() => void> = [];

  private constructor(
    apiUrl: string,
    token: string,
    readonly socket = new WebSocket(new URL('realtime', apiUrl.replace(/^http/, 'ws')), { headers: { authorization: `Bearer ${token}` } }),
  ) {
    ({ opened: this.opened, ended: this.ended } = watchSocket(socket));
    socket.on('message', (data) => {
      const raw: unknown = JSON.parse(String(data));
      const message = feedSocketMessageSchema.parse(raw) as FeedSocketMessage;
      if (message.type !== 'erro' && !isDeepStrictEqual(message, raw)) {
        throw new Error(`a feed message with fields the contract does not have: ${String(data)}`);
      }
      this.messages.push({ message, at: Date.now() });
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  /** Opens the socket and sends the feed hello (`hello` is its `feed` object); does not wait for feed_pronto. */
  static async open(apiUrl: string, token: string, hello: ChannelFeedHello['feed']): Promise<FeedClient> {
    const client = new FeedClient(apiUrl, token);
    await client.opened;
    client.send({ feed: hello });
    return client;
  }

  /** Opens a feed and waits until it listens (feed_pronto). */
  static async ready(apiUrl: string, token: string, hello: ChannelFeedHello['feed']): Promise<FeedClient> {
    const client = await FeedClient.open(apiUrl, token, hello);
    await client.next('feed_pronto');
    return client;
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The first message of the type from position `from` on that matches, waiting up to `timeoutMs`. */
  async next<T extends FeedSocketMessage['type']>(
    type: T,
    options: { from?: number; where?: (message: Extract<FeedSocketMessage, { type: T }>) => boolean; timeoutMs?: number } = {},
  ): Promise<{ message: Extract<FeedSocketMessage, { type: T }>; at: number; after: number }> {
    const deadline = Date.now() + (options.timeoutMs ?? 5_000);
    for (;;) {
      for (let index = options.from ?? 0; index < this.messages.length; index += 1) {
        const { message, at } = this.messages[index] as { message: FeedSocketMessage; at: number };
        if (message.type !== type) continue;
        const typed = message as Extract<FeedSocketMessage, { type: T }>;
        if (!options.where || options.where(typed)) return { message: typed, at, after: index + 1 };
      }
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new Error(`no ${type} message within the time; got ${JSON.stringify(this.messages.slice(options.from ?? 0).map((m) => m.message))}`);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The seats of one slot in the lugares messages received so far, in order. */
  seatsOf(slotId: number): Array<Extract<FeedSocketMessage, { type: 'lugares' }>['data'][number]> {
    return this.messages.flatMap(({ message }) => (message.type === 'lugares' ? message.data.filter((change) => change.id_stock === slotId) : []));
  }

  close(): void {
    this.socket.close(1000);
  }
}
