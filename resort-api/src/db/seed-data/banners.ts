import { z } from 'zod';
import type { ContentBlock } from '../json-types.ts';
import { contentBlock, note, readSeed } from '../seed-schemas.ts';

/**
 * The home page slideshow (spec 000 §2 "Home screen", §3 "Banner content"). Dates are days
 * relative to the moment of seeding, so a fresh database always holds one live banner of each
 * kind, one expired and one scheduled. The API returns all of them: deciding what is visible is the
 * gateway's job (spec 000 §4).
 *
 * Deliberate gaps, to exercise the pt fallback: "Aquapark e Spa termal" has an empty English title
 * (and an empty French translation); "Vales de oferta" has an empty Spanish subtitle; "Abertura da
 * época de verão" has no French translation at all; "Vales de oferta" has no image. The records
 * are in banners.json; slide 1 links the "Neve / Ski" page (DEMO_PAGE_IDS.snow, pages.ts).
 */
export interface BannerSeed {
  /** Why the banner is as it is: documentation only, never seeded. */
  note?: string;
  /** info.order */
  position: number;
  createdDaysAgo: number;
  /** Days from seeding (negative: in the past); null leaves the banner a draft. */
  publishedInDays: number | null;
  /** Days from seeding to the end of the visibility window; null: no end. */
  availableUntilInDays: number | null;
  button: boolean;
  block: ContentBlock;
}

const bannerSeed = z
  .object({
    note,
    position: z.number().int(),
    createdDaysAgo: z.number(),
    publishedInDays: z.number().nullable(),
    availableUntilInDays: z.number().nullable(),
    button: z.boolean(),
    block: contentBlock,
  })
  .strict() satisfies z.ZodType<BannerSeed>;

export const BANNER_SEEDS: readonly BannerSeed[] = readSeed(new URL('./banners.json', import.meta.url), z.array(bannerSeed));
