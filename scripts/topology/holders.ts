/**
 * Signed-in customers holding seats through the load balancer as the booking page does: the
 * website's hold mutation, then its release of every line the cart came back with, in a loop.
 * Each answer is kept as the page would read it: the cart, a user error's code, or a GraphQL
 * error's code; and anything that is neither (a proxy's page, a request that never answered).
 */
import { z } from 'zod';
import { send, type Operation, type Visit } from './website.ts';

export interface HoldTarget {
  slotId: string;
  quantity: number;
}

export interface HoldOutcome {
  client: string;
  kind: 'hold' | 'release';
  startedAt: number;
  endedAt: number;
  /** Held or released: the cart came back. */
  ok: boolean;
  /** The user error's or GraphQL error's code, when refused or failed. */
  code: string | null;
  /** A failure the page could not name: not a GraphQL answer, no code, or no answer at all. */
  problem: string | null;
}

const cartSchema = z.object({ lines: z.array(z.object({ id: z.string() })) });
const payloadSchema = z.object({ cart: cartSchema.nullable(), userErrors: z.array(z.object({ code: z.string() })) });
const answerSchema = z.object({
  data: z.record(z.string(), payloadSchema.nullable()).nullable().optional(),
  errors: z.array(z.object({ message: z.string(), extensions: z.object({ code: z.string().optional() }).optional() })).optional(),
});

/** The page's reading of a hold or release answer; the cart's line ids when it came back. */
function read(body: unknown, field: 'holdSlot' | 'releaseHold'): { ok: boolean; code: string | null; problem: string | null; lines: string[] } {
  const parsed = answerSchema.safeParse(body);
  if (!parsed.success) return { ok: false, code: null, problem: `not a GraphQL answer: ${JSON.stringify(body).slice(0, 120)}`, lines: [] };
  const error = parsed.data.errors?.[0];
  if (error) {
    const code = error.extensions?.code ?? null;
    return { ok: false, code, problem: code ? null : `a GraphQL error without a code: ${error.message}`, lines: [] };
  }
  const payload = parsed.data.data?.[field];
  if (!payload) return { ok: false, code: null, problem: `no ${field} in the answer`, lines: [] };
  const refusal = payload.userErrors[0];
  if (refusal) return { ok: false, code: refusal.code, problem: null, lines: [] };
  return { ok: true, code: null, problem: null, lines: payload.cart?.lines.map((line) => line.id) ?? [] };
}

export class Holders {
  readonly outcomes: HoldOutcome[] = [];
  private running = false;
  private loops: Promise<void>[] = [];

  constructor(private readonly operations: { hold: Operation; release: Operation }) {}

  start(customers: Array<{ name: string; visit: Visit; targets: HoldTarget[] }>): void {
    this.running = true;
    this.loops = customers.map((customer) => this.loop(customer.name, customer.visit, customer.targets));
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }

  private async attempt(client: string, visit: Visit, kind: HoldOutcome['kind'], variables: Record<string, unknown>): Promise<string[]> {
    const startedAt = performance.now();
    const operation = kind === 'hold' ? this.operations.hold : this.operations.release;
    let outcome: ReturnType<typeof read>;
    try {
      outcome = read((await send(visit, operation, variables, 'POST')).body, kind === 'hold' ? 'holdSlot' : 'releaseHold');
    } catch (error) {
      outcome = { ok: false, code: null, problem: error instanceof Error ? `${error.name}: ${error.message}` : String(error), lines: [] };
    }
    this.outcomes.push({ client, kind, startedAt, endedAt: performance.now(), ok: outcome.ok, code: outcome.code, problem: outcome.problem });
    return outcome.lines;
  }

  private async loop(client: string, visit: Visit, targets: HoldTarget[]): Promise<void> {
    for (let turn = 0; this.running; turn += 1) {
      const target = targets[turn % targets.length] as HoldTarget;
      const lines = await this.attempt(client, visit, 'hold', { input: { slotId: target.slotId, quantity: target.quantity } });
      // Every line of the cart, so a hold that was applied but whose answer was lost goes too.
      for (const holdId of lines) await this.attempt(client, visit, 'release', { input: { holdId } });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
