import {
  WAITING_ERROR_CODES,
  WAITING_PATHS,
  waitingEntriesAnswer,
  waitingEntryAnswer,
  waitingJoinSchema,
  type WaitingEntry,
  type WaitingErrorCode,
  type WaitingJoin,
} from '@estancia/resort-contract';
import { isUpstreamStatus, UpstreamStatusError } from '../../upstream/errors.ts';
import type { UpstreamReader } from '../../upstream/reader.ts';

/**
 * The resort API's waiting-list calls (contract waiting-list.ts, this implementation's addition to
 * spec 002), made as the signed-in customer and parsed with the contract. Refusals the customer can
 * cause come back as a `WaitingRefusal`; anything else is thrown as it is (logged and masked).
 */

/** A refusal of a waiting-list call, by its contract code. */
export interface WaitingRefusal {
  refused: WaitingErrorCode;
}

const isWaitingCode = (code: string | null): code is WaitingErrorCode => code !== null && (WAITING_ERROR_CODES as readonly string[]).includes(code);

/** A 4xx answer whose body names one of the contract's codes, as a refusal; anything else is rethrown. */
async function refusalOr<T>(call: Promise<T>): Promise<T | WaitingRefusal> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof UpstreamStatusError && error.status >= 400 && error.status < 500 && isWaitingCode(error.code)) return { refused: error.code };
    // A 404 without a code: the entry (or the API's list itself) is not there for this customer.
    if (isUpstreamStatus(error, 404)) return { refused: 'not_your_entry' };
    throw error;
  }
}

/** POST platform/waiting: joins a slot's line; the entry as it stands (waiting, with its place). */
export function joinWaiting(api: UpstreamReader, join: WaitingJoin): Promise<WaitingEntry | WaitingRefusal> {
  // The body the contract accepts, checked before it leaves (a wrong one is the gateway's fault).
  const body = waitingJoinSchema.parse(join);
  return refusalOr(api.userWrite('POST', WAITING_PATHS.join, body, waitingEntryAnswer).then((answer) => answer.data));
}

/** DELETE platform/waiting/{id}: leaves the line (an offer is declined); the entry as it ended. */
export function leaveWaiting(api: UpstreamReader, entryId: number): Promise<WaitingEntry | WaitingRefusal> {
  return refusalOr(api.userWrite('DELETE', WAITING_PATHS.entry(entryId), undefined, waitingEntryAnswer).then((answer) => answer.data));
}

/**
 * GET platform/waiting/client/{id_client}: the customer's entries still waiting or on offer, oldest
 * first. A resort API without waiting lists (the spec's own has none: the route answers 404) has no entries.
 */
export async function fetchWaitingEntries(api: UpstreamReader, clientId: number): Promise<WaitingEntry[]> {
  try {
    return (await api.userRead(WAITING_PATHS.ofClient(clientId), waitingEntriesAnswer)).data;
  } catch (error) {
    if (isUpstreamStatus(error, 404)) return [];
    throw error;
  }
}

export const isRefusal = (answer: WaitingEntry | WaitingRefusal): answer is WaitingRefusal => 'refused' in answer;
