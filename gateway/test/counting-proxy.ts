import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CountingProxy {
  url: string;
  /** Paths requested through the proxy since the last reset, in order. */
  calls: string[];
  reset(): void;
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    calls,
    reset: () => void calls.splice(0),
    close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}
