import type { MoneyLike } from '../orders/format.ts';

/**
 * The unit price with VAT of a quote line (spec 001 §2.3), for display: the line's total (the
 * server's, VAT included) over its quantity, in whole cents, half away from zero. The schema's
 * QuoteLine carries only the net unit price; nothing is added up from this value.
 */
export function unitPriceOf(total: MoneyLike, quantity: number): MoneyLike {
  const match = /^(-?)(\d+)(?:\.(\d{1,3}))?$/.exec(total.amount.trim());
  if (!match || !Number.isInteger(quantity) || quantity <= 0) return total;
  const [, sign, whole, fraction = ''] = match;
  const millis = Number(whole) * 1000 + Number(fraction.padEnd(3, '0'));
  const cents = Math.round(millis / 10 / quantity);
  const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
  return { amount: `${sign}${text}`, currency: total.currency };
}
