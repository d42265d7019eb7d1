import { z } from 'zod';

/**
 * Lenient primitives. A real resort API sends ids and flags in more than one form (numbers as
 * strings, 0/1 for booleans, null for empty text), so the contract accepts each of them and
 * hands the rest of the system one canonical value.
 */

/** An integer id, sent as a number or a numeric string. */
export const id = z.coerce.number().int().nonnegative();

/** Optional text: null, missing and empty all mean "no text". */
export const text = z
  .string()
  .nullish()
  .transform((v) => v ?? '');

/** A flag sent as a boolean, 0/1 or "0"/"1"/"true"/"false". */
export const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])])
  .nullish()
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

/**
 * A time stamp: ISO 8601 with an offset, or "YYYY-MM-DD HH:mm:ss" in the resort's local time
 * (Europe/Lisbon, spec 000 §9). Kept as sent; the reader turns it into an instant.
 */
export const timestamp = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/, 'expected a date-time')
  .nullish()
  .transform((v) => v ?? null);

/** A value that may be missing: null and missing both read as null. */
export function orNull<T extends z.ZodType>(schema: T) {
  return schema.nullish().transform((v): z.output<T> | null => v ?? null);
}

/** The list envelope every read call answers with: `{ data: [...] }`. */
export function listAnswer<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item) });
}
