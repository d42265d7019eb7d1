import { z } from 'zod';

/**
 * Partner keys: travel agencies, hotels and the tourism board call the GraphQL API with a key
 * issued by staff. The resort API keeps only the key's SHA-256 (hex); the key itself is shown
 * once, when issued. Gateways verify a presented key by its hash.
 */

/** The hex SHA-256 of a partner key: what is stored and what a gateway asks about. */
export const partnerKeyHashSchema = z.string().regex(/^[0-9a-f]{64}$/, { error: 'must be a hex SHA-256 (64 characters 0-9a-f)' });

/** Operation-cost points a key may spend per hour, unless issued with another budget. */
export const DEFAULT_PARTNER_HOURLY_BUDGET = 100_000;

export const partnerHourlyBudgetSchema = z
  .number()
  .int({ error: 'must be a whole number of points' })
  .min(1, { error: 'must be at least 1 point per hour' })
  .max(10_000_000, { error: 'must be at most 10 000 000 points per hour' });

/** POST platform/partner-keys: who the key is for and its hourly budget. */
export const partnerKeyIssueBody = z.strictObject({
  partner: z.string().trim().min(1, { error: 'must name the partner' }).max(200, { error: 'must be at most 200 characters' }),
  hourly_budget: partnerHourlyBudgetSchema.default(DEFAULT_PARTNER_HOURLY_BUDGET),
});
export type PartnerKeyIssueBody = z.input<typeof partnerKeyIssueBody>;

/** A key as listed: never the key, never its hash. */
export const partnerKeySchema = z.object({
  id: z.coerce.number().int().positive(),
  partner: z.string(),
  /** The key's first characters, so staff can tell keys apart. */
  prefix: z.string(),
  hourly_budget: z.coerce.number().int().positive(),
  created_at: z.string(),
  revoked_at: z.string().nullable(),
});
export type PartnerKey = z.output<typeof partnerKeySchema>;

export const partnerKeyListAnswer = z.object({ data: z.array(partnerKeySchema) });
export const partnerKeyAnswer = z.object({ data: partnerKeySchema });

/** The answer to issuing: the only time the key itself is shown. */
export const partnerKeyIssuedAnswer = z.object({ data: partnerKeySchema.extend({ key: z.string() }) });
export type PartnerKeyIssuedAnswer = z.output<typeof partnerKeyIssuedAnswer>;

/** POST platform/partner-keys/verify: the hash of a presented key. */
export const partnerKeyVerifyBody = z.strictObject({ hash: partnerKeyHashSchema });

/** Whether the key is live; its partner and budget when it is. */
export const partnerKeyVerifyAnswer = z.object({
  data: z.discriminatedUnion('valid', [
    z.object({ valid: z.literal(true), id: z.coerce.number().int().positive(), partner: z.string(), hourly_budget: z.coerce.number().int().positive() }),
    z.object({ valid: z.literal(false) }),
  ]),
});
export type PartnerKeyVerifyAnswer = z.output<typeof partnerKeyVerifyAnswer>;
