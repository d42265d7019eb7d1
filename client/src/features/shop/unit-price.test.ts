import { describe, expect, it } from 'vitest';
import { unitPriceOf } from './unit-price.ts';

const eur = (amount: string) => ({ amount, currency: 'EUR' });

describe('the unit price with VAT of a quote line', () => {
  it('is the line total over its quantity, in cents', () => {
    expect(unitPriceOf(eur('74.00'), 2)).toEqual(eur('37.00'));
    expect(unitPriceOf(eur('10.00'), 3)).toEqual(eur('3.33'));
    expect(unitPriceOf(eur('0.05'), 1)).toEqual(eur('0.05'));
  });

  it('gives the total back when it cannot divide it', () => {
    expect(unitPriceOf(eur('12.30'), 0)).toEqual(eur('12.30'));
    expect(unitPriceOf(eur('abc'), 2)).toEqual(eur('abc'));
  });
});
