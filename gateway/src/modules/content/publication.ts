import { parseUpstreamTime } from '../../time.ts';

/**
 * spec 000 §4: a banner is shown only if now is at or after its published date and, when an end
 * date (avaiable) exists, not after it. A banner with no published date is a draft.
 */
export function isBannerVisible(dates: { published: string | null; avaiable: string | null }, now: Date): boolean {
  const published = parseUpstreamTime(dates.published);
  if (!published || published.getTime() > now.getTime()) return false;
  const until = parseUpstreamTime(dates.avaiable);
  return !until || now.getTime() <= until.getTime();
}

export type PublicationState = 'DRAFT' | 'SCHEDULED' | 'PUBLISHED';

/** spec 000 §4: 0 none (draft), 1 set but in the future (scheduled), 2 reached (published). */
export function publicationState(published: string | null, now: Date): PublicationState {
  const instant = parseUpstreamTime(published);
  if (!instant) return 'DRAFT';
  return instant.getTime() > now.getTime() ? 'SCHEDULED' : 'PUBLISHED';
}

/**
 * spec 000 §4: lists (news, press, galleries) hold only items that are published and whose
 * avaiable date, when set, has not passed.
 */
export function isListed(dates: { published: string | null; avaiable: string | null }, now: Date): boolean {
  if (publicationState(dates.published, now) !== 'PUBLISHED') return false;
  const until = parseUpstreamTime(dates.avaiable);
  return !until || now.getTime() <= until.getTime();
}
