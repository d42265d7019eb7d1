import DataLoader from 'dataloader';
import type { BannerItem } from '@estancia/resort-contract';
import type { UpstreamReader } from '../../upstream/reader.ts';
import { fetchBanners } from './upstream.ts';

/** Per-request loaders of the content module: one upstream call per key per request. */
export function createContentLoaders(api: UpstreamReader) {
  return {
    /** All banner items of a company (key: company code), unfiltered. */
    bannersByCompany: new DataLoader<string, BannerItem[]>((companies) =>
      Promise.all(companies.map(() => fetchBanners(api))),
    ),
  };
}

export type ContentLoaders = ReturnType<typeof createContentLoaders>;
