import { randomBytes } from 'node:crypto';
import type { ExecutionResult } from 'graphql';

/**
 * A result that SharedSubscriptions hands to many sockets is turned into JSON once, not once per
 * socket. graphql-ws writes each `next` message as `JSON.stringify({ id, type, payload }, replacer)`
 * and gives the text to the socket's `send`; with 10,000 sockets on one listing that stringify was
 * the largest single cost of a seat change (docs/architecture.md "A change costs one serialisation").
 * So: the replacer answers a shared payload with a token (a nonce of this process, never in any
 * answer), and the socket's `send` puts the payload's JSON, made once, where the token stands.
 *
 * Only the message's own top-level `payload` is replaced, and only by a result marked shared; the
 * token is looked for at the one place graphql-ws's message ends with it.
 */
export class SharedPayloads {
  private readonly nonce = randomBytes(12).toString('hex');
  private readonly tokens = new WeakMap<object, string>();
  /** JSON of the recent shared results by token: a socket's write follows its stringify at once. */
  private readonly texts = new Map<string, string>();
  private counter = 0;

  constructor(private readonly kept = 256) {}

  /** Marks a result every socket of one shared stream receives unchanged. */
  share(result: ExecutionResult): void {
    // A result with errors keeps graphql-ws's own path (it maps each error with toJSON).
    if (result.errors || this.tokens.has(result)) return;
    const token = `${this.nonce}:${(this.counter += 1)}`;
    this.tokens.set(result, token);
    this.texts.set(token, JSON.stringify(result));
    for (const old of this.texts.keys()) {
      if (this.texts.size <= this.kept) break;
      this.texts.delete(old);
    }
  }

  /** The payload graphql-ws should put in a message: the shared result itself (see `replacer`). */
  payloadOf(result: ExecutionResult): ExecutionResult | undefined {
    return this.tokens.has(result) ? result : undefined;
  }

  /** graphql-ws's jsonMessageReplacer: a shared payload becomes its token. */
  readonly replacer = (key: string, value: unknown): unknown => {
    if (key !== 'payload' || typeof value !== 'object' || value === null) return value;
    return this.tokens.get(value) ?? value;
  };

  /** A message as the socket sends it: the token, where it ends the message, becomes the JSON. */
  expand(message: string): string {
    const tail = `"payload":"${this.nonce}:`;
    const at = message.lastIndexOf(tail);
    if (at < 0 || !message.endsWith('"}')) return message;
    const json = this.texts.get(message.slice(at + tail.length - this.nonce.length - 1, -2));
    return json === undefined ? message : `${message.slice(0, at)}"payload":${json}}`;
  }
}
