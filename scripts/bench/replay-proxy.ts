import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { request } from 'undici';
import { z } from 'zod';

/**
 * The replaying upstream of the bench: stands in front of the real resort-api, records each GET's
 * answer the first time it is asked for, and from then on answers it from memory after a fixed
 * delay. The resort API then costs every way of loading a page the same, a steady 20 ms per call,
 * and is never the bottleneck, so the figures compare the gateways and not the database.
 * Every request is counted, so the bench can also report upstream calls per page.
 *
 * It runs in its own process (`node replay-proxy.ts`, env REPLAY_TARGET, REPLAY_DELAY_MS,
 * REPLAY_PORT), so serving it does not share the load generator's event loop; the bench reads
 * and resets its count over HTTP at CONTROL_PATH.
 */
export const CONTROL_PATH = '/__replay/calls';

interface Recorded {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Headers that describe one connection or one encoding, not the answer: never replayed. */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date']);

export function replayingProxy(target: string, delayMs: number) {
  const recorded = new Map<string, Promise<Recorded>>();
  const calls: string[] = [];

  const record = async (req: IncomingMessage): Promise<Recorded> => {
    const answer = await request(new URL(req.url ?? '/', target), {
      method: 'GET',
      headers: { authorization: req.headers.authorization ?? '', accept: req.headers.accept ?? 'application/json' },
    });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(answer.headers)) {
      if (typeof value === 'string' && !HOP_HEADERS.has(name)) headers[name] = value;
    }
    const body = Buffer.from(await answer.body.arrayBuffer());
    // Built once per recorded answer: the proxy must cost as little per call as it can.
    headers['content-length'] = String(body.length);
    return { status: answer.statusCode, headers, body };
  };

  return (req: IncomingMessage, res: ServerResponse) => {
    if (req.url === CONTROL_PATH) {
      if (req.method === 'DELETE') calls.length = 0;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ calls }));
      return;
    }
    calls.push(req.url ?? '');
    if (req.method !== 'GET') {
      res.writeHead(405, { 'content-type': 'application/json' }).end('{"error":{"code":"replay_reads_only"}}');
      return;
    }
    // The bearer is part of the key: a visitor's answer is never replayed to someone signed in.
    const key = `${req.headers.authorization ?? ''} ${req.url ?? ''}`;
    let answer = recorded.get(key);
    if (!answer) {
      answer = record(req);
      recorded.set(key, answer);
      answer.catch(() => recorded.delete(key));
    }
    const started = performance.now();
    answer.then(
      (found) => {
        setTimeout(() => res.writeHead(found.status, found.headers).end(found.body), Math.max(0, delayMs - (performance.now() - started)));
      },
      (error: unknown) => res.writeHead(502, { 'content-type': 'text/plain' }).end(`replay: ${String(error)}`),
    );
  };
}

const callsAnswer = z.object({ calls: z.array(z.string()) });

/** The bench's side of a replaying proxy running in another process. */
export function replayControl(url: string) {
  const control = new URL(CONTROL_PATH.slice(1), url);
  return {
    async calls(): Promise<string[]> {
      const answer = await request(control);
      return callsAnswer.parse(await answer.body.json()).calls;
    },
    async reset(): Promise<void> {
      await (await request(control, { method: 'DELETE' })).body.dump();
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const env = z
    .object({ REPLAY_TARGET: z.url(), REPLAY_DELAY_MS: z.coerce.number().int().min(0).default(20), REPLAY_PORT: z.coerce.number().int().min(0).max(65535).default(0) })
    .parse(process.env);
  const server = createServer(replayingProxy(env.REPLAY_TARGET, env.REPLAY_DELAY_MS));
  server.keepAliveTimeout = 60_000;
  server.listen(env.REPLAY_PORT, '127.0.0.1', () => {
    console.log(JSON.stringify({ msg: 'replaying proxy listening', port: (server.address() as AddressInfo).port }));
  });
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}
