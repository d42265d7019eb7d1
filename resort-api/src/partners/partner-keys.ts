import { createHash, randomBytes } from 'node:crypto';
import { type PartnerKey, partnerKeySchema } from '@estancia/resort-contract';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { partnerKeys } from '../db/partners-schema.ts';
import { toResortIso, toResortIsoOrNull } from '../lib/time.ts';

/** Keys read `ek_` + 43 base64url characters (256 random bits), so a leaked one is recognisable in logs and scanners. */
const KEY_PREFIX = 'ek_';
/** Characters of a key shown in lists: the marker and 6 of the random part. */
const SHOWN_PREFIX_LENGTH = KEY_PREFIX.length + 6;

/** The stored form of a key: hex SHA-256, the same the gateway computes from a presented key. */
export function hashPartnerKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

type Row = typeof partnerKeys.$inferSelect;

function toPartnerKey(row: Row): PartnerKey {
  return partnerKeySchema.parse({
    id: row.id,
    partner: row.partner,
    prefix: row.prefix,
    hourly_budget: row.hourlyBudget,
    created_at: toResortIso(row.createdAt),
    revoked_at: toResortIsoOrNull(row.revokedAt),
  });
}

/** Issues a key: stores its hash and answers the key itself, which is never shown again. */
export async function issuePartnerKey(db: Db, partner: string, hourlyBudget: number): Promise<PartnerKey & { key: string }> {
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const [row] = await db
    .insert(partnerKeys)
    .values({ partner, keyHash: hashPartnerKey(key), prefix: key.slice(0, SHOWN_PREFIX_LENGTH), hourlyBudget })
    .returning();
  if (!row) throw new Error('inserting a partner key returned no row');
  return { ...toPartnerKey(row), key };
}

/** Every key, newest first, revoked ones included. */
export async function listPartnerKeys(db: Db): Promise<PartnerKey[]> {
  const rows = await db.select().from(partnerKeys).orderBy(desc(partnerKeys.createdAt), desc(partnerKeys.id));
  return rows.map(toPartnerKey);
}

/** Revokes a key (idempotent: a revoked key keeps its first revocation time); null when there is no such key. */
export async function revokePartnerKey(db: Db, id: number, now: Date): Promise<PartnerKey | null> {
  const [row] = await db.select().from(partnerKeys).where(eq(partnerKeys.id, id)).limit(1);
  if (!row) return null;
  if (row.revokedAt) return toPartnerKey(row);
  const [updated] = await db.update(partnerKeys).set({ revokedAt: now }).where(eq(partnerKeys.id, id)).returning();
  return updated ? toPartnerKey(updated) : null;
}

/** The live key with this hash, or null when unknown or revoked. */
export async function findLivePartnerKey(db: Db, hash: string): Promise<Row | null> {
  const [row] = await db.select().from(partnerKeys).where(eq(partnerKeys.keyHash, hash)).limit(1);
  return row && !row.revokedAt ? row : null;
}
