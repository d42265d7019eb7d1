import { describe, expect, it } from 'vitest';
import { paymentStatusOf } from './map.ts';

describe('paymentStatusOf (spec 001 §4, spec 002 §4)', () => {
  it.each([
    [0, 'PENDING'],
    [1, 'PAID'],
    [2, 'PAID_CONFIRMED'],
    [-2, 'REFUNDED'],
    [-1, 'FAILED'],
    [7, 'FAILED'],
  ])('reads pagamento_pendente %i as %s', (value, status) => {
    expect(paymentStatusOf(value)).toBe(status);
  });
});
