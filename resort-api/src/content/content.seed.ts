import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { type NewContentItem, contentItems, siteSettings } from '../db/schema.ts';
import type { ContentSeed } from '../db/seed-data/content-seed.ts';
import { GALLERY_SEEDS } from '../db/seed-data/galleries.ts';
import { NEWS_SEEDS } from '../db/seed-data/news.ts';
import { PAGE_SEEDS } from '../db/seed-data/content-pages.ts';
import { PRESS_SEEDS } from '../db/seed-data/press.ts';
import { SITE_SETTINGS_SEED } from '../db/seed-data/site-settings.ts';
import { TESTIMONY_SEEDS } from '../db/seed-data/testimonies.ts';

/** Every demo content item but the banners (seed-data/banners.ts), by explicit id. */
export const CONTENT_SEEDS: readonly ContentSeed[] = [
  ...PAGE_SEEDS,
  ...NEWS_SEEDS,
  ...PRESS_SEEDS,
  ...GALLERY_SEEDS,
  ...TESTIMONY_SEEDS,
];

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/**
 * The demo pages, news, press items, galleries and testimonies, while the company has no content
 * item other than banners (the same rule as the rest of the seed: a restart never duplicates, and
 * content edited since is left alone). Ids are explicit, so the identity sequence is then moved
 * past the largest one: items created later through the API get fresh ids.
 */
export async function seedContent(tx: Tx, companyCode: string, now: Date): Promise<number> {
  const [existing] = await tx
    .select({ n: count() })
    .from(contentItems)
    .where(and(eq(contentItems.companyCode, companyCode), ne(contentItems.type, 'banner')));
  if ((existing?.n ?? 0) > 0) return 0;
  // The ids are the demo's: a second company on the same database gets no demo content rather
  // than a failed start.
  const [taken] = await tx
    .select({ n: count() })
    .from(contentItems)
    .where(inArray(contentItems.id, CONTENT_SEEDS.map((seed) => seed.id)));
  if ((taken?.n ?? 0) > 0) return 0;

  // Whole hours, like the banners: demo dates that read like a person set them.
  const base = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  const inDays = (days: number) => new Date(base + days * DAY_MS);
  const rows: NewContentItem[] = CONTENT_SEEDS.map((seed) => {
    const created = inDays(-seed.createdDaysAgo);
    return {
      id: seed.id,
      companyCode,
      type: seed.type,
      layout: seed.layout ?? null,
      slug: seed.slug ?? null,
      parentId: seed.parentId ?? null,
      position: seed.position ?? 0,
      status: seed.status ?? null,
      publishedAt: seed.publishedInDays === null ? null : inDays(seed.publishedInDays),
      availableUntil: seed.availableUntilInDays === undefined ? null : inDays(seed.availableUntilInDays),
      createdAt: created,
      modifiedAt: created,
      preview: seed.preview ?? false,
      info: { language: 'pt', ...seed.info },
      blocks: seed.blocks,
    };
  });
  // One statement: parents referenced by items of the same insert are checked at its end.
  const inserted = await tx.insert(contentItems).values(rows).returning({ id: contentItems.id });
  await tx.execute(
    sql`select setval(pg_get_serial_sequence('content_items', 'id'), (select max(${contentItems.id}) from ${contentItems}))`,
  );
  return inserted.length;
}

/** The demo site settings, unless the company has settings already. */
export async function seedSiteSettings(tx: Tx, companyCode: string): Promise<number> {
  const inserted = await tx
    .insert(siteSettings)
    .values({ companyCode, settings: SITE_SETTINGS_SEED })
    .onConflictDoNothing()
    .returning({ companyCode: siteSettings.companyCode });
  return inserted.length;
}
