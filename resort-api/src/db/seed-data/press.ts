import { contentSeeds, readSeed } from '../seed-schemas.ts';
import type { ContentSeed } from './content-seed.ts';

/**
 * Press items (type press, spec 000 §2 "Press list"): source links with and without a scheme
 * (the reader adds http:// where it is missing), documents to download, one without a picture,
 * one expired and one draft.
 */
export const PRESS_SEEDS: readonly ContentSeed[] = readSeed(new URL('./press.json', import.meta.url), contentSeeds);
