import { z } from 'zod';
import { orNull } from './primitives.ts';

/**
 * Lenient readers for the values of the account and order calls, in the spirit of primitives.ts:
 * a real resort API sends codes as numbers or strings, decimals with a dot or a comma, and dates
 * with or without a time. Each is read into one canonical output.
 */

/** An integer sent as a number or a numeric string. */
export const integer = z.coerce.number().int();

/** An integer that may be missing (null). */
export const optionalInteger = orNull(integer);

/** A code or reference (NIF, Multibanco reference, payment key…): a string or a number, kept as text. */
export const codeText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined ? '' : String(v)));

/**
 * An exact decimal ("12.30", the upstream's form for prices and totals), also read from a number
 * or from a comma decimal ("12,30", as Multibanco amounts are written). Output: a dot decimal string.
 */
export const decimalText = z
  .union([z.number(), z.string().trim().regex(/^-?\d+([.,]\d+)?$/, 'expected a decimal number')])
  .transform((v) => (typeof v === 'number' ? String(v) : v.replace(',', '.')));

/** A calendar day, YYYY-MM-DD; a time part after it is dropped, empty or missing reads as null. */
export const calendarDate = z
  .union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}/, 'expected a date (YYYY-MM-DD)')])
  .nullish()
  .transform((v) => (v ? v.slice(0, 10) : null));

/** An exact decimal that may be missing (null). */
export const optionalDecimal = orNull(decimalText);
