/**
 * The seat changes of the live-seats bench: two signed-in customers take turns to hold and to
 * release one seat of the tracked slot through the gateway (A holds, B holds, A releases, B
 * releases, …) at a steady rate for a set time. One change waits for the one before it to be
 * answered, so the seats each change leaves are known (two in flight could land in either order):
 * when mutations take longer than the interval, fewer changes are made, and the figures say how
 * many. A change refused leaves the seats as they were; one with no answer, or refused because the
 * gateway lost its channel to resort-api meanwhile, ends the changes, since the seats are then
 * unknown.
 */
import { Agent } from 'undici';
import { epochMs, type Operation, type SeatChange } from './seat-messages.ts';
import { holdMutation } from './seat-mutations.ts';

export interface Customer {
  cookie: string;
  /** The customer's hold of the tracked slot, or null. */
  holdId: string | null;
}

export interface ChangesMade {
  planned: number;
  changes: SeatChange[];
  holdMs: number[];
  releaseMs: number[];
  /** Refusals by code. */
  refused: Record<string, number>;
  /** Why the changes ended before their time, or null. */
  stoppedBy: string | null;
  /** When the first change was sent and the last answered. */
  startedAt: number;
  endedAt: number;
}

export interface ChangePlan {
  /** Customer i makes its changes through gatewayUrls[i % length]: with two, the changes alternate. */
  gatewayUrls: string[];
  customers: Customer[];
  slotId: string;
  operations: { hold: Operation; release: Operation };
  initialRemaining: number;
  perSecond: number;
  seconds: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One change by `customer`: a hold if it holds nothing, else a release. Throws if unanswered. */
/** The refusal that may come after resort-api did what was asked: the channel failed on the way back. */
const UNKNOWN_OUTCOME = 'CONNECTION_PROBLEM';

async function change(agent: Agent, plan: ChangePlan, customer: Customer): Promise<{ held: boolean; refused: string | null }> {
  const held = customer.holdId === null;
  const gatewayUrl = plan.gatewayUrls[plan.customers.indexOf(customer) % plan.gatewayUrls.length] as string;
  const answer = held
    ? await holdMutation(agent, gatewayUrl, customer.cookie, plan.operations.hold, { slotId: plan.slotId, quantity: 1 })
    : await holdMutation(agent, gatewayUrl, customer.cookie, plan.operations.release, { holdId: customer.holdId });
  if (!answer.ok) return { held, refused: answer.refused };
  customer.holdId = answer.lines.find((line) => line.slotId === plan.slotId)?.id ?? null;
  return { held, refused: null };
}

export async function makeChanges(plan: ChangePlan): Promise<ChangesMade> {
  const agent = new Agent({ connections: plan.customers.length });
  const count = Math.round(plan.perSecond * plan.seconds);
  const made: ChangesMade = { planned: count, changes: [], holdMs: [], releaseMs: [], refused: {}, stoppedBy: null, startedAt: epochMs(), endedAt: 0 };
  const intervalMs = 1000 / plan.perSecond;
  const windowEnds = made.startedAt + plan.seconds * 1000;
  let remaining = plan.initialRemaining;
  try {
    // A change not started within the window is not made: late mutations do not stretch the run.
    for (let k = 0; k < count && epochMs() < windowEnds; k += 1) {
      await sleep(made.startedAt + k * intervalMs - epochMs());
      const customer = plan.customers[k % plan.customers.length] as Customer;
      const sentAt = epochMs();
      let outcome: { held: boolean; refused: string | null };
      try {
        outcome = await change(agent, plan, customer);
      } catch (error) {
        made.stoppedBy = `change ${k + 1} got no answer: ${error instanceof Error ? error.message : String(error)}`;
        break;
      }
      (outcome.held ? made.holdMs : made.releaseMs).push(epochMs() - sentAt);
      if (outcome.refused !== null) {
        made.refused[outcome.refused] = (made.refused[outcome.refused] ?? 0) + 1;
        if (outcome.refused !== UNKNOWN_OUTCOME) continue;
        made.stoppedBy = `change ${k + 1} was refused with ${UNKNOWN_OUTCOME}: the seats are unknown`;
        break;
      }
      remaining += outcome.held ? -1 : 1;
      made.changes.push({ sentAt, remaining });
    }
  } finally {
    made.endedAt = epochMs();
    await agent.close();
  }
  return made;
}

/** Gives back what the customers still hold, so the next run starts from the same seats. */
export async function releaseAll(plan: ChangePlan): Promise<void> {
  const agent = new Agent({ connections: plan.customers.length });
  await Promise.all(
    plan.customers.map(async (customer) => {
      if (customer.holdId !== null) await change(agent, plan, customer).catch(() => undefined);
    }),
  );
  await agent.close();
}
