import { createServer } from 'node:http';

/**
 * The floor the bench compares the gateway's per-request cost with: a node:http server that
 * answers every request with the same small JSON (what `{ __typename }` answers), in its own
 * process like the gateway. Env HELLO_PORT.
 */
const body = JSON.stringify({ data: { __typename: 'Query' } });
const server = createServer((req, res) => {
  req.resume();
  req.on('end', () => res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }).end(body));
});
server.keepAliveTimeout = 60_000;
server.listen(Number(process.env['HELLO_PORT'] ?? 0), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
