import { type ChannelServerMessage, channelServerMessageSchema } from '@estancia/resort-contract';
import { WebSocket } from 'ws';

/** How a socket ended: the close code and reason, or the HTTP status of a refused upgrade. */
export type Ending = { code: number; reason: string } | { status: number };

/**
 * What every test socket keeps of its WebSocket: `opened` (rejected when the upgrade fails) and how
 * it `ended`. A socket error is reported through those two, never thrown.
 */
export function watchSocket(socket: WebSocket): { opened: Promise<void>; ended: Promise<Ending> } {
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  opened.catch(() => undefined);
  const ended = new Promise<Ending>((resolve) => {
    socket.once('unexpected-response', (_request, response) => resolve({ status: response.statusCode ?? 0 }));
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  socket.on('error', () => undefined);
  return { opened, ended };
}

/**
 * A test's end of the realtime channel: a real WebSocket to a started resort-api, with every
 * server message parsed by the contract (a message the contract rejects fails the test).
 */
export class ChannelClient {
  readonly messages: ChannelServerMessage[] = [];
  readonly ended: Promise<Ending>;
  private readonly opened: Promise<void>;
  private waiters: Array<() => void> = [];

  constructor(
    apiUrl: string,
    token: string | null,
    readonly socket = new WebSocket(new URL('realtime', apiUrl.replace(/^http/, 'ws')), {
      headers: token === null ? {} : { authorization: `Bearer ${token}` },
    }),
  ) {
    ({ opened: this.opened, ended: this.ended } = watchSocket(socket));
    socket.on('message', (data) => {
      this.messages.push(channelServerMessageSchema.parse(JSON.parse(String(data))));
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  /** Opens the socket and says hello for the client. */
  static async connect(apiUrl: string, token: string, clientId: number): Promise<ChannelClient> {
    const client = new ChannelClient(apiUrl, token);
    await client.opened;
    client.send({ id_client: clientId });
    return client;
  }

  open(): Promise<void> {
    return this.opened;
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /**
   * The first message from position `from` on that matches, waiting up to `timeoutMs` for it.
   * Answers it with the position after it, so a test can read a conversation in order.
   */
  async next<T extends ChannelServerMessage['type']>(
    type: T,
    options: { from?: number; where?: (message: Extract<ChannelServerMessage, { type: T }>) => boolean; timeoutMs?: number } = {},
  ): Promise<{ message: Extract<ChannelServerMessage, { type: T }>; after: number }> {
    const deadline = Date.now() + (options.timeoutMs ?? 5_000);
    for (;;) {
      for (let index = options.from ?? 0; index < this.messages.length; index += 1) {
        const message = this.messages[index] as ChannelServerMessage;
        if (message.type !== type) continue;
        const typed = message as Extract<ChannelServerMessage, { type: T }>;
        if (!options.where || options.where(typed)) return { message: typed, after: index + 1 };
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${type} message within the time; got ${JSON.stringify(this.messages.slice(options.from ?? 0))}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close(): void {
    this.socket.close(1000);
  }
}
