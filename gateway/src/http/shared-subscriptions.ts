import { getOperationAST, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { pushQueue, type PushQueue } from '../kernel/push-queue.ts';

/**
 * Subscriptions whose answers are the same for every viewer (a field marked
 * `extensions: { sameForEveryViewer: true }` in its module's resolvers, e.g. slotAvailability) are
 * executed once per distinct operation, variables and language, and each result is handed to every
 * socket that asked for it: a change then costs one execution, not one per watcher.
 */

export type SubscriptionAnswer = AsyncIterableIterator<ExecutionResult> | ExecutionResult;

/** The key a subscription shares its executions under, or null when it must run on its own. */
export function sharedKeyOf(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined, query: string, variables: unknown, languageId: number): string | null {
  const operation = getOperationAST(document, operationName);
  const root = schema.getSubscriptionType();
  if (!operation || operation.operation !== 'subscription' || !root) return null;
  const fields = root.getFields();
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== 'Field' || selection.directives?.length) return null;
    if (fields[selection.name.value]?.extensions?.['sameForEveryViewer'] !== true) return null;
  }
  return JSON.stringify([query, operationName ?? null, variables ?? null, languageId]);
}

const isStream = (answer: SubscriptionAnswer): answer is AsyncIterableIterator<ExecutionResult> => Symbol.asyncIterator in answer;

interface Stream {
  /** Resolves when the first subscriber's execution answered: a stream, or an error result. */
  started: Promise<SubscriptionAnswer>;
  source: AsyncIterableIterator<ExecutionResult> | null;
  sinks: Set<PushQueue<ExecutionResult>>;
  /** The newest result: a socket that joins gets it at once, as its first answer. */
  last: ExecutionResult | null;
}

/**
 * How many sockets get a result in one turn of the event loop. Each hand-out ends in a socket
 * write: thousands in one turn keep every other socket's message (an offer to a customer, a hold
 * answer) waiting behind them, so a large audience is served a chunk a turn, I/O in between.
 */
const SOCKETS_PER_TURN = 250;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

async function handOut(sinks: ReadonlySet<PushQueue<ExecutionResult>>, result: ExecutionResult): Promise<void> {
  let handed = 0;
  for (const sink of [...sinks]) {
    if (handed > 0 && handed % SOCKETS_PER_TURN === 0) await nextTurn();
    sink.push(result);
    handed += 1;
  }
}

export class SharedSubscriptions {
  private readonly streams = new Map<string, Stream>();

  /** `onResult`: told of each result before it is handed out (shared-payloads.ts serialises it once). */
  constructor(private readonly onResult: (result: ExecutionResult) => void = () => {}) {}

  /** Distinct executions running now (metrics, tests). */
  get size(): number {
    return this.streams.size;
  }

  /** Joins the stream of `key`, starting it with `start` (the caller's own execution) when none runs. */
  async subscribe(key: string, start: () => SubscriptionAnswer | Promise<SubscriptionAnswer>): Promise<SubscriptionAnswer> {
    let stream = this.streams.get(key);
    if (!stream) {
      const fresh: Stream = { started: Promise.resolve(start()), source: null, sinks: new Set(), last: null };
      this.streams.set(key, fresh);
      stream = fresh;
      void fresh.started.then(
        (answer) => (isStream(answer) ? this.pump(key, fresh, answer) : this.forget(key, fresh)),
        () => this.forget(key, fresh),
      );
    }
    const current = stream;
    const abort = new AbortController();
    // Each result is a whole state: a socket that falls behind skips to the newest one.
    const sink = pushQueue<ExecutionResult>(abort.signal, 1);
    current.sinks.add(sink);
    const answer = await current.started;
    if (!isStream(answer)) {
      current.sinks.delete(sink);
      return answer;
    }
    if (current.last) sink.push(current.last);
    const leave = async (): Promise<IteratorResult<ExecutionResult, undefined>> => {
      abort.abort();
      if (current.sinks.delete(sink) && current.sinks.size === 0) {
        this.forget(key, current);
        await current.source?.return?.();
      }
      return { done: true, value: undefined };
    };
    const iterator: AsyncIterableIterator<ExecutionResult> = {
      [Symbol.asyncIterator]() {
        return iterator;
      },
      next: () => sink.next(),
      return: leave,
      throw: leave,
    };
    return iterator;
  }

  private async pump(key: string, stream: Stream, source: AsyncIterableIterator<ExecutionResult>): Promise<void> {
    stream.source = source;
    // Everyone left while it started: nobody will ever read it.
    if (stream.sinks.size === 0) {
      this.forget(key, stream);
      await source.return?.();
      return;
    }
    try {
      for await (const result of source) {
        stream.last = result;
        this.onResult(result);
        await handOut(stream.sinks, result);
      }
    } finally {
      this.forget(key, stream);
      for (const sink of stream.sinks) sink.end();
    }
  }

  private forget(key: string, stream: Stream): void {
    if (this.streams.get(key) === stream) this.streams.delete(key);
  }
}
