import { describe, expect, it } from 'vitest';
import { formatDateTime, formatMoney, formatPercent } from './format.ts';

// Intl separates the amount and the sign with a no-break space.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('writes euros with a comma and the euro sign in pt (spec 000 §9)', () => {
    expect(plain(formatMoney({ amount: '12.30', currency: 'EUR' }, 'pt'))).toBe('12,30 €');
    expect(plain(formatMoney({ amount: '1234.5', currency: 'EUR' }, 'pt'))).toBe('1234,50 €');
  });

  it('keeps the three decimals of a net unit price', () => {
    expect(plain(formatMoney({ amount: '8.130', currency: 'EUR' }, 'pt'))).toBe('8,130 €');
  });

  it('follows the site language', () => {
    expect(formatMoney({ amount: '12.30', currency: 'EUR' }, 'en')).toBe('€12.30');
    expect(plain(formatMoney({ amount: '12.30', currency: 'EUR' }, 'es'))).toBe('12,30 €');
    expect(plain(formatMoney({ amount: '1234.50', currency: 'EUR' }, 'fr'))).toBe('1 234,50 €');
  });
});

describe('formatDateTime', () => {
  it('shows Lisbon time, summer and winter', () => {
    expect(formatDateTime('2026-07-01T10:00:00.000Z', 'pt')).toBe('01/07/2026, 11:00');
    expect(formatDateTime('2026-01-15T10:00:00.000+00:00', 'pt')).toBe('15/01/2026, 10:00');
  });

  it('gives back what it cannot read', () => {
    expect(formatDateTime('not a date', 'en')).toBe('not a date');
  });
});

describe('formatPercent', () => {
  it('has no decimals', () => {
    expect(plain(formatPercent(23, 'pt'))).toMatch(/^23 ?%$/);
    expect(formatPercent(6, 'en')).toBe('6%');
  });
});
