import type { BannerBlock, BannerItem, ContentBlock, ContentItem, MediaEntry, SiteSettings } from '@estancia/resort-contract';

/** What a `Banner` resolves from: the upstream item and its first block (the slide's text). */
export interface BannerParent {
  item: BannerItem;
  block: BannerBlock | undefined;
}

/** What an `Image` resolves from: the upstream media entry. */
export type { MediaEntry as ImageParent } from '@estancia/resort-contract';

/** What `Video` and `Document` resolve from: the upstream media entry too. */
export type VideoParent = MediaEntry;
export type DocumentParent = MediaEntry;

/**
 * What `Page`, `Article`, `PressItem`, `Gallery` and `Testimonial` resolve from: the validated
 * upstream item, and whether it is shown through /preview (spec 000 §2 "preview_id").
 */
export interface ContentItemParent {
  item: ContentItem;
  preview: boolean;
}

/** What a `ContentBlock` resolves from. */
export type ContentBlockParent = ContentBlock;

/** The list views carry nothing: their fields read the lists. */
export type ListViewParent = Record<never, never>;

export interface NotFoundParent {
  reason: string;
}

export interface RedirectParent {
  to: string;
}

/** One member of the `ContentView` union, tagged with its GraphQL type. */
export type ContentViewParent =
  | (ContentItemParent & { __typename: 'Page' | 'Article' | 'Gallery' })
  | (ListViewParent & { __typename: 'NewsList' | 'PressList' | 'GalleryList' })
  | (NotFoundParent & { __typename: 'NotFound' })
  | (RedirectParent & { __typename: 'Redirect' });

export type SiteSettingsParent = SiteSettings;
export type HomeContentParent = Record<never, never>;

/** A caption and its picture (an article's extra images). */
export interface CaptionedImageParent {
  image: MediaEntry;
  caption: string;
}
