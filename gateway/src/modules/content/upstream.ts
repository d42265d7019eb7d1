import { bannerListAnswer, type BannerItem } from '@estancia/resort-contract';
import type { UpstreamReader } from '../../upstream/reader.ts';

/** spec 000 §7: GET web/content/type/{companycode}/banner */
export async function fetchBanners(api: UpstreamReader): Promise<BannerItem[]> {
  const answer = await api.publicRead(`web/content/type/${api.segment(api.companyCode)}/banner`, bannerListAnswer);
  return answer.data;
}
