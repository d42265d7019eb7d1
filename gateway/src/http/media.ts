import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { ALLOWED_BOXES, SITE_IMAGE_PATH } from '../kernel/images.ts';
import { type UpstreamProxyDeps, allowReadOnly, guarded, json, passThrough } from '../upstream/proxy.ts';

/**
 * GET /media/image?img=&w=&h=&fit=cover: the resort's pictures, resized, for `<img src srcset>`
 * (the `src` and `srcSet` fields of `Image`). Browsers never talk to the resort API: this proxies
 * its image service (spec 000 §7 "GET image service | parameters img, w, h, fit") over the
 * gateway's keep-alive pool, passing the negotiation (Accept → WebP or JPEG) and revalidation
 * (If-None-Match → 304) through and streaming the body. Only the spec's sizes and their srcset
 * widths, cropped, may be asked for (kernel/images.ts), so nobody can make the resort API
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

export type MediaImageDeps = UpstreamProxyDeps;

/** The handler of GET (and HEAD) /media/image. */
export function mediaImage(deps: MediaImageDeps): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  return guarded(deps.logger, 'serving a picture failed', async (req, res) => {
    if (!allowReadOnly(req, res)) return;
    const parsed = parseMediaImageQuery(new URL(req.url ?? '/', 'http://gateway.invalid').searchParams);
    if (!parsed.ok) return json(res, 400, { error: 'invalid image request', message: parsed.message });

    const { img, w, h } = parsed.query;
    await passThrough(deps, req, res, {
      upstreamPath: `image?${new URLSearchParams({ img, w: String(w), h: String(h), fit: 'cover' })}`,
      forwardHeaders: FORWARDED_HEADERS,
      passHeaders: PASSED_HEADERS,
      service: 'image service',
    });
  });
}
