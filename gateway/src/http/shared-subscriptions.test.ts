import type { ExecutionResult } from 'graphql';
import { describe, expect, it } from 'vitest';
import { pushQueue } from '../kernel/push-queue.ts';
import { SharedSubscriptions, type SubscriptionAnswer } from './shared-subscriptions.ts';

/** An execution's stream that the test feeds by hand, and that records whether it was ended. */
function execution() {
  const abort = new AbortController();
  const queue = pushQueue<ExecutionResult>(abort.signal);
  const state = { returned: false };
  const stream: AsyncIterableIterator<ExecutionResult> = {
    [Symbol.asyncIterator]: () => stream,
    next: () => queue.next(),
    return: async () => {
      state.returned = true;
      abort.abort();
      return { done: true, value: undefined };
    },
  };
  return { stream, push: (value: number) => queue.push({ data: { value } }), state };
}

const asStream = (answer: SubscriptionAnswer) => {
  if (!(Symbol.asyncIterator in answer)) throw new Error('expected a stream');
  return answer;
};

describe('SharedSubscriptions', () => {
  it('runs one execution for every socket asking the same, and a late socket starts from the newest result', async () => {
    const shared = new SharedSubscriptions();
    const source = execution();
    let started = 0;
    const start = () => (started += 1, source.stream);
    const one = asStream(await shared.subscribe('k', start));
    const two = asStream(await shared.subscribe('k', start));
    source.push(1);
    expect(await one.next()).toEqual({ done: false, value: { data: { value: 1 } } });
    expect(await two.next()).toEqual({ done: false, value: { data: { value: 1 } } });
    source.push(2);
    await one.next();
    const late = asStream(await shared.subscribe('k', start));
    expect(await late.next()).toEqual({ done: false, value: { data: { value: 2 } } });
    expect(started).toBe(1);
    expect(shared.size).toBe(1);

    await one.return?.();
    await two.return?.();
    expect(source.state.returned).toBe(false);
    await late.return?.();
    // The last socket gone, the execution ends and a new one starts for the next socket.
    expect(source.state.returned).toBe(true);
    expect(shared.size).toBe(0);
  });

  it('hands a result to a large audience a chunk a turn, so other I/O is not held up behind it', async () => {
    const shared = new SharedSubscriptions();
    const source = execution();
    const sockets = await Promise.all(Array.from({ length: 600 }, async () => asStream(await shared.subscribe('k', () => source.stream))));
    const order: string[] = [];
    const answered = sockets.map((socket, index) => socket.next().then(() => order.push(`socket ${index}`)));
    source.push(1);
    // Something else the process has to do in the next turn: it runs before the last socket is served.
    setImmediate(() => order.push('other work'));
    await Promise.all(answered);
    expect(order).toHaveLength(601);
    expect(order.indexOf('other work')).toBe(250);
    await Promise.all(sockets.map((socket) => socket.return?.()));
  });

  it('hands an error answer to the socket that asked, and shares nothing for it', async () => {
    const shared = new SharedSubscriptions();
    const refused: ExecutionResult = { errors: [] };
    expect(await shared.subscribe('k', () => refused)).toBe(refused);
    expect(shared.size).toBe(0);
  });

  it('skips a slow socket to the newest result, never an older one', async () => {
    const shared = new SharedSubscriptions();
    const source = execution();
    const slow = asStream(await shared.subscribe('k', () => source.stream));
    const fast = asStream(await shared.subscribe('k', () => source.stream));
    source.push(1);
    await fast.next();
    source.push(2);
    await fast.next();
    source.push(3);
    await fast.next();
    expect(await slow.next()).toEqual({ done: false, value: { data: { value: 3 } } });
    await slow.return?.();
    await fast.return?.();
  });
});
