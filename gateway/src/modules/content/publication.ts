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
