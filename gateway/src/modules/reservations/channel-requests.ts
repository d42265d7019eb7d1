import type { ChannelCartLine, ChannelErrorCode, ChannelMessages } from '@estancia/resort-contract';

/** The API's answer to one request: the cart after it, or why it refused. */
export type HoldAnswer =
  | { ok: true; lines: ChannelCartLine[] }
  | { ok: false; code: ChannelErrorCode; detail: Record<string, string | number>; messages: ChannelMessages };

/** The channel failed in a way the caller cannot fix: no answer in time, or it closed mid-request. */
export class HoldChannelError extends Error {
  override name = 'HoldChannelError';
}

export type HoldRefusal = Omit<Extract<HoldAnswer, { ok: false }>, 'ok'>;

interface Pending {
  resolve: (answer: HoldAnswer) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
  /** sucesso came: the next update_list is this request's cart. */
  succeeded: boolean;
  graceTimer: NodeJS.Timeout | null;
  /** The cart as it stands, for a sucesso whose update_list does not come. */
  lastCart: () => ChannelCartLine[];
}

/** After sucesso, how long to wait for the cart that follows before answering with the last one. */
const CART_GRACE_MS = 1000;

/**
 * Requests sent on the channel and not answered yet, by their `pedido` (spec 002 §4: erro and
 * sucesso echo it). An answer is a refusal (erro), or the cart that follows the request: the
 * update_list that echoes the pedido, or the first one after its sucesso.
 */
export class PendingRequests {
  private readonly pending = new Map<string, Pending>();

  constructor(
    private readonly timeoutMs: number,
    private readonly graceMs = CART_GRACE_MS,
  ) {}

  get size(): number {
    return this.pending.size;
  }

  /** Registers a request; the promise settles with its answer, or fails after `timeoutMs`. */
  add(pedido: string, lastCart: () => ChannelCartLine[]): Promise<HoldAnswer> {
    return new Promise<HoldAnswer>((resolve, reject) => {
      const timer = setTimeout(
        () => this.fail(pedido, new HoldChannelError(`the resort's hold channel did not answer within ${this.timeoutMs} ms`)),
        this.timeoutMs,
      );
      this.pending.set(pedido, { resolve, reject, timer, succeeded: false, graceTimer: null, lastCart });
    });
  }

  refused(pedido: string | undefined, refusal: HoldRefusal): void {
    const entry = pedido ? this.take(pedido) : null;
    entry?.resolve({ ok: false, ...refusal });
  }

  succeeded(pedido: string | undefined): void {
    const entry = pedido ? this.pending.get(pedido) : undefined;
    if (!entry || !pedido) return;
    entry.succeeded = true;
    entry.graceTimer ??= setTimeout(() => this.take(pedido)?.resolve({ ok: true, lines: entry.lastCart() }), this.graceMs);
  }

  cartArrived(pedido: string | undefined, lines: ChannelCartLine[]): void {
    if (pedido && this.pending.has(pedido)) {
      this.take(pedido)?.resolve({ ok: true, lines });
      return;
    }
    for (const [id, entry] of [...this.pending]) if (entry.succeeded) this.take(id)?.resolve({ ok: true, lines });
  }

  fail(pedido: string, error: Error): void {
    this.take(pedido)?.reject(error);
  }

  failAll(error: Error): void {
    for (const id of [...this.pending.keys()]) this.fail(id, error);
  }

  private take(pedido: string): Pending | null {
    const entry = this.pending.get(pedido);
    if (!entry) return null;
    clearTimeout(entry.timer);
    if (entry.graceTimer) clearTimeout(entry.graceTimer);
    this.pending.delete(pedido);
    return entry;
  }
}
