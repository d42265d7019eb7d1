import type { ContentType } from '../schema.ts';
import type { ContentBlock, ContentInfo } from '../json-types.ts';

/**
 * One demo content item (spec 000 §3 "Content item"). Ids are explicit and stable: menu entries,
 * banners, the home page (items 53, 91, 94, 149, spec 000 §9) and links between items point at
 * them. Dates are days relative to the moment of seeding, like the banners', so a fresh database
 * always holds published, draft, scheduled and expired items. The records are in the JSON files
 * beside this one, checked at load with seed-schemas.ts.
 */
export interface ContentSeed {
  /** Why the record is as it is (a deliberate gap, an expired window…): documentation only, never seeded. */
  note?: string;
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
