import { describe, expect, it } from 'vitest';
import type { PaymentStatus } from '../../__generated__/resolvers-types.ts';
import { createCheckoutServices } from './services.ts';

describe('the checkout module’s services', () => {
  it('share a payment page’s read of an order within one gateway, never with another gateway of the process', async () => {
    const first = createCheckoutServices();
    const second = createCheckoutServices();
    let answer: (status: PaymentStatus) => void = () => {};
    const pending = new Promise<PaymentStatus | null>((resolve) => (answer = resolve));
    const reading = first.orderReads.read('7:42', () => pending);
    // The same viewer's page of the same order, on the same gateway, joins the read in flight.
    expect(first.orderReads.read('7:42', () => Promise.resolve('FAILED'))).toBe(reading);
    // Another gateway started in the same process reads for itself.
    await expect(second.orderReads.read('7:42', () => Promise.resolve('PAID'))).resolves.toBe('PAID');
    answer('PENDING');
    await expect(reading).resolves.toBe('PENDING');
  });
});
