import { contentSeeds, readSeed } from '../seed-schemas.ts';
import type { ContentSeed } from './content-seed.ts';

/**
 * News articles (type news, spec 000 §2 "News, press, galleries", "Article"). Six are published
 * (one without a picture, for the placeholder), one has expired (info.date.avaiable passed), one is
 * scheduled and one is a draft: the list call answers all of them and the reader keeps the
 * published, unexpired ones (spec 000 §4). Articles carry a main picture (info.media), extra
 * pictures with captions and documents (the block's media), a source link and an image credit.
 */
export const NEWS_SEEDS: readonly ContentSeed[] = readSeed(new URL('./news.json', import.meta.url), contentSeeds);
