import { contentSeeds, readSeed } from '../seed-schemas.ts';
import type { ContentSeed } from './content-seed.ts';

/**
 * Visitors' testimonials (type testimony, spec 000 §3 "Testimony"): accepted ones, shown in the
 * home page carousel, and ones still under_review, which the reader leaves out (spec 000 §4).
 * An accepted one was published the day after it was written. The people and addresses are fictitious.
 */
export const TESTIMONY_SEEDS: readonly ContentSeed[] = readSeed(new URL('./testimonies.json', import.meta.url), contentSeeds);
