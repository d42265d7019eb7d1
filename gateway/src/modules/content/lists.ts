import type { ContentItem } from '@estancia/resort-contract';
import type { GatewayContext } from '../../kernel/context.ts';
import { parseUpstreamTime } from '../../time.ts';
import { isListed } from './publication.ts';

/** Content ids with fixed roles (spec 000 §9). */
export const FIXED_CONTENT_IDS = { terms: 53, contactTexts: 91, partnerLogos: 94, intro: 149 } as const;

const newestFirst = (a: ContentItem, b: ContentItem) =>
  (parseUpstreamTime(b.info.date.published)?.getTime() ?? 0) - (parseUpstreamTime(a.info.date.published)?.getTime() ?? 0) || b.id - a.id;

const inOrder = (a: ContentItem, b: ContentItem) => (a.info.order ?? 0) - (b.info.order ?? 0) || a.id - b.id;

/** spec 000 §4: published news whose avaiable date has not passed, newest first. */
export async function listedNews(ctx: GatewayContext): Promise<ContentItem[]> {
  const items = await ctx.loaders.content.list.load('news');
  const now = ctx.deps.now();
  return items.filter((item) => isListed(item.info.date, now)).sort(newestFirst);
}

/** spec 000 §4: published press items whose avaiable date has not passed, in the resort's order. */
export async function listedPress(ctx: GatewayContext): Promise<ContentItem[]> {
  const items = await ctx.loaders.content.list.load('press');
  const now = ctx.deps.now();
  return items.filter((item) => isListed(item.info.date, now)).sort(inOrder);
}

/** spec 000 §4: published galleries in the resort's order, without the partner logos (id 94). */
export async function listedGalleries(ctx: GatewayContext): Promise<ContentItem[]> {
  const items = await ctx.loaders.content.list.load('gallery/order');
  const now = ctx.deps.now();
  return items
    .filter((item) => item.id !== FIXED_CONTENT_IDS.partnerLogos && isListed(item.info.date, now))
    .sort(inOrder);
}

/** spec 000 §4: testimonials the resort accepted (under_review ones stay hidden), newest first. */
export async function acceptedTestimonials(ctx: GatewayContext): Promise<ContentItem[]> {
  const items = await ctx.loaders.content.list.load('testimony');
  const now = ctx.deps.now();
  const created = (item: ContentItem) => parseUpstreamTime(item.info.date.published ?? item.info.date.created)?.getTime() ?? 0;
  return items
    .filter((item) => item.info.status.trim().toLowerCase() === 'accepted')
    .filter((item) => {
      const published = parseUpstreamTime(item.info.date.published);
      return !published || published.getTime() <= now.getTime();
    })
    .sort((a, b) => created(b) - created(a) || b.id - a.id);
}

/**
 * spec 000 §4 "news sidebar": the first qualifying items (a cap of three before removing the
 * current one), then at most two.
 */
export async function relatedNews(ctx: GatewayContext, current: ContentItem): Promise<ContentItem[]> {
  return (await listedNews(ctx))
    .slice(0, 3)
    .filter((item) => item.id !== current.id)
    .slice(0, 2);
}
