import { LRUCache } from 'lru-cache';
import type { ImageSize } from '../__generated__/resolvers-types.ts';

/**
 * The sizes the site shows pictures in (spec 000 §9 "Image sizes (cropped): 450x300 thumbnails,
 * 1280x720 heroes, 960x540 article images"), the widths of each size's srcset (the same aspect
 * ratio, for small screens and high-density ones), and the URLs of the gateway's image route. The
 * route accepts exactly these boxes, so nobody can fill the resort API's resize cache with
 * arbitrary sizes.
 */

/** Where the gateway serves resized pictures (http/media.ts), relative to the site. */
export const MEDIA_IMAGE_PATH = '/media/image';

export interface SizeSpec {
  width: number;
  height: number;
  /** srcset widths, ascending; each gives a whole-pixel height at the size's aspect ratio. */
  srcSetWidths: readonly number[];
}

export const IMAGE_SIZES: Record<ImageSize, SizeSpec> = {
  THUMBNAIL: { width: 450, height: 300, srcSetWidths: [300, 450, 900] },
  HERO: { width: 1280, height: 720, srcSetWidths: [640, 960, 1280, 1920] },
  ARTICLE: { width: 960, height: 540, srcSetWidths: [480, 720, 960, 1440] },
};

/** The height of a srcset width at the size's aspect ratio. */
function heightAt(size: SizeSpec, width: number): number {
  return Math.round((width * size.height) / size.width);
}

/** Every box (`WIDTHxHEIGHT`) the image route accepts: each size and each of its srcset widths. */
export const ALLOWED_BOXES: ReadonlySet<string> = new Set(
  Object.values(IMAGE_SIZES).flatMap((size) => [
    `${size.width}x${size.height}`,
    ...size.srcSetWidths.map((width) => `${width}x${heightAt(size, width)}`),
  ]),
);

/**
 * Pictures and sizes remembered, the least used leaving first. Every page shows the same
 * few pictures, and building their addresses (URLSearchParams for each srcset candidate) was a
 * measurable part of a page's CPU; an address depends on nothing but the link and the size.
 */
const MAX_REMEMBERED = 5_000;
const sources = new LRUCache<string, string>({ max: MAX_REMEMBERED });
const sourceSets = new LRUCache<string, string>({ max: MAX_REMEMBERED });

function remembered(memory: LRUCache<string, string>, link: string, size: ImageSize, compute: (link: string, size: ImageSize) => string): string {
  const key = `${size}\n${link}`;
  let value = memory.get(key);
  if (value === undefined) {
    value = compute(link, size);
    memory.set(key, value);
  }
  return value;
}

const EXTERNAL = /^https?:\/\//i;

/**
 * A site path of stored pictures: `/`-separated segments, none empty or starting with a dot (the
 * resort API's own rule for `img`).
 */
export const SITE_IMAGE_PATH = /^(\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)+$/;

/** The picture's path on the site, or null when the link is external (or not a usable path). */
function sitePath(link: string): string | null {
  const trimmed = link.trim();
  if (EXTERNAL.test(trimmed)) return null;
  const path = trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  return SITE_IMAGE_PATH.test(path) ? path : null;
}

/** The gateway URL of a picture cropped to exactly width × height. */
export function mediaImageUrl(path: string, width: number, height: number): string {
  const query = new URLSearchParams({ img: path, w: String(width), h: String(height), fit: 'cover' });
  return `${MEDIA_IMAGE_PATH}?${query}`;
}

/**
 * `src` of a picture at a size: the resized picture's URL; an external link (or a link that is no
 * site path) unchanged, since only the resort's own pictures can be resized.
 */
export function imageSrc(link: string, size: ImageSize): string {
  return remembered(sources, link, size, computeSrc);
}

function computeSrc(link: string, size: ImageSize): string {
  const path = sitePath(link);
  if (path === null) return link.trim();
  const spec = IMAGE_SIZES[size];
  return mediaImageUrl(path, spec.width, spec.height);
}

/**
 * `srcset` of a picture at a size: the same crop at each srcset width (`URL 640w, URL 960w…`). An
 * external link is its only candidate, unchanged but for whitespace, which a srcset cannot hold.
 */
export function imageSrcSet(link: string, size: ImageSize): string {
  return remembered(sourceSets, link, size, computeSrcSet);
}

function computeSrcSet(link: string, size: ImageSize): string {
  const path = sitePath(link);
  if (path === null) return link.trim().replace(/\s/g, encodeURIComponent);
  const spec = IMAGE_SIZES[size];
  return spec.srcSetWidths.map((width) => `${mediaImageUrl(path, width, heightAt(spec, width))} ${width}w`).join(', ');
}
