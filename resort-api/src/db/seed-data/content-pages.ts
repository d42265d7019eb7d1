import { contentSeeds, readSeed } from '../seed-schemas.ts';
import type { ContentSeed } from './content-seed.ts';

/**
 * The content pages (type content, spec 000 §2 "Layout is chosen from the item's type and layout
 * field"): one at least for every layout (card, accordion, tabs, contact, list, list-alt, 404 and
 * the default), the pages the menus and the footer link to (menus.ts), a draft, a scheduled page
 * and an item saved for preview only. Some translations are empty or missing on purpose, to
 * exercise the pt fallback; French is the least complete, as on the real site (spec 000 §1).
 */

/** Ids of the pages reached by slug, apart from those of DEMO_PAGE_IDS. */
export const PAGE_IDS = {
  presentation: 14,
  virtualTour: 15,
  aquaparkSpa: 16,
  slope: 17,
  skiSchool: 18,
  maintenance: 19,
  draft: 20,
  scheduled: 21,
  preview: 22,
  internalRules: 54,
  legalInformation: 55,
  privacyPolicy: 56,
  refundPolicy: 57,
  /** Intro blocks of the shop's lists, linked from the menu entries at /store and /store/aulas (spec 001 §2.1, §2.6). */
  shopIntro: 60,
  lessonsIntro: 61,
} as const;

export const PAGE_SEEDS: readonly ContentSeed[] = readSeed(new URL('./content-pages.json', import.meta.url), contentSeeds);
