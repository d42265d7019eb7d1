import { z } from 'zod';
import type { TitleTranslations } from '../json-types.ts';
import { note, readSeed, titleTranslations } from '../seed-schemas.ts';

/**
 * The menu structures (spec 000 §3 "Menu structure", §2 "Top navigation" and "Footer"). An entry
 * opens a content page (contentId), a slug route, an internal path or an external URL (a new
 * tab); children make a dropdown. Some translations are empty on purpose (pt fallback). The
 * structures are in menus.json; contentId names the pages of content-pages.ts (PAGE_IDS) and pages.ts.
 */
export interface MenuEntrySeed {
  /** Why the entry is as it is: documentation only, never seeded. */
  note?: string;
  title: string;
  titles: TitleTranslations;
  slug?: string;
  link?: string;
  contentId?: number;
  principal?: boolean;
  children?: readonly MenuEntrySeed[];
}

export interface MenuStructureSeed {
  name: string;
  principal: boolean;
  entries: readonly MenuEntrySeed[];
}

const menuEntrySeed: z.ZodType<MenuEntrySeed> = z.lazy(() =>
  z
    .object({
      note,
      title: z.string(),
      titles: titleTranslations,
      slug: z.string().optional(),
      link: z.string().optional(),
      contentId: z.number().int().optional(),
      principal: z.boolean().optional(),
      children: z.array(menuEntrySeed).optional(),
    })
    .strict(),
);

const menuStructureSeed = z
  .object({ name: z.string(), principal: z.boolean(), entries: z.array(menuEntrySeed) })
  .strict() satisfies z.ZodType<MenuStructureSeed>;

/** The main menu (the top navigation and the footer's site map), then the legal pages' menu. */
export const MENU_SEEDS: readonly MenuStructureSeed[] = readSeed(new URL('./menus.json', import.meta.url), z.array(menuStructureSeed));
