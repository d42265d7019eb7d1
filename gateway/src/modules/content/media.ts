import type { MediaEntry } from '@estancia/resort-contract';

/** A media entry that is a video (spec 000 §3: type "video"). */
export function isVideo(entry: MediaEntry): boolean {
  return entry.type.trim().toLowerCase() === 'video';
}

/** The address a media entry points at: its link, else its url. */
export function entryAddress(entry: MediaEntry): string {
  return (entry.link || entry.url).trim();
}

/** An address with a scheme (https:, mailto:…) or protocol-relative: somewhere else, kept as is. */
const ELSEWHERE = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * The address a browser opens for a picture's or a document's link: an external one unchanged,
 * a site path as it is, and a path written without its leading slash (images/x.jpg) made absolute,
 * so that it does not resolve against the page that shows it.
 */
export function siteAddress(link: string): string {
  const trimmed = link.trim();
  if (trimmed === '' || ELSEWHERE.test(trimmed) || trimmed.startsWith('/')) return trimmed;
  return `/${trimmed}`;
}

/** Pictures and videos that point somewhere, in order. */
export function mediaItems(entries: readonly MediaEntry[]): MediaEntry[] {
  return entries.filter((entry) => entryAddress(entry) !== '');
}

/** Pictures only (no videos), in order. */
export function pictures(entries: readonly MediaEntry[]): MediaEntry[] {
  return mediaItems(entries).filter((entry) => !isVideo(entry));
}

/**
 * Documents a visitor may see (spec 000 §2 "the documents marked visible"): the back-office marks
 * hidden ones visible = false; an entry without the flag was never hidden.
 */
export function visibleDocuments(entries: readonly MediaEntry[]): MediaEntry[] {
  return mediaItems(entries).filter((entry) => entry.visible !== false);
}

const YOUTUBE = /^https?:\/\/(?:www\.|m\.)?(?:youtube(?:-nocookie)?\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)|youtu\.be\/)([\w-]{11})/i;
const VIMEO = /^https?:\/\/(?:www\.|player\.)?vimeo\.com\/(?:video\/)?(\d+)/i;

/**
 * The address to embed a hosted video at (YouTube without tracking cookies, Vimeo), or null for
 * a plain video file.
 */
export function embedUrl(url: string): string | null {
  const youtube = YOUTUBE.exec(url.trim());
  if (youtube) return `https://www.youtube-nocookie.com/embed/${youtube[1]}`;
  const vimeo = VIMEO.exec(url.trim());
  if (vimeo) return `https://player.vimeo.com/video/${vimeo[1]}`;
  return null;
}

/** The name to show for a document: its name, else the file name of its address. */
export function documentName(entry: MediaEntry): string {
  if (entry.name.trim()) return entry.name.trim();
  const path = entryAddress(entry).split(/[?#]/)[0] ?? '';
  return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1)) || entryAddress(entry);
}

/**
 * spec 000 §2 "Press list": the source link gets http:// when it has no scheme. Null when empty
 * or not a web address once completed.
 */
export function sourceUrl(link: string): string | null {
  const trimmed = link.trim();
  if (!trimmed) return null;
  const absolute = /^[a-z][a-z\d+.-]*:\/\//i.test(trimmed) ? trimmed : `http://${trimmed.replace(/^\/+/, '')}`;
  try {
    const url = new URL(absolute);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}
