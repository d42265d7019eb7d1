import { describe, expect, it } from 'vitest';
import { CART_LIFETIME_MS, MAX_QUANTITY, cartLines, emptyCart, loadCart, parseCart, productCount, quantityOf, withChange, withQuantity } from './cart.ts';

const at = (iso: string) => new Date(iso);
const NOW = at('2026-07-01T10:00:00.000Z');

describe('reading a stored cart (spec 001 §3.1, §4)', () => {
  it('reads the lists of a recent cart', () => {
    const text = JSON.stringify({ date: '2026-07-01T09:00:00.000Z', forfaits: [{ id: 11, quantity: 2 }], packs: [{ id: 71, quantity: 1 }] });
    const cart = parseCart(text, NOW);
    expect(cart.forfaits).toEqual([{ id: 11, quantity: 2 }]);
    expect(cart.packs).toEqual([{ id: 71, quantity: 1 }]);
    expect(cart.equipments).toEqual([]);
    expect(cart.date).toBe('2026-07-01T09:00:00.000Z');
  });

  it('discards a cart whose date is more than about 2 hours old', () => {
    const old = new Date(NOW.getTime() - CART_LIFETIME_MS - 1000).toISOString();
    const { cart, discarded } = loadCart(JSON.stringify({ date: old, forfaits: [{ id: 11, quantity: 2 }] }), NOW);
    expect(discarded).toBe(true);
    expect(productCount(cart)).toBe(0);
  });

  it('keeps a cart just under the lifetime', () => {
    const recent = new Date(NOW.getTime() - CART_LIFETIME_MS + 60_000).toISOString();
    expect(productCount(parseCart(JSON.stringify({ date: recent, aulas: [{ id: 31, quantity: 3 }] }), NOW))).toBe(3);
  });

  it('discards text that is not a cart, and drops entries that are not { id, quantity }', () => {
    expect(loadCart('not json', NOW).discarded).toBe(true);
    expect(loadCart(JSON.stringify({ forfaits: [] }), NOW).discarded).toBe(true);
    const cart = parseCart(
      JSON.stringify({ date: NOW.toISOString(), forfaits: [{ id: 11, quantity: -1 }, { id: 12, quantity: 1.5 }, { id: 13, quantity: 2 }, 'x'] }),
      NOW,
    );
    expect(cart.forfaits).toEqual([{ id: 13, quantity: 2 }]);
  });

  it('starts empty when nothing is stored', () => {
    expect(loadCart(null, NOW)).toEqual({ cart: emptyCart(NOW), discarded: false });
  });
});

describe('changing quantities (spec 001 §4, §5)', () => {
  const later = at('2026-07-01T10:30:00.000Z');

  it('adds and removes one, stamping the date', () => {
    const one = withChange(emptyCart(NOW), 'forfaits', 11, 1, later);
    expect(quantityOf(one, 'forfaits', 11)).toBe(1);
    expect(one.date).toBe(later.toISOString());
    expect(quantityOf(withChange(one, 'forfaits', 11, -1, later), 'forfaits', 11)).toBe(0);
  });

  it('ignores a change below 0, a fraction, and more than the maximum', () => {
    const cart = emptyCart(NOW);
    expect(withChange(cart, 'forfaits', 11, -1, later)).toBe(cart);
    expect(withQuantity(cart, 'forfaits', 11, 1.5, later)).toBe(cart);
    expect(withQuantity(cart, 'forfaits', 11, MAX_QUANTITY + 1, later)).toBe(cart);
    expect(quantityOf(withQuantity(cart, 'forfaits', 11, MAX_QUANTITY, later), 'forfaits', 11)).toBe(MAX_QUANTITY);
  });

  it('keeps a product in its place when its quantity changes', () => {
    let cart = withQuantity(emptyCart(NOW), 'equipments', 21, 1, later);
    cart = withQuantity(cart, 'equipments', 22, 1, later);
    cart = withQuantity(cart, 'equipments', 21, 4, later);
    expect(cart.equipments).toEqual([
      { id: 21, quantity: 4 },
      { id: 22, quantity: 1 },
    ]);
  });
});

describe('order lines', () => {
  it('come only from entries above 0, with the kind of their list', () => {
    let cart = withQuantity(emptyCart(NOW), 'forfaits', 11, 2, NOW);
    cart = withQuantity(cart, 'forfaits', 12, 0, NOW);
    cart = withQuantity(cart, 'atividades', 61, 1, NOW);
    expect(cartLines(cart)).toEqual([
      { kind: 'PASS', productId: 11, quantity: 2 },
      { kind: 'ACTIVITY', productId: 61, quantity: 1 },
    ]);
    expect(productCount(cart)).toBe(3);
  });
});
