import { connect, createServer, type AddressInfo, type Socket } from 'node:net';

/** One client connection through the proxy, as the tests see it. */
export interface ProxiedConnection {
  /** The first bytes the client sent: the head of its first request, or its WebSocket upgrade. */
  readonly head: string;
  /** What the server sent so far (the first 64 KB, as latin1 text). */
  readonly fromServer: string;
  readonly frozen: boolean;
}

export interface TcpFaultProxy {
  url: string;
  readonly connections: readonly ProxiedConnection[];
  /** Stops forwarding both ways on the open connections that match, without closing them; returns how many. */
  freeze(match: (connection: ProxiedConnection) => boolean): number;
  /** Resets the open connections that match, as a network failure does; returns how many. */
  cut(match: (connection: ProxiedConnection) => boolean): number;
  /** New connections whose head matches send nothing upstream until the returned function is called. */
  holdNew(match: (head: string) => boolean): () => void;
  /**
   * The answer to the next request the client sends whose bytes match is held (the request itself
   * reaches the server at once) until `release()`; `seen` once that request went by.
   */
  holdNextAnswer(match: (request: string) => boolean): { readonly seen: boolean; release(): void };
  /**
   * The next chunk a matching open connection's client sends whose bytes match reaches the server,
   * and then that connection freezes: a request delivered whose answer never comes back.
   * `frozen` once it happened.
   */
  freezeAfterNext(match: (connection: ProxiedConnection) => boolean, chunk: (bytes: Buffer) => boolean): { readonly frozen: boolean };
  close(): Promise<void>;
}

interface Connection extends ProxiedConnection {
  head: string;
  fromServer: string;
  frozen: boolean;
  open: boolean;
  client: Socket;
  server: Socket;
  /** Bytes waiting for a release, one way or the other. */
  toServer: Buffer[] | null;
  toClient: Buffer[] | null;
}

const KEPT_BYTES = 64 * 1024;

/**
 * A TCP proxy for the faults a network causes without telling anyone: a path that goes quiet
 * without a reset (a vanished host, a NAT or load balancer that forgot the connection), a slow
 * path, and a reset. It knows nothing of HTTP or WebSocket beyond the first bytes of each
 * connection, by which a test picks the connections to fault.
 */
export async function startTcpFaultProxy(target: string): Promise<TcpFaultProxy> {
  const upstream = new URL(target);
  const connections: Connection[] = [];
  const newHolds: Array<{ match: (head: string) => boolean; held: Connection[]; released: boolean }> = [];
  const answerHolds: Array<{ match: (request: string) => boolean; taken: Connection | null; released: boolean }> = [];
  const freezesAfter: Array<{ match: (connection: ProxiedConnection) => boolean; chunk: (bytes: Buffer) => boolean; done: boolean }> = [];

  const freezeConnection = (connection: Connection) => {
    connection.frozen = true;
    // Nothing is read either way any more, and nothing is closed: the bytes wait in the kernel.
    connection.client.pause();
    connection.server.pause();
  };

  const flush = (buffers: Buffer[] | null, to: Socket) => {
    for (const buffer of buffers ?? []) to.write(buffer);
  };

  const server = createServer((client) => {
    const out = connect(Number(upstream.port), upstream.hostname);
    const connection: Connection = { head: '', fromServer: '', frozen: false, open: true, client, server: out, toServer: null, toClient: null };
    connections.push(connection);
    client.on('data', (chunk: Buffer) => {
      const text = chunk.toString('latin1');
      if (connection.head === '') {
        connection.head = text;
        const hold = newHolds.find((h) => !h.released && h.match(text));
        if (hold) {
          connection.toServer = [];
          hold.held.push(connection);
        }
      }
      const answer = answerHolds.find((h) => !h.released && h.taken === null && h.match(text));
      if (answer) {
        answer.taken = connection;
        connection.toClient = [];
      }
      if (connection.toServer) connection.toServer.push(chunk);
      else out.write(chunk);
      const freezeAfter = freezesAfter.find((f) => !f.done && !connection.frozen && f.match(connection) && f.chunk(chunk));
      if (freezeAfter) {
        freezeAfter.done = true;
        freezeConnection(connection);
      }
    });
    out.on('data', (chunk: Buffer) => {
      if (connection.fromServer.length < KEPT_BYTES) connection.fromServer += chunk.toString('latin1');
      if (connection.toClient) connection.toClient.push(chunk);
      else client.write(chunk);
    });
    const drop = () => {
      connection.open = false;
      client.destroy();
      out.destroy();
    };
    client.on('error', drop).on('close', drop);
    out.on('error', drop).on('close', drop);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const open = () => connections.filter((c) => c.open);
  return {
    url: `http://127.0.0.1:${port}/`,
    connections,
    freeze(match) {
      const chosen = open().filter((c) => !c.frozen && match(c));
      for (const connection of chosen) freezeConnection(connection);
      return chosen.length;
    },
    cut(match) {
      const chosen = open().filter((c) => match(c));
      for (const connection of chosen) {
        connection.open = false;
        connection.client.resetAndDestroy();
        connection.server.destroy();
      }
      return chosen.length;
    },
    holdNew(match) {
      const hold = { match, held: [] as Connection[], released: false };
      newHolds.push(hold);
      return () => {
        hold.released = true;
        for (const connection of hold.held) {
          const waiting = connection.toServer;
          connection.toServer = null;
          flush(waiting, connection.server);
        }
      };
    },
    holdNextAnswer(match) {
      const hold = { match, taken: null as Connection | null, released: false };
      answerHolds.push(hold);
      return {
        get seen() {
          return hold.taken !== null;
        },
        release() {
          hold.released = true;
          const connection = hold.taken;
          if (!connection) return;
          const waiting = connection.toClient;
          connection.toClient = null;
          flush(waiting, connection.client);
        },
      };
    },
    freezeAfterNext(match, chunk) {
      const armed = { match, chunk, done: false };
      freezesAfter.push(armed);
      return {
        get frozen() {
          return armed.done;
        },
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const connection of connections) {
          connection.client.destroy();
          connection.server.destroy();
        }
        server.close(() => resolve());
      }),
  };
}
