import type { Language } from '../../i18n/languages.ts';
import { formatMoney, type MoneyLike } from '../../shared/format.ts';

/** An amount as whole cents, from the gateway's exact decimal string (`12.30` → 1230). */
export function centsOf(amount: string): number {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!match) return 0;
  const sign = match[1] === '-' ? -1 : 1;
  const fraction = (match[3] ?? '').padEnd(3, '0').slice(0, 3);
  // Half a cent and up rounds away from zero, as the server rounds prices.
  return sign * (Number(match[2]) * 100 + Math.round(Number(fraction) / 10));
}

/** Cents as the gateway's decimal string (1230 → `12.30`). */
export function amountOfCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/**
 * A cart's total to show while it is being filled: unit prices times quantities, summed in
 * integer cents (never floats). The order's real total is the one the server computes.
 */
export function totalOf(lines: ReadonlyArray<{ unitPrice: MoneyLike; quantity: number }>): MoneyLike {
  const cents = lines.reduce((sum, line) => sum + centsOf(line.unitPrice.amount) * line.quantity, 0);
  return { amount: amountOfCents(cents), currency: lines[0]?.unitPrice.currency ?? 'EUR' };
}

/** spec 002 §2: a price with two decimals (`12,50 €` in pt). */
export function formatPrice(money: MoneyLike, language: Language): string {
  return formatMoney({ amount: amountOfCents(centsOf(money.amount)), currency: money.currency }, language);
}
