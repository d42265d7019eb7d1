import { createHash } from 'node:crypto';
import fresh from 'fresh';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';

/**
 * Resized pictures for GET /image (spec 000 §7 "image service"), made with sharp and kept in a
 * memory cache bounded by their total size, so a picture asked for again at the same size and
 * format is not resized again. Identical requests arriving together share one resize.
 */

export const IMAGE_FITS = ['cover', 'contain', 'inside'] as const;
export type ImageFit = (typeof IMAGE_FITS)[number];

export const IMAGE_FORMATS = ['webp', 'jpeg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const CONTENT_TYPES: Record<ImageFormat, string> = { webp: 'image/webp', jpeg: 'image/jpeg' };

/** The smallest and largest width or height that may be asked for. */
export const MIN_DIMENSION = 16;
export const MAX_DIMENSION = 2560;

/** Total bytes of resized pictures kept in memory. */
export const DEFAULT_IMAGE_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * Changes whenever the encoding below changes (quality, effort…), so ETags of pictures cached for
 * a year by browsers and proxies change with it.
 */
const RENDITION_VERSION = 1;

export interface Rendition {
  width: number;
  height: number;
  /** cover: fill the box, cropping the overflow (centred); contain: fit inside, padded with white;
   * inside: fit inside, no padding (the result may be smaller on one side). */
  fit: ImageFit;
  format: ImageFormat;
}

/**
 * The strong ETag of a rendition of a picture: a digest of the picture's id and the rendition
 * (size, fit, format), quoted as HTTP wants it.
 */
export function renditionEtag(mediaId: number, rendition: Rendition): string {
  const key = `v${RENDITION_VERSION}:${mediaId}:${rendition.width}x${rendition.height}:${rendition.fit}:${rendition.format}`;
  return `"${createHash('sha256').update(key).digest('base64url').slice(0, 32)}"`;
}

export interface RendererStats {
  /** Resizes done (cache misses). */
  resizes: number;
  /** Requests answered from the cache. */
  hits: number;
  /** Bytes held by the cache now. */
  bytes: number;
  entries: number;
}

/** What a resize needs besides its key: where the original comes from and the size to make. */
interface RenderRequest {
  original: () => Promise<Buffer | undefined>;
  rendition: Rendition;
}

export class ImageRenderer {
  /**
   * lru-cache's `fetch()` both keeps the renditions and shares one resize among identical requests
   * arriving together; a load that answers undefined (the picture is gone) is not kept.
   */
  private readonly cache: LRUCache<string, Buffer, RenderRequest>;
  private resizes = 0;
  private hits = 0;

  constructor(maxBytes: number = DEFAULT_IMAGE_CACHE_BYTES) {
    this.cache = new LRUCache<string, Buffer, RenderRequest>({
      maxSize: maxBytes,
      sizeCalculation: (value) => Math.max(1, value.byteLength),
      // One huge picture must not empty the cache of everything else.
      maxEntrySize: Math.max(1, Math.floor(maxBytes / 4)),
      fetchMethod: async (_key, _stale, { context: { original, rendition } }) => {
        const source = await original();
        if (!source) return undefined;
        this.resizes += 1;
        return resize(source, rendition);
      },
    });
  }

  /**
   * The rendition under `key` (its ETag): from the cache, from a resize already under way, or
   * resized now from the original that `original()` reads (undefined: the picture is gone).
   */
  async render(key: string, original: () => Promise<Buffer | undefined>, rendition: Rendition): Promise<Buffer | undefined> {
    const status: LRUCache.Status<string, Buffer, RenderRequest> = {};
    const output = await this.cache.fetch(key, { context: { original, rendition }, status });
    if (status.fetch === 'hit') this.hits += 1;
    return output;
  }

  stats(): RendererStats {
    return { resizes: this.resizes, hits: this.hits, bytes: this.cache.calculatedSize, entries: this.cache.size };
  }
}

const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };

/** Resizes and encodes; metadata (EXIF, ICC beyond sRGB) is dropped, orientation applied. */
export async function resize(source: Buffer, { width, height, fit, format }: Rendition): Promise<Buffer> {
  const image = sharp(source, { failOn: 'error' })
    .rotate()
    .resize({ width, height, fit, position: 'centre', background: WHITE });
  return format === 'webp'
    ? image.webp({ quality: 80, effort: 4 }).toBuffer()
    : image.flatten({ background: WHITE }).jpeg({ quality: 82, progressive: true }).toBuffer();
}

/** WebP when the Accept header lists image/webp (with a non-zero q), else JPEG. */
export function negotiateFormat(accept: string | undefined): ImageFormat {
  if (!accept) return 'jpeg';
  for (const part of accept.split(',')) {
    const [type, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (type !== 'image/webp') continue;
    const q = params.find((param) => param.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) return 'webp';
  }
  return 'jpeg';
}

/**
 * Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 §13.1.2 says):
 * fresh, as Express decides it.
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  return fresh({ 'if-none-match': ifNoneMatch }, { etag });
}
