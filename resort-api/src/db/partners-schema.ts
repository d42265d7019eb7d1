import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { identity, instant } from './columns.ts';
import { sql } from 'drizzle-orm';


/**
 * Keys of the GraphQL API's partners (travel agencies, hotels, the tourism board). Only the
 * SHA-256 of a key is kept: the key has 256 random bits, so an unsalted fast hash is enough to
 * make a leaked table useless, and it lets a gateway look a key up by its hash. Revoking stamps
 * `revoked_at` rather than deleting, so the list keeps the history of who had access.
 */
export const partnerKeys = pgTable(
  'partner_keys',
  {
    id: identity(),
    partner: text().notNull(),
    /** Hex SHA-256 of the key. */
    keyHash: text('key_hash').notNull(),
    /** The key's first characters, shown in lists so staff can tell keys apart. */
    prefix: text().notNull(),
    /** Operation-cost points the key may spend per hour (the gateway's budget). */
    hourlyBudget: integer('hourly_budget').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    revokedAt: instant('revoked_at'),
  },
  (t) => [
    uniqueIndex('partner_keys_hash_idx').on(t.keyHash),
    index('partner_keys_created_idx').on(t.createdAt),
    check('partner_keys_budget_check', sql`${t.hourlyBudget} > 0`),
  ],
);
