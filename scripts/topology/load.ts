/**
 * Visitors and signed-in customers browsing through the load balancer, each in a loop of the
 * website's reads, and every request's outcome: when it started and ended (performance.now()), and
 * what was wrong with it, if anything, as the page would see it.
 */
import { graphqlAnswer, send, type Answer, type Operation, type Visit } from './website.ts';

export interface Step {
  name: string;
  operation: Operation;
  variables: Record<string, unknown>;
  method: 'GET' | 'POST';
  /** What a page would find wrong with the answer beyond an HTTP or GraphQL error; null when fine. */
  check?: (data: Record<string, unknown>) => string | null;
}

export interface LoadClient {
  name: string;
  visit: Visit;
  steps: Step[];
}

export interface Outcome {
  client: string;
  step: string;
  method: 'GET' | 'POST';
  startedAt: number;
  endedAt: number;
  problem: string | null;
}

/** What is wrong with an answer: not a GraphQL answer, any error (the website would show a partial answer; here none is expected), or not a 200. */
function problemOf(answer: Answer, step: Step): string | null {
  const graphql = graphqlAnswer(answer.body);
  if (!graphql) {
    const text = String(answer.body);
    return `HTTP ${answer.status}, not a GraphQL answer: ${/<title>([^<]*)<\/title>/i.exec(text)?.[1] ?? text.replace(/\s+/g, ' ').slice(0, 80)}`;
  }
  if (graphql.errors?.length) return `HTTP ${answer.status}: ${graphql.errors[0]?.message ?? ''}`;
  if (answer.status !== 200) return `HTTP ${answer.status}`;
  return graphql.data && step.check ? step.check(graphql.data) : null;
}

export class Load {
  readonly outcomes: Outcome[] = [];
  private running = false;
  private loops: Promise<void>[] = [];

  constructor(private readonly pauseMs: number) {}

  start(clients: LoadClient[]): void {
    this.running = true;
    this.loops = clients.map((client) => this.loop(client));
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }

  private async loop(client: LoadClient): Promise<void> {
    for (let turn = 0; this.running; turn += 1) {
      const step = client.steps[turn % client.steps.length] as Step;
      const startedAt = performance.now();
      let problem: string | null;
      try {
        problem = problemOf(await send(client.visit, step.operation, step.variables, step.method), step);
      } catch (error) {
        problem = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      }
      this.outcomes.push({ client: client.name, step: step.name, method: step.method, startedAt, endedAt: performance.now(), problem });
      await new Promise((resolve) => setTimeout(resolve, this.pauseMs));
    }
  }
}
