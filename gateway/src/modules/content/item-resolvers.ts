import type { ContentItem, MediaEntry } from '@estancia/resort-contract';
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../kernel/context.ts';
import { upstreamDateTime as time } from '../../time.ts';
import { resolveLink } from '../../kernel/links.ts';
import { fieldLanguage } from '../../kernel/localized.ts';
import { toGlobalId } from '../../kernel/global-id.ts';
import { type BlockTextField, blockText } from './blocks.ts';
import { breadcrumbsFor, itemTitle } from './breadcrumbs.ts';
import { safeHtml } from '../../kernel/html.ts';
import { UNPUBLISHED_PLACEHOLDER, label, languageCodeOf, type LabelKey } from '../../kernel/labels.ts';
import { relatedNews } from './lists.ts';
import { documentName, embedUrl, entryAddress, isVideo, mediaItems, pictures, siteAddress, sourceUrl, visibleDocuments } from './media.ts';
import type { ContentItemParent } from './parents.ts';
import { type PublicationState, publicationState } from './publication.ts';
import { itemSeo } from './seo.ts';

/** Whether an item shows its content: published, or shown through a preview (spec 000 §4). */
function stateOf({ item, preview }: ContentItemParent, ctx: GatewayContext): PublicationState {
  return preview ? 'PUBLISHED' : publicationState(item.info.date.published, ctx.deps.now());
}

/** A text of an item's first block; a content page that is not published shows only its placeholder. */
function firstBlockText(parent: ContentItemParent, field: BlockTextField, args: { locale?: 'PT' | 'EN' | 'ES' | 'FR' | null }, ctx: GatewayContext): string {
  return blockText(parent.item.content[0], field, fieldLanguage(args, ctx));
}

/** Pictures and videos of an item: its own media, then its first block's. */
function itemMedia(item: ContentItem): MediaEntry[] {
  return mediaItems([...item.info.media.image, ...(item.content[0]?.media.image ?? [])]);
}

function itemDocuments(item: ContentItem): MediaEntry[] {
  return visibleDocuments([...item.info.media.doc, ...item.content.flatMap((block) => block.media.doc)]);
}

/** The trail of an item listed in a section: its section's list page (`/<page>/all`), then the item at `/<page>/<id>`. */
function sectionBreadcrumbs(parent: ContentItemParent, args: { locale?: 'PT' | 'EN' | 'ES' | 'FR' | null }, ctx: GatewayContext, page: string, section: LabelKey) {
  const languageId = fieldLanguage(args, ctx);
  const item = { title: itemTitle(parent.item, languageId), path: `/${page}/${parent.item.id}`, section: { title: label(section, languageCodeOf(languageId)), href: `/${page}/all` } };
  return breadcrumbsFor(ctx, item, languageId);
}

function source(item: ContentItem) {
  const url = sourceUrl(item.info.source.link);
  if (!url && !item.info.source.text.trim()) return null;
  return { text: item.info.source.text.trim(), url, host: url ? new URL(url).host : null };
}

export const contentItemResolvers: Resolvers = {
  Page: {
    id: ({ item }) => toGlobalId('Page', item.id),
    databaseId: ({ item }) => item.id,
    slug: ({ item }) => item.info.slug.trim() || null,
    layout: (parent, _args, ctx) => {
      // spec 000 §4: an item that is not published switches to the 404 layout.
      if (stateOf(parent, ctx) !== 'PUBLISHED') return 'NOT_FOUND';
      switch (parent.item.info.layout.trim().toLowerCase()) {
        case 'card': return 'CARD';
        case 'accordion': return 'ACCORDION';
        case 'tabs': return 'TABS';
        case 'contact': return 'CONTACT';
        case 'list': return 'LIST';
        case 'list-alt': return 'LIST_ALT';
        case '404': return 'NOT_FOUND';
        default: return 'DEFAULT';
      }
    },
    publication: (parent, _args, ctx) => stateOf(parent, ctx),
    isPreview: ({ preview }) => preview,
    title: (parent, args, ctx) => {
      const state = stateOf(parent, ctx);
      return state === 'PUBLISHED' ? firstBlockText(parent, 'title', args, ctx) : UNPUBLISHED_PLACEHOLDER[state];
    },
    subtitle: (parent, args, ctx) => (stateOf(parent, ctx) === 'PUBLISHED' ? firstBlockText(parent, 'subtitle', args, ctx) : ''),
    blocks: (parent, _args, ctx) => (stateOf(parent, ctx) === 'PUBLISHED' ? parent.item.content : []),
    seo: async (parent, args, ctx) => {
      const languageId = fieldLanguage(args, ctx);
      const seo = await itemSeo(ctx, parent.item, languageId);
      return stateOf(parent, ctx) === 'PUBLISHED' ? seo : { ...seo, title: label('notFound', languageCodeOf(languageId)), description: '' };
    },
    breadcrumbs: (parent, args, ctx) => {
      const languageId = fieldLanguage(args, ctx);
      const published = stateOf(parent, ctx) === 'PUBLISHED';
      const title = published ? itemTitle(parent.item, languageId) : UNPUBLISHED_PLACEHOLDER[stateOf(parent, ctx) as 'DRAFT' | 'SCHEDULED'];
      return breadcrumbsFor(ctx, { title, path: `/pag/${parent.item.id}`, item: parent.item }, languageId);
    },
  },
  ContentBlock: {
    title: (block, args, ctx) => blockText(block, 'title', fieldLanguage(args, ctx)),
    subtitle: (block, args, ctx) => blockText(block, 'subtitle', fieldLanguage(args, ctx)),
    abstract: (block, args, ctx) => blockText(block, 'abstract', fieldLanguage(args, ctx)),
    html: (block, args, ctx) => safeHtml(blockText(block, 'text', fieldLanguage(args, ctx))),
    media: async (block, _args, ctx) => {
      // spec 000 §3: a block that names a gallery shows that gallery's info.media.
      if (block.media.gallery != null && block.media.gallery > 0) {
        const gallery = await ctx.loaders.content.galleryById.load(block.media.gallery);
        if (gallery) return mediaItems(gallery.info.media.image);
      }
      return mediaItems(block.media.image);
    },
    documents: (block) => visibleDocuments(block.media.doc),
    link: (block) => resolveLink({ link: block.media.link }),
    website: (block) => sourceUrl(block.contacts?.website ?? ''),
  },
  Article: {
    id: ({ item }) => toGlobalId('Article', item.id),
    databaseId: ({ item }) => item.id,
    slug: ({ item }) => item.info.slug.trim() || null,
    path: ({ item }) => `/article/${encodeURIComponent(item.info.slug.trim() || String(item.id))}`,
    publication: (parent, _args, ctx) => stateOf(parent, ctx),
    isPreview: ({ preview }) => preview,
    title: (parent, args, ctx) => firstBlockText(parent, 'title', args, ctx),
    abstract: (parent, args, ctx) => firstBlockText(parent, 'abstract', args, ctx),
    html: (parent, args, ctx) => safeHtml(firstBlockText(parent, 'text', args, ctx)),
    publishedAt: ({ item }) => time(item.info.date.published),
    source: ({ item }) => source(item),
    imageCredit: ({ item }) => item.info.source.image.trim(),
    image: ({ item }) => pictures(itemMedia(item))[0] ?? null,
    images: ({ item }) =>
      // The first picture is the main one; the rest are the extra pictures with their captions.
      pictures(itemMedia(item))
        .slice(1)
        .map((image) => ({ image, caption: image.name.trim() || image.description.trim() })),
    documents: ({ item }) => itemDocuments(item),
    seo: (parent, args, ctx) => itemSeo(ctx, parent.item, fieldLanguage(args, ctx)),
    breadcrumbs: (parent, args, ctx) => sectionBreadcrumbs(parent, args, ctx, 'article', 'news'),
    related: async ({ item }, _args, ctx) => (await relatedNews(ctx, item)).map((related) => ({ item: related, preview: false })),
  },
  PressItem: {
    id: ({ item }) => toGlobalId('PressItem', item.id),
    date: ({ item }) => time(item.info.date.published),
    title: (parent, args, ctx) => firstBlockText(parent, 'title', args, ctx),
    abstract: (parent, args, ctx) => firstBlockText(parent, 'abstract', args, ctx),
    html: (parent, args, ctx) => safeHtml(firstBlockText(parent, 'text', args, ctx)),
    image: ({ item }) => pictures(itemMedia(item))[0] ?? null,
    document: ({ item }) => itemDocuments(item)[0] ?? null,
    source: ({ item }) => source(item),
  },
  Gallery: {
    id: ({ item }) => toGlobalId('Gallery', item.id),
    databaseId: ({ item }) => item.id,
    publication: (parent, _args, ctx) => stateOf(parent, ctx),
    isPreview: ({ preview }) => preview,
    title: (parent, args, ctx) => firstBlockText(parent, 'title', args, ctx),
    html: (parent, args, ctx) => safeHtml(firstBlockText(parent, 'text', args, ctx)),
    cover: ({ item }) => pictures(itemMedia(item))[0] ?? null,
    media: ({ item }) => itemMedia(item),
    documents: ({ item }) => itemDocuments(item),
    seo: (parent, args, ctx) => itemSeo(ctx, parent.item, fieldLanguage(args, ctx)),
    breadcrumbs: (parent, args, ctx) => sectionBreadcrumbs(parent, args, ctx, 'gallery', 'galleries'),
  },
  Testimonial: {
    id: ({ item }) => toGlobalId('Testimonial', item.id),
    // The visitor's own words: never translated, and the e-mail address is never exposed.
    name: ({ item }) => item.content[0]?.name.trim() ?? '',
    location: ({ item }) => item.content[0]?.address.trim() ?? '',
    message: ({ item }) => item.content[0]?.message.trim() || item.content[0]?.text.trim() || '',
    date: ({ item }) => time(item.info.date.published ?? item.info.date.created),
  },
  MediaItem: {
    __resolveType: (entry) => (isVideo(entry) ? 'Video' : 'Image'),
  },
  Video: {
    url: (entry) => entryAddress(entry),
    embedUrl: (entry) => embedUrl(entryAddress(entry)),
    title: (entry) => entry.name.trim() || entry.description.trim(),
    poster: () => null,
  },
  Document: {
    // Served by this site when it is one of the resort's documents (/docs/…, http/originals.ts).
    url: (entry) => siteAddress(entry.url.trim() || entry.link),
    name: (entry) => documentName(entry),
    description: (entry) => entry.description.trim(),
  },
  CaptionedImage: {
    image: ({ image }) => image,
    caption: ({ caption }) => caption,
  },
};
