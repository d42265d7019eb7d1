import type { GatewayModule } from '../../kernel/module.ts';
import { moduleSdl } from '../../kernel/sdl.ts';
import { layoutWarmup } from './layout-warmup.ts';
import { createContentLoaders } from './loaders.ts';
import { contentNode } from './nodes.ts';
import { bannerNode, contentResolvers } from './resolvers.ts';

const CONTENT_ITEM = './parents.ts#ContentItemParent';
const LIST_VIEW = './parents.ts#ListViewParent';

/** Banners, pages, news, press, galleries, testimonials, the content route and the public forms (spec 000). */
export const contentModule: GatewayModule = {
  name: 'content',
  typeDefs: moduleSdl(import.meta.url),
  resolvers: contentResolvers,
  loaders: createContentLoaders,
  services: layoutWarmup,
  nodes: {
    Banner: bannerNode,
    Page: (key, ctx) => contentNode('Page', key, ctx),
    Article: (key, ctx) => contentNode('Article', key, ctx),
    PressItem: (key, ctx) => contentNode('PressItem', key, ctx),
    Gallery: (key, ctx) => contentNode('Gallery', key, ctx),
    Testimonial: (key, ctx) => contentNode('Testimonial', key, ctx),
  },
  mappers: {
    Banner: './parents.ts#BannerParent',
    Image: './parents.ts#ImageParent',
    Video: './parents.ts#VideoParent',
    Document: './parents.ts#DocumentParent',
    CaptionedImage: './parents.ts#CaptionedImageParent',
    ContentBlock: './parents.ts#ContentBlockParent',
    Page: CONTENT_ITEM,
    Article: CONTENT_ITEM,
    PressItem: CONTENT_ITEM,
    Gallery: CONTENT_ITEM,
    Testimonial: CONTENT_ITEM,
    NewsList: LIST_VIEW,
    PressList: LIST_VIEW,
    GalleryList: LIST_VIEW,
    NotFound: './parents.ts#NotFoundParent',
    Redirect: './parents.ts#RedirectParent',
    SiteSettings: './parents.ts#SiteSettingsParent',
    HomeContent: './parents.ts#HomeContentParent',
  },
};
