import type { ContentType } from '../schema.ts';
import type { BlockText, ContentBlock, ContentInfo, MediaEntry, Translations } from '../json-types.ts';

/**
 * One demo content item (spec 000 §3 "Content item"). Ids are explicit and stable: menu entries,
 * banners, the home page (items 53, 91, 94, 149, spec 000 §9) and links between items point at
 * them. Dates are days relative to the moment of seeding, like the banners', so a fresh database
 * always holds published, draft, scheduled and expired items.
 */
export interface ContentSeed {
  id: number;
  type: Exclude<ContentType, 'banner'>;
  layout?: string;
  /** Lower case, unique per company. */
  slug?: string;
  parentId?: number;
  /** info.order */
  position?: number;
  status?: string;
  createdDaysAgo: number;
  /** Days from seeding (negative: in the past); null leaves the item a draft (spec 000 §4). */
  publishedInDays: number | null;
  /** Days from seeding to the end of the visibility window (info.date.avaiable); absent: no end. */
  availableUntilInDays?: number;
  /** Saved for preview only (info.preview). */
  preview?: boolean;
  info?: ContentInfo;
  blocks: ContentBlock[];
}

/** Translations of a block: en, es, fr; a missing or empty field falls back to pt. */
export function translations(
  en: Partial<BlockText> | null,
  es: Partial<BlockText> | null,
  fr: Partial<BlockText> | null,
): Translations<BlockText> {
  return { '2': en, '3': es, '4': fr };
}

/** A picture of the image library (seed-data/media.ts). */
export function picture(link: string, description: string, name = link.slice(link.lastIndexOf('/') + 1)): MediaEntry {
  return { link, name, description };
}

/** A document; `visible` lists it publicly (spec 000 §2 "the documents marked visible"). */
export function document(link: string, name: string, description: string, visible = true): MediaEntry {
  return { link, name, description, type: 'pdf', visible };
}

/** A video, embedded from YouTube (type "video", spec 000 §3 "Image or document entry"). */
export function video(videoId: string, description: string): MediaEntry {
  return {
    link: `https://www.youtube-nocookie.com/embed/${videoId}`,
    url: `https://www.youtube-nocookie.com/embed/${videoId}`,
    name: description,
    description,
    type: 'video',
  };
}

/** The note every demo item carries: the content is illustrative only (spec 000 §1). */
export const ILLUSTRATIVE_NOTE = '<p><em>Conteúdo ilustrativo.</em></p>';
export const ILLUSTRATIVE_NOTE_EN = '<p><em>Illustrative content.</em></p>';
export const ILLUSTRATIVE_NOTE_ES = '<p><em>Contenido ilustrativo.</em></p>';
export const ILLUSTRATIVE_NOTE_FR = '<p><em>Contenu illustratif.</em></p>';
