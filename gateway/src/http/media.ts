import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import type { GatewayConfig } from '../config.ts';
import type { Logger } from '../logger.ts';
import { ALLOWED_BOXES, SITE_IMAGE_PATH } from '../modules/content/images.ts';
import type { UpstreamClient } from '../upstream/client.ts';

/**
 * GET /media/image?img=&w=&h=&fit=cover: the resort's pictures, resized, for `<img src srcset>`
 * (the `src` and `srcSet` fields of `Image`). Browsers never talk to the resort API: this proxies
 * its image service (spec 000 §7 "GET image service | parameters img, w, h, fit") over the
 * gateway's keep-alive pool, passing the negotiation (Accept → WebP or JPEG) and revalidation
 * (If-None-Match → 304) through and streaming the body. Only the spec's sizes and their srcset
 * widths, cropped, may be asked for (modules/content/images.ts), so nobody can make the resort API
 * resize, and cache, pictures at arbitrary sizes.
 */

/** Answer headers passed on from the image service; nothing else of its answer reaches a browser. */
const PASSED_HEADERS = ['content-type', 'content-length', 'cache-control', 'etag', 'vary', 'last-modified'] as const;

/** Request headers passed on to the image service. */
const FORWARDED_HEADERS = ['accept', 'if-none-match'] as const;

const pixels = z
  .string()
  .regex(/^[1-9]\d{0,3}$/, { error: 'must be a whole number of pixels' })
  .transform(Number);

export const mediaImageQuery = z
  .strictObject(
    {
      img: z
        .string()
        .max(512, { error: 'must be at most 512 characters' })
        .regex(SITE_IMAGE_PATH, { error: 'must be the path of a picture on this site, such as /images/banners/ski.jpg' }),
      w: pixels,
      h: pixels,
      fit: z.literal('cover', { error: 'must be cover: pictures are cropped to their box' }).optional(),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? `unknown parameter ${issue.keys.join(', ')}` : undefined) },
  )
  .refine(({ w, h }) => ALLOWED_BOXES.has(`${w}x${h}`), {
    error: `w × h must be one of the site's image sizes: ${[...ALLOWED_BOXES].join(', ')}`,
    path: ['w'],
  });

export type MediaImageQuery = z.output<typeof mediaImageQuery>;

/** The query as an object, or a message saying what is wrong with it. */
export function parseMediaImageQuery(search: URLSearchParams): { ok: true; query: MediaImageQuery } | { ok: false; message: string } {
  const raw: Record<string, string> = {};
  for (const [key, value] of search) {
    if (key in raw) return { ok: false, message: `${key} is given more than once` };
    raw[key] = value;
  }
  const parsed = mediaImageQuery.safeParse(raw);
  if (parsed.success) return { ok: true, query: parsed.data };
  const message = parsed.error.issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')} ${issue.message}` : issue.message))
    .join('; ');
  return { ok: false, message };
}

export interface MediaImageDeps {
  config: Pick<GatewayConfig, 'PUBLIC_SITE_TOKEN'>;
  upstream: UpstreamClient;
  logger: Logger;
}

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
}

/** The handler of GET (and HEAD) /media/image. */
export function mediaImage(deps: MediaImageDeps): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const serve = proxy(deps);
  return async (req, res) => {
    try {
      await serve(req, res);
    } catch (error) {
      deps.logger.error({ err: error, url: req.url }, 'serving a picture failed');
      if (!res.headersSent) json(res, 500, { error: 'internal error' });
      else res.destroy();
    }
  };
}

function proxy(deps: MediaImageDeps): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  return async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return json(res, 405, { error: 'method not allowed' }, { allow: 'GET, HEAD' });
    }
    const parsed = parseMediaImageQuery(new URL(req.url ?? '/', 'http://gateway.invalid').searchParams);
    if (!parsed.ok) return json(res, 400, { error: 'invalid image request', message: parsed.message });

    const { img, w, h } = parsed.query;
    const path = `image?${new URLSearchParams({ img, w: String(w), h: String(h), fit: 'cover' })}`;
    const headers: Record<string, string> = {};
    for (const name of FORWARDED_HEADERS) {
      const value = req.headers[name];
      if (typeof value === 'string' && value.length <= 1024) headers[name] = value;
    }
    // The browser going away stops the upstream call (and frees its connection).
    const gone = new AbortController();
    res.once('close', () => {
      if (!res.writableFinished) gone.abort();
    });

    let answer;
    try {
      answer = await deps.upstream.open(path, { token: deps.config.PUBLIC_SITE_TOKEN, headers, signal: gone.signal });
    } catch (error) {
      if (gone.signal.aborted) return;
      deps.logger.warn({ err: error, img }, 'image service unreachable');
      return json(res, 502, { error: 'image service unavailable' });
    }

    if (answer.statusCode >= 500) {
      await answer.body.dump().catch(() => undefined);
      deps.logger.warn({ status: answer.statusCode, img }, 'image service failed');
      return json(res, 502, { error: 'image service unavailable' });
    }

    for (const name of PASSED_HEADERS) {
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
      if (!gone.signal.aborted) deps.logger.warn({ err: error, img }, 'streaming a picture failed');
      res.destroy();
    }
  };
}
