import { createServer, request as httpRequest } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';

export interface CountingProxy {
  url: string;
  /** Paths requested through the proxy since the last reset, in order. */
  calls: string[];
  reset(): void;
  /** WebSocket connections through the proxy open now (the realtime channel and its feed). */
  readonly openSockets: number;
  /** Drops every WebSocket through the proxy without a close frame, as a network failure does (1006). */
  cutSockets(): void;
  close(): Promise<void>;
}

/**
 * A transparent HTTP proxy in front of the real resort-api that records each request's path, so
 * tests can count the upstream calls one GraphQL request makes.
 */
export async function startCountingProxy(target: string): Promise<CountingProxy> {
  const calls: string[] = [];
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    calls.push(req.url ?? '');
    const forward = httpRequest(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  // WebSocket upgrades (counted like any call) are relayed as raw bytes once the request head is replayed.
  const tunnels = new Set<[Socket, Socket]>();
  server.on('upgrade', (req, inbound: Socket, head: Buffer) => {
    calls.push(req.url ?? '');
    const outbound = connect(Number(upstream.port), upstream.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      outbound.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) outbound.write(head);
      inbound.pipe(outbound).pipe(inbound);
    });
    const tunnel: [Socket, Socket] = [inbound, outbound];
    tunnels.add(tunnel);
    const drop = () => (inbound.destroy(), outbound.destroy(), tunnels.delete(tunnel));
    inbound.on('error', drop).on('close', drop);
    outbound.on('error', drop).on('close', drop);
  });
  const cutSockets = () => {
    for (const [inbound, outbound] of [...tunnels]) {
      inbound.resetAndDestroy();
      outbound.destroy();
    }
    tunnels.clear();
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    calls,
    reset: () => void calls.splice(0),
    get openSockets() {
      return tunnels.size;
    },
    cutSockets,
    close: () => new Promise((resolve) => (cutSockets(), server.closeAllConnections(), server.close(() => resolve()))),
  };
}
