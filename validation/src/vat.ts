import { z } from 'zod';
import { DEFAULT_VAT_NUMBER, LIMITS } from './limits.ts';

/** A Portuguese NIF: 9 digits, the last a mod-11 check digit over the first eight. */
export function isValidPortugueseNif(nif: string): boolean {
  if (!/^\d{9}$/.test(nif)) return false;
  const sum = [...nif.slice(0, 8)].reduce((acc, digit, index) => acc + Number(digit) * (9 - index), 0);
  const check = 11 - (sum % 11);
  return (check >= 10 ? 0 : check) === Number(nif[8]);
}

/** A VAT number without spaces, dots or dashes, upper-cased. */
export function normalizeVat(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

/** A Portuguese NIF, or a foreign VAT number that starts with its country code. */
export function isValidVatNumber(value: string): boolean {
  return /^\d+$/.test(value) ? isValidPortugueseNif(value) : /^[A-Z]{2}[0-9A-Z]{2,13}$/.test(value);
}

/**
 * spec 001 §5: the VAT number of an order; empty means the final consumer, 999999990. A number
 * the invoice would be refused with is INVALID_VAT.
 */
export const orderVatNumber = z
  .string({ error: 'INVALID_VAT' })
  .max(LIMITS.vat, 'TOO_LONG')
  .default('')
  .transform(normalizeVat)
  .transform((v) => (v === '' ? DEFAULT_VAT_NUMBER : v))
  .refine(isValidVatNumber, 'INVALID_VAT');
