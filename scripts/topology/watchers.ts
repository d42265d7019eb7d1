/**
 * Open booking pages: the website's graphql-ws client (client/src/relay/subscriptions.ts: lazy,
 * the language and client name as connection params, the persisted id with an empty query) on
 * `ws`, with the headers a browser's socket carries (the page's Origin, the session cookie),
 * subscribed to the seats of one service's day as SlotList.tsx is. Each answer is kept with the
 * time it arrived, and each time the socket closed or (re)connected.
 */
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { Operation } from './website.ts';

export interface Seats {
  at: number;
  /** The tracked slot's seats left, as this answer says. */
  remaining: number | null;
  /** Every slot of the listing: its id and seats left. */
  slots: Array<{ id: string; remaining: number }>;
}

export interface Watcher {
  name: string;
  answers: Seats[];
  closedAt: number[];
  connectedAt: number[];
  failure: string | null;
  dispose: () => Promise<void>;
}

interface SlotAvailabilityData {
  slotAvailability?: Array<{ id?: unknown; remaining?: unknown }>;
}

export function openWatcher(options: {
  name: string;
  site: string;
  cookie: string | null;
  operation: Operation;
  serviceId: string;
  date: string;
  slotId: string;
}): Watcher {
  const origin = options.site.replace(/\/$/, '');
  const headers: Record<string, string> = { origin, ...(options.cookie ? { cookie: `estancia_session=${options.cookie}` } : {}) };
  // graphql-ws makes the socket with (url, protocol); a browser's socket also carries these headers.
  class BrowserSocket extends WebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols, { headers, perMessageDeflate: false });
    }
  }
  const watcher: Watcher = { name: options.name, answers: [], closedAt: [], connectedAt: [], failure: null, dispose: async () => undefined };
  const client: Client = createClient({
    url: `${origin.replace(/^http/, 'ws')}/graphql`,
    lazy: true,
    connectionParams: { 'accept-language': 'pt', 'x-estancia-client': 'web' },
    webSocketImpl: BrowserSocket,
    on: {
      connected: () => watcher.connectedAt.push(performance.now()),
      closed: () => watcher.closedAt.push(performance.now()),
    },
  });
  const stop = client.subscribe<SlotAvailabilityData>(
    {
      query: '',
      operationName: options.operation.name,
      variables: { serviceId: options.serviceId, date: options.date },
      extensions: { persistedQuery: { version: 1, sha256Hash: options.operation.id } },
    },
    {
      next: (answer) => {
        if (answer.errors?.length) watcher.failure ??= `answered with errors: ${answer.errors[0]?.message ?? ''}`;
        const slot = answer.data?.slotAvailability?.find((s) => s.id === options.slotId);
        const slots = (answer.data?.slotAvailability ?? []).flatMap((s) => (typeof s.id === 'string' && typeof s.remaining === 'number' ? [{ id: s.id, remaining: s.remaining }] : []));
        watcher.answers.push({ at: performance.now(), remaining: typeof slot?.remaining === 'number' ? slot.remaining : null, slots });
      },
      error: (reason: unknown) => {
        watcher.failure ??= reason instanceof Error ? reason.message : `ended: ${JSON.stringify(reason).slice(0, 200)}`;
      },
      complete: () => {
        watcher.failure ??= 'the server ended the subscription';
      },
    },
  );
  watcher.dispose = async () => {
    stop();
    await client.dispose();
  };
  return watcher;
}

/** Waits until every watcher has an answer that `accept`s, or the time is up; those that never did. */
export async function waitForAnswers(watchers: Watcher[], accept: (seats: Seats) => boolean, timeoutMs: number): Promise<Watcher[]> {
  const deadline = performance.now() + timeoutMs;
  const waiting = () => watchers.filter((watcher) => !watcher.answers.some(accept));
  while (waiting().length && performance.now() < deadline && watchers.every((watcher) => watcher.failure === null)) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return waiting();
}
