import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { SiteSettingsDoc } from '../db/json-types.ts';
import { siteSettings } from '../db/schema.ts';

/** The site settings of a company, or null when none were set. */
export async function findSiteSettings(db: Db, companyCode: string): Promise<SiteSettingsDoc | null> {
  const [row] = await db
    .select({ settings: siteSettings.settings })
    .from(siteSettings)
    .where(eq(siteSettings.companyCode, companyCode))
    .limit(1);
  return row?.settings ?? null;
}
