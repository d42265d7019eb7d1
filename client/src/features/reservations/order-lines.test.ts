import { describe, expect, it } from 'vitest';
import { emptyCart, withEntranceChange } from '../cart/index.ts';
import { reservationCart, reservationLines } from './order-lines.ts';
import type { TimedCartLineData } from './TimedCartData.ts';

const hold: TimedCartLineData = {
  id: 'SG9sZDox',
  name: 'Massagem relaxante',
  note: '50 minutos',
  quantity: 1,
  unitPrice: { amount: '45.01', currency: 'EUR' },
  expiresAt: '2026-11-25T10:05:00Z',
  renewalsLeft: 10,
  slot: { id: 'VGltZVNsb3Q6MQ', date: '2026-11-26', startTime: '15:30', endTime: '16:20' },
};
const tickets = [{ databaseId: 51, name: 'Entrada Aquapark', note: 'Dia inteiro', price: { amount: '12.00', currency: 'EUR' } }];

describe('the reservation cart’s lines (spec 002 §2 cart panel and customer cart)', () => {
  it('lists the holds first, with their start time written for the language, then the entrance tickets for their day', () => {
    const cart = withEntranceChange(emptyCart(), 51, 2, '2026-11-27');
    const pt = reservationLines([hold], cart, tickets, 'pt');
    expect(pt.map((line) => [line.kind, line.name, line.date, line.start, line.quantity, line.expiresAt])).toEqual([
      ['hold', 'Massagem relaxante', '26/11/26', '15h30', 1, '2026-11-25T10:05:00Z'],
      ['entrance', 'Entrada Aquapark', '27/11/26', null, 2, null],
    ]);
    expect(reservationLines([hold], cart, tickets, 'en')[0]?.start).toBe('3:30 pm');
  });

  it('leaves out tickets the site no longer sells', () => {
    const cart = withEntranceChange(emptyCart(), 99, 1, '2026-11-27');
    expect(reservationLines([], cart, tickets, 'pt')).toEqual([]);
  });

  it('sends hold ids and ticket ids with quantities and day, never prices', () => {
    const cart = withEntranceChange(emptyCart(), 51, 2, '2026-11-27');
    const lines = reservationLines([hold], cart, tickets, 'pt');
    expect(reservationCart(lines, '2026-11-27')).toEqual({ holdIds: ['SG9sZDox'], entrance: [{ productId: 51, quantity: 2, date: '2026-11-27' }] });
  });
});
