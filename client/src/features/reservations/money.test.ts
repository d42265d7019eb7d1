import { describe, expect, it } from 'vitest';
import { amountOfCents, centsOf, formatPrice, totalOf } from './money.ts';

describe('reservation prices (spec 002 §9: two decimals, a comma and the euro sign)', () => {
  it('reads exact decimal strings as cents', () => {
    expect(centsOf('12.30')).toBe(1230);
    expect(centsOf('12.305')).toBe(1231);
    expect(centsOf('7')).toBe(700);
    expect(centsOf('-1.50')).toBe(-150);
    expect(amountOfCents(1230)).toBe('12.30');
  });

  it('sums lines in whole cents, not floats', () => {
    const total = totalOf([
      { unitPrice: { amount: '0.10', currency: 'EUR' }, quantity: 3 },
      { unitPrice: { amount: '0.20', currency: 'EUR' }, quantity: 1 },
    ]);
    expect(total).toEqual({ amount: '0.50', currency: 'EUR' });
  });

  it('writes 12,50 € in pt and two decimals always', () => {
    expect(formatPrice({ amount: '12.5', currency: 'EUR' }, 'pt').replace(/\s/g, ' ')).toBe('12,50 €');
    expect(formatPrice({ amount: '12.505', currency: 'EUR' }, 'en')).toBe('€12.51');
  });
});
