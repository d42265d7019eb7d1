import { describe, expect, it } from 'vitest';
import { money } from './money.ts';

describe('money', () => {
  it('keeps exact decimals with the requested precision', () => {
    expect(money('12.3')).toEqual({ amount: '12.30', currency: 'EUR' });
    expect(money('0012')).toEqual({ amount: '12.00', currency: 'EUR' });
    expect(money('4.125', 3)).toEqual({ amount: '4.125', currency: 'EUR' });
    expect(money('-2.5').amount).toBe('-2.50');
    expect(money('12.3000').amount).toBe('12.30');
  });

  it('refuses what is not an exact decimal, and precision it would have to drop', () => {
    expect(() => money('12,30')).toThrow();
    expect(() => money('1e3')).toThrow();
    expect(() => money('12.345')).toThrow(/precision/);
  });
});
