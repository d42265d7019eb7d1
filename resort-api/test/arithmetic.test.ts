import { describe, expect, it } from 'vitest';
import {
  documentTotals,
  formatCents,
  formatMillis,
  lineAmounts,
  netUnitMillisFromGross,
  parseCents,
  parseMillis,
} from '../src/orders/arithmetic.ts';
import { isValidMultibanco, multibancoCheckDigits, multibancoReference } from '../src/orders/multibanco.ts';

describe('order line arithmetic (spec 001 §3.5)', () => {
  it('net total = quantity × unit price, VAT per line, gross = net + VAT, 2 decimals half up', () => {
    // 32.00 with VAT at 23%: net unit price 26.016.
    const unit = netUnitMillisFromGross(3200, 23);
    expect(formatMillis(unit)).toBe('26.016');
    const line = lineAmounts(unit, 2, 23);
    expect([line.netCents, line.vatCents, line.grossCents].map(formatCents)).toEqual(['52.03', '11.97', '64.00']);
    // 3 × 11.321 = 33.963 → 33.96; 6% → 2.0376 → 2.04.
    const aquapark = lineAmounts(11_321, 3, 6);
    expect([aquapark.netCents, aquapark.vatCents, aquapark.grossCents].map(formatCents)).toEqual(['33.96', '2.04', '36.00']);
    // Half up: 0.005 → 0.01.
    expect(lineAmounts(5, 1, 0).netCents).toBe(1);
    expect(lineAmounts(1000, 1, 5.5).vatCents).toBe(6);
  });

  it('document totals are the sums of the lines', () => {
    const lines = [lineAmounts(26_016, 2, 23), lineAmounts(4_065, 2, 23), lineAmounts(14_602, 3, 13)];
    expect(documentTotals(lines)).toEqual({
      netCents: lines.reduce((s, l) => s + l.netCents, 0),
      vatCents: lines.reduce((s, l) => s + l.vatCents, 0),
      grossCents: lines.reduce((s, l) => s + l.grossCents, 0),
    });
  });

  it('formats and parses exactly', () => {
    expect([formatCents(0), formatCents(5), formatCents(1230), formatCents(-250)]).toEqual(['0.00', '0.05', '12.30', '-2.50']);
    expect([parseCents('12.3'), parseCents('12.30'), parseCents('7'), parseCents('-0.05')]).toEqual([1230, 1230, 700, -5]);
    expect(parseMillis('26.016')).toBe(26_016);
    expect(() => parseCents('1,00')).toThrow(RangeError);
    expect(() => lineAmounts(1.5, 1, 23)).toThrow(RangeError);
  });
});

describe('Multibanco references', () => {
  it('end in ISO 7064 MOD 97-10 check digits over entity, reference and amount in cents', () => {
    const reference = multibancoReference('90150', '1234567', 6400);
    expect(reference).toMatch(/^1234567\d{2}$/);
    // The check: the whole number including the check digits is 1 modulo 97.
    expect(BigInt(`90150123456700006400${reference.slice(7)}`) % 97n).toBe(1n);
    expect(isValidMultibanco('90150', reference, 6400)).toBe(true);
    expect(isValidMultibanco('90150', reference, 6401)).toBe(false);
    expect(isValidMultibanco('90150', '12345678', 6400)).toBe(false);
    expect(() => multibancoCheckDigits('9015', '1234567', 100)).toThrow(RangeError);
  });
});
