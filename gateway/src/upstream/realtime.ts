import type WebSocket from 'ws';

/**
 * What every realtime socket to the resort API shares (a viewer's hold channel, the availability
 * feed): its address and how long it waits before trying again.
 */

/** Reconnection delays: 200 ms doubling up to 5 s, with a little jitter so replicas do not retry in step. */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(200 * 2 ** attempt, 5000);
  return Math.round(base * (0.85 + 0.15 * random()));
}

/** The channel's URL: the API base with a ws(s) scheme, plus the channel path. */
export function channelUrl(apiBase: string, path: string): string {
  const url = new URL(path, apiBase);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/** A text frame's payload (ws hands it over as one or more Buffers, or an ArrayBuffer). */
export function textOf(data: WebSocket.RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return (Buffer.isBuffer(data) ? data : Buffer.from(new Uint8Array(data))).toString('utf8');
}
