import {
  CHANNEL_CLOSE_CODES,
  channelServerMessageSchema,
  type ChannelCartLine,
  type ChannelErrorCode,
  type ChannelMessages,
  type ChannelServerMessage,
  type WaitingEntry,
} from '@estancia/resort-contract';

/**
 * What the gateway makes of the realtime seat-hold channel (spec 002 §4): the upstream's four
 * message types, the waiting-list entries this implementation adds, and its close codes, as events
 * a viewer's subscriptions read.
 */
export type HoldChannelEvent =
  /** update_list: the whole cart, as it is now. */
  | { type: 'cart'; lines: ChannelCartLine[] }
  /** temporal_segundo: one second of one hold's countdown. */
  | { type: 'tick'; holdId: number; remainingSeconds: number; expiresAt: string }
  /** A hold lapsed (its last tick, or it left the cart at its expiry); announced once per hold. */
  | { type: 'expired'; line: ChannelCartLine }
  /** lista_espera: the viewer's open waiting-list entries, as they are now (waiting-list.ts). */
  | { type: 'waiting'; entries: WaitingEntry[] }
  /** erro or sucesso: a message for the viewer in the four languages. */
  | { type: 'notice'; success: boolean; messages: ChannelMessages; code: ChannelErrorCode | null }
  /** The channel dropped with a code that is not a normal close. */
  | { type: 'down'; closeCode: number; reconnecting: boolean }
  /** The channel closed for good: nothing more will come. */
  | { type: 'ended' };

/** A server message, or null when it is not one the contract knows (logged by the caller, then ignored). */
export function parseServerMessage(data: string): { message: ChannelServerMessage } | { problem: string } {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return { problem: 'not JSON' };
  }
  const parsed = channelServerMessageSchema.safeParse(json);
  if (parsed.success) return { message: parsed.data };
  return { problem: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') };
}

/** "mm:ss" → seconds. */
export function secondsOf(tempo: string): number {
  const [minutes = 0, seconds = 0] = tempo.split(':').map(Number);
  return minutes * 60 + seconds;
}

/** What a close code means for the bridge (spec 002 §4 "Close codes"). */
export interface ClosePlan {
  /** Tell the viewer (HoldChannelDown): every code but a normal close. */
  announce: boolean;
  /** Open the channel again while someone still uses it. */
  reconnect: boolean;
}

const NORMAL: ReadonlySet<number> = new Set([CHANNEL_CLOSE_CODES.normal, CHANNEL_CLOSE_CODES.goingAway]);
/** Refusals that would only repeat: a bad hello, a bearer that may not speak for the client, a protocol breach. */
const FINAL: ReadonlySet<number> = new Set([CHANNEL_CLOSE_CODES.badHello, CHANNEL_CLOSE_CODES.unauthorized, CHANNEL_CLOSE_CODES.policy]);

export function closePlan(code: number): ClosePlan {
  if (NORMAL.has(code)) return { announce: false, reconnect: true };
  if (FINAL.has(code)) return { announce: true, reconnect: false };
  // 1006 (dropped without a close frame), 1011, 1012 (the API restarts) and anything unknown:
  // holds live in the API's database, so the bridge opens the channel again and the viewer's
  // countdown goes on.
  return { announce: true, reconnect: true };
}
