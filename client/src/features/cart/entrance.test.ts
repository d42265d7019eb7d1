import { describe, expect, it } from 'vitest';
import { CART_LIFETIME_MS, cartLines, emptyCart, loadCart, productCount, shopProductCount, withEntranceChange, withEntranceDate } from './cart.ts';

const NOW = new Date('2026-11-25T10:00:00Z');

describe('entrance tickets in the browser cart (spec 002 §3 "Local cart")', () => {
  it('adds and removes tickets for a day, never below 0', () => {
    let cart = withEntranceChange(emptyCart(NOW), 51, 1, '2026-11-26', NOW);
    cart = withEntranceChange(cart, 51, 1, '2026-11-26', NOW);
    expect(cart.entrance).toEqual([{ id: 51, quantity: 2 }]);
    expect(cart.entranceDate).toBe('2026-11-26');
    cart = withEntranceChange(cart, 51, -2, '2026-11-26', NOW);
    expect(cart.entrance).toEqual([]);
    expect(withEntranceChange(cart, 51, -1, '2026-11-26', NOW)).toBe(cart);
  });

  it('counts tickets in the header, not in the shop order', () => {
    const cart = withEntranceChange(emptyCart(NOW), 51, 3, '2026-11-26', NOW);
    expect(productCount(cart)).toBe(3);
    expect(shopProductCount(cart)).toBe(0);
    expect(cartLines(cart)).toEqual([]);
  });

  it('keeps tickets and their day through storage, and drops them with an expired cart', () => {
    const cart = withEntranceDate(withEntranceChange(emptyCart(NOW), 51, 2, '2026-11-26', NOW), '2026-11-27', NOW);
    const text = JSON.stringify(cart);
    expect(loadCart(text, NOW).cart).toMatchObject({ entrance: [{ id: 51, quantity: 2 }], entranceDate: '2026-11-27' });
    const later = new Date(NOW.getTime() + CART_LIFETIME_MS + 1000);
    expect(loadCart(text, later)).toMatchObject({ discarded: true, cart: { entrance: [] } });
  });

  it('ignores stored entries that are not tickets', () => {
    const text = JSON.stringify({ date: NOW.toISOString(), entrance: [{ id: 51, quantity: -1 }, { id: 'x', quantity: 1 }, { id: 52, quantity: 1 }], entranceDate: 'soon' });
    expect(loadCart(text, NOW).cart).toMatchObject({ entrance: [{ id: 52, quantity: 1 }], entranceDate: null });
  });
});
