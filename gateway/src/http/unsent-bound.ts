import WebSocket from 'ws';

/** The close code and reason of a socket that fell too far behind (graphql-ws's client reconnects on 1013), and the gateway's log line saying so. */
export const FELL_BEHIND = { code: 1013, reason: 'Too much unsent: reconnect for the current state.', log: 'closed a socket that fell behind' } as const;

/**
 * Closes `socket` when more than `maxUnsentBytes` wait to be sent on it, and says whether it did.
 * A browser that reads nothing (its TCP window full) would otherwise have each of its
 * subscriptions' results queued in this process. The close frame goes after what was already
 * sent, nothing is dropped from the middle of a stream: graphql-ws's client reconnects on 1013 and
 * its subscriptions start again from the current state.
 */
export function closeIfFallenBehind(socket: WebSocket, maxUnsentBytes: number): boolean {
  if (socket.readyState !== WebSocket.OPEN || socket.bufferedAmount <= maxUnsentBytes) return false;
  socket.close(FELL_BEHIND.code, FELL_BEHIND.reason);
  return true;
}
