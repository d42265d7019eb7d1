import type { BannerItem, ContentItem, SiteSettings } from '@estancia/resort-contract';
import { perKeyLoader as each } from '../../upstream/per-key-loader.ts';
import type { UpstreamReader } from '../../upstream/reader.ts';
import {
  type ContentListKind,
  fetchBanners,
  fetchContentById,
  fetchContentBySlug,
  fetchContentList,
  fetchGallery,
  fetchPreview,
  fetchSiteSettings,
} from './upstream.ts';

/** Per-request loaders of the content module: one upstream call per key per request. */
export function createContentLoaders(api: UpstreamReader) {
  return {
    /** All banner items of a company (key: company code), unfiltered. */
    bannersByCompany: each<string, BannerItem[]>(() => fetchBanners(api)),
    itemById: each<number, ContentItem | null>((id) => fetchContentById(api, id)),
    itemBySlug: each<string, ContentItem | null>((slug) => fetchContentBySlug(api, slug)),
    previewById: each<number, ContentItem | null>((id) => fetchPreview(api, id)),
    /** A whole list, unfiltered (key: which list). */
    list: each<ContentListKind, ContentItem[]>((kind) => fetchContentList(api, kind)),
    galleryById: each<number, ContentItem | null>((id) => fetchGallery(api, id)),
    /** The site settings (key: company code). */
    settings: each<string, SiteSettings>(() => fetchSiteSettings(api)),
  };
}

export type ContentLoaders = ReturnType<typeof createContentLoaders>;

declare module '../../kernel/context.ts' {
  interface ModuleLoaders {
    readonly content: ContentLoaders;
  }
}
