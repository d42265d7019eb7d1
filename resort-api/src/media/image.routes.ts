import { createHash } from 'node:crypto';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Db } from '../db/client.ts';
import type { ApiApp, AppEnv } from '../http/env.ts';
import { ApiError, errorResponse } from '../http/errors.ts';
import {
  CONTENT_TYPES,
  IMAGE_FITS,
  type ImageRenderer,
  MAX_DIMENSION,
  MIN_DIMENSION,
  etagMatches,
  negotiateFormat,
  renditionEtag,
} from './image-renderer.ts';
import { type MediaMeta, findMediaMeta, readMediaBytes } from './media.repository.ts';

/**
 * The image service (spec 000 §7 "GET image service | parameters img, w, h, fit"): the resort's
 * pictures resized on request, and the originals. Public, with no bearer: `<img>` tags cannot send
 * one, and pictures shown on the public site are public.
 */
export const IMAGE_PATHS = {
  /** GET /image?img=&w=&h=&fit= */
  resize: '/image',
  /** GET /images/{path}: the prefix of the originals. */
  originalsPrefix: '/images/',
} as const;

/** A resized picture is named by its parameters and the picture never changes under its id. */
const RESIZED_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** An original sits at a path whose picture the back-office may replace. */
const ORIGINAL_CACHE_CONTROL = 'public, max-age=86400';

/** A site path of stored pictures: `/`-separated segments, none empty or starting with a dot. */
const MEDIA_PATH = /^(\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)+$/;
const MEDIA_PATH_EXPECTED = 'must be the path of a stored picture, such as /images/banners/ski.jpg';

const DIMENSION_EXPECTED = `must be a whole number of pixels from ${MIN_DIMENSION} to ${MAX_DIMENSION}`;

const dimension = (name: 'w' | 'h', description: string) =>
  z
    .string({ error: DIMENSION_EXPECTED })
    .regex(/^\d{1,5}$/, { error: DIMENSION_EXPECTED })
    .transform(Number)
    .refine((n) => n >= MIN_DIMENSION && n <= MAX_DIMENSION, { error: DIMENSION_EXPECTED })
    .openapi({ param: { name, in: 'query' }, description, example: name === 'w' ? '1280' : '720' });

export const imageQuery = z.object({
  img: z
    .string({ error: MEDIA_PATH_EXPECTED })
    .max(512, { error: 'must be at most 512 characters' })
    .regex(MEDIA_PATH, { error: MEDIA_PATH_EXPECTED })
    .openapi({
      param: { name: 'img', in: 'query' },
      description: 'The picture: its path as content items link it.',
      example: '/images/banners/ski.jpg',
    }),
  w: dimension('w', `Width of the result in pixels, ${MIN_DIMENSION} to ${MAX_DIMENSION}.`),
  h: dimension('h', `Height of the result in pixels, ${MIN_DIMENSION} to ${MAX_DIMENSION}.`),
  fit: z
    .enum(IMAGE_FITS, { error: `must be one of ${IMAGE_FITS.join(', ')}` })
    .default('cover')
    .openapi({
      param: { name: 'fit', in: 'query' },
      description:
        'cover (default): exactly w × h, cropped to fill (centred); contain: exactly w × h, the whole picture ' +
        'padded with white; inside: the whole picture within w × h, no padding.',
      example: 'cover',
    }),
});

const binary = (description: string) => ({
  description,
  content: {
    'image/webp': { schema: z.string().openapi({ type: 'string', format: 'binary' }) },
    'image/jpeg': { schema: z.string().openapi({ type: 'string', format: 'binary' }) },
  },
});

const conditionalHeaders = z.object({
  accept: z.string().optional().openapi({
    description: 'A list naming image/webp gets WebP; anything else JPEG.',
    example: 'image/avif,image/webp,*/*',
  }),
  'if-none-match': z.string().optional().openapi({ description: 'An ETag from an earlier answer: 304 when it still matches.' }),
});

export const resizeImageRoute = createRoute({
  method: 'get',
  path: IMAGE_PATHS.resize,
  tags: ['media'],
  summary: 'A picture resized',
  description:
    'The picture at `img`, resized to `w` × `h` as `fit` says (spec 000 §7 "image service"). WebP when the ' +
    'request accepts image/webp, else JPEG (`Vary: Accept`). Cached for a year (`immutable`) with a strong ' +
    'ETag; `If-None-Match` with it answers 304. No bearer needed.',
  request: { query: imageQuery, headers: conditionalHeaders },
  responses: {
    200: {
      ...binary('The resized picture'),
      headers: z.object({
        ETag: z.string().openapi({ description: 'Strong: a digest of the picture, size, fit and format.' }),
        'Cache-Control': z.string().openapi({ example: RESIZED_CACHE_CONTROL }),
        Vary: z.string().openapi({ example: 'Accept' }),
      }),
    },
    304: { description: 'Not modified: If-None-Match named the current ETag' },
    400: errorResponse('A missing or malformed parameter (img not a picture path, w or h out of range, unknown fit)'),
    404: errorResponse('No picture is stored at img'),
    500: errorResponse('Unexpected failure (details are logged, never sent)'),
  },
});

/** Documented here; served by a wildcard route, since the path has several segments. */
export const originalImageRoute = createRoute({
  method: 'get',
  path: `${IMAGE_PATHS.originalsPrefix}{path}`,
  tags: ['media'],
  summary: 'A picture as stored',
  description:
    'The original picture at /images/{path} (the path may have several segments, e.g. ' +
    '/images/banners/ski.jpg), cached for a day with a strong ETag. No bearer needed.',
  request: {
    params: z.object({
      path: z.string().openapi({
        param: { name: 'path', in: 'path' },
        description: 'The rest of the picture\'s path after /images/.',
        example: 'banners/ski.jpg',
      }),
    }),
    headers: conditionalHeaders.pick({ 'if-none-match': true }),
  },
  responses: {
    200: {
      description: 'The original bytes, in their own content type',
      content: { 'image/*': { schema: z.string().openapi({ type: 'string', format: 'binary' }) } },
    },
    304: { description: 'Not modified: If-None-Match named the current ETag' },
    400: errorResponse('A malformed path'),
    404: errorResponse('No picture is stored at the path'),
    500: errorResponse('Unexpected failure (details are logged, never sent)'),
  },
});

export interface MediaDeps {
  db: Db;
  renderer: ImageRenderer;
}

export function registerImageRoutes(app: ApiApp, deps: MediaDeps): void {
  app.openapi(resizeImageRoute, async (c) => {
    const { img, w, h, fit } = c.req.valid('query');
    const picture = await requirePicture(deps.db, img);
    const format = negotiateFormat(c.req.header('accept'));
    const rendition = { width: w, height: h, fit, format };
    const etag = renditionEtag(picture.id, rendition);
    const headers = { ETag: etag, 'Cache-Control': RESIZED_CACHE_CONTROL, Vary: 'Accept' };

    if (etagMatches(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
    const bytes = await deps.renderer.render(etag, () => readMediaBytes(deps.db, picture.id), rendition);
    if (!bytes) throw notFound(img);
    return c.body(view(bytes), 200, {
      ...headers,
      'Content-Type': CONTENT_TYPES[format],
      'Content-Length': String(bytes.byteLength),
    });
  });

  app.openAPIRegistry.registerPath(originalImageRoute);
  app.get(`${IMAGE_PATHS.originalsPrefix}:path{.+}`, (c) => serveOriginal(c, deps.db));
}

async function serveOriginal(c: Context<AppEnv>, db: Db): Promise<Response> {
  const path = `${IMAGE_PATHS.originalsPrefix}${c.req.param('path') ?? ''}`;
  if (path.length > 512 || !MEDIA_PATH.test(path)) {
    throw new ApiError(400, 'invalid_request', `Invalid path parameter: path ${MEDIA_PATH_EXPECTED}`);
  }
  const picture = await requirePicture(db, path);
  const etag = originalEtag(picture);
  const headers = { ETag: etag, 'Cache-Control': ORIGINAL_CACHE_CONTROL };
  if (etagMatches(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
  const bytes = await readMediaBytes(db, picture.id);
  if (!bytes) throw notFound(path);
  return c.body(view(bytes), 200, {
    ...headers,
    'Content-Type': picture.contentType,
    'Content-Length': String(bytes.byteLength),
  });
}

async function requirePicture(db: Db, path: string): Promise<MediaMeta> {
  const picture = await findMediaMeta(db, path);
  if (!picture) throw notFound(path);
  return picture;
}

/** The bytes as a plain Uint8Array, without copying them (what `c.body` takes). */
export function view(bytes: Buffer): Uint8Array<ArrayBuffer> {
  return new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength);
}

function notFound(path: string): ApiError {
  return new ApiError(404, 'not_found', `No picture is stored at ${path}`);
}

/** Changes when the picture at the path is replaced (a new row, or a new upload time). */
function originalEtag(picture: MediaMeta): string {
  const key = `original:${picture.id}:${picture.createdAt.getTime()}`;
  return `"${createHash('sha256').update(key).digest('base64url').slice(0, 32)}"`;
}
