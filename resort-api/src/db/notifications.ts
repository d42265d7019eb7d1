import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';

/**
 * Database notifications (LISTEN/NOTIFY): a change is announced with pg_notify from inside the
 * transaction that made it, so it reaches every listening process at commit, in commit order, and
 * never when the transaction rolls back. Both engines behave so: PostgreSQL by definition, PGlite
 * too (its notifications are delivered after the transaction's COMMIT, and dropped on ROLLBACK).
 */

/** What a subscriber of a notification channel is told. */
export interface NotificationHandlers {
  /** One notification's payload, in commit order. */
  payload(payload: string): void;
  /**
   * The connection that listens was lost: notifications committed from now until `resumed` are
   * not delivered (PostgreSQL keeps none for a session that is gone).
   */
  interrupted?(): void;
  /** Listening again after an interruption. */
  resumed?(): void;
}

/** Stops one subscription. */
export type Unlisten = () => Promise<void>;

/** Subscribes to a notification channel; resolves once the channel is listened to. */
export type Listen = (channel: string, handlers: NotificationHandlers) => Promise<Unlisten>;

/**
 * Channel names are unquoted identifiers: PGlite's listen() folds a name to lower case, so only
 * lower-case names mean the same channel on both engines (and need no quoting in LISTEN).
 */
const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export function checkChannelName(channel: string): string {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`not a notification channel name: ${channel}`);
  return channel;
}

/**
 * PostgreSQL refuses a payload of 8000 bytes or more ("payload string too long"); a little is
 * kept back so a chunk never meets the limit.
 */
export const NOTIFY_PAYLOAD_MAX_BYTES = 7_900;

/**
 * What notify needs of a transaction: to run one statement. Named here rather than as client.ts's
 * Tx, since client.ts builds its listeners from this file.
 */
export interface Statements {
  execute(query: SQL): PromiseLike<unknown>;
}

/** Announces `payload` on `channel` at the commit of the transaction `tx` (or never, on rollback). */
export async function notify(tx: Statements, channel: string, payload: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${checkChannelName(channel)}, ${payload})`);
}

/**
 * A payload read with its channel's schema; null when it is not JSON or not of that shape, which
 * the listener logs and skips rather than letting one odd notification stop the feed.
 */
export function readNotice<T>(schema: z.ZodType<T>, payload: string): T | null {
  try {
    const parsed = schema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * A JSON list too long for one notification, cut into several: each payload is `head` + a JSON
 * array of whole items + `tail` (so each one parses on its own), and none exceeds `maxBytes`.
 * `head` and `tail` wrap the array, e.g. `{"empresa":"x","lugares":` and `}`.
 */
export function jsonArrayChunks(head: string, items: readonly unknown[], tail: string, maxBytes = NOTIFY_PAYLOAD_MAX_BYTES): string[] {
  const frame = Buffer.byteLength(head) + Buffer.byteLength(tail) + 2;
  const chunks: string[] = [];
  let current: string[] = [];
  let size = frame;
  for (const item of items) {
    const text = JSON.stringify(item);
    const bytes = Buffer.byteLength(text);
    if (frame + bytes > maxBytes) throw new Error(`one item of ${bytes} bytes cannot be announced in ${maxBytes}`);
    // The comma before every item but the first.
    const added = current.length === 0 ? bytes : bytes + 1;
    if (size + added > maxBytes) {
      chunks.push(`${head}[${current.join(',')}]${tail}`);
      current = [];
      size = frame;
      current.push(text);
      size += bytes;
      continue;
    }
    current.push(text);
    size += added;
  }
  if (current.length > 0) chunks.push(`${head}[${current.join(',')}]${tail}`);
  return chunks;
}
