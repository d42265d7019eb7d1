import WebSocket from 'ws';

/**
 * How a long-lived socket to the resort API proves that the path is alive both ways. A path can
 * go quiet without a reset (a host that vanished, a load balancer or NAT that forgot the
 * connection): no close ever arrives, and a socket that only listens would wait forever.
 */
export interface KeepAliveTiming {
  /** How often an open socket is pinged. */
  pingEveryMs: number;
  /** How long a ping may wait for its pong before the socket is cut. */
  pongWithinMs: number;
}

/** Ping every 5 s, cut after 5 s without a pong: a silent path is cut 5–10 s after it went quiet. */
export const DEFAULT_PING_EVERY_MS = 5_000;
export const DEFAULT_KEEP_ALIVE: KeepAliveTiming = { pingEveryMs: DEFAULT_PING_EVERY_MS, pongWithinMs: DEFAULT_PING_EVERY_MS };

/** The timing of one setting: ping every `ms`, and cut a socket whose ping is not answered within `ms`. */
export const keepAliveEvery = (ms: number): KeepAliveTiming => ({ pingEveryMs: ms, pongWithinMs: ms });

/**
 * Pings `socket` (open) on an interval; a ping not answered in time terminates it, which ends in
 * its `close` event as a dropped connection does (1006), so the owner's reconnection takes over.
 * `onSilent` is told first (for the log). The timers end with the socket.
 */
export function keepAlive(socket: WebSocket, timing: KeepAliveTiming, onSilent: () => void): void {
  let deadline: NodeJS.Timeout | null = null;
  const pinger = setInterval(() => {
    if (socket.readyState !== WebSocket.OPEN) return;
    // One deadline at a time: it runs from the oldest ping not yet answered.
    deadline ??= setTimeout(() => {
      // Timers run before pending I/O: after a stall of this process the pong may be waiting
      // unread. It is given that one look (setImmediate runs after I/O) before the socket is cut.
      setImmediate(() => {
        if (deadline === null || socket.readyState !== WebSocket.OPEN) return;
        onSilent();
        socket.terminate();
      });
    }, timing.pongWithinMs);
    socket.ping();
  }, timing.pingEveryMs);
  socket.on('pong', () => {
    if (deadline) clearTimeout(deadline);
    deadline = null;
  });
  socket.once('close', () => {
    clearInterval(pinger);
    if (deadline) clearTimeout(deadline);
  });
}
