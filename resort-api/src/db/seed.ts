import { and, count, eq, inArray } from 'drizzle-orm';
import { seedContent, seedSiteSettings } from '../content/content.seed.ts';
import { demoPicture } from '../media/demo-pictures.ts';
import { seedDocuments } from '../media/document.seed.ts';
import type { Db, Tx } from './client.ts';
import { companies, contentItems, media, menuEntries, menuStructures } from './schema.ts';
import { BANNER_SEEDS } from './seed-data/banners.ts';
import { MEDIA_SEEDS } from './seed-data/media.ts';
import { MENU_SEEDS, type MenuEntrySeed } from './seed-data/menus.ts';
import { seedLessons } from '../lessons/lessons.seed.ts';
import { seedReservations } from '../reservations/catalogue.seed.ts';
import { seedCatalogue } from './seed-catalogue.ts';
import { seedAccounts, seedOrders } from './seed-customers.ts';

/**
 * Demo data, so a fresh database serves a realistic site in four languages. Idempotent: each
 * section fills its part only while that part is empty for the company, so restarting never
 * duplicates rows and data edited since (through the API) is left alone.
 */
export interface SeedOptions {
  companyCode: string;
  /** Dates of the demo data are relative to this moment. */
  now: Date;
}

/** Rows inserted by one run (all zero when the data was already there). */
export interface SeedReport {
  companies: number;
  banners: number;
  /** Pages, news, press items, galleries and testimonies. */
  content: number;
  siteSettings: number;
  menuStructures: number;
  menuEntries: number;
  entities: number;
  orders: number;
  /** The shop's catalogue: product groups and products. */
  productGroups: number;
  products: number;
  /** Pictures added to the image library. */
  media: number;
  /** Documents added to the document library. */
  documents: number;
  /** Timed reservations: pairs of colliding services (both ways) and slots added ahead of now. */
  productCollisions: number;
  serviceSlots: number;
  /** Lessons: instructors' hours added ahead of now, and purchase codes of paid lesson orders. */
  lessonEvents: number;
  purchaseCodes: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Demo company names; any other configured code gets its own code as name. */
const COMPANY_NAMES: Record<string, string> = {
  estancia: 'Estância — Neve e Spa do Fundão',
};

export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedReport> {
  return db.transaction(async (tx) => {
    const report: SeedReport = {
      companies: 0,
      banners: 0,
      content: 0,
      siteSettings: 0,
      menuStructures: 0,
      menuEntries: 0,
      entities: 0,
      orders: 0,
      productGroups: 0,
      products: 0,
      media: 0,
      documents: 0,
      productCollisions: 0,
      serviceSlots: 0,
      lessonEvents: 0,
      purchaseCodes: 0,
    };
    const finishMedia = await startMediaSeed(tx);
    report.companies = await seedCompany(tx, options.companyCode);
    report.banners = await seedBanners(tx, options);
    report.content = await seedContent(tx, options.companyCode, options.now);
    report.siteSettings = await seedSiteSettings(tx, options.companyCode);
    Object.assign(report, await seedMenus(tx, options.companyCode));
    report.entities = await seedAccounts(tx, options.companyCode, options.now);
    report.orders = await seedOrders(tx, options.companyCode, options.now);
    Object.assign(report, await seedCatalogue(tx, options.companyCode, options.now));
    const reservations = await seedReservations(tx, options.companyCode, options.now);
    report.products += reservations.products;
    report.productCollisions = reservations.productCollisions;
    report.serviceSlots = reservations.serviceSlots;
    Object.assign(report, await seedLessons(tx, options.companyCode, options.now));
    report.documents = await seedDocuments(tx);
    report.media = await finishMedia();
    return report;
  });
}

async function seedCompany(tx: Tx, code: string): Promise<number> {
  const inserted = await tx
    .insert(companies)
    .values({ code, name: COMPANY_NAMES[code] ?? code })
    .onConflictDoNothing()
    .returning({ code: companies.code });
  return inserted.length;
}

async function seedBanners(tx: Tx, { companyCode, now }: SeedOptions): Promise<number> {
  const [existing] = await tx
    .select({ n: count() })
    .from(contentItems)
    .where(and(eq(contentItems.companyCode, companyCode), eq(contentItems.type, 'banner')));
  if ((existing?.n ?? 0) > 0) return 0;

  // Whole hours: demo dates that read like a person set them.
  const hour = 60 * 60 * 1000;
  const base = Math.floor(now.getTime() / hour) * hour;
  const inDays = (days: number | null) => (days === null ? null : new Date(base + days * DAY_MS));

  const rows = BANNER_SEEDS.map((seed) => {
    const created = new Date(base - seed.createdDaysAgo * DAY_MS);
    return {
      companyCode,
      type: 'banner' as const,
      position: seed.position,
      publishedAt: inDays(seed.publishedInDays),
      availableUntil: inDays(seed.availableUntilInDays),
      createdAt: created,
      modifiedAt: created,
      info: { button: seed.button },
      blocks: [seed.block],
    };
  });
  const inserted = await tx.insert(contentItems).values(rows).returning({ id: contentItems.id });
  return inserted.length;
}

/**
 * The image library: every demo picture whose path is not stored yet (the library is the
 * installation's, not one company's; a picture added to the demo data later reaches databases
 * seeded before it). Only the missing ones are drawn, so a start on a seeded database costs one
 * query. Drawing (sharp, off the main thread) starts before the other sections are written and is
 * awaited after them: the two overlap.
 */
async function startMediaSeed(tx: Tx): Promise<() => Promise<number>> {
  const stored = await tx
    .select({ path: media.path })
    .from(media)
    .where(inArray(media.path, MEDIA_SEEDS.map((seed) => seed.path)));
  const have = new Set(stored.map((row) => row.path));
  const missing = MEDIA_SEEDS.filter((seed) => !have.has(seed.path));
  if (missing.length === 0) return async () => 0;

  const drawing = Promise.all(missing.map(async (seed) => ({ path: seed.path, ...(await demoPicture(seed.scene)) })));
  // Awaited by the returned step; until then a failure must not surface as an unhandled rejection.
  drawing.catch(() => undefined);
  return async () => {
    const rows = await drawing;
    const inserted = await tx.insert(media).values(rows).onConflictDoNothing().returning({ id: media.id });
    return inserted.length;
  };
}

async function seedMenus(
  tx: Tx,
  companyCode: string,
): Promise<Pick<SeedReport, 'menuStructures' | 'menuEntries'>> {
  const [existing] = await tx
    .select({ n: count() })
    .from(menuStructures)
    .where(eq(menuStructures.companyCode, companyCode));
  if ((existing?.n ?? 0) > 0) return { menuStructures: 0, menuEntries: 0 };

  let entries = 0;
  for (const structureSeed of MENU_SEEDS) {
    const [structure] = await tx
      .insert(menuStructures)
      .values({ companyCode, principal: structureSeed.principal, name: structureSeed.name })
      .returning({ id: menuStructures.id });
    if (!structure) throw new Error('inserting a menu structure returned no row');
    entries += await insertMenuEntries(tx, structure.id, null, structureSeed.entries);
  }
  return { menuStructures: MENU_SEEDS.length, menuEntries: entries };
}

/** Inserts entries depth first (a child needs its parent's id); returns how many. */
async function insertMenuEntries(
  tx: Tx,
  structureId: number,
  parentId: number | null,
  seeds: readonly MenuEntrySeed[],
): Promise<number> {
  let inserted = 0;
  for (const [position, seed] of seeds.entries()) {
    const [entry] = await tx
      .insert(menuEntries)
      .values({
        structureId,
        parentId,
        contentId: seed.contentId ?? null,
        slug: seed.slug ?? null,
        link: seed.link ?? null,
        position: position + 1,
        principal: seed.principal ?? false,
        title: seed.title,
        titles: seed.titles,
      })
      .returning({ id: menuEntries.id });
    if (!entry) throw new Error('inserting a menu entry returned no row');
    inserted += 1 + (await insertMenuEntries(tx, structureId, entry.id, seed.children ?? []));
  }
  return inserted;
}
