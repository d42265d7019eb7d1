import { contentSeeds, readSeed } from '../seed-schemas.ts';
import type { ContentSeed } from './content-seed.ts';

/**
 * Photo and video galleries (type gallery, spec 000 §2 "Gallery list", "Single gallery"): their
 * info.media holds pictures, YouTube videos (type "video", embed URLs) and documents, some not
 * visible. One is scheduled. The partner logos (item 94, content-pages.ts) are a gallery too.
 */
export const GALLERY_SEEDS: readonly ContentSeed[] = readSeed(new URL('./galleries.json', import.meta.url), contentSeeds);
