import { CHANNEL_CLOSE_CODES, type ChannelFeedMessage, type SeatChange, type channelFeedHelloSchema } from '@estancia/resort-contract';
import { WebSocket } from 'ws';
import type { z } from 'zod';
import type { Listen, Unlisten } from '../db/notifications.ts';
import { CHECK_INS_CHANNEL, parseCheckInNotice } from '../desk/check-in-announcements.ts';
import type { Logger } from '../logger.ts';
import { PAYMENTS_CHANNEL, parsePaymentNotice } from '../payments/payment-announcements.ts';
import { SEATS_CHANNEL, parseSeatNotice } from './seat-announcements.ts';

/** What a feed socket asked to follow (the feed hello's `feed`). */
export type FeedFilter = z.output<typeof channelFeedHelloSchema>['feed'];

export interface ChannelFeedDeps {
  listen: Listen;
  companyCode: string;
  logger: Logger;
}

/**
 * A reader that has this much unsent on its socket is not keeping up; it is closed rather than
 * letting the process's memory grow for it (it reconnects, and reads once to catch up).
 */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;

/**
 * The feed of the realtime channel (spec 002 §4): every committed change of a slot's seats
 * (lugares), of an order's payment state (pagamento) and the desk's check-ins (chegada), for trusted readers (the gateway), so a
 * change costs one message per reader, whatever the number of people watching a listing there.
 *
 * One subscription per notification channel for the whole process, fanned out in memory to the
 * feed sockets, each notification one WebSocket message. When the database's notifications were
 * interrupted (the listening connection dropped), changes may have been missed: every feed socket
 * is then closed with 1012, so its reader connects again and reads once to catch up.
 */
export class ChannelFeed {
  private readonly sockets = new Map<WebSocket, FeedFilter>();
  private readonly unlistens: Promise<Unlisten | null>[];
  /** Settles once every channel is listened to (again, after an interruption). */
  private listening: Promise<void>;
  private resume: (() => void) | null = null;
  private stopped = false;

  constructor(private readonly deps: ChannelFeedDeps) {
    const handlers = (onPayload: (payload: string) => void) => ({
      payload: onPayload,
      interrupted: () => this.interrupted(),
      resumed: () => this.resumed(),
    });
    const subscriptions = [
      deps.listen(SEATS_CHANNEL, handlers((payload) => this.seats(payload))),
      deps.listen(PAYMENTS_CHANNEL, handlers((payload) => this.payment(payload))),
      deps.listen(CHECK_INS_CHANNEL, handlers((payload) => this.checkIns(payload))),
    ];
    this.listening = Promise.all(subscriptions).then(() => undefined);
    // A failed subscription fails the feed hellos (add), not the process.
    this.listening.catch((error: unknown) => deps.logger.error({ err: error }, 'realtime channel: the feed cannot listen'));
    this.unlistens = subscriptions.map((subscription) => subscription.catch(() => null));
  }

  /**
   * A socket said the feed hello: once the feed listens, it gets feed_pronto, then every change
   * committed after that (and possibly a few committed just before: each message is a state).
   */
  async add(socket: WebSocket, filter: FeedFilter): Promise<void> {
    try {
      await this.listening;
    } catch {
      socket.close(CHANNEL_CLOSE_CODES.serverError, 'the feed is unavailable');
      return;
    }
    // The socket may have closed, or the server begun to stop, while the feed got ready.
    if (this.stopped || socket.readyState !== WebSocket.OPEN) return;
    this.sockets.set(socket, filter);
    this.send(socket, JSON.stringify({ type: 'feed_pronto' } satisfies ChannelFeedMessage));
  }

  remove(socket: WebSocket): void {
    this.sockets.delete(socket);
  }

  /** Stops listening (the server stops; its sockets are closed by the channel). */
  async stop(): Promise<void> {
    this.stopped = true;
    this.sockets.clear();
    // Hellos waiting for the feed to listen again give up (add() sees it stopped).
    this.resumed();
    const unlistens = await Promise.all(this.unlistens);
    await Promise.all(unlistens.map((unlisten) => unlisten?.().catch(() => undefined)));
  }

  private seats(payload: string): void {
    const notice = parseSeatNotice(payload);
    if (!notice) return this.deps.logger.warn({ channel: SEATS_CHANNEL }, 'realtime channel: a seat announcement was not understood');
    if (notice.empresa !== this.deps.companyCode) return;
    // Readers with no product or day to filter by share one text.
    let everything: string | undefined;
    for (const [socket, filter] of this.sockets) {
      if (!filter.lugares) continue;
      const narrow = filter.id_prod !== undefined || filter.dia !== undefined;
      const data = narrow ? notice.lugares.filter((change) => matches(change, filter)) : notice.lugares;
      if (data.length === 0) continue;
      const text = narrow ? message({ type: 'lugares', data }) : (everything ??= message({ type: 'lugares', data }));
      this.send(socket, text);
    }
  }

  private payment(payload: string): void {
    const notice = parsePaymentNotice(payload);
    if (!notice) return this.deps.logger.warn({ channel: PAYMENTS_CHANNEL }, 'realtime channel: a payment announcement was not understood');
    if (notice.empresa !== this.deps.companyCode) return;
    const { id_encomenda, estado_pagamento, pagamento_pendente } = notice;
    const text = message({ type: 'pagamento', data: { id_encomenda, estado_pagamento, pagamento_pendente } });
    for (const [socket, filter] of this.sockets) if (filter.encomendas) this.send(socket, text);
  }

  /** The desk's check-ins, one message per booking, to readers that asked for chegadas (of their dia). */
  private checkIns(payload: string): void {
    const notice = parseCheckInNotice(payload);
    if (!notice) return this.deps.logger.warn({ channel: CHECK_INS_CHANNEL }, 'realtime channel: a check-in announcement was not understood');
    if (notice.empresa !== this.deps.companyCode) return;
    for (const change of notice.chegadas) {
      const text = message({ type: 'chegada', data: change });
      for (const [socket, filter] of this.sockets) {
        if (filter.chegadas && (filter.dia === undefined || filter.dia === change.dia)) this.send(socket, text);
      }
    }
  }

  private send(socket: WebSocket, text: string): void {
    if (socket.readyState !== WebSocket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.sockets.delete(socket);
      socket.close(CHANNEL_CLOSE_CODES.policy, 'feed reader too slow');
      return;
    }
    socket.send(text);
  }

  private interrupted(): void {
    if (this.resume || this.stopped) return;
    this.listening = new Promise((resolve) => {
      this.resume = resolve;
    });
    const sockets = [...this.sockets.keys()];
    this.sockets.clear();
    this.deps.logger.warn({ sockets: sockets.length }, 'realtime channel: database notifications interrupted; closing the feed sockets');
    for (const socket of sockets) socket.close(CHANNEL_CLOSE_CODES.restart, 'feed interrupted');
  }

  private resumed(): void {
    const resume = this.resume;
    this.resume = null;
    resume?.();
  }
}

function matches(change: SeatChange, filter: FeedFilter): boolean {
  return (filter.id_prod === undefined || change.id_prod === filter.id_prod) && (filter.dia === undefined || change.dia === filter.dia);
}

function message(value: ChannelFeedMessage): string {
  return JSON.stringify(value);
}
