import { describe, expect, it } from 'vitest';
import type { ReservationLine } from '../reservations/index.ts';
import type { BillingStepValues } from '../shop/index.ts';
import { deskOrderInput, isPayable } from './desk-order.ts';

const line = (over: Partial<ReservationLine>): ReservationLine => ({
  key: 'hold-SG9sZDox',
  kind: 'hold',
  id: 'SG9sZDox',
  name: 'Circuito termal',
  note: '',
  date: '26/11/2026',
  start: '10h00',
  quantity: 1,
  unitPrice: { amount: '25.00', currency: 'EUR' },
  expiresAt: '2026-11-26T09:05:00Z',
  renewalsLeft: 10,
  ...over,
});

const billing: BillingStepValues = {
  name: 'Ana Balcão',
  vat: '999999990',
  email: 'ana@example.pt',
  mobilePhone: '',
  address: '',
  locality: '',
  postalCode: '',
  country: '',
  termsAccepted: true,
};

describe('the desk order (spec 002 §4 "Confirming a desk order")', () => {
  it('sends the held slots by hold id and the entrance tickets by product, quantity and day, never amounts', () => {
    const lines = [line({}), line({ key: 'entrance-51', kind: 'entrance', id: '51', quantity: 2, unitPrice: { amount: '12.00', currency: 'EUR' }, expiresAt: null })];
    expect(deskOrderInput(lines, '2026-11-25', billing, 'key-1', null)).toEqual({
      idempotencyKey: 'key-1',
      holdIds: ['SG9sZDox'],
      entrance: [{ productId: 51, quantity: 2, date: '2026-11-25' }],
      billing: { name: 'Ana Balcão', vat: '999999990', email: 'ana@example.pt', mobilePhone: '', address: '', locality: '', postalCode: '', country: '' },
      termsAccepted: true,
      customerId: null,
    });
  });

  it('names the looked-up customer when there is one', () => {
    expect(deskOrderInput([line({})], null, billing, 'key-2', 1042).customerId).toBe(1042);
  });

  it('is payable only with a total above 0', () => {
    expect(isPayable([line({})])).toBe(true);
    expect(isPayable([line({ unitPrice: { amount: '0.00', currency: 'EUR' } })])).toBe(false);
    expect(isPayable([])).toBe(false);
  });
});
