/**
 * A graphql-ws client's half of proving the socket is alive. `keepAlive` makes the client send a
 * `ping` message; these handlers start a timer when one is sent and close the socket with 4408
 * when its `pong` does not come back in time, so a path that went quiet without closing (a
 * sleeping laptop's Wi-Fi, a NAT that forgot the connection) is cut and graphql-ws reconnects,
 * restarting every subscription, which then shows the current state.
 */

/** The close code graphql-ws's client retries on (its own "connection initialisation timeout"). */
export const PONG_TIMEOUT_CLOSE = { code: 4408, reason: 'No pong in time' } as const;

/** What the handlers need of the socket: graphql-ws hands over the browser's WebSocket. */
export interface ClosableSocket {
  readonly readyState: number;
  close(code: number, reason: string): void;
}

const OPEN = 1;

export interface PongTimeoutHandlers {
  connected(socket: unknown): void;
  ping(received: boolean): void;
  pong(received: boolean): void;
  closed(): void;
}

const isClosable = (socket: unknown): socket is ClosableSocket =>
  typeof socket === 'object' && socket !== null && 'close' in socket && typeof socket.close === 'function' && 'readyState' in socket;

/** The `on` handlers of graphql-ws's `createClient` that close a socket whose ping went unanswered for `ms`. */
export function pongTimeout(ms: number): PongTimeoutHandlers {
  let socket: ClosableSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const clear = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  return {
    connected(opened) {
      socket = isClosable(opened) ? opened : null;
    },
    ping(received) {
      // Only our own pings wait for an answer; the server's are answered by graphql-ws.
      if (received || timer !== null) return;
      const pinged = socket;
      timer = setTimeout(() => {
        timer = null;
        if (pinged && pinged.readyState === OPEN) pinged.close(PONG_TIMEOUT_CLOSE.code, PONG_TIMEOUT_CLOSE.reason);
      }, ms);
    },
    pong(received) {
      if (received) clear();
    },
    closed() {
      clear();
      socket = null;
    },
  };
}
