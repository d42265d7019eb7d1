import type { Language } from '../i18n/languages.ts';
import { LOCALES, RESORT_TIME_ZONE } from './time.ts';


/** spec 000 §9, spec 001 §9: time stamps in the resort's time zone (one constant, in time.ts). */
export { RESORT_TIME_ZONE };

export interface MoneyLike {
  readonly amount: string;
  readonly currency: string;
}

/**
 * An amount of money in the site language (spec 001 §9: two decimals, net unit prices three;
 * in pt a comma and the euro sign, `12,30 €`). The gateway sends exact decimal strings; the
 * number is used only to print them, never to add them up.
 */
export function formatMoney(money: MoneyLike, language: Language): string {
  const decimals = Math.min(3, Math.max(2, (money.amount.split('.')[1] ?? '').length));
  const value = Number(money.amount);
  if (!Number.isFinite(value)) return `${money.amount} ${money.currency}`;
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'currency',
    currency: money.currency || 'EUR',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}

/** A date and time, in Lisbon time, as the site language writes it (`01/07/2026, 11:00` in pt). */
export function formatDateTime(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LOCALES[language], {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: RESORT_TIME_ZONE,
  }).format(date);
}

/** A VAT rate in percent, without decimals (spec 001 §9): `23 %` in pt. */
export function formatPercent(rate: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], { style: 'percent', maximumFractionDigits: 0 }).format(rate / 100);
}
