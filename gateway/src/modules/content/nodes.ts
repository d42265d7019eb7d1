import type { ContentItem } from '@estancia/resort-contract';
import type { GatewayContext } from '../../kernel/context.ts';
import { acceptedTestimonials } from './lists.ts';
import type { ContentItemParent } from './parents.ts';
import { publicationState } from './publication.ts';

type ContentNodeType = 'Page' | 'Article' | 'PressItem' | 'Gallery' | 'Testimonial';

const UPSTREAM_TYPE: Record<Exclude<ContentNodeType, 'Testimonial'>, string> = {
  Page: 'content',
  Article: 'news',
  PressItem: 'press',
  Gallery: 'gallery',
};

/**
 * `node(id:)` for content: only what a visitor could reach on the site — a published item of the
 * id's type, an accepted testimonial. Drafts and previews are not readable by id.
 */
export async function contentNode(
  type: ContentNodeType,
  key: string,
  ctx: GatewayContext,
): Promise<(ContentItemParent & { __typename: ContentNodeType }) | null> {
  if (!/^[1-9]\d{0,9}$/.test(key)) return null;
  const id = Number(key);
  let item: ContentItem | null | undefined;
  if (type === 'Testimonial') {
    item = (await acceptedTestimonials(ctx)).find((testimonial) => testimonial.id === id);
  } else {
    item = type === 'Gallery' ? await ctx.loaders.content.galleryById.load(id) : await ctx.loaders.content.itemById.load(id);
    if (item && (item.info.type !== UPSTREAM_TYPE[type] || publicationState(item.info.date.published, ctx.deps.now()) !== 'PUBLISHED')) item = null;
  }
  return item ? { item, preview: false, __typename: type } : null;
}
