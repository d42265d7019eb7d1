import {
  bannerListAnswer,
  contentItemAnswer,
  contentListAnswer,
  errorReportAnswer,
  siteSettingsAnswer,
  testimonialPostAnswer,
  type BannerItem,
  type ContentItem,
  type ErrorReportBody,
  type SiteSettings,
  type TestimonialPostBody,
} from '@estancia/resort-contract';
import type { UpstreamReader } from '../../upstream/reader.ts';

/** spec 000 §7: GET web/content/type/{companycode}/banner */
export async function fetchBanners(api: UpstreamReader): Promise<BannerItem[]> {
  const answer = await api.publicRead(`web/content/type/${api.segment(api.companyCode)}/banner`, bannerListAnswer);
  return answer.data;
}

/** spec 000 §7: GET web/content/{companycode}/{id}; the item is data[0], none is "no such item". */
export async function fetchContentById(api: UpstreamReader, id: number): Promise<ContentItem | null> {
  const answer = await api.publicRead(`web/content/${api.segment(api.companyCode)}/${api.segment(id)}`, contentItemAnswer);
  return answer.data[0] ?? null;
}

/** spec 000 §7: GET web/content/slug/{companycode}/{slug} */
export async function fetchContentBySlug(api: UpstreamReader, slug: string): Promise<ContentItem | null> {
  const answer = await api.publicRead(`web/content/slug/${api.segment(api.companyCode)}/${api.segment(slug)}`, contentItemAnswer);
  return answer.data[0] ?? null;
}

/**
 * An item saved for preview (spec 000 §2 "preview_id"), read as the signed-in person: never cached
 * or shared, and the resort API refuses it to the public token.
 */
export async function fetchPreview(api: UpstreamReader, id: number): Promise<ContentItem | null> {
  const answer = await api.userRead(`web/content/preview/${api.segment(api.companyCode)}/${api.segment(id)}`, contentItemAnswer);
  return answer.data[0] ?? null;
}

/** The content lists of spec 000 §7. */
export type ContentListKind = 'news' | 'press' | 'testimony' | 'gallery/order';

/** spec 000 §7: GET web/content/type/{companycode}/news | press | gallery/order | testimony */
export async function fetchContentList(api: UpstreamReader, kind: ContentListKind): Promise<ContentItem[]> {
  // `kind` is one of the fixed paths above, never input: only the company code is encoded.
  const answer = await api.publicRead(`web/content/type/${api.segment(api.companyCode)}/${kind}`, contentListAnswer);
  return answer.data;
}

/** spec 000 §7: GET gallery/{companycode}/{id} (its info.media holds the pictures and videos). */
export async function fetchGallery(api: UpstreamReader, id: number): Promise<ContentItem | null> {
  const answer = await api.publicRead(`gallery/${api.segment(api.companyCode)}/${api.segment(id)}`, contentItemAnswer);
  return answer.data[0] ?? null;
}

/**
 * GET web/settings/{companycode}: the site's name, SEO defaults and contact details. Every page
 * needs them and the old site never asked for them per page: shared and kept warm.
 */
export async function fetchSiteSettings(api: UpstreamReader): Promise<SiteSettings> {
  const answer = await api.sharedRead(`web/settings/${api.segment(api.companyCode)}`, siteSettingsAnswer);
  return answer.data;
}

/** spec 000 §7, 002 §7: POST web/content with a testimonial (stored under review). */
export async function postTestimonial(api: UpstreamReader, body: TestimonialPostBody): Promise<ContentItem> {
  const answer = await api.siteWrite('POST', 'web/content', body, testimonialPostAnswer);
  // The contract requires exactly one item in the answer.
  return answer.data[0] as ContentItem;
}

/** spec 000 §7: POST error, a failure in the browser reported for the logs. */
export async function postErrorReport(api: UpstreamReader, body: ErrorReportBody): Promise<number> {
  const answer = await api.siteWrite('POST', 'error', body, errorReportAnswer);
  return answer.data.id;
}
