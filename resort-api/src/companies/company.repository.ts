import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { companies } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';

/**
 * Resolves the `{companycode}` of a call: an unknown company is a 404 for every call, before any
 * domain query runs, so "no such company" and "a company without banners" stay distinguishable.
 */
export async function requireCompany(db: Db, code: string): Promise<string> {
  const [company] = await db
    .select({ code: companies.code })
    .from(companies)
    .where(eq(companies.code, code))
    .limit(1);
  if (!company) throw new ApiError(404, 'not_found', `Unknown company code "${code}"`);
  return company.code;
}
