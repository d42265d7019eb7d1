import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type ContentItemRow, contentItems } from '../db/schema.ts';

/**
 * Every banner of the company in slideshow order (info.order, then id), expired and scheduled
 * ones included: visibility by date is decided by the reader (spec 000 §4).
 */
export function listBanners(db: Db, companyCode: string): Promise<ContentItemRow[]> {
  return db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.companyCode, companyCode), eq(contentItems.type, 'banner')))
    .orderBy(asc(contentItems.position), asc(contentItems.id));
}
