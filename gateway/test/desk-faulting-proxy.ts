import { createServer, request as httpRequest } from 'node:http';
import { connect, type AddressInfo } from 'node:net';

export interface FaultingProxy {
  url: string;
  /** Requests seen, as `METHOD /path`, in order. */
  calls: string[];
  /** The next request with this method and exact path is answered 503 without reaching the resort API. */
  failNext(method: string, path: string): void;
  close(): Promise<void>;
}

/**
 * A transparent proxy in front of the real resort-api (HTTP and the WebSocket channel) that can
 * fail one chosen call, as a broken network or a resort API outage would: the call never arrives
 * upstream, and the caller sees a 503.
 */
export async function startFaultingProxy(target: string): Promise<FaultingProxy> {
  const calls: string[] = [];
  const faults: string[] = [];
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    const call = `${req.method ?? 'GET'} ${(req.url ?? '').split('?')[0]}`;
    calls.push(call);
    const fault = faults.indexOf(call);
    if (fault >= 0) {
      faults.splice(fault, 1);
      req.resume();
      res.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { code: 'unavailable', message: 'injected fault' } }));
      return;
    }
    const forward = httpRequest({ host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  // The hold channel's WebSocket: the upgrade request and everything after it, byte for byte.
  server.on('upgrade', (req, socket, head) => {
    const out = connect(Number(upstream.port), upstream.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      out.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) out.write(head);
      out.pipe(socket).pipe(out);
    });
    const drop = () => (socket.destroy(), out.destroy());
    out.on('error', drop);
    socket.on('error', drop);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    calls,
    failNext: (method, path) => void faults.push(`${method} ${path}`),
    close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}
