/**
 * Multibanco references (design.md "payment sandbox"): entity (5 digits), reference (9 digits,
 * the last two check digits) and amount. The check digits are ISO 7064 MOD 97-10 over entity,
 * the first 7 reference digits and the amount in cents (8 digits), as the ATM network checks them.
 */
export const SANDBOX_MULTIBANCO_ENTITY = '90150';

export function multibancoCheckDigits(entity: string, base7: string, amountCents: number): string {
  if (!/^\d{5}$/.test(entity)) throw new RangeError('a Multibanco entity has 5 digits');
  if (!/^\d{7}$/.test(base7)) throw new RangeError('a reference starts with 7 digits');
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0 || amountCents > 99_999_999) {
    throw new RangeError('the amount must be between 0.01 and 999999.99 euros');
  }
  const digits = `${entity}${base7}${String(amountCents).padStart(8, '0')}`;
  const remainder = Number((BigInt(digits) * 100n) % 97n);
  return String(98 - remainder).padStart(2, '0');
}

/** A full 9-digit reference from its first 7 digits. */
export function multibancoReference(entity: string, base7: string, amountCents: number): string {
  return `${base7}${multibancoCheckDigits(entity, base7, amountCents)}`;
}

/** Whether entity, reference and amount agree (the check an ATM makes). */
export function isValidMultibanco(entity: string, reference: string, amountCents: number): boolean {
  if (!/^\d{9}$/.test(reference)) return false;
  try {
    return multibancoCheckDigits(entity, reference.slice(0, 7), amountCents) === reference.slice(7);
  } catch {
    return false;
  }
}
