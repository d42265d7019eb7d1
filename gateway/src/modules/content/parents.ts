import type { BannerBlock, BannerItem } from '@estancia/resort-contract';

/** What a `Banner` resolves from: the upstream item and its first block (the slide's text). */
export interface BannerParent {
  item: BannerItem;
  block: BannerBlock | undefined;
}

/** What an `Image` resolves from: the upstream media entry. */
export type { MediaEntry as ImageParent } from '@estancia/resort-contract';
