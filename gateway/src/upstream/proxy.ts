import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { GatewayConfig } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { UpstreamClient } from './client.ts';

/**
 * Passing a binary answer of the resort API on to a browser (resized pictures, original pictures,
 * documents): the request goes over the gateway's keep-alive pool with the public site token
 * (browsers never talk to the resort API, and never see the token), only the named request
 * headers go up and only the named answer headers come down, and the body is streamed, never
 * buffered. A browser going away stops the upstream call.
 */

export interface UpstreamProxyDeps {
  config: Pick<GatewayConfig, 'PUBLIC_SITE_TOKEN'>;
  upstream: UpstreamClient;
  logger: Logger;
}

export interface PassThrough {
  /** The path under the API base, relative (no leading slash), query included. */
  upstreamPath: string;
  /** Request headers passed on to the resort API. */
  forwardHeaders: readonly string[];
  /** Answer headers passed on to the browser; nothing else of the answer's headers reaches it. */
  passHeaders: readonly string[];
  /** What is served, for the logs and the 502 answer ("image service", "document service"). */
  service: string;
}

/** A JSON answer that is never cached. */
export function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
}

/** GET and HEAD only: anything else is 405. Returns whether the method may go on. */
export function allowReadOnly(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method === 'GET' || req.method === 'HEAD') return true;
  json(res, 405, { error: 'method not allowed' }, { allow: 'GET, HEAD' });
  return false;
}

/** Wraps a handler so that an unexpected failure is logged and answered 500 (or the socket closed). */
export function guarded(
  logger: Logger,
  failure: string,
  handler: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  return async (req, res) => {
    try {
      await handler(req, res);
    } catch (error) {
      logger.error({ err: error, url: req.url }, failure);
      if (!res.headersSent) json(res, 500, { error: 'internal error' });
      else res.destroy();
    }
  };
}

/**
 * Calls the resort API and streams its answer to the browser. Its 5xx answers and an unreachable
 * API are a 502 in JSON; other statuses (200, 304, 404…) pass through with their body.
 */
export async function passThrough(deps: UpstreamProxyDeps, req: IncomingMessage, res: ServerResponse, call: PassThrough): Promise<void> {
  const headers: Record<string, string> = {};
  for (const name of call.forwardHeaders) {
    const value = req.headers[name];
    if (typeof value === 'string' && value.length <= 1024) headers[name] = value;
  }
  const gone = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) gone.abort();
  });

  let answer;
  try {
    answer = await deps.upstream.open(call.upstreamPath, { token: deps.config.PUBLIC_SITE_TOKEN, headers, signal: gone.signal });
  } catch (error) {
    if (gone.signal.aborted) return;
    deps.logger.warn({ err: error, path: call.upstreamPath }, `${call.service} unreachable`);
    return json(res, 502, { error: `${call.service} unavailable` });
  }

  if (answer.statusCode >= 500) {
    await answer.body.dump().catch(() => undefined);
    deps.logger.warn({ status: answer.statusCode, path: call.upstreamPath }, `${call.service} failed`);
    return json(res, 502, { error: `${call.service} unavailable` });
  }

  for (const name of call.passHeaders) {
    const value = answer.headers[name];
    if (value !== undefined) res.setHeader(name, value);
  }
  res.writeHead(answer.statusCode);
  if (req.method === 'HEAD' || answer.statusCode === 304) {
    await answer.body.dump().catch(() => undefined);
    res.end();
    return;
  }
  try {
    await pipeline(answer.body, res);
  } catch (error) {
    if (!gone.signal.aborted) deps.logger.warn({ err: error, path: call.upstreamPath }, `streaming from the ${call.service} failed`);
    res.destroy();
  }
}
