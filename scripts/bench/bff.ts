import { createServer } from 'node:http';
import { Agent, request } from 'undici';

/**
 * The limit the bench holds the gateway against: a hand-written backend-for-frontend for the home
 * page. node:http and undici, the old site's calls for the page in parallel, each answer parsed,
 * one JSON written; no schema, no validation, no plugins. It does the least work any server that
 * gathers the page's data in one request could do, in its own process like the gateway.
 * Env BFF_PORT, BFF_UPSTREAM (the resort API's base URL), BFF_TOKEN (its bearer token),
 * BFF_PATHS (the calls, comma-separated, relative to the base).
 */
const upstream = process.env['BFF_UPSTREAM'] ?? '';
const paths = (process.env['BFF_PATHS'] ?? '').split(',').filter(Boolean);
const headers = { authorization: `Bearer ${process.env['BFF_TOKEN'] ?? ''}`, accept: 'application/json' };
// No cap on connections to the resort API: at 64 pages in flight the page's five calls make 320
// requests at once, and a pool of 128 held it at ~1,000 pages/s, queueing, with its CPU half idle;
// the limit must be held by its own work, as the gateway is.
const agent = new Agent({ keepAliveTimeout: 30_000 });

async function call(path: string): Promise<unknown> {
  const answer = await request(`${upstream}${path}`, { dispatcher: agent, headers });
  if (answer.statusCode !== 200) {
    await answer.body.dump();
    throw new Error(`${path} answered ${answer.statusCode}`);
  }
  return answer.body.json();
}

const server = createServer((req, res) => {
  req.resume();
  Promise.all(paths.map(call)).then(
    (parts) => {
      const body = JSON.stringify({ data: Object.fromEntries(paths.map((path, index) => [path, parts[index]])) });
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }).end(body);
    },
    (error: unknown) => {
      const body = JSON.stringify({ errors: [{ message: error instanceof Error ? error.message : String(error) }] });
      res.writeHead(502, { 'content-type': 'application/json' }).end(body);
    },
  );
});
server.keepAliveTimeout = 60_000;
server.listen(Number(process.env['BFF_PORT'] ?? 0), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
