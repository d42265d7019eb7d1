import type { ContentItem } from '@estancia/resort-contract';
import { createGraphQLError } from 'graphql-yoga';
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../kernel/context.ts';
import { isSlug } from '../../kernel/links.ts';
import { siteMenu, walkMenu } from '../structure/index.ts';
import { fieldLanguage } from '../../kernel/localized.ts';
import { pageOf } from '../../kernel/connection.ts';
import { breadcrumbsFor } from './breadcrumbs.ts';
import { label, languageCodeOf } from '../../kernel/labels.ts';
import { FIXED_CONTENT_IDS, acceptedTestimonials, listedGalleries, listedNews, listedPress } from './lists.ts';
import { embedUrl, pictures } from './media.ts';
import type { ContentItemParent, ContentViewParent } from './parents.ts';
import { publicationState } from './publication.ts';
import { resolveContentView } from './route.ts';
import { siteSeo, titledSeo } from './seo.ts';

/** The largest page of a content connection. */
const MAX_PAGE = 50;

const asParent = (item: ContentItem): ContentItemParent => ({ item, preview: false });
const keyOf = ({ item }: ContentItemParent) => String(item.id);

function connection(items: ContentItem[], args: { first?: number | null; after?: string | null }) {
  return pageOf(items.map(asParent), args, keyOf, MAX_PAGE);
}

/** A content page by id, as published: null when unknown, not a page, or not published. */
async function publishedPage(ctx: GatewayContext, id: number): Promise<ContentItemParent | null> {
  const item = await ctx.loaders.content.itemById.load(id);
  if (!item || item.info.type !== 'content' || publicationState(item.info.date.published, ctx.deps.now()) !== 'PUBLISHED') return null;
  return asParent(item);
}

function positiveId(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 1) {
    throw createGraphQLError(`${name} must be a positive integer`, { extensions: { code: 'BAD_USER_INPUT', field: [name] } });
  }
  return value;
}

/** A list page's title and crumbs: home, then the list. */
function listView(key: 'news' | 'press' | 'galleries', path: string) {
  return {
    seo: (_parent: unknown, args: { locale?: 'PT' | 'EN' | 'ES' | 'FR' | null }, ctx: GatewayContext) => {
      const languageId = fieldLanguage(args, ctx);
      return titledSeo(ctx, label(key, languageCodeOf(languageId)), languageId);
    },
    breadcrumbs: (_parent: unknown, args: { locale?: 'PT' | 'EN' | 'ES' | 'FR' | null }, ctx: GatewayContext) => {
      const languageId = fieldLanguage(args, ctx);
      return breadcrumbsFor(ctx, { title: label(key, languageCodeOf(languageId)), path }, languageId);
    },
  };
}

export const contentViewResolvers: Resolvers = {
  Query: {
    contentView: (_root, { input }, ctx) => resolveContentView(input, ctx),
    page: async (_root, { pageId, slug }, ctx) => {
      if (pageId != null) return publishedPage(ctx, positiveId('pageId', pageId));
      if (slug != null) {
        if (!isSlug(slug)) {
          throw createGraphQLError('slug must be letters, digits and hyphens (at most 200)', { extensions: { code: 'BAD_USER_INPUT', field: ['slug'] } });
        }
        const item = await ctx.loaders.content.itemBySlug.load(slug.toLowerCase());
        return item ? publishedPage(ctx, item.id) : null;
      }
      throw createGraphQLError('give pageId or slug', { extensions: { code: 'BAD_USER_INPUT', field: [] } });
    },
    articles: async (_root, args, ctx) => connection(await listedNews(ctx), args),
    pressItems: async (_root, args, ctx) => connection(await listedPress(ctx), args),
    galleries: async (_root, args, ctx) => connection(await listedGalleries(ctx), args),
    testimonials: async (_root, args, ctx) => connection(await acceptedTestimonials(ctx), args),
    siteSettings: (_root, _args, ctx) => ctx.loaders.content.settings.load(ctx.api.companyCode),
    home: () => ({}),
    pageAt: async (_root, { path }, ctx) => {
      if (path.length > 200 || !/^\/[A-Za-z0-9/_-]*$/.test(path)) {
        throw createGraphQLError('path must be a path of the site: "/" then letters, digits, "-", "_" or "/" (at most 200)', {
          extensions: { code: 'BAD_USER_INPUT', field: ['path'] },
        });
      }
      const menu = await siteMenu(ctx);
      const entry = [...walkMenu(menu)].find((candidate) => candidate.id_content != null && candidate.link.trim() === path);
      return entry?.id_content ? publishedPage(ctx, entry.id_content) : null;
    },
    termsPage: (_root, _args, ctx) => publishedPage(ctx, FIXED_CONTENT_IDS.terms),
    contactPage: (_root, _args, ctx) => publishedPage(ctx, FIXED_CONTENT_IDS.contactTexts),
  },
  ContentView: {
    // Every view is tagged by route.ts with the type it resolved to.
    __resolveType: (view) => (view as ContentViewParent).__typename,
  },
  NewsList: {
    articles: async (_parent, args, ctx) => connection(await listedNews(ctx), args),
    ...listView('news', '/article/all'),
  },
  PressList: {
    items: async (_parent, args, ctx) => connection(await listedPress(ctx), args),
    ...listView('press', '/press/all'),
  },
  GalleryList: {
    galleries: async (_parent, args, ctx) => connection(await listedGalleries(ctx), args),
    ...listView('galleries', '/gallery/all'),
  },
  NotFound: {
    reason: ({ reason }) => reason,
    seo: (_parent, args, ctx) => {
      const languageId = fieldLanguage(args, ctx);
      return titledSeo(ctx, label('notFound', languageCodeOf(languageId)), languageId);
    },
  },
  Redirect: {
    to: ({ to }) => to,
  },
  SiteSettings: {
    name: (settings) => settings.name,
    seo: (settings, args, ctx) => siteSeo(ctx, settings, fieldLanguage(args, ctx)),
    postalAddress: ({ address }) =>
      [address.street, [address.postalCode, address.locality].filter(Boolean).join(' '), address.country].filter((line) => line.trim() !== ''),
    phone: (settings) => settings.phone,
    email: (settings) => settings.email,
    mapLocation: (settings) => settings.map ?? null,
    virtualTourUrl: (settings) => settings.virtualTourUrl.trim() || null,
    videoUrl: (settings) => (settings.videoUrl.trim() ? (embedUrl(settings.videoUrl) ?? settings.videoUrl.trim()) : null),
  },
  HomeContent: {
    intro: (_parent, _args, ctx) => publishedPage(ctx, FIXED_CONTENT_IDS.intro),
    partnerLogos: async (_parent, _args, ctx) => {
      // spec 000 §2: the partner logos are the pictures of content item 94.
      const item = await ctx.loaders.content.itemById.load(FIXED_CONTENT_IDS.partnerLogos);
      if (!item || publicationState(item.info.date.published, ctx.deps.now()) !== 'PUBLISHED') return [];
      return pictures([...item.info.media.image, ...item.content.flatMap((block) => block.media.image)]);
    },
  },
};
