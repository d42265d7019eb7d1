import type { BannerItem } from '@estancia/resort-contract';
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../kernel/context.ts';
import { localize } from '../../locale.ts';
import { upstreamDateTime as time } from '../../time.ts';
import { resolveLink } from '../../kernel/links.ts';
import { fieldLanguage } from '../../kernel/localized.ts';
import { toGlobalId } from '../../kernel/global-id.ts';
import { imageSrc, imageSrcSet } from '../../kernel/images.ts';
import type { BannerParent } from './parents.ts';
import { isBannerVisible } from './publication.ts';
import { contentFormResolvers } from './form-resolvers.ts';
import { contentItemResolvers } from './item-resolvers.ts';
import { entryAddress, siteAddress } from './media.ts';
import { contentViewResolvers } from './view-resolvers.ts';

function toParent(item: BannerItem): BannerParent {
  return { item, block: item.content[0] };
}

/** The banners inside their publication window now, in display order (spec 000 §4). */
export async function visibleBanners(ctx: GatewayContext): Promise<BannerParent[]> {
  const items = await ctx.loaders.content.bannersByCompany.load(ctx.api.companyCode);
  const now = ctx.deps.now();
  return items
    .filter((item) => isBannerVisible(item.info.date, now))
    .sort((a, b) => (a.info.order ?? 0) - (b.info.order ?? 0))
    .map(toParent);
}

/** `node(id:)` for a banner: only one that is visible now. */
export async function bannerNode(key: string, ctx: GatewayContext): Promise<BannerParent | null> {
  return (await visibleBanners(ctx)).find((b) => String(b.item.id) === key) ?? null;
}

const bannerResolvers: Resolvers = {
  Query: {
    banners: (_root, _args, ctx) => visibleBanners(ctx),
  },
  Banner: {
    id: ({ item }) => toGlobalId('Banner', item.id),
    title: ({ block }, args, ctx) => localize(block?.title ?? '', block?.language ?? {}, 'title', fieldLanguage(args, ctx)),
    subtitle: ({ block }, args, ctx) =>
      localize(block?.subtitle ?? '', block?.language ?? {}, 'subtitle', fieldLanguage(args, ctx)),
    image: ({ block }) => {
      const first = block?.media?.image.find((img) => img.link.trim() !== '');
      return first ?? null;
    },
    link: ({ item, block }) =>
      item.info.button ? resolveLink({ link: block?.connection?.link, pageId: block?.connection?.id }) : null,
    verticalAlign: ({ block }) => (block?.align?.vertical ?? 'center').toUpperCase() as 'TOP' | 'CENTER' | 'BOTTOM',
    horizontalAlign: ({ block }) =>
      (block?.align?.horizontal ?? 'center').toUpperCase() as 'LEFT' | 'CENTER' | 'RIGHT',
    publishedAt: ({ item }) => time(item.info.date.published),
    availableUntil: ({ item }) => time(item.info.date.avaiable),
  },
  Image: {
    // The original, served by this site at its own path (/images/…, http/originals.ts).
    url: (image) => siteAddress(entryAddress(image)),
    src: (image, { size }) => imageSrc(entryAddress(image), size),
    srcSet: (image, { size }) => imageSrcSet(entryAddress(image), size),
    // The content service keeps one description per image; it is the alt text in every language.
    alt: (image) => image.description,
  },
};

/** The content module's resolvers: banners, content items and views, and the public forms. */
export const contentResolvers: Resolvers[] = [bannerResolvers, contentItemResolvers, contentViewResolvers, contentFormResolvers];
