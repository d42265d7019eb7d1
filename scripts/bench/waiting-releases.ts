/**
 * The waiting-list bench's holders: they fill the measured slot, one seat each, and then free it
 * one seat at a time, both through the gateway with the website's hold mutations
 * (seat-mutations.ts). Unlike the live-seats changes (seat-customers.ts), which stop at the end of
 * their window, every seat is freed: a release waits for the one before it to be answered, so the
 * line moves one place per release and whom each offer went to is known.
 */
import { Agent } from 'undici';
import type { Customer } from './seat-customers.ts';
import { epochMs, type Operation } from './seat-messages.ts';
import { holdMutation } from './seat-mutations.ts';
import type { WaitedSlot } from './waiting-line.ts';

const HOLDS_AT_ONCE = 8;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Each holder holds one seat of the slot, as a click would; the slot is then full. */
export async function fillSlot(gatewayUrl: string, cookies: string[], slot: WaitedSlot, hold: Operation): Promise<Customer[]> {
  const agent = new Agent({ connections: HOLDS_AT_ONCE });
  const holders: Customer[] = [];
  try {
    for (let start = 0; start < cookies.length; start += HOLDS_AT_ONCE) {
      await Promise.all(
        cookies.slice(start, start + HOLDS_AT_ONCE).map(async (cookie) => {
          const answer = await holdMutation(agent, gatewayUrl, cookie, hold, { slotId: slot.slotId, quantity: 1 });
          if (!answer.ok) throw new Error(`a holder's hold of the measured slot was refused (${answer.refused})`);
          holders.push({ cookie, holdId: answer.lines.find((line) => line.slotId === slot.slotId)?.id ?? null });
        }),
      );
    }
  } finally {
    await agent.close();
  }
  if (holders.some((holder) => holder.holdId === null)) throw new Error("a holder's cart did not list the measured slot");
  return holders;
}

export interface Released {
  /** When each release answered without a refusal was sent, in order. */
  sentAt: number[];
  releaseMs: number[];
  refused: Record<string, number>;
  /** Why the releases ended before the last, or null. */
  stoppedBy: string | null;
  startedAt: number;
  endedAt: number;
}

/**
 * The holders release their seats one at a time, `perSecond` at most: each is sent at its turn, or
 * once the one before was answered if that took longer. A release with no answer ends them.
 */
export async function freeSeats(gatewayUrl: string, holders: Customer[], release: Operation, perSecond: number): Promise<Released> {
  const agent = new Agent({ connections: 1 });
  const made: Released = { sentAt: [], releaseMs: [], refused: {}, stoppedBy: null, startedAt: epochMs(), endedAt: 0 };
  try {
    for (const [k, holder] of holders.entries()) {
      await sleep(made.startedAt + (k * 1000) / perSecond - epochMs());
      const sentAt = epochMs();
      let answer: Awaited<ReturnType<typeof holdMutation>>;
      try {
        answer = await holdMutation(agent, gatewayUrl, holder.cookie, release, { holdId: holder.holdId });
      } catch (error) {
        made.stoppedBy = `release ${k + 1} got no answer: ${error instanceof Error ? error.message : String(error)}`;
        break;
      }
      made.releaseMs.push(epochMs() - sentAt);
      if (!answer.ok) {
        made.refused[answer.refused] = (made.refused[answer.refused] ?? 0) + 1;
        continue;
      }
      holder.holdId = null;
      made.sentAt.push(sentAt);
    }
  } finally {
    made.endedAt = epochMs();
    await agent.close();
  }
  return made;
}
