import { RESERVATION_PATHS } from '@estancia/resort-contract';
import type { Logger } from '../../logger.ts';
import type { KeepAliveTiming } from '../../upstream/keep-alive.ts';
import { HoldChannel } from './channel-client.ts';
import { channelUrl } from '../../upstream/realtime.ts';

export interface HoldChannelRegistryOptions {
  /** The resort API's base (RESORT_API_URL). */
  apiBase: string;
  timeoutMs: number;
  logger: Logger;
  /** How long a channel nobody uses stays open, so a burst of mutations shares one socket. */
  idleMs?: number;
  now?: () => Date;
  /** How each channel proves its path is alive (keep-alive.ts DEFAULT_KEEP_ALIVE). */
  keepAlive?: KeepAliveTiming;
}

/** Who a channel speaks for: the session's account and its upstream bearer. */
export interface ChannelViewer {
  accountId: number;
  token: string;
}

interface Entry {
  channel: HoldChannel;
  /** Subscriptions and requests using it right now. */
  users: number;
  /** The newest bearer seen for this account: used at the next (re)connection. */
  token: string;
  idleTimer: NodeJS.Timeout | null;
}

/** A viewer's channel for as long as the lease is held; `release()` is idempotent. */
export interface ChannelLease {
  channel: HoldChannel;
  release(): void;
}

const DEFAULT_IDLE_MS = 5000;

/**
 * The process-wide set of upstream channels, one per viewer (design: "the gateway keeps the upstream
 * channel per client"). A channel opens on first use and closes `idleMs` after the viewer's last
 * subscription ended and their last request was answered. A channel the API refused for good
 * (bad bearer) is dropped, so the next use opens a fresh one.
 */
export class HoldChannelRegistry {
  private readonly entries = new Map<number, Entry>();
  private readonly url: string;
  private closed = false;

  constructor(private readonly options: HoldChannelRegistryOptions) {
    this.url = channelUrl(options.apiBase, RESERVATION_PATHS.channel);
  }

  /** How many channels are open or opening (health, tests). */
  get size(): number {
    return this.entries.size;
  }

  /** Takes a lease on the viewer's channel, opening it if needed. */
  acquire(viewer: ChannelViewer): ChannelLease {
    if (this.closed) throw new Error('the gateway is shutting down');
    const entry = this.entryFor(viewer);
    entry.users += 1;
    if (entry.idleTimer) clearTimeout(entry.idleTimer);
    entry.idleTimer = null;
    entry.channel.start();
    let released = false;
    return {
      channel: entry.channel,
      release: () => {
        if (released) return;
        released = true;
        this.release(viewer.accountId, entry);
      },
    };
  }

  /** Runs `use` with the viewer's channel and keeps it open until `use` settles. */
  async with<T>(viewer: ChannelViewer, use: (channel: HoldChannel) => Promise<T>): Promise<T> {
    const lease = this.acquire(viewer);
    try {
      return await use(lease.channel);
    } finally {
      lease.release();
    }
  }

  /** Closes every channel (gateway shutdown). */
  async closeAll(): Promise<void> {
    this.closed = true;
    for (const [id, entry] of this.entries) {
      if (entry.idleTimer) clearTimeout(entry.idleTimer);
      entry.channel.stop();
      this.entries.delete(id);
    }
  }

  private entryFor(viewer: ChannelViewer): Entry {
    const existing = this.entries.get(viewer.accountId);
    if (existing && !existing.channel.isEnded) {
      existing.token = viewer.token;
      return existing;
    }
    const entry: Entry = {
      channel: new HoldChannel({
        url: this.url,
        clientId: viewer.accountId,
        token: () => entry.token,
        timeoutMs: this.options.timeoutMs,
        logger: this.options.logger,
        now: this.options.now,
        keepAlive: this.options.keepAlive,
      }),
      users: 0,
      token: viewer.token,
      idleTimer: null,
    };
    entry.channel.on((event) => {
      // Refused for good: forget it, so the next use starts over (e.g. with a new sign-in's token).
      if (event.type === 'ended' && this.entries.get(viewer.accountId) === entry) this.entries.delete(viewer.accountId);
    });
    this.entries.set(viewer.accountId, entry);
    return entry;
  }

  private release(accountId: number, entry: Entry): void {
    entry.users -= 1;
    if (entry.users > 0 || entry.channel.isEnded) return;
    entry.idleTimer = setTimeout(() => {
      if (entry.users > 0) return;
      entry.channel.stop();
      if (this.entries.get(accountId) === entry) this.entries.delete(accountId);
    }, this.options.idleMs ?? DEFAULT_IDLE_MS);
  }
}
