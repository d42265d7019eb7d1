import type { Page } from '@playwright/test';

/** The viewer's hold channel: the two subscriptions of the live timed cart (client LiveTimedCart.tsx). */
export const HOLD_CHANNEL_OPERATIONS = ['LiveTimedCartSubscription', 'LiveTimedCartEventsSubscription'] as const;

interface Frame {
  id?: unknown;
  type?: unknown;
  payload?: { operationName?: unknown };
}

function parse(payload: string | Buffer): Frame {
  try {
    const frame: unknown = JSON.parse(String(payload));
    return frame && typeof frame === 'object' ? (frame as Frame) : {};
  } catch {
    return {};
  }
}

/**
 * The GraphQL subscriptions a page starts and ends, read from the graphql-ws frames it sends
 * (`subscribe` names the operation, `complete` ends it; a closed socket ends all of its own).
 * Each subscription at the gateway is upstream work: tests count them by operation name.
 */
export function watchSubscriptions(page: Page) {
  const started = new Map<string, number>();
  const running = new Map<string, string>();
  let sockets = 0;
  page.on('websocket', (socket) => {
    const prefix = `${sockets++}:`;
    socket.on('framesent', ({ payload }) => {
      const frame = parse(payload);
      const key = `${prefix}${String(frame.id)}`;
      if (frame.type === 'subscribe' && typeof frame.payload?.operationName === 'string') {
        const name = frame.payload.operationName;
        started.set(name, (started.get(name) ?? 0) + 1);
        running.set(key, name);
      } else if (frame.type === 'complete') running.delete(key);
    });
    socket.on('close', () => {
      for (const key of [...running.keys()]) if (key.startsWith(prefix)) running.delete(key);
    });
  });
  return {
    /** How many times the page started the operation. */
    started: (name: string) => started.get(name) ?? 0,
    /** How many of the operation's subscriptions are open now. */
    running: (name: string) => [...running.values()].filter((open) => open === name).length,
  };
}
