import { useSyncExternalStore } from 'react';
import { emptyCart, type Cart } from './cart.ts';
import { readCart, subscribeCart } from './cart-store.ts';

/** What the server renders: it cannot see the browser's cart, so the first screen shows none. */
const SERVER_CART = emptyCart(new Date(0));
const serverCart = () => SERVER_CART;

/** The browser cart, re-rendering on every change in this tab or another (storage event). */
export function useCart(): Cart {
  return useSyncExternalStore(subscribeCart, readCart, serverCart);
}
