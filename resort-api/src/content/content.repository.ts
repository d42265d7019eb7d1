import { type SQL, and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type ContentItemRow, type ContentType, contentItems } from '../db/schema.ts';

/**
 * Reads of content items. Every type is answered, drafts, scheduled and expired items included:
 * what a visitor may see is decided by the reader (spec 000 §4). Two exceptions: banners, which
 * have their own call and shape (banner.repository.ts), and items saved for preview only, which
 * only the preview call answers (spec 000 §2 "preview_id").
 */

/** The items the public reads may answer: the company's, not banners, not preview-only. */
function publicItems(companyCode: string): SQL | undefined {
  return and(
    eq(contentItems.companyCode, companyCode),
    ne(contentItems.type, 'banner'),
    eq(contentItems.preview, false),
  );
}

async function first(query: Promise<ContentItemRow[]>): Promise<ContentItemRow | null> {
  const [row] = await query;
  return row ?? null;
}

/** GET web/content/{companycode}/{id}. */
export function findContentById(db: Db, companyCode: string, id: number): Promise<ContentItemRow | null> {
  return first(db.select().from(contentItems).where(and(publicItems(companyCode), eq(contentItems.id, id))).limit(1));
}

/** GET web/content/slug/{companycode}/{slug}: slugs are unique per company (schema.ts). */
export function findContentBySlug(db: Db, companyCode: string, slug: string): Promise<ContentItemRow | null> {
  return first(
    db.select().from(contentItems).where(and(publicItems(companyCode), eq(contentItems.slug, slug))).limit(1),
  );
}

/** GET web/content/preview/{companycode}/{id}: any item but a banner, preview-only ones included. */
export function findContentForPreview(db: Db, companyCode: string, id: number): Promise<ContentItemRow | null> {
  return first(
    db
      .select()
      .from(contentItems)
      .where(and(eq(contentItems.companyCode, companyCode), ne(contentItems.type, 'banner'), eq(contentItems.id, id)))
      .limit(1),
  );
}

/** GET gallery/{companycode}/{id}: a gallery item, or null for any other item. */
export function findGallery(db: Db, companyCode: string, id: number): Promise<ContentItemRow | null> {
  return first(
    db
      .select()
      .from(contentItems)
      .where(and(publicItems(companyCode), eq(contentItems.type, 'gallery'), eq(contentItems.id, id)))
      .limit(1),
  );
}

/** The types the list calls answer (GET web/content/type/{companycode}/…). */
export type ListedContentType = Extract<ContentType, 'news' | 'press' | 'testimony' | 'gallery'>;

/**
 * Every item of a type. News come newest published first (drafts, which have no date, last),
 * since that is the order a news list reads in; the other lists follow info.order. Ties by id,
 * so the order is stable.
 */
export function listContentByType(db: Db, companyCode: string, type: ListedContentType): Promise<ContentItemRow[]> {
  const order =
    type === 'news'
      ? [sql`${contentItems.publishedAt} desc nulls last`, asc(contentItems.position), desc(contentItems.id)]
      : [asc(contentItems.position), asc(contentItems.id)];
  return db
    .select()
    .from(contentItems)
    .where(and(publicItems(companyCode), eq(contentItems.type, type)))
    .orderBy(...order);
}
